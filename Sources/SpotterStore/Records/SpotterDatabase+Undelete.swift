import FoundationEssentials
import SpotterCore

/// A workout as it was stored before `deleteWorkout` took it: everything `restoreWorkout` needs to
/// put it back as it was (its sets, notes and the import it came from).
///
/// ```swift
/// let gone = try db.deleteWorkout(id: push.id)   // records, week and history no longer count it
/// try db.restoreWorkout(gone)                     // the same rows again: the TUI's `u` after `D`
/// ```
public struct DeletedWorkout: Hashable, Sendable {
    public var workout: Workout
    /// The app a workout was imported from (`workouts.import_source`); nil for Spotter's own.
    public var importSource: String?
    public var discarded: Bool

    public init(workout: Workout, importSource: String? = nil, discarded: Bool = false) {
        self.workout = workout
        self.importSource = importSource
        self.discarded = discarded
    }
}

extension SpotterDatabase {
    /// The workout `id` with the columns a restore needs and `Workout` does not carry; nil when
    /// there is none. Read inside the caller's transaction.
    func deletable(id: String) throws -> DeletedWorkout? {
        guard let workout = try workout(id: id) else { return nil }
        let extra = try connection.query(
            "SELECT import_source, discarded FROM workouts WHERE id = ?", id
        ) { (source: $0.optionalString(0), discarded: $0.int(1) != 0) }.first
        return DeletedWorkout(
            workout: workout, importSource: extra?.source, discarded: extra?.discarded ?? false)
    }

    /// Puts a deleted workout back, with its sets and notes, in one transaction: records, the
    /// week and the history count it again. Throws (and changes nothing) when a workout with its
    /// id is there already, or an exercise of it is gone (merged away meanwhile).
    public func restoreWorkout(_ deleted: DeletedWorkout) throws {
        let w = deleted.workout
        try connection.transaction {
            guard try connection.scalarInt("SELECT COUNT(*) FROM workouts WHERE id = ?", w.id) == 0 else {
                throw WorkoutEditError(message: "workout \(w.id) is there already")
            }
            try connection.run(
                """
                INSERT INTO workouts(id, template_id, rotation_id, day, started_at, finished_at, discarded, name, note,
                    import_source)
                VALUES (?, (SELECT id FROM templates WHERE id = ?), (SELECT id FROM rotations WHERE id = ?), ?, ?, ?, ?,
                    ?, ?, ?)
                """, w.id, w.templateId, w.rotationId, w.day.iso, w.startedAt, w.finishedAt, deleted.discarded ? 1 : 0,
                w.name, w.note, deleted.importSource)
            for set in w.sets { _ = try upsertSet(set, in: w.id, changingType: true) }
            for (exerciseId, note) in w.exerciseNotes.sorted(by: { $0.key < $1.key }) {
                try connection.run(
                    "INSERT INTO workout_exercise_notes(workout_id, exercise_id, note) VALUES (?, ?, ?)", w.id,
                    exerciseId, note)
            }
            try refreshAggregates(workoutIds: [w.id], exerciseIds: w.sets.map(\.exerciseId))
        }
    }
}
