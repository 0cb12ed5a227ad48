import FoundationEssentials

/// How a template item's weight moves from one session to the next, written on its schedule line.
///
/// ```
/// template push "Push"
///   bench 5x5 @60 rest 120 progress +2.5 deload 3 10%   # linear: +2.5 kg after all 5×5; 3 short: -10%
///   row 3x8-12 @50 rest 90 progress double +2.5        # double: 8 → 12 reps, then +2.5 kg and back to 8
/// ```
/// `progress` alone is linear, and its step is the smallest loadable increment: a pair of the
/// smallest plate of the `plates` setting (`PlateMath.step`; 2.5 kg by default). The item's
/// `@WEIGHT` is where the rule starts; after that it follows what was really lifted
/// (`Progression.prescription`).
public struct ProgressionRule: Hashable, Sendable, Codable {
    public enum Scheme: Hashable, Sendable, Codable {
        /// Add `step` after a session in which every working set reached the item's reps.
        case linear
        /// Work up a rep range from the item's reps to `topReps`, one rep a session; once every set
        /// reached the top, add `step` and drop to the bottom.
        case double(topReps: Int)
    }

    /// After `afterSessions` sessions in a row short of the target, take `percent` % off.
    public struct Deload: Hashable, Sendable, Codable {
        public var afterSessions: Int
        public var percent: Int

        public init(afterSessions: Int, percent: Int) {
            self.afterSessions = afterSessions
            self.percent = percent
        }
    }

    public var scheme: Scheme
    /// Kilograms added when the target was met, as the line wrote it (`+2.5`); nil when it names
    /// none: then a pair of the smallest plate (`Progression.prescription` asks `PlateMath.step`).
    public var step: Double?
    public var deload: Deload?

    public init(scheme: Scheme = .linear, step: Double? = nil, deload: Deload? = nil) {
        self.scheme = scheme
        self.step = step
        self.deload = deload
    }
    public static let deloadSessions = 1...20
    public static let deloadPercent = 1...50
    /// A step is more than 0 and at most this many kg.
    public static let stepLimit = 50.0

    /// The top of a double progression's rep range; nil for linear.
    public var topReps: Int? { if case .double(let top) = scheme { return top } else { return nil } }

    // MARK: - The schedule file's words

    /// The words after `progress` on an item line: `[linear|double] [+STEP[kg]]`. Reads from
    /// `words[index]` and moves `index` past what it took; a word it does not know is left alone.
    /// Double progression takes its top from the item's rep range (`topReps`).
    public static func readProgress(_ words: [String], at index: inout Int, topReps: Int?) throws -> ProgressionRule {
        var rule = ProgressionRule()
        if index < words.count, words[index] == "linear" || words[index] == "double" {
            if words[index] == "double" {
                guard let topReps else {
                    throw SetValueError("progress double needs a rep range, e.g. 3x8-12 @50 progress double +2.5")
                }
                rule.scheme = .double(topReps: topReps)
            }
            index += 1
        }
        if rule.topReps == nil, topReps != nil {
            throw SetValueError("a rep range goes with double progression: write progress double [+STEP]")
        }
        if index < words.count, words[index].hasPrefix("+") {
            rule.step = try step(words[index])
            index += 1
        }
        return rule
    }

    /// The two words after `deload`: `N P%`, sessions short in a row and the percentage taken off.
    public static func readDeload(_ words: [String], at index: inout Int) throws -> Deload {
        guard index + 1 < words.count else {
            throw SetValueError("expected: deload SESSIONS PERCENT%, e.g. deload 3 10%")
        }
        let (n, p) = (words[index], words[index + 1])
        guard let sessions = DecimalNumber.whole(n), deloadSessions.contains(sessions) else {
            throw SetValueError(
                "deload: \"\(n)\" is not a number of sessions from \(deloadSessions.lowerBound) to \(deloadSessions.upperBound)"
            )
        }
        guard p.hasSuffix("%"), let percent = DecimalNumber.whole(p.dropLast()), deloadPercent.contains(percent) else {
            throw SetValueError(
                "deload: \"\(p)\" is not a percentage from \(deloadPercent.lowerBound)% to \(deloadPercent.upperBound)%, e.g. 10%"
            )
        }
        index += 2
        return Deload(afterSessions: sessions, percent: percent)
    }

    private static func step(_ word: String) throws -> Double {
        var number = word.dropFirst().lowercased()
        if number.hasSuffix("kg") { number = String(number.dropLast(2)) }
        guard let kg = DecimalNumber.parse(number), kg > 0, kg <= stepLimit else {
            throw SetValueError(
                "progress: step \"\(word)\" is not a weight in kg above 0 and at most \(Int(stepLimit)), e.g. +2.5")
        }
        return kg
    }

    /// The clause as the schedule file writes it: `progress +2.5 deload 3 10%`, `progress double +2.5`,
    /// `progress` for the plates' step (the rep range itself is on the item's `SETSxLOW-HIGH`).
    public var clause: String {
        var text = "progress"
        if topReps != nil { text += " double" }
        if let step { text += " +\(SetValue.weightText(step))" }
        if let deload { text += " deload \(deload.afterSessions) \(deload.percent)%" }
        return text
    }

    // MARK: - The stored column

    /// What `template_items.progression` holds: the clause, with a double progression's top written
    /// in (`progress double 12 +2.5`), since the stored item keeps only the bottom of the range.
    public var storedText: String {
        guard let top = topReps else { return clause }
        return clause.replacing("progress double", with: "progress double \(top)")
    }

    /// Reads `storedText` back; nil for text it does not know (a damaged row loses its rule, not the item).
    public init?(storedText: String) {
        var words = storedText.split(separator: " ").map(String.init)
        guard words.first == "progress" else { return nil }
        var top: Int?
        if words.count > 2, words[1] == "double" {
            guard let t = DecimalNumber.whole(words[2]), SetValue.reps.contains(t) else { return nil }
            top = t
            words.remove(at: 2)
        }
        var i = 1
        do {
            var rule = try Self.readProgress(words, at: &i, topReps: top)
            if i < words.count, words[i] == "deload" {
                i += 1
                rule.deload = try Self.readDeload(words, at: &i)
            }
            guard i == words.count else { return nil }
            self = rule
        } catch {
            return nil
        }
    }
}
