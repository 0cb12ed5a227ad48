/// One record beaten: which exercise, which record, the new value and the one it beat.
///
/// ```swift
/// let b = RecordBreak(exerciseId: "bench", kind: .estimatedOneRepMax, value: 81.666, previous: 80)
/// b.text(exercise: "Bench press")   // "Bench press e1RM 81.7 kg"
/// RecordBreak.line([b, fiveRM], exercise: "Bench press")  // "Bench press e1RM 81.7 kg, 5RM 70 kg"
/// ```
public struct RecordBreak: Hashable, Sendable {
    /// The records Spotter keeps per exercise, in the order a list of them reads.
    public enum Kind: Hashable, Sendable, Comparable {
        case estimatedOneRepMax
        case heaviestWeight
        /// The heaviest weight lifted for at least this many reps (`ExerciseRecords.repMaximaCounts`).
        case repMax(Int)
        /// Most reps at this weight in kg; 0 is body weight.
        case mostReps(atWeight: Double)
        case sessionVolume
    }

    public var exerciseId: String
    public var kind: Kind
    /// kg for the weight records and session volume; reps for `mostReps`.
    public var value: Double
    /// The record before; a first value sets no record, so this is always there.
    public var previous: Double

    public init(exerciseId: String, kind: Kind, value: Double, previous: Double) {
        self.exerciseId = exerciseId
        self.kind = kind
        self.value = value
        self.previous = previous
    }

    /// The record without the exercise, in `unit`: `e1RM 81.7 kg`, `heaviest 100 kg`, `5RM 80 kg`,
    /// `8 reps at 60 kg`, `12 reps at body weight`, `session volume 1500 kg` (`heaviest 135 lb`).
    public func label(_ unit: WeightUnit = .kg) -> String {
        switch kind {
        case .estimatedOneRepMax: return "e1RM \(EstimatedOneRepMax.text(value, unit)) \(unit.label)"
        case .heaviestWeight: return "heaviest \(unit.withUnit(value))"
        case .repMax(let reps): return "\(reps)RM \(unit.withUnit(value))"
        case .mostReps(let weight):
            let at = weight > 0 ? unit.withUnit(weight) : "body weight"
            return "\(Int(value)) reps at \(at)"
        case .sessionVolume: return "session volume \(unit.withUnit(value))"
        }
    }

    /// `Bench press e1RM 81.7 kg`: one line of History's and the finish summary's list.
    public func text(exercise: String, unit: WeightUnit = .kg) -> String { "\(exercise) \(label(unit))" }

    /// The records of one exercise in one line, the name said once: `Bench press e1RM 81.7 kg, 5RM 70 kg`.
    public static func line(_ breaks: [RecordBreak], exercise: String, unit: WeightUnit = .kg) -> String {
        "\(exercise) " + breaks.map { $0.label(unit) }.joined(separator: ", ")
    }
}
