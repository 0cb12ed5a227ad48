import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// The string helpers that replace Foundation's NSString API, each held against Foundation itself.
@Suite("Text helpers: trimming, padding, fixed decimals and paths give what Foundation gave")
struct TextHelpersTests {
    // MARK: - Trimming

    @Test("joined(by:) gives what joined(separator:) gives: empty, one, several, empty parts")
    func joinedBy() {
        for parts in [[], ["a"], ["Rest 01:12", "Bench press", "set 3"], ["", "x", ""], ["é", "漢"]] as [[String]] {
            #expect(parts.joined(by: " · ") == parts.joined(separator: " · "))
            #expect(parts.joined(by: "") == parts.joined())
        }
    }

    @Test("the blank sets hold exactly the scalars of CharacterSet.whitespaces and .whitespacesAndNewlines")
    func blankSetsMatchFoundation() {
        var differences: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if Blank.isWhitespace(scalar) != CharacterSet.whitespaces.contains(scalar) {
                differences.append("whitespaces U+\(String(value, radix: 16))")
            }
            if Blank.isWhitespaceOrNewline(scalar) != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                differences.append("whitespacesAndNewlines U+\(String(value, radix: 16))")
            }
        }
        #expect(differences == [])
    }

    @Test(
        "trimming gives what trimmingCharacters(in:) gave",
        arguments: [
            "", " ", "\t", "  bench press\t", "\u{A0}60 kg\u{3000}", "\u{200B}x\u{200B}", "a b", "\n 5 \r\n",
            "\u{85}x\u{2028}", " \u{301}a ", "é ", " 💪🏽 ", "\u{0B}\u{0C}x", "x\u{1680}", "\u{2029}\u{202F}y\u{205F}",
            "no blanks", "\r\n",
        ])
    func trimmingMatchesFoundation(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        let slice = ("#" + text + "#").dropFirst().dropLast()
        #expect(slice.trimmingWhitespace() == slice.trimmingCharacters(in: .whitespaces))
    }

    @Test("random blanks around random text trim as Foundation trims them")
    func trimmingRandomText() {
        var g = SplitMix64(seed: 15)
        let pieces: [String] = [
            " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "a", "é", "e\u{301}", "\u{301}", "💪", "·",
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...8, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            #expect(
                text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            #expect(
                text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(Array(text.unicodeScalars))")
        }
    }

    @Test("trimming a given set works on scalars, like CharacterSet(charactersIn:)")
    func trimmingGivenScalars() {
        for (text, set) in [("'quoted'", "'"), ("(+1.5", "(+"), ("12:3", ":"), (":1:", ":"), ("::", ":"), ("", "x")] {
            #expect(text.trimming(charactersIn: set) == text.trimmingCharacters(in: CharacterSet(charactersIn: set)))
        }
        #expect(" \u{301}a".trimmingWhitespace() == "\u{301}a")
    }

    // MARK: - Padding

    @Test("padding to a width gives what padding(toLength:withPad:startingAt: 0) gave, cutting included")
    func paddingMatchesFoundation() {
        let texts = [
            "", "a", "today", "planned", "missed", "102.5 × 12", "Mon 30*", "Personal bests", "·", "×8", "12:3_",
        ]
        for text in texts {
            for width in 0...20 {
                #expect(
                    text.padded(toWidth: width) == text.padding(toLength: width, withPad: " ", startingAt: 0),
                    "\(text) to \(width)")
                #expect(
                    text.padded(toWidth: width, with: "_") == text.padding(toLength: width, withPad: "_", startingAt: 0)
                )
            }
        }
    }

    @Test("padding counts characters, one cell each, where Foundation counted UTF-16 units")
    func paddingCountsCharacters() {
        #expect("e\u{301}x".padded(toWidth: 3) == "e\u{301}x ")
        #expect("💪a".padded(toWidth: 1) == "💪")
        #expect("bench"[...].padded(toWidth: 7) == "bench  ")
        #expect("abc".padded(toWidth: -1) == "")
    }

    // MARK: - Fixed decimals

    @Test("fixed decimals are byte for byte String(format: \"%.Nf\") and \"%+.Nf\" over many values")
    func fixedPointMatchesFormat() {
        var g = SplitMix64(seed: 8)
        var values: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.25, 2.675, 1.005, 0.045, 62.5, 61.234969950000004,
            134.99999999999997, 1e15, 1e20, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -1e-9, .infinity,
            -.infinity, .nan,
        ]
        for k in 0..<5000 { values.append(Double(k) * 0.05) }  // every weight step to 250 kg
        for _ in 0..<5000 { values.append(Double.random(in: -1000...1000, using: &g)) }
        for _ in 0..<1000 { values.append(Double(bitPattern: g.next())) }  // any double, huge and tiny
        for decimals in 0...8 {
            var mismatches: [String] = []
            for v in values {
                if FixedPoint.text(v, decimals: decimals) != String(format: "%.\(decimals)f", v) {
                    mismatches.append("\(v)")
                }
                if FixedPoint.text(v, decimals: decimals, signed: true) != String(format: "%+.\(decimals)f", v) {
                    mismatches.append("+\(v)")
                }
            }
            #expect(mismatches.prefix(5) == [], "\(decimals) decimals")
        }
    }

    @Test("fixed decimals round the exact binary value, ties to even, as printf does")
    func fixedPointRounding() {
        #expect(FixedPoint.text(0.25, decimals: 1) == "0.2")
        #expect(FixedPoint.text(2.675, decimals: 2) == "2.67")
        #expect(FixedPoint.text(0.0125, decimals: 3, signed: true) == "+0.013")
        #expect(FixedPoint.text(-0.0001, decimals: 3) == "-0.000")
        #expect(FixedPoint.text(62.5, decimals: 8) == "62.50000000")
        #expect(FixedPoint.text(7, decimals: 0) == "7")
    }

    // MARK: - Capitals

    @Test("every kind of run opens with a capital, as Foundation's capitalized wrote it", arguments: RunType.allCases)
    func runSummaryCapital(type: RunType) {
        #expect(DaySession.run(type, km: 5).summary == "\(type.rawValue.capitalized) run, 5 km")
    }

    // MARK: - Paths

    @Test(
        "the folder and the name of a path are what NSString's path methods gave",
        arguments: [
            "/a/b", "/a/b/", "/a", "/", "a/b", "", "//a//b//", "/a//b", "./a", "/a/./b", "~/x", "..", "/a/..",
            "a/b/c.txt", "/tmp/x/", "/home/u/.local/share/spotter/spotter.db", "/usr/local/bin/spotter",
            "rel/dir/file", "/ä/ö ü/💪",
        ])
    func pathsMatchNSString(path: String) {
        #expect(PathText.folder(path) == (path as NSString).deletingLastPathComponent)
        #expect(PathText.name(path) == (path as NSString).lastPathComponent)
    }

    @Test("a bare name has no folder, and the root is its own folder and name (where NSString traps or says \"\")")
    func pathsWhereNSStringIsOdd() {
        #expect(PathText.folder("spotter.db") == "")
        #expect(PathText.folder("run/") == "")
        #expect(PathText.name("run/") == "run")
        #expect(PathText.folder("///") == "/")
        #expect(PathText.name("///") == "/")
    }
}
