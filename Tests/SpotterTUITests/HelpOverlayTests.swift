import SpotterCore
import Testing

@testable import SpotterTUI

/// The `?` overlay on the screens with the longest key texts, at 80×24 and 40×12: every line
/// wraps inside the box under its text, no word is cut, and j/k reach the last key.
@Suite("Help overlay")
struct HelpOverlayTests {
    static let sizes = [(80, 24), (40, 12)]

    /// The screens whose help was cut off, by name: each a state with the help open.
    static func screens(_ w: Int, _ h: Int) -> [(String, AppState)] {
        var workout = GoldenScreenTests.sized(GoldenScreenTests.resting(), w, h)
        var form = workout
        Fixture.press([.enter], &form)
        Fixture.press([.char("?")], &workout)
        Fixture.press([.char("?")], &form)
        return [("workout", workout), ("set-form", form)]
            + [("day", [.char("d")]), ("history", [.char("h")]), ("plan", [.char("p")])].map { name, keys in
                (name, LogFixture.on(keys + [.char("?")], width: w, height: h))
            }
    }

    /// The text inside the box on each row, the borders left out.
    static func boxText(_ state: AppState) -> String {
        View.render(state).lines.map { line in
            let inner = line.split(separator: "│", omittingEmptySubsequences: false)
            return inner.count >= 3 ? String(inner[1]) : ""
        }.joined(separator: "\n")
    }

    static func keyCount(_ state: AppState) -> Int { KeyTables.described(by: state).bindings.count }

    @Test("long help lines wrap inside the box: golden screens", arguments: sizes)
    func golden(_ w: Int, _ h: Int) {
        for (name, state) in Self.screens(w, h) where name == "workout" || name == "set-form" {
            assertSnapshot(View.render(state), named: "help-\(name)-long-\(w)x\(h)")
        }
    }

    @Test("every key's whole text is shown, word for word, on some page", arguments: sizes)
    func noWordCut(_ w: Int, _ h: Int) {
        for (name, start) in Self.screens(w, h) {
            var state = start
            var seen = Self.boxText(state)
            for _ in 0..<Self.keyCount(state) {
                Fixture.press([.char("j")], &state)
                seen += "\n" + Self.boxText(state)
            }
            let words = Set(seen.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
            let under = KeyTables.underHelp(start)
            for binding in KeyTables.table(for: under).bindings {
                for word in binding.help.split(separator: " ") {
                    #expect(words.contains(String(word)), "\(name) \(w)×\(h): \"\(word)\" of \"\(binding.help)\"")
                }
            }
            #expect(!seen.contains("…"), "\(name) \(w)×\(h): a cut line\n\(seen)")
        }
    }

    @Test("at 40×12 the counter fits on the box's last line", arguments: ["workout", "day", "history", "plan"])
    func counterFits(_ name: String) {
        let state = Self.screens(40, 12).first { $0.0 == name }!.1
        let text = View.render(state).lines.joined(separator: "\n")
        #expect(text.contains("1–") && text.contains(" of \(Self.keyCount(state))"), "\(text)")
    }
}
