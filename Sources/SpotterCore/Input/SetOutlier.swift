/// A value far outside what people lift, asked about before it is saved: "save 625 reps?".
///
/// ```swift
/// SetOutlier.question(weight: 62.5, reps: 625, unit: .kg, bestKg: 60)  // "save 625 reps?"
/// SetOutlier.question(weight: 140, reps: 5, unit: .kg, bestKg: 60)     // "save 140 kg (best 60 kg)?"
/// SetOutlier.question(weight: 62.5, reps: 5, unit: .kg, bestKg: 60)    // nil: save it
/// SetOutlier.finding(weight: 140, reps: 5, unit: .kg, bestKg: 60)?.why // "more than twice your best, 60 kg"
/// ```
/// The one rule: more than `maxReps` reps, more than twice the exercise's best weight, or more
/// than `maxKilograms`. The typed weight is in `unit`; the best is stored in kilograms. The set
/// form asks the `question`; `spotter log`, which cannot ask, refuses with the `value` and `why`.
public enum SetOutlier {
    public static let maxReps = 100
    public static let maxKilograms = 500.0

    /// What looks wrong about a set: the value as typed and why.
    public struct Finding: Hashable, Sendable {
        /// `625 reps`, `140 kg`.
        public var value: String
        /// `more than 100 reps in one set`, `more than twice your best, 60 kg`, `more than 500 kg`.
        public var why: String
        /// What the question adds after the value: `best 60 kg`.
        var aside: String?
    }

    /// The set form's question: "save 625 reps?", "save 140 kg (best 60 kg)?"; nil to save at once.
    public static func question(weight: Double?, reps: Int?, unit: WeightUnit, bestKg: Double?) -> String? {
        guard let f = finding(weight: weight, reps: reps, unit: unit, bestKg: bestKg) else { return nil }
        return "save \(f.value)\(f.aside.map { " (\($0))" } ?? "")?"
    }

    /// What looks wrong about the set, or nil when nothing does.
    public static func finding(weight: Double?, reps: Int?, unit: WeightUnit, bestKg: Double?) -> Finding? {
        if let reps, reps > maxReps {
            return Finding(value: "\(reps) reps", why: "more than \(maxReps) reps in one set")
        }
        guard let weight else { return nil }
        let kg = unit.kilograms(weight)
        let shown = "\(SetValue.weightText(weight)) \(unit.rawValue)"
        if kg > maxKilograms {
            return Finding(value: shown, why: "more than \(unit.withUnit(maxKilograms))")
        }
        if let bestKg, bestKg > 0, kg > 2 * bestKg + 1e-9 {
            let best = "\(SetValue.weightText((bestKg / unit.kilograms(1) * 100).rounded() / 100)) \(unit.rawValue)"
            return Finding(value: shown, why: "more than twice your best, \(best)", aside: "best \(best)")
        }
        return nil
    }
}

extension SetValue {
    /// The RPE the set form takes: 6 to 10 in half steps.
    public static let formRPE = 6.0...10.0

    /// `8`, `8.5`, `10`; anything else (7.3, 5, 11) is refused with the scale in words.
    public static func rpeInHalves<S: StringProtocol>(_ text: S) throws -> Double {
        guard let v = DecimalNumber.parse(text, maxFractionDigits: 1), formRPE.contains(v), (v * 2).rounded() == v * 2
        else { throw SetValueError("RPE \"\(text)\" is not from 6 to 10 in half steps such as 8 or 8.5") }
        return v
    }
}
