/// A finished workout's figures with body weight counted: the one owner of what `spotter finish` and
/// the TUI's finish summary say about volume, body weight, personal bests and records.
///
/// ```swift
/// // 8 pull-ups on a day weighed at 80 kg, then bench 60×5 twice
/// let f = FinishFigures(
///     workout: finished, exercises: plan.exercises, bodyWeights: try db.bodyWeights(),
///     previousBest: try db.finishedBestWeights(), records: try db.recordBook())
/// f.volume          // 1240: (80 × 8) + (60 × 5 × 2)
/// f.bodyWeightKg    // 80, said beside the volume
/// f.records         // no pull-up session volume: its stored best has no body weight in it
/// ```
/// The body weight is `BodyWeightLoad`'s (the day's entry, else the latest before). The bests before
/// are the store's (`exercise_records`, `finishedBestWeights`), kept from the sets as logged.
public struct FinishFigures: Hashable, Sendable {
    /// A heavier weight than the exercise's best before; `previous` is nil the first time.
    public struct Best: Hashable, Sendable {
        public var exerciseId: String
        public var weight: Double
        public var previous: Double?
    }

    /// The workout with body weight counted in its body-weight exercises' sets.
    public var workout: Workout
    public var volume: Double
    /// The body weight counted in `volume`; nil when no set counted one.
    public var bodyWeightKg: Double?
    public var personalBests: [Best]
    public var records: [RecordBreak]

    public init(
        workout raw: Workout, exercises: [Exercise], bodyWeights: [BodyWeight], previousBest: [String: Double],
        records before: RecordBook
    ) {
        let workout = BodyWeightLoad.apply([raw], exercises: exercises, weights: bodyWeights)[0]
        self.workout = workout
        volume = workout.sets.map(\.volume).reduce(0, +)
        bodyWeightKg = workout.sets.first { $0.countsTowardTotals && $0.bodyWeightKg != nil }?.bodyWeightKg
        // The heaviest weight is the weight on the bar or belt (`recordWeight`), never body weight:
        // compared with the stored best as it was logged.
        var bests: [Best] = []
        var order: [String] = []
        for set in workout.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        for id in order {
            guard let top = workout.sets.filter({ $0.exerciseId == id }).compactMap(\.recordWeight).max() else {
                continue
            }
            let previous = previousBest[id]
            if previous.map({ top > $0 }) ?? true {
                bests.append(Best(exerciseId: id, weight: top, previous: previous))
            }
        }
        personalBests = bests
        // The stored e1RM and session volume of a body-weight exercise leave body weight out, so the
        // counted ones would beat them every time (a false pull-up best), and the uncounted ones
        // would contradict the volume shown beside them: those two are left out for the exercises
        // that counted body weight. Heaviest, rep maxima and most reps read the logged weight alone.
        let counted = Set(workout.sets.filter { $0.bodyWeightKg != nil }.map(\.exerciseId))
        self.records = before.recordsSet(by: workout).filter { record in
            guard counted.contains(record.exerciseId) else { return true }
            return record.kind != .estimatedOneRepMax && record.kind != .sessionVolume
        }
    }
}
