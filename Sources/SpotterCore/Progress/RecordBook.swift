import FoundationEssentials

/// Every exercise's records from a history of workouts, and which records a set or a workout beats.
///
/// ```swift
/// let book = RecordBook(workouts: history)              // the records before today
/// book.beaten(by: set, after: open.sets)                // what a saved set beats: the status line
/// book.recordsSet(by: finished)                         // what a workout set: the finish summary
/// RecordBook.recordsSet(byEach: history)["w-12"]        // what each workout set then: History
/// ```
/// A workout is one session for best session volume; its sets count as `ExerciseRecords` says.
public struct RecordBook: Hashable, Sendable {
    public private(set) var exercises: [String: ExerciseRecords] = [:]

    public init(workouts: [Workout] = []) {
        for workout in workouts { add(workout) }
    }

    /// The records kept elsewhere (the store's `exercise_records`), by exercise id.
    public init(records: [String: ExerciseRecords]) {
        exercises = records
    }

    /// The records of one exercise (empty when it has none yet).
    public subscript(exerciseId: String) -> ExerciseRecords { exercises[exerciseId] ?? ExerciseRecords() }

    /// Takes one workout's sets into the records, as one session.
    public mutating func add(_ workout: Workout) { add(session: workout.sets) }

    /// Takes the sets of one session into the records.
    public mutating func add(session sets: [LoggedSet]) {
        for id in Self.exerciseIds(sets) {
            exercises[id, default: ExerciseRecords()].merge(ExerciseRecords(sets: sets, exerciseId: id))
        }
    }

    /// The records `set` beats, these being the records before its workout and `earlier` the sets
    /// of its workout logged before it (the session it adds to, and what it must beat too).
    public func beaten(by set: LoggedSet, after earlier: [LoggedSet]) -> [RecordBreak] {
        var before = self
        before.add(session: earlier)
        // The set's own records, with the volume of the session it makes.
        var candidate = ExerciseRecords(sets: [set], exerciseId: set.exerciseId)
        candidate.bestSessionVolume =
            ExerciseRecords(sets: earlier + [set], exerciseId: set.exerciseId).bestSessionVolume
        // A record is one the history before the workout holds: the first workout of an exercise
        // sets none, on the status line as in the finish summary.
        let history = self[set.exerciseId]
        return before[set.exerciseId].beaten(by: candidate, exerciseId: set.exerciseId)
            .filter { history.value(of: $0.kind) != nil }
    }

    /// The records `workout` set, these being the records before it: per exercise in the order it
    /// was first logged, each record once at the workout's best.
    public func recordsSet(by workout: Workout) -> [RecordBreak] {
        Self.exerciseIds(workout.sets).flatMap { id in
            self[id].beaten(by: ExerciseRecords(sets: workout.sets, exerciseId: id), exerciseId: id)
        }
    }

    /// The records each workout set against the ones before it (by start), keyed by workout id.
    public static func recordsSet(byEach workouts: [Workout]) -> [String: [RecordBreak]] {
        var book = RecordBook()
        var out: [String: [RecordBreak]] = [:]
        for workout in workouts.sorted(by: { $0.startedAt < $1.startedAt }) {
            out[workout.id] = book.recordsSet(by: workout)
            book.add(workout)
        }
        return out
    }

    private static func exerciseIds(_ sets: [LoggedSet]) -> [String] {
        var order: [String] = []
        for set in sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        return order
    }
}

extension [RecordBreak] {
    /// One line per record with its exercise's name: `Bench press e1RM 81.7 kg`.
    public func texts(_ names: LogNames, unit: WeightUnit = .kg) -> [String] {
        map { $0.text(exercise: names.exercise($0.exerciseId), unit: unit) }
    }
}
