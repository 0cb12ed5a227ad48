extension Migration {
    /// Version 2: the live session's timers (owned by the live-workout work).
    static let liveSession = Migration(version: 2, summary: "live session", sql: "")
}
