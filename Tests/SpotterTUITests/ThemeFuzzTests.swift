import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterTUI

/// Generated malformed theme texts through the public parser: each either gives a theme with
/// colours in range or is refused with the file and a line number; none traps.
@Suite("Fuzz: malformed theme files")
struct ThemeFuzzTests {

    static let goodLines = [
        "normal = default", "title = cyan bold", "border = 8", "timer-done = black on yellow bold",
        "selection = reverse",
        "muted = 245 dim", "# a comment", "", "   ", "key-hint = yellow bold underline", "error = 15 on 9 bold",
    ]
    /// Lines no theme takes: an unknown role or word, a colour out of range, a lone `on`, no `=`.
    static let badLines = [
        "titel = cyan", "title = purple", "title = cyan red", "title = on", "title = on purple", "title = 256",
        "title = -2", "title = 0x10", "title = 1e2", "title cyan", "= cyan", "title == cyan", "title = cyan;",
        "Title = cyan", "title = cyan bold blink", "title = 99999999999999999999", "timer_done = red", "title = ٣",
        "title = ３", "title = cyan on", "title = on on red", "title = bold on", "tit\u{1B}le = cyan",
        "title = cy\u{0}an",
        "title = cy\u{200B}an", "\u{FEFF}\u{FEFF}title = cyan", "[theme]", "title: cyan", "title = \"cyan\"",
    ]

    /// A theme text with one bad line at a known line number (LF only, so the number is certain).
    static func oneBadLine(_ g: inout SplitMix64) -> (text: String, line: Int) {
        var lines = (0..<Int.random(in: 0...12, using: &g)).map { _ in goodLines.randomElement(using: &g) ?? "" }
        let at = Int.random(in: 0...lines.count, using: &g)
        lines.insert(badLines.randomElement(using: &g) ?? "titel = cyan", at: at)
        return (lines.joined(separator: "\n"), at + 1)
    }

    /// Anything: random bytes decoded leniently, CRLF, a BOM, control characters, huge lines.
    static func noise(_ g: inout SplitMix64) -> String {
        switch Int.random(in: 0..<5, using: &g) {
        case 0:
            let bytes = (0..<Int.random(in: 0...300, using: &g)).map { _ in UInt8.random(in: 0...255, using: &g) }
            return String(decoding: bytes, as: UTF8.self)
        case 1:
            let lines = (0..<Int.random(in: 1...10, using: &g)).map { _ in
                (goodLines + badLines).randomElement(using: &g) ?? ""
            }
            return "\u{FEFF}" + lines.joined(separator: "\r\n")
        case 2:
            let word = ["cyan ", "on ", "bold ", "255 ", "=", "title "].randomElement(using: &g) ?? "x"
            return "title = " + String(repeating: word, count: Int.random(in: 500...3_000, using: &g))
        case 3:
            let alphabet = Array("=# \t\r\nontitle-cyanboldrev0123456789\u{0}\u{1B}\u{7F}\u{85}é💪")
            return String(
                (0..<Int.random(in: 0...200, using: &g)).map { _ in alphabet.randomElement(using: &g) ?? " " })
        default:
            return (0..<Int.random(in: 1...40, using: &g)).map { _ in
                (goodLines + badLines).randomElement(using: &g) ?? ""
            }
            .joined(separator: ["\n", "\r\n", "\r", "\n\n"].randomElement(using: &g) ?? "\n")
        }
    }

    /// The line number in the parser's message, `fuzz.theme:LINE: …`, or nil when there is none.
    static func line(in error: any Error) -> Int? {
        let text = "\(error)"
        guard text.hasPrefix("fuzz.theme:") else { return nil }
        return Int(text.dropFirst("fuzz.theme:".count).prefix { $0.isNumber })
    }

    @Test("2,000 themes with one bad line are each refused at that line")
    func oneBadLineRefused() {
        var g = SplitMix64(state: 0x7E3E_0001)
        for n in 0..<2000 {
            let (text, bad) = Self.oneBadLine(&g)
            do {
                _ = try Theme.parse(text, file: "fuzz.theme")
                Issue.record("case \(n): accepted \(text.debugDescription)")
            } catch {
                #expect(Self.line(in: error) == bad, "case \(n): \(error) in \(text.debugDescription)")
            }
        }
    }

    @Test("3,000 random theme texts give a theme with colours in range or an error at a line of the file")
    func noiseNeverTraps() {
        var g = SplitMix64(state: 0x7E3E_0002)
        for n in 0..<3000 {
            let text = Self.noise(&g)
            do {
                let theme = try Theme.parse(text, file: "fuzz.theme")
                for style in theme.styles.values {
                    #expect((-1...255).contains(style.foreground) && (-1...255).contains(style.background), "case \(n)")
                }
            } catch {
                let lines =
                    text.unicodeScalars.filter { "\n\r\u{0B}\u{0C}\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }
                    .count + 1
                let line = Self.line(in: error)
                #expect(line.map { (1...lines).contains($0) } ?? false, "case \(n): \(error)")
            }
        }
    }
}
