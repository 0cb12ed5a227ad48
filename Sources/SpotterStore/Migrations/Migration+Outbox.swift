extension Migration {
    /// Version 3: the outbox of planned notifications and the delivery log (owned by the delivery work).
    static let outbox = Migration(version: 3, summary: "outbox", sql: "")
}
