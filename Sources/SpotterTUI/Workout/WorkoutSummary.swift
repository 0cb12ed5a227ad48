import FoundationEssentials
import SpotterCore

/// What a finished workout amounted to: duration, sets, volume and personal bests.
///
/// ```swift
/// let s = WorkoutSummary(workout: finished, names: ["bench": "Bench press"], previousBest: ["bench": 60])
/// s.personalBests  // [("Bench press", 62.5, previous: 60)]
/// s.records        // ["Bench press heaviest 62.5 kg", …] with `records:` the records before it
/// ```
/// The figures are `FinishFigures`' (body weight counted), shared with `spotter finish`.
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

    /// `exercises` and `bodyWeights` count body weight in a pull-up or a dip (`FinishFigures`).
    public init(
        workout: Workout, name: String, names: [String: String], previousBest: [String: Double],
        records: RecordBook = RecordBook(), unit: WeightUnit = .kg, exercises: [Exercise] = [],
        bodyWeights: [BodyWeight] = []
    ) {
        let figures = FinishFigures(
            workout: workout, exercises: exercises, bodyWeights: bodyWeights, previousBest: previousBest,
            records: records)
        self.unit = unit
        self.records = figures.records.texts(LogNames(exercises: names), unit: unit)
        self.name = name
        self.durationSeconds = WholeSeconds.of(
            (workout.finishedAt ?? workout.lastSetAt ?? workout.startedAt).timeIntervalSince(workout.startedAt))
        self.sets = SetCount(workout.sets)
        self.volume = figures.volume
        self.bodyWeightKg = figures.bodyWeightKg
        self.personalBests = figures.personalBests.map {
            Best(exercise: names[$0.exerciseId] ?? $0.exerciseId, weight: $0.weight, previous: $0.previous)
        }
    }

    /// `2,450 kg`, and `(with 82.4 kg body weight)` when body weight counts in it.
    public var volumeText: String { bodyWeightText.map { "\(volumeAmountText) \($0)" } ?? volumeAmountText }

    /// `2,450 kg`: the volume alone.
    public var volumeAmountText: String { "\(Format.volume(unit.amount(volume))) \(unit.label)" }

    /// `(with 82.4 kg body weight)`; nil when no body weight counts in the volume.
    public var bodyWeightText: String? { bodyWeightKg.map { "(with \(unit.withUnit($0)) body weight)" } }
}
