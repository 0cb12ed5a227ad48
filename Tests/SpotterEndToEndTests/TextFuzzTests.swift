import Foundation
import SpotterTestSupport
import Testing

/// Generated hostile text through every command that takes a name, an activity or a text setting.
@Suite("spotter: generated hostile text is refused everywhere")
struct TextFuzzTests {

    /// A name with control characters (C0, DEL or C1) inside it, or one that is far too long.
    ///
    /// Controls go between two characters, never at an end, where trimming a tab would be fair;
    /// line feeds are left out (they end a file's line: another rule) and so is NUL in an
    /// argument (the kernel ends the argument there).
    static func hostileText(_ g: inout SplitMix64, argument: Bool) -> String {
        let base = ["Bench", "Overhead press", "Développé", "Rudern 💪", "ab"].randomElement(using: &g) ?? "ab"
        if Int.random(in: 0..<8, using: &g) == 0 { return String(repeating: base, count: 2000 / base.count + 1) }
        let controls: [UInt32] =
            Array((argument ? 0x01 : 0x00)...0x09) + Array(0x0B...0x1F) + [0x7F] + Array(0x80...0x9F)
        var scalars = Array(base.unicodeScalars)
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            let control = Unicode.Scalar(controls.randomElement(using: &g) ?? 0x1B) ?? "\u{1B}"
            scalars.insert(control, at: Int.random(in: 1...(scalars.count - 1), using: &g))
        }
        return String(String.UnicodeScalarView(scalars))
    }

    @Test(
        "300 generated names, activities and settings: each exit 2 with a message, no raw control byte, the database unchanged"
    )
    func hostileInputs() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        var g = SplitMix64(state: 10)
        for n in 0..<300 {
            let text = Self.hostileText(&g, argument: [3, 4, 5, 8].contains(n % 9))
            let quoted = text.replacingOccurrences(of: "\"", with: "'")
            let run: (args: [String], stdin: String?)
            switch n % 9 {
            case 0: run = (["schedule", "import", "-"], "exercise e \"\(quoted)\"\ntemplate t \"T\"\n  e 3x5\n")
            case 1: run = (["schedule", "import", "-"], "template t \"\(quoted)\"\n  bench 3x5\n")
            case 2:
                run = (
                    ["schedule", "import", "-"], "template t \"T\"\n  bench 3x5\nrotation r \"\(quoted)\" t mon 07:00\n"
                )
            case 3: run = (["overlay", "cross", "2026-12-03", text], nil)
            case 4: run = (["log", text, "60x5"], nil)
            case 5:
                run = (
                    ["config", "set", ["maildir", "forecast-file", "sendmail-command", "mail-to"][n % 4], "/" + text],
                    nil
                )
            case 6:
                run = (
                    ["plan", "new", "--file", "-"], "plan: \(text)\nstart: 2027-01-04\nphase: A\nweek:\nmon: easy 5\n"
                )
            case 7:
                run = (
                    ["plan", "new", "--file", "-"], "plan: P\nstart: 2027-01-04\nphase: A\nweek:\nmon: cross \(text)\n"
                )
            default: run = (["endpoint", "add", "ntfy", "https://ntfy.example.org/" + text], nil)
            }
            // A line feed inside a one-line field ends the line early: still refused, by another rule.
            let result = try home.run(run.args, stdin: run.stdin)
            #expect(
                result.status == 2,
                "case \(n) \(run.args.prefix(2)) \(text.debugDescription.prefix(60)): \(result.stderr)")
            #expect(!result.stderr.isEmpty, "case \(n)")
            #expect(
                !result.stdout.hasControlBytes && !result.stderr.hasControlBytes,
                "case \(n): \(result.stderr.debugDescription)")
        }
        #expect(try home.dump() == before)
    }
}
