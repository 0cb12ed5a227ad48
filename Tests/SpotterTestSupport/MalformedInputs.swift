import Foundation

/// Generated malformed inputs for the number readers: schedule lines, plan lines and `spotter log`
/// arguments, each certain to be wrong, from a seeded generator so every run sees the same ones.
///
/// ```swift
/// for file in MalformedInputs.scheduleFiles(count: 1000, seed: 1) {
///     // ScheduleFile.parse(file) must throw a ParseError on line `MalformedInputs.scheduleBadLine`
/// }
/// ```
/// The core tests run thousands through the pure parsers; the end-to-end tests send a sample
/// through the real binary and check exit 2, a message and an unchanged database.
public enum MalformedInputs {
    /// Lines 1–3 of every generated schedule file; the bad line is line 4.
    public static let scheduleHead =
        "exercise bench \"Bench press\"\nexercise plank \"Plank\" timed\ntemplate push \"Push\"\n"
    public static let scheduleBadLine = 4
    /// Lines 1–4 of every generated plan file; the bad line is line 5.
    public static let planHead = "plan: Fuzz\nstart: 2026-11-30\nphase: A\nweek:\n"
    public static let planBadLine = 5
    /// The templates a generated plan file may name; every `strength` day it writes names another.
    public static let planTemplates = ["push", "pull", "legs"]

    /// Texts no decimal field (weight, km, RPE) takes: hex, infinities, exponents, signs, odd digits.
    static let badDecimals = [
        "0x3c", "0X10", "0x10", "inf", "-inf", "infinity", "nan", "NaN", "1e309", "1e19", "6e1", "1e-3", "+60", "-60",
        "",
        "1.2.3", "٦٠", "６０", "60,5", "1_000", "0x1p3", "∞", ".5", "60.", "0b11", "0o7", "\u{200B}60", "6\u{0301}0",
    ]
    /// Texts no whole-number field (sets, reps, seconds, rest) takes.
    static let badWholes = [
        "0x3c", "0X10", "inf", "nan", "1e309", "1e3", "6e1", "+5", "-5", "", "1.2.3", "٥", "５", "5,0", "1_0", "∞",
        "5.5", "1.0", ".5", "5.", "0b11", "99999999999", "\u{200B}5",
    ]

    public static func scheduleFiles(count: Int, seed: UInt64) -> [String] {
        var g = Generator(seed: seed)
        return (0..<count).map { _ in
            let line: String
            switch g.below(10) {
            case 0:
                line =
                    "  bench \(g.pick(1...50))x\(g.pick(1...999)) @\(g.badDecimal(extra: ["0", "0.0", "1000", "5000", "62.555"])) rest 90"
            case 1: line = "  bench \(g.badWhole(extra: ["0", "51", "500"]))x5"
            case 2: line = "  bench 5x\(g.badWhole(extra: ["0", "1000"]))"
            case 3: line = "  plank 3x\(g.badWhole(extra: ["0", "86401"]))s"
            case 4: line = "  bench 5x5 rest \(g.badWhole(extra: ["3601", "99999"]))"
            case 5: line = "  plank \(g.pick(1...50))x\(g.pick(1...999))"
            // Progression clauses: a step, a deload's sessions or percentage, a rep range's top.
            case 7: line = "  bench 5x5 @60 progress +\(g.badDecimal(extra: ["0", "50.5", "100"]))"
            case 8:
                line =
                    g.below(2) == 0
                    ? "  bench 5x5 @60 progress deload \(g.badWhole(extra: ["0", "21"])) 10%"
                    : "  bench 5x5 @60 progress deload 3 \(g.badWhole(extra: ["0", "51", "100"]))%"
            case 9: line = "  bench 3x8-\(g.badWhole(extra: ["0", "1000"])) @60 progress double"
            default: line = "  bench \(g.pick(1...50))x\(g.pick(1...86400))s"
            }
            return g.lineEnds(scheduleHead + line + "\n  bench 3x5\nweekly push mon 18:00\n")
        }
    }

    public static func planFiles(count: Int, seed: UInt64) -> [String] {
        var g = Generator(seed: seed)
        let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        let runs = ["easy", "tempo", "long", "intervals", "race"]
        return (0..<count).map { _ in
            let day = days[g.below(days.count)]
            let line: String
            switch g.below(3) {
            case 0:
                line =
                    "\(day): \(runs[g.below(runs.count)]) \(g.badDecimal(extra: ["0", "0.0", "100.1", "5000", "5.55"]))"
            case 1: line = "\(day): strength \(["t", "push2", "Push", "legs_", "x-"][g.below(5)])\(g.pick(0...999))"
            default: line = "\(day): \(runs[g.below(runs.count)])"
            }
            return g.lineEnds(planHead + line + "\nsat: long 12\n")
        }
    }

    /// `spotter log` arguments: EXERCISE MEASURE [--rpe N], against the demo plan's bench and plank.
    public static func logArguments(count: Int, seed: UInt64) -> [[String]] {
        var g = Generator(seed: seed)
        return (0..<count).map { _ in
            switch g.below(10) {
            case 0: return ["bench", "\(g.badDecimal(extra: ["0", "0.0", "1000", "5000"]))x5"]
            case 1: return ["bench", "60x\(g.badWhole(extra: ["0", "1000"]))"]
            case 2: return ["plank", "\(g.badWhole(extra: ["0", "86401"]))s"]
            case 3: return ["bench", "60x5", "--rpe", g.badDecimal(extra: ["0", "11", "8.25", "10.5"])]
            case 4: return ["plank", g.below(2) == 0 ? "\(g.pick(1...999))x\(g.pick(1...999))" : "\(g.pick(1...999))"]
            case 5: return ["bench", "\(g.pick(1...86400))s"]
            default: return ["bench", g.badWhole(extra: ["0", "1000"])]
            }
        }
    }

    /// Random short texts from the characters numbers are made of: some are valid, most are not.
    public static func noise(count: Int, seed: UInt64) -> [String] {
        var g = Generator(seed: seed)
        let alphabet = Array("0123456789xs.e@-+abcfinm∞×kgX_,٥")
        return (0..<count).map { _ in String((0..<g.below(9)).map { _ in alphabet[g.below(alphabet.count)] }) }
    }

    /// SplitMix64, with the few draws the generators need.
    struct Generator {
        private var rng: SplitMix64
        init(seed: UInt64) { rng = SplitMix64(seed: seed) }

        mutating func next() -> UInt64 { rng.next() }

        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

        /// A listed bad text, or a generated one: a prefix no reader takes, then digits.
        mutating func badDecimal(extra: [String]) -> String { bad(MalformedInputs.badDecimals + extra) }
        mutating func badWhole(extra: [String]) -> String { bad(MalformedInputs.badWholes + extra) }

        private mutating func bad(_ list: [String]) -> String {
            if below(3) > 0 { return list[below(list.count)] }
            let prefix = ["0x", "1e", "-", "+", "inf", "nan", "0b", "1.1.", "٣"][below(9)]
            return prefix + String(pick(0...99999))
        }

        /// LF most of the time; CRLF and a byte-order mark sometimes: the bad line keeps its number.
        mutating func lineEnds(_ text: String) -> String {
            let crlf = below(3) == 0 ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
            return below(4) == 0 ? "\u{FEFF}" + crlf : crlf
        }
    }
}
