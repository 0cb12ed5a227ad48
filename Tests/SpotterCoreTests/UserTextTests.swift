import Foundation
import Testing

@testable import SpotterCore

@Suite("User text: plain, bounded, UTF-8, and escaped on the way out")
struct UserTextTests {
    @Test("plain text within the limit passes unchanged, accents and emoji included")
    func plainText() throws {
        #expect(try UserText.validate("Développé couché 💪", field: "exercise name", limit: 100) == "Développé couché 💪")
        #expect(try UserText.validate(String(repeating: "a", count: 100), field: "name", limit: 100).count == 100)
    }

    @Test(
        "C0, DEL and C1 are refused, naming the field, the code point and where it is",
        arguments: [
            ("a\u{1B}[2J", "U+001B", 2), ("\u{07}", "U+0007", 1), ("ab\u{7F}", "U+007F", 3), ("x\u{9B}2J", "U+009B", 2),
            ("tab\there", "U+0009", 4), ("line\nbreak", "U+000A", 5), ("\u{0}", "U+0000", 1), ("\u{85}", "U+0085", 1),
        ])
    func controlsRefused(text: String, code: String, at position: Int) {
        #expect(
            throws: UserText.Invalid(
                field: "activity",
                problem: "contains a control character (\(code)) at character \(position); it must be plain text"
            )
        ) { try UserText.validate(text, field: "activity", limit: 200) }
    }

    @Test("a text over its limit is refused with its length; a 100,000-character activity among them")
    func tooLong() {
        let error = UserText.Invalid(field: "activity", problem: "is 100000 characters long; at most 200")
        #expect(throws: error) {
            try UserText.validate(String(repeating: "a", count: 100_000), field: "activity", limit: 200)
        }
        #expect(error.description == "activity is 100000 characters long; at most 200")
        #expect(UserText.problem(in: String(repeating: "é", count: 101), limit: UserText.Limit.name) != nil)
    }

    @Test("invalid UTF-8 is refused with its line, column and byte; valid bytes decode as they are")
    func utf8() throws {
        #expect(try UserText.decodeUTF8(Array("Bänkdrücken\n".utf8)) == "Bänkdrücken\n")
        #expect(throws: UserText.InvalidUTF8(line: 2, column: 3, byte: 0xFF)) {
            try UserText.decodeUTF8(Array("ok\nab".utf8) + [0xFF] + Array("\n".utf8))
        }
        // A lead byte without its continuation, after a two-byte character on the same line.
        #expect(throws: UserText.InvalidUTF8(line: 1, column: 4, byte: 0xC3)) {
            try UserText.decodeUTF8(Array("é.".utf8) + [0xC3, 0x28])
        }
        #expect(
            UserText.InvalidUTF8(line: 3, column: 17, byte: 0x0F).description
                == "line 3: not valid UTF-8 (byte 0x0F at column 17)")
    }

    @Test("terminal output escapes controls in caret notation; C1 shows as the ESC sequence it stands for")
    func escaping() {
        #expect(TerminalText.escaped("Overhead\u{1B}]2;PWNED\u{07}\u{1B}[2J") == "Overhead^[]2;PWNED^G^[[2J")
        #expect(TerminalText.escaped("a\u{7F}b\u{9B}c\u{80}") == "a^?b^[[c^[@")
        #expect(TerminalText.escaped("two\nlines\tand a tab") == "two\nlines\tand a tab")
        #expect(TerminalText.escaped("two\nlines\r", keepingLineBreaks: false) == "two^Jlines^M")
        #expect(TerminalText.escaped("Bench press · 5×5") == "Bench press · 5×5")
    }

    @Test("whatever the text, the escaped form holds no control character but line breaks and tabs")
    func escapingIsTotal() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let scalars = (0..<Int.random(in: 0...20, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2FF, using: &generator))
            }
            let text = String(String.UnicodeScalarView(scalars))
            let out = TerminalText.escaped(text)
            #expect(
                !out.unicodeScalars.contains { UserText.isControl($0) && $0 != "\n" && $0 != "\t" },
                "\(text.debugDescription)")
            #expect(
                !TerminalText.escaped(text, keepingLineBreaks: false).unicodeScalars.contains(where: UserText.isControl)
            )
        }
    }
}
