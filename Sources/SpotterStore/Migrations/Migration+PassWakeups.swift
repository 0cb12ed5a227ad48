extension Migration {
    /// Version 5: the instants at which the daily pass runs by itself (`spotter dispatch` from a
    /// scheduler, no crontab needed).
    ///
    /// One row per planned wake-up, keyed by its stable id (`daily-pass:2026-12-01T05:00`). Unlike
    /// the outbox, a fired row is kept with `claimed_at` set until its window closes, so a re-plan
    /// inside the window does not plan it again. `scheduled_with` is the systemd timer unit, if any.
    static let passWakeups = Migration(
        version: 5, summary: "pass wake-ups",
        sql: """
            CREATE TABLE pass_wakeups (
                id TEXT PRIMARY KEY,
                fire_at REAL NOT NULL,
                valid_until REAL NOT NULL,
                scheduled_with TEXT,
                claimed_at REAL,
                updated_at REAL NOT NULL
            );
            CREATE INDEX pass_wakeups_fire_at ON pass_wakeups(fire_at);
            """)
}
