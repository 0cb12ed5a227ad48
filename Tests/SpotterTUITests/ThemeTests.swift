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
        #expect(
            throws: ThemeError(
                file: "x.theme", line: 3,
                message: "unknown role; roles: \(Role.allCases.map(\.rawValue).joined(separator: " "))")
        ) {
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
        try "title = cyan\nselection = sparkly\n".write(
            to: dir.appendingPathComponent("mine.theme"), atomically: true, encoding: .utf8)
        let (theme, warning) = ThemeLoader.load("mine", userDirectory: dir.path, monochrome: false)
        #expect(theme == Theme.fallback)
        #expect(warning == "\(dir.path)/mine.theme:2: \(Self.unknownWord); using the default theme")
        let (light, none) = ThemeLoader.load("light", userDirectory: dir.path, monochrome: false)
        #expect(light.name == "light" && none == nil)
        #expect(
            ThemeLoader.load("nope", userDirectory: dir.path, monochrome: false).1?.contains("no theme named") == true)
    }

    /// A fresh folder for user themes, removed by the caller.
    static func userDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("a theme file that is not UTF-8 is named with what is wrong, not reported missing")
    func notUTF8() throws {
        let dir = try Self.userDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("title = cyan\n".utf8 + [0xFF, 0xFE, 0x80, 0x0A]).write(to: dir.appendingPathComponent("t.theme"))
        var rng = SystemRandomNumberGenerator()
        try Data((0..<512).map { _ in UInt8.random(in: 0x80...0xFF, using: &rng) }).write(
            to: dir.appendingPathComponent("r.theme"))
        let (theme, warning) = ThemeLoader.load("t", userDirectory: dir.path, monochrome: false)
        #expect(theme == Theme.fallback)
        #expect(warning == "\(dir.path)/t.theme:2: not UTF-8 text; using the default theme")
        let random = ThemeLoader.load("r", userDirectory: dir.path, monochrome: false).1
        #expect(random == "\(dir.path)/r.theme:1: not UTF-8 text; using the default theme")
    }

    @Test("a CRLF theme file reads as its LF twin, and its errors are on the right line")
    func crlf() throws {
        let lf = "# mine\ntitle = cyan\n\ntimer-done = black on yellow bold\n"
        #expect(
            try Theme.parse(lf.replacingOccurrences(of: "\n", with: "\r\n"), file: "t.theme")
                == Theme.parse(lf, file: "t.theme"))
        #expect(throws: ThemeError(file: "t.theme", line: 3, message: Self.unknownWord)) {
            try Theme.parse("title = cyan\r\n\r\nmuted = sparkly\r\n", file: "t.theme")
        }
    }

    static let unknownWord = "unknown word; expected a colour, on COLOUR, bold, reverse, underline or dim"

    @Test("a colour number is plain digits 0 to 255: a sign, hex or a point is refused at its line")
    func colourNumbers() throws {
        #expect(try Theme.parse("title = 5\n", file: "t.theme") == Theme.parse("title = magenta\n", file: "t.theme"))
        for word in ["+5", "-1", "0x05", "5.0", "256", "٥"] {
            #expect(throws: ThemeError(file: "t.theme", line: 2, message: Self.unknownWord), "\(word)") {
                try Theme.parse("# mine\ntitle = \(word)\n", file: "t.theme")
            }
        }
    }

    @Test("a theme that is a symlink to another file names only the theme's path and line, never that file's text")
    func symlinkShowsNoContent() throws {
        let dir = try Self.userDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let secret = dir.appendingPathComponent("secret.txt")
        try "root:x:0:0:hunter2:/root:/bin/bash\npassword = hunter2\n".write(
            to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("s.theme").path, withDestinationPath: secret.path)
        let warning = try #require(ThemeLoader.load("s", userDirectory: dir.path, monochrome: false).1)
        #expect(warning.hasPrefix("\(dir.path)/s.theme:1: "), "\(warning)")
        #expect(!warning.contains("root") && !warning.contains("hunter2") && !warning.contains("secret"), "\(warning)")
        try "title = cyan\npassword = hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        let second = try #require(ThemeLoader.load("s", userDirectory: dir.path, monochrome: false).1)
        #expect(second.hasPrefix("\(dir.path)/s.theme:2: unknown role; roles: "), "\(second)")
        #expect(!second.contains("password") && !second.contains("hunter2"), "\(second)")
    }

    @Test(
        "a theme path that is not a regular file (a folder, /dev/zero, a dangling link) is refused without reading it")
    func notARegularFile() throws {
        let dir = try Self.userDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("d.theme"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("z.theme").path, withDestinationPath: "/dev/zero")
        for name in ["d", "z"] {
            let warning = ThemeLoader.load(name, userDirectory: dir.path, monochrome: false).1
            #expect(warning == "\(dir.path)/\(name).theme: not a regular file; using the default theme")
        }
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("gone.theme").path, withDestinationPath: dir.path + "/nowhere")
        #expect(
            ThemeLoader.load("gone", userDirectory: dir.path, monochrome: false).1
                == "\(dir.path)/gone.theme: a symlink to nothing; using the default theme")
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
