extension Migration {
    /// Version 17: the open workout found by an index of the open ones, not by reading every workout.
    ///
    /// - `workouts_open`: the workouts not yet finished (one, or none, almost always), by start.
    ///   `openWorkout` (`WHERE finished_at IS NULL ORDER BY started_at DESC LIMIT 1`), which
    ///   `spotter status`, the TUI's start and every command that logs read, walked the whole table
    ///   and sorted it: 1.6× `status`'s instructions at twenty years against an empty home.
    ///   `IF NOT EXISTS`: a file a test (or a hand) set back to an older version keeps its index.
    static let openWorkoutIndex = Migration(
        version: 17, summary: "an index of the open workouts",
        sql: """
            CREATE INDEX IF NOT EXISTS workouts_open ON workouts(started_at) WHERE finished_at IS NULL;
            """)
}
