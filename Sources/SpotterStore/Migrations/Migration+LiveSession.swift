extension Migration {
    /// Version 2: the live session's timers and the rest-alert consent (owned by the live-workout work).
    ///
    /// Timers are stored as end instants, never as "seconds left": a process that reads the row
    /// later (a restarted TUI, a desktop action, `spotter status`) computes what is really left.
    /// `revision` goes up on every write, so a reader can tell its own copy is stale.
    static let liveSession = Migration(
        version: 2, summary: "live session",
        sql: """
            CREATE TABLE live_session (
                workout_id TEXT PRIMARY KEY REFERENCES workouts(id) ON DELETE CASCADE,
                rest_exercise_id TEXT,
                rest_started_at REAL,
                rest_ends_at REAL,
                work_exercise_id TEXT,
                work_started_at REAL,
                work_ends_at REAL,
                added_exercise_ids TEXT NOT NULL DEFAULT '',
                viewer_pid INTEGER,
                viewer_looking INTEGER NOT NULL DEFAULT 0,
                revision INTEGER NOT NULL DEFAULT 0,
                updated_at REAL NOT NULL
            );
            CREATE TABLE consent (
                kind TEXT PRIMARY KEY,
                answer TEXT NOT NULL CHECK (answer IN ('allowed', 'declined')),
                answered_at REAL NOT NULL
            );
            """)
}
