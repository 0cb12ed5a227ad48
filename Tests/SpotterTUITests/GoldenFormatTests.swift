import Testing

@testable import SpotterTUI

@Suite("Golden files: the text, then one letter a cell for its role")
struct GoldenFormatTests {
    @Test("every role has a letter of its own, and the legend names each one")
    func lettersAreDistinct() {
        let letters = Role.allCases.map(Golden.letter)
        #expect(Set(letters).count == Role.allCases.count)
        for role in Role.allCases { #expect(Golden.legend.contains("\(Golden.letter(role))=\(role.rawValue)")) }
    }

    @Test("a frame is written as its text, the legend and its roles, and reads back the same")
    func roundTrip() {
        var screen = ScreenBuffer(width: 8, height: 2)
        screen.put("REST", x: 1, y: 0, role: .timerRunning)
        screen.put("q quit", x: 0, y: 1, role: .keyHint)
        let golden = Golden(screen)
        #expect(golden.text == " REST   |\nq quit  |\n")
        #expect(golden.roles == ".RRRR...|\nKKKKKK..|\n")
        #expect(golden.file == golden.text + Golden.legend + "\n" + (golden.roles ?? ""))
        #expect(Golden(file: golden.file) == golden)
    }

    @Test("a golden of text only (the format before roles) reads as having no roles, which fails the comparison")
    func textOnlyHasNoRoles() {
        let old = Golden(file: " REST   |\nq quit  |\n")
        #expect(old.roles == nil)
        #expect(old.text == " REST   |\nq quit  |\n")
    }
}
