extension Migration {
    /// Version 6: set types and the indexes the log reads need (owned by the history work).
    ///
    /// `type` has a default, so every set stored before reads as `working`. The indexes serve
    /// History (finished workouts newest first, by day range), the exercise filter (sets by
    /// exercise), and the Day screen (the outbox by the day a notification is about).
    static let setTypes = Migration(
        version: 6, summary: "set types and log indexes",
        sql: """
            ALTER TABLE sets ADD COLUMN type TEXT NOT NULL DEFAULT 'working'
                CHECK (type IN ('working', 'warmup', 'drop', 'failure'));
            CREATE INDEX sets_exercise ON sets(exercise_id, workout_id);
            CREATE INDEX workouts_finished ON workouts(day, started_at) WHERE finished_at IS NOT NULL;
            CREATE INDEX outbox_day ON outbox(day);
            """)
}
