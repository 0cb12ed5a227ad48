extension Migration {
    /// Version 16: `exercise_sessions` keyed by the exercise and its workout's start, with the
    /// start and the day in the row, so the exercise screen's read is one key range walked
    /// backwards: no lookup into `workouts` a session, no sort.
    ///
    /// - `exercise_sessions`: as version 15 kept it, plus `started_at` (the workout's, in the key
    ///   between the exercise and the workout) and `day` (the workout's day as days since the
    ///   epoch, as `exerciseProgress` read it from `workouts`). A row a finished workout only.
    ///   Both are copied from the workout by the one writer, `storeExerciseSession`, which
    ///   `refreshAggregates` calls after every write that moves a workout (`editWorkout` refreshes
    ///   every exercise of the workout it moves).
    /// The rows version 15 kept are copied over with their workouts' start and day (a plain
    /// `INSERT … SELECT`, no recomputation); a file from before 15 has none, and the aggregates'
    /// rebuild fills them after this step (`SpotterDatabase.migrate`). The old table is renamed
    /// first so that the new one is created under its own name (`Migrations.tables` reads it).
    static let sessionsByStart = Migration(
        version: 16, summary: "exercise sessions by start",
        sql: """
            ALTER TABLE exercise_sessions RENAME TO exercise_sessions_15;
            CREATE TABLE exercise_sessions (
                exercise_id TEXT NOT NULL,
                started_at REAL NOT NULL,
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                day INTEGER,
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
                PRIMARY KEY (exercise_id, started_at, workout_id)
            ) WITHOUT ROWID;
            INSERT INTO exercise_sessions
            SELECT e.exercise_id, w.started_at, e.workout_id, CAST(julianday(w.day) - 2440587.5 AS INTEGER),
                e.working_sets, e.warmups, e.volume, e.e1rm, e.top_weight, e.best_id, e.best_weight, e.best_reps,
                e.best_rpe, e.best_duration_seconds, e.best_logged_at, e.best_type, e.best_note, e.best_meters,
                e.best_heart_rate
            FROM exercise_sessions_15 e JOIN workouts w ON w.id = e.workout_id WHERE w.finished_at IS NOT NULL;
            DROP TABLE exercise_sessions_15;
            CREATE INDEX exercise_sessions_workout ON exercise_sessions(workout_id);
            """)
}
