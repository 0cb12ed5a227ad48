import FoundationEssentials
import SpotterCore

/// A change to a workout already logged: its name, day, start and end. Nil leaves a field as it is.
///
/// ```swift
/// try db.editWorkout(id: w.id, WorkoutEdit(name: "Push (hotel gym)", startedAt: six, finishedAt: seven))
/// ```
public struct WorkoutEdit: Sendable, Hashable {
    public var name: String?
    public var day: LocalDate?
    public var startedAt: Date?
    public var finishedAt: Date?

    public init(name: String? = nil, day: LocalDate? = nil, startedAt: Date? = nil, finishedAt: Date? = nil) {
        self.name = name
        self.day = day
        self.startedAt = startedAt
        self.finishedAt = finishedAt
    }
}

/// A workout edit that would leave the workout wrong (an end before its start); nothing changed.
public struct WorkoutEditError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension SpotterDatabase {
    /// Changes a logged workout in one transaction: a new start moves its sets with it (by the
    /// same span, so they stay inside the workout), and the end must come after the start.
    /// Throws `notFound` for an unknown id and `WorkoutEditError` for an end before the start; nothing
    /// changes then.
    @discardableResult
    public func editWorkout(id: String, _ edit: WorkoutEdit) throws -> Workout {
        try connection.transaction {
            guard let old = try workout(id: id) else { throw StoreError.notFound("workout \(id)") }
            let start = edit.startedAt ?? old.startedAt
            let end = edit.finishedAt ?? old.finishedAt
            if let end, end < start {
                throw WorkoutEditError(message: "the end is before the start")
            }
            let shift = start.timeIntervalSince(old.startedAt)
            try connection.run(
                "UPDATE workouts SET name = ?, day = ?, started_at = ?, finished_at = ? WHERE id = ?",
                edit.name ?? old.name, (edit.day ?? old.day).iso, start, end, id)
            if shift != 0 {
                try connection.run("UPDATE sets SET logged_at = logged_at + ? WHERE workout_id = ?", shift, id)
            }
            guard let changed = try workout(id: id) else { throw StoreError.notFound("workout \(id)") }
            // A new start reorders the exercise's sessions: its records are judged again.
            try refreshAggregates(workoutIds: [id], exerciseIds: changed.sets.map(\.exerciseId))
            return changed
        }
    }

    /// Adds a set to a logged workout (a forgotten one) in one transaction; `notFound` when the
    /// workout is not there.
    @discardableResult
    public func addSet(_ set: LoggedSet, to workoutId: String) throws -> LoggedSet {
        try connection.transaction {
            guard try connection.scalarInt("SELECT COUNT(*) FROM workouts WHERE id = ?", workoutId) == 1 else {
                throw StoreError.notFound("workout \(workoutId)")
            }
            return try upsertSet(set, in: workoutId, changingType: true)
        }
    }

    /// The cardio logged on each day from `first` through `last` (`TrainedDay.cardio`): the week
    /// in review's runs and distance.
    public func loggedCardio(from first: LocalDate, through last: LocalDate) throws -> [LocalDate: CardioTotal] {
        var out: [LocalDate: CardioTotal] = [:]
        for w in try workouts(where: "day >= ? AND day <= ?", params: [first.iso, last.iso]) {
            let total = TrainedDay.cardio(w.sets)
            guard total.sets > 0 else { continue }
            var day = out[w.day, default: CardioTotal()]
            day.sets += total.sets
            day.meters += total.meters
            day.seconds += total.seconds
            out[w.day] = day
        }
        return out
    }
}

extension SpotterDatabase {
    /// A workout of one set that is already over (a run logged after it was run): started at
    /// `startedAt`, finished at the set's time, named `name` (the exercise's), in one transaction.
    @discardableResult
    public func logFinishedWorkout(_ set: LoggedSet, day: LocalDate, startedAt: Date, name: String? = nil) throws
        -> Workout
    {
        try connection.transaction {
            let workout = try startWorkout(templateId: nil, day: day, at: startedAt)
            _ = try upsertSet(set, in: workout.id, changingType: true)
            try connection.run(
                "UPDATE workouts SET finished_at = ?, name = ? WHERE id = ?", set.loggedAt, name, workout.id)
            try refreshAggregates(finished: workout.id)
            return workout
        }
    }
}

extension SpotterDatabase {
    /// The ids of the workouts whose id starts with `prefix` (at most a few: an id is a UUID).
    public func workoutIds(prefix: String) throws -> [String] {
        try connection.query(
            "SELECT id FROM workouts WHERE substr(id, 1, ?) = ? ORDER BY id LIMIT 10", prefix.count, prefix
        ) { $0.string(0) }
    }
}

extension SpotterDatabase {
    /// The workout started most recently, finished or not (`spotter workout edit last`).
    public func latestWorkout() throws -> Workout? {
        try workouts(where: "1 = 1", order: "started_at DESC, rowid DESC", limit: 1).first
    }
}
