/// What one set measured, as typed on the command line: `60x5`, `8` (reps, body weight), `45s`.
///
/// ```swift
/// let m = try SetMeasure(parsing: "62.5x5")   // weight 62.5, reps 5
/// try m.check(for: plank)                     // throws: plank is timed …
/// "\(m)"                                      // "62.5 kg × 5 reps"
/// ```
public struct SetMeasure: Equatable, Sendable, CustomStringConvertible {
    public var weight: Double?
    public var reps: Int?
    public var seconds: Int?

    public init(weight: Double? = nil, reps: Int? = nil, seconds: Int? = nil) {
        self.weight = weight
        self.reps = reps
        self.seconds = seconds
    }

    /// Reads `WEIGHTxREPS`, `REPS` or `SECONDSs`, each value through `SetValue` and its bounds;
    /// the weight is typed in `unit` (the `units` setting) and held in kg.
    public init(parsing text: String, unit: WeightUnit = .kg) throws {
        let t = text.lowercased()
        do {
            if let x = t.firstIndex(where: { $0 == "x" || $0 == "×" }) {
                weight = try unit.weight(t[..<x])
                reps = try SetValue.reps(t[t.index(after: x)...])
                return
            }
            if t.hasSuffix("s") {
                seconds = try SetValue.seconds(t.dropLast())
                return
            }
        } catch let error as SetValueError {
            throw SetValueError("\"\(text)\": \(error.message)")
        }
        guard let r = DecimalNumber.whole(t), SetValue.reps.contains(r) else {
            throw SetValueError("\"\(text)\" is not WEIGHTxREPS, REPS or SECONDSs (e.g. 60x5, 8, 45s)")
        }
        reps = r
    }

    /// Refuses a time for an exercise counted in reps, and reps for a timed one.
    public func check(for exercise: Exercise) throws {
        switch exercise.kind {
        case .timed where seconds == nil:
            throw SetValueError("\(exercise.id) is timed: give the seconds held, e.g. 45s, not weight or reps")
        case .reps where seconds != nil:
            throw SetValueError("\(exercise.id) counts reps: give WEIGHTxREPS or REPS (e.g. 60x5 or 8), not a time")
        default:
            break
        }
    }

    public var description: String { text(.kg) }

    /// `135 lb × 5 reps`: the measure with its weight in `unit`.
    public func text(_ unit: WeightUnit) -> String {
        if let seconds { return "\(seconds) s" }
        let w = weight.map { "\(unit.withUnit($0)) × " } ?? ""
        return "\(w)\(reps ?? 0) reps"
    }
}
