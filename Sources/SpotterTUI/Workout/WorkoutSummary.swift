import FoundationEssentials
import SpotterCore

/// What a finished workout amounted to: duration, sets, volume and personal bests.
///
/// ```swift
/// let s = WorkoutSummary(workout: finished, names: ["bench": "Bench press"], previousBest: ["bench": 60])
/// s.personalBests  // [("Bench press", 62.5, previous: 60)]
/// s.records        // ["Bench press heaviest 62.5 kg", …] with `records:` the records before it
/// ```
public struct WorkoutSummary: Hashable, Sendable {
    public struct Best: Hashable, Sendable {
        public var exercise: String
        public var weight: Double
        /// The best before this workout; `nil` the first time the exercise is logged with a weight.
        public var previous: Double?
    }

    public var name: String
    public var durationSeconds: Int
    /// Working sets and warm-ups apart, as the workout's rows count them: "6 sets + 3 warm-up".
    public var sets: SetCount
    public var volume: Double
    /// The lifter's body weight counted in `volume` (a pull-up, a dip: `BodyWeightLoad`), nil when
    /// no set counted one; the summary says so beside the volume.
    public var bodyWeightKg: Double?
    public var personalBests: [Best]
    /// The records this workout set against `records` (those before it): "Bench press e1RM 81.7 kg".
    public var records: [String]
    /// The unit the summary shows weights in (the `units` setting).
    public var unit: WeightUnit
    /// The workout as a template, before it has a name (`AppState.templateDraft`); `t` saves it.
    public var draft: WorkoutTemplate?
    /// The template the workout was started from, which `T` updates with the draft.
    public var templateId: String?

    public init(
        workout: Workout, name: String, names: [String: String], previousBest: [String: Double],
        records: RecordBook = RecordBook(), unit: WeightUnit = .kg
    ) {
        self.unit = unit
        self.records = records.recordsSet(by: workout).texts(LogNames(exercises: names), unit: unit)
        self.name = name
        self.durationSeconds = WholeSeconds.of(
            (workout.finishedAt ?? workout.lastSetAt ?? workout.startedAt).timeIntervalSince(workout.startedAt))
        self.sets = SetCount(workout.sets)
        self.volume = workout.sets.map(\.volume).reduce(0, +)
        self.bodyWeightKg = workout.sets.first { $0.countsTowardTotals && $0.bodyWeightKg != nil }?.bodyWeightKg
        var bests: [Best] = []
        var order: [String] = []
        for set in workout.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        for id in order {
            guard let top = workout.sets.filter({ $0.exerciseId == id }).compactMap(\.recordWeight).max() else {
                continue
            }
            let before = previousBest[id]
            if before.map({ top > $0 }) ?? true {
                bests.append(Best(exercise: names[id] ?? id, weight: top, previous: before))
            }
        }
        self.personalBests = bests
    }

    /// `2,450 kg`, and `(with 82.4 kg body weight)` when body weight counts in it.
    public var volumeText: String {
        let base = "\(Format.volume(unit.amount(volume))) \(unit.label)"
        return bodyWeightKg.map { "\(base) (with \(unit.withUnit($0)) body weight)" } ?? base
    }
}
