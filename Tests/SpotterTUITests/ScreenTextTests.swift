import Testing

@testable import SpotterTUI

@Suite("Screen text: control characters never reach ncurses raw")
struct ScreenTextTests {
    @Test("a name with escape sequences is drawn in caret notation, one cell per character, clipped to its box")
    func controlsEscaped() {
        var screen = ScreenBuffer(width: 30, height: 2)
        let written = screen.put("Overhead\u{1B}]2;PWNED\u{07}\u{1B}[2J", x: 0, y: 0)
        #expect(screen.line(0) == "Overhead^[]2;PWNED^G^[[2J     ")
        #expect(written == 25)
        screen.put("a\nb\u{9B}c", x: 0, y: 1, maxWidth: 6)
        #expect(screen.line(1) == "a^Jb^[" + String(repeating: " ", count: 24))
        #expect(
            !screen.cells.contains {
                $0.character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            })
    }
}
