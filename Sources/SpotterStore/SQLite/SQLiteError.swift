/// An error reported by SQLite, with the statement that caused it.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    public let code: Int32
    public let message: String
    public let sql: String?

    public var description: String {
        sql.map { "SQLite error \(code): \(message) (in: \($0))" } ?? "SQLite error \(code): \(message)"
    }

    /// SQLITE_CONSTRAINT and its extended codes: a uniqueness or foreign-key rule said no.
    public var isConstraintViolation: Bool { code & 0xff == 19 }
    /// SQLITE_BUSY: another connection holds the lock longer than the busy timeout.
    public var isBusy: Bool { code & 0xff == 5 }
}
