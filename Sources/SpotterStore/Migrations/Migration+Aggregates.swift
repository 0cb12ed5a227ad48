extension Migration {
    /// Version 11: per-workout totals and per-exercise records, kept in the store as sets change,
    /// so a screen reads them instead of every set of the history.
    ///
    /// - `workout_totals`: one row a workout that has sets: its working sets and warm-ups
    ///   (`SetCount`), its volume (`LoggedSet.volume`) and its last set's instant.
    /// - `exercise_records`: the records of each exercise over its finished workouts
    ///   (`ExerciseRecords`), one row a record: `kind` is `heaviest`, `e1rm`, `repmax` (`at` is the
    ///   rep count), `mostreps` (`at` is the weight in kg, 0 for body weight; `value` the reps) or
    ///   `volume` (the best session's).
    /// - `sets_exercise_logged`: an exercise's sets by time, so its last set (the `last:` line, the
    ///   prefill) is one seek, not a read of all of them.
    /// Both tables are filled from the history by the aggregates' last step (`rebuildAggregates`), and
    /// every write of a set, a workout or an exercise keeps them (`refreshAggregates`).
    static let aggregates = Migration(
        version: 12, summary: "stored workout totals and exercise records",
        sql: """
            CREATE TABLE workout_totals (
                workout_id TEXT PRIMARY KEY REFERENCES workouts(id) ON DELETE CASCADE,
                working_sets INTEGER NOT NULL,
                warmups INTEGER NOT NULL,
                volume REAL NOT NULL,
                last_set_at REAL
            );
            CREATE TABLE exercise_records (
                exercise_id TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('heaviest', 'e1rm', 'repmax', 'mostreps', 'volume')),
                at REAL NOT NULL,
                value REAL NOT NULL,
                PRIMARY KEY (exercise_id, kind, at)
            );
            CREATE INDEX sets_exercise_logged ON sets(exercise_id, logged_at);
            """)
}
