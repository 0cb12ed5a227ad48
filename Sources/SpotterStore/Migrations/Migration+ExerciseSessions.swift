extension Migration {
    /// Version 15: one row a finished workout an exercise was in, what the exercise screen shows of
    /// that session, so `x` reads a narrow row a session and not every set of the exercise.
    ///
    /// - `exercise_sessions`: `ExerciseProgress.Session` as the sets compute it
    ///   (`ExerciseProgress.session(workoutId:day:sets:)`): the working sets and warm-ups
    ///   (`SetCount`), the volume, the best e1RM, the top weight and the best set itself, a copy of
    ///   its columns (`best_id` NULL when no set counts), so the read never seeks a set. The day
    ///   and the order come from the workout itself.
    /// Filled from the history as this step runs (`SpotterDatabase.rebuildAggregates`, the last
    /// step of the aggregates); every write that refreshes an exercise's records refreshes these
    /// with them, in its transaction (`refreshAggregates`).
    static let exerciseSessions = Migration(
        version: 15, summary: "stored exercise sessions",
        sql: """
            CREATE TABLE exercise_sessions (
                exercise_id TEXT NOT NULL,
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                working_sets INTEGER NOT NULL,
                warmups INTEGER NOT NULL,
                volume REAL NOT NULL,
                e1rm REAL,
                top_weight REAL,
                best_id TEXT,
                best_weight REAL,
                best_reps INTEGER,
                best_rpe REAL,
                best_duration_seconds INTEGER,
                best_logged_at REAL,
                best_type TEXT,
                best_note TEXT,
                best_meters REAL,
                best_heart_rate INTEGER,
                PRIMARY KEY (exercise_id, workout_id)
            ) WITHOUT ROWID;
            CREATE INDEX exercise_sessions_workout ON exercise_sessions(workout_id);
            """)
}
