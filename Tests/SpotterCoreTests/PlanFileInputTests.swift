import Testing

@testable import SpotterCore

@Suite("Plan files: templates, numbers and line ends")
struct PlanFileInputTests {
    static let text = "plan: Block\nstart: 2026-11-30\nphase: A\nweek:\nmon: strength push\nwed: easy 6.5\n"

    static func message(_ text: String, templates: [String]? = ["push", "pull"]) -> String? {
        do {
            _ = try PlanFile.parse(text, file: "p.txt", templates: templates)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a strength day naming an unknown template is refused as FILE:LINE")
    func unknownTemplate() throws {
        let bad = Self.text.replacingOccurrences(of: "strength push", with: "strength nope")
        #expect(Self.message(bad) == "p.txt:5: strength nope: unknown template \"nope\"; known: push, pull")
        #expect(Self.message(bad, templates: []) == "p.txt:5: strength nope: unknown template \"nope\"; known: none")
        #expect(Self.message(Self.text) == nil)
        // A stored plan is read without the list, so a template removed later leaves it readable.
        #expect(try PlanFile.parse(bad, file: "stored").phases.count == 1)
    }

    @Test(
        "a distance is a plain decimal: hex, exponents and infinities are refused",
        arguments: [
            "0x5", "1e1", "inf", "nan", "+5", "5.55", "1e309",
        ])
    func badDistance(_ km: String) {
        let bad = Self.text.replacingOccurrences(of: "easy 6.5", with: "easy \(km)")
        #expect(Self.message(bad)?.hasPrefix("p.txt:6: easy needs a distance in km") == true, "\(km)")
    }

    @Test("a CRLF plan, with or without a byte-order mark, reads as its LF twin; errors keep their line")
    func crlf() throws {
        let twin = try PlanFile.parse(Self.text, file: "p.txt")
        let crlf = Self.text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try PlanFile.parse(crlf, file: "p.txt") == twin)
        #expect(try PlanFile.parse("\u{FEFF}" + crlf, file: "p.txt") == twin)
        let bad = crlf.replacingOccurrences(of: "easy 6.5", with: "fast 6")
        #expect(Self.message(bad)?.hasPrefix("p.txt:6: unknown session \"fast\"") == true)
        #expect(
            Self.message("\u{FEFF}plan: x\r\nstart: 2026-11-30\r\n")
                == "p.txt:3: the plan has no phases (add \"phase: NAME\" and \"week:\")")
    }
}

@Suite("Dates and paces refuse signs")
struct SignedFieldTests {
    @Test("a sign inside a date or a pace is not a number")
    func signs() {
        #expect(LocalDate(iso: "+999-01-01") == nil)
        #expect(LocalDate(iso: "2026-+1-05") == nil)
        #expect(LocalDate(iso: "2026-01-05") != nil)
        #expect(Pace.parse("+5:00") == nil)
        #expect(Pace.parse("5:+0") == nil)
        #expect(Pace.parse("5:00") == 300)
    }
}
