extension Migration {
    /// Version 13: the records each finished workout set, stored beside the totals, so History
    /// reads a page of workouts and their records without judging every set before them.
    ///
    /// - `workout_records`: one row a record a workout set for an exercise (what
    ///   `RecordBook.recordsSet(byEach:)` says of it against the finished workouts started before
    ///   it), `position` its place among that exercise's records; `kind` and `at` as in
    ///   `exercise_records`, `value` the new record and `previous` the one it beat.
    /// Filled from the history by the aggregates' last step (`SpotterDatabase.rebuildAggregates`); every write
    /// that refreshes an exercise's records refreshes these with them (`refreshAggregates`).
    static let workoutRecords = Migration(
        version: 13, summary: "stored records per workout",
        sql: """
            CREATE TABLE workout_records (
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                exercise_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('heaviest', 'e1rm', 'repmax', 'mostreps', 'volume')),
                at REAL NOT NULL,
                value REAL NOT NULL,
                previous REAL NOT NULL,
                PRIMARY KEY (workout_id, exercise_id, position)
            );
            CREATE INDEX workout_records_exercise ON workout_records(exercise_id);
            CREATE INDEX workouts_finished_start ON workouts(started_at, id) WHERE finished_at IS NOT NULL;
            """)
}
