import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Saves a set from the live set form: a new one, or an edit of one already logged, where
    /// every value the form holds changes, its type too (unlike `logSet`, which keeps a stored type).
    /// Durable when it returns.
    @discardableResult
    public func saveFormSet(_ set: LoggedSet, in workoutId: String) throws -> LoggedSet {
        try connection.run(
            """
            INSERT INTO sets(id, workout_id, exercise_id, weight, reps, rpe, duration_seconds, logged_at, type, note)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET weight = excluded.weight, reps = excluded.reps, rpe = excluded.rpe,
                duration_seconds = excluded.duration_seconds, type = excluded.type, note = excluded.note
            """, set.id, workoutId, set.exerciseId, set.weight, set.reps, set.rpe, set.durationSeconds, set.loggedAt,
            set.type.rawValue, set.note)
        return set
    }
}
