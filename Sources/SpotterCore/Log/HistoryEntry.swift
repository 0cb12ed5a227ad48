import FoundationEssentials

/// One set as the log shows it: the stored set with its exercise's name.
public struct HistorySet: Hashable, Sendable, Identifiable {
    public var logged: LoggedSet
    public var exercise: String

    public var id: String { logged.id }
}

/// A note on one exercise within a workout, with the exercise's name.
public struct HistoryExerciseNote: Hashable, Sendable {
    public var exerciseId: String
    public var exercise: String
    public var note: String

    public init(exerciseId: String, exercise: String, note: String) {
        self.exerciseId = exerciseId
        self.exercise = exercise
        self.note = note
    }
}

/// A workout as History lists it: date, name, duration, sets, volume and the records it set.
///
/// ```swift
/// let entry = HistoryEntry(workout: finished, names: names)
/// entry.name             // "Push"
/// entry.volume           // 1_500 (warm-ups left out: `SetType.countsTowardTotals`)
/// entry.matches(text: "bench")  // true when a set is Bench press
/// ```
public struct HistoryEntry: Hashable, Sendable, Identifiable {
    public var id: String
    public var day: LocalDate
    public var name: String
    public var templateId: String?
    public var startedAt: Date
    /// Nil while the workout is still open (the Day screen shows open ones too).
    public var finishedAt: Date?
    /// From start to finish (to the last set while open), whole seconds.
    public var durationSeconds: Int
    /// Whether both ends of `durationSeconds` can be shown (`InstantRange.isShown`); when not, the
    /// duration is unknown rather than the 0 that two moved instants give.
    public var durationIsShown: Bool
    public var sets: [HistorySet]
    public var volume: Double
    /// The records this workout set, one line each ("Bench press e1RM 81.7 kg"): from
    /// `RecordBook.recordsSet(byEach:)` over all history; empty where the caller gives none.
    public var records: [String]
    /// The workout's own note; nil when none was written.
    public var note: String?
    /// The notes on its exercises, in the order the exercises were first logged (exercises with a
    /// note and no set after them, by name).
    public var exerciseNotes: [HistoryExerciseNote]

    public init(workout: Workout, names: LogNames, records: [String] = []) {
        id = workout.id
        day = workout.day
        name = names.workout(workout)
        templateId = workout.templateId
        startedAt = workout.startedAt
        finishedAt = workout.finishedAt
        let end = workout.finishedAt ?? workout.lastSetAt ?? workout.startedAt
        durationSeconds = WholeSeconds.of(end.timeIntervalSince(workout.startedAt))
        durationIsShown = InstantRange.isShown(workout.startedAt) && InstantRange.isShown(end)
        sets = workout.sets.map { HistorySet(logged: $0, exercise: names.exercise($0.exerciseId)) }
        volume = workout.sets.map(\.volume).reduce(0, +)
        self.records = records
        note = workout.note
        var order: [String] = []
        for s in workout.sets where !order.contains(s.exerciseId) { order.append(s.exerciseId) }
        let rest = workout.exerciseNotes.keys.filter { !order.contains($0) }.sorted {
            (names.exercise($0), $0) < (names.exercise($1), $1)
        }
        exerciseNotes = (order + rest).compactMap { id in
            workout.exerciseNotes[id].map {
                HistoryExerciseNote(exerciseId: id, exercise: names.exercise(id), note: $0)
            }
        }
    }

    /// Whether any note (the workout's, an exercise's or a set's) was written.
    public var hasNotes: Bool { note != nil || !exerciseNotes.isEmpty || sets.contains { $0.logged.note != nil } }

    public var setCount: Int { sets.count }

    /// `workouts` as History lists them, each with the records it set, judged against every workout
    /// in `history` before it (all finished workouts, whatever a filter keeps of them).
    ///
    /// ```swift
    /// HistoryEntry.list(db.finishedWorkouts(since: d), history: db.finishedWorkouts(since: nil), names: names)
    /// ```
    public static func list(_ workouts: [Workout], history: [Workout], names: LogNames, unit: WeightUnit = .kg)
        -> [HistoryEntry]
    {
        let records = RecordBook.recordsSet(byEach: history)
        return workouts.map {
            HistoryEntry(workout: $0, names: names, records: (records[$0.id] ?? []).texts(names, unit: unit))
        }
    }

    /// Whether a set of the exercise (by id or name, case ignored) was logged in this workout.
    public func matches(exercise: String) -> Bool {
        let wanted = exercise.lowercased()
        return sets.contains { $0.logged.exerciseId.lowercased() == wanted || $0.exercise.lowercased() == wanted }
    }

    /// Whether `text` (case ignored) is in the workout's name, its date or one of its exercises' names.
    public func matches(text: String) -> Bool {
        HistoryFilter(text: text).matches(name: name, day: day, exerciseNames: sets.lazy.map(\.exercise))
    }
}

extension [HistoryEntry] {
    /// The entries that match both filters (a nil filter keeps everything), order kept.
    public func filtered(exercise: String? = nil, text: String? = nil) -> [HistoryEntry] {
        filter { entry in
            (exercise.map(entry.matches(exercise:)) ?? true) && (text.map(entry.matches(text:)) ?? true)
        }
    }
}
