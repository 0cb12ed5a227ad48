import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Writes (or, with nil, removes) a workout's own note. Durable when it returns; an unknown id
    /// throws and nothing changes. The text is expected to have passed `NoteText.clean`.
    public func setWorkoutNote(_ note: String?, workoutId: String) throws {
        try connection.transaction {
            guard try connection.run("UPDATE workouts SET note = ? WHERE id = ?", note, workoutId) == 1 else {
                throw StoreError.notFound("workout \(workoutId)")
            }
        }
    }

    /// Writes (or, with nil, removes) the note on one exercise within a workout. Durable when it
    /// returns; an unknown workout or exercise throws and nothing changes.
    public func setExerciseNote(_ note: String?, workoutId: String, exerciseId: String) throws {
        try connection.transaction {
            guard try connection.scalarInt("SELECT COUNT(*) FROM workouts WHERE id = ?", workoutId) == 1 else {
                throw StoreError.notFound("workout \(workoutId)")
            }
            guard try connection.scalarInt("SELECT COUNT(*) FROM exercises WHERE id = ?", exerciseId) == 1 else {
                throw StoreError.notFound("exercise \(exerciseId)")
            }
            if let note {
                try connection.run(
                    """
                    INSERT INTO workout_exercise_notes(workout_id, exercise_id, note) VALUES (?, ?, ?)
                    ON CONFLICT(workout_id, exercise_id) DO UPDATE SET note = excluded.note
                    """, workoutId, exerciseId, note)
            } else {
                try connection.run(
                    "DELETE FROM workout_exercise_notes WHERE workout_id = ? AND exercise_id = ?", workoutId, exerciseId
                )
            }
        }
    }

    /// The notes on a workout's exercises, by exercise id.
    public func exerciseNotes(workoutId: String) throws -> [String: String] {
        let rows = try connection.query(
            "SELECT exercise_id, note FROM workout_exercise_notes WHERE workout_id = ?", workoutId
        ) { ($0.string(0), $0.string(1)) }
        return Dictionary(rows, uniquingKeysWith: { _, b in b })
    }

    /// The newest finished workout, if any (what `spotter note` writes on when none is open).
    public func lastFinishedWorkout() throws -> Workout? {
        try workouts(where: "finished_at IS NOT NULL", order: "finished_at DESC, started_at DESC", limit: 1).first
    }

    /// The ids of every stored workout: a Spotter export brings its workouts' ids, and one already
    /// here is not imported again.
    public func workoutIds() throws -> Set<String> {
        Set(try connection.query("SELECT id FROM workouts") { $0.string(0) })
    }
}
