/// The estimated one-rep max of a set (Epley), and the one sentence that states it on screen.
///
/// ```swift
/// EstimatedOneRepMax.of(weight: 60, reps: 5)   // 70.0
/// EstimatedOneRepMax.of(weight: 100, reps: 1)  // 100.0: a single is its weight
/// EstimatedOneRepMax.of(set)                   // nil for 50×15, a warm-up, body weight or a timed set
/// EstimatedOneRepMax.text(81.666)              // "81.7"
/// ```
public enum EstimatedOneRepMax {
    /// Sets of more reps than this estimate poorly and set no e1RM record.
    public static let maxReps = 12

    /// The formula as the screens state it.
    public static let formula =
        "e1RM = weight × (1 + reps / 30) (Epley); a single is its weight; sets over 12 reps are not counted"

    /// Epley's estimate, `w × (1 + reps / 30)`, and `w` for a single.
    public static func of(weight: Double, reps: Int) -> Double {
        // w × (30 + r) / 30 is the same formula, exact for whole weights (60 × 35 / 30 = 70).
        reps <= 1 ? weight : weight * Double(30 + reps) / 30
    }

    /// The e1RM a set counts with toward records: nil for a warm-up, a set without weight or reps,
    /// a timed set, or one of more than `maxReps` reps.
    public static func of(_ set: LoggedSet) -> Double? {
        guard set.countsTowardTotals, set.durationSeconds == nil, let weight = set.load,
            let reps = set.reps, (1...maxReps).contains(reps)
        else { return nil }
        return of(weight: weight, reps: reps)
    }

    /// An e1RM as it reads: to a tenth of the unit, without a needless `.0` (`70`, `81.7`).
    public static func text(_ kg: Double, _ unit: WeightUnit = .kg) -> String { unit.tenths(kg) }
}
