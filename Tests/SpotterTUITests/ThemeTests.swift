import Foundation
import Testing
@testable import SpotterTUI

@Suite("Themes")
struct ThemeTests {
    static let themesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("themes")

    @Test("the compiled-in themes are exactly the files in themes/", arguments: ["default", "light", "high-contrast"])
    func builtinsMatchFiles(_ name: String) throws {
        let file = try String(contentsOf: Self.themesDirectory.appendingPathComponent("\(name).theme"), encoding: .utf8)
        #expect(BuiltinThemes.text[name].map { $0 + "\n" } == file)
        let theme = try Theme.parse(file, file: "\(name).theme")
        #expect(theme.styles.count == Role.allCases.count)
    }

    @Test("a line is parsed into colours and attributes")
    func parse() throws {
        let theme = try Theme.parse("# c\n\ntimer-done = black on yellow bold\nmuted = 245 dim", file: "t.theme")
        #expect(theme.style(.timerDone) == Style(foreground: 0, background: 3, bold: true))
        #expect(theme.style(.muted) == Style(foreground: 245, dim: true))
        #expect(theme.name == "t")
    }

    @Test("a broken theme names the file and the line")
    func errors() {
        #expect(throws: ThemeError(file: "x.theme", line: 3, message: "unknown role \"titel\"; roles: \(Role.allCases.map(\.rawValue).joined(separator: " "))")) {
            try Theme.parse("title = cyan\n\ntitel = red", file: "x.theme")
        }
        #expect(throws: ThemeError.self) { try Theme.parse("title = purple", file: "x.theme") }
        #expect(throws: ThemeError.self) { try Theme.parse("title cyan", file: "x.theme") }
    }

    @Test("a broken user theme falls back to the default with a warning naming file and line")
    func loaderFallsBack() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "title = cyan\nselection = sparkly\n".write(to: dir.appendingPathComponent("mine.theme"), atomically: true, encoding: .utf8)
        let (theme, warning) = ThemeLoader.load("mine", userDirectory: dir.path, monochrome: false)
        #expect(theme == Theme.fallback)
        #expect(warning?.hasPrefix("\(dir.path)/mine.theme:2: unknown word \"sparkly\"") == true)
        let (light, none) = ThemeLoader.load("light", userDirectory: dir.path, monochrome: false)
        #expect(light.name == "light" && none == nil)
        #expect(ThemeLoader.load("nope", userDirectory: dir.path, monochrome: false).1?.contains("no theme named") == true)
    }

    @Test("NO_COLOR (non-empty) and TERM=dumb give the monochrome theme, which still marks meaning")
    func monochrome() {
        #expect(ThemeLoader.wantsMonochrome(["NO_COLOR": "1"]))
        #expect(!ThemeLoader.wantsMonochrome(["NO_COLOR": ""]))
        #expect(ThemeLoader.wantsMonochrome(["TERM": "dumb"]))
        #expect(ThemeLoader.load("light", userDirectory: "/nonexistent", monochrome: true).0 == .monochrome)
        let mono = Theme.monochrome
        #expect(mono.styles.values.allSatisfy { $0.foreground == -1 && $0.background == -1 })
        #expect(mono.style(.timerDone).reverse && mono.style(.selection).reverse && mono.style(.timerRunning).bold)
    }
}
