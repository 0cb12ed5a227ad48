/// An error reported by SQLite, with the statement that caused it and the file it was about.
///
/// `userMessage` is for people (the file and what to do, no SQL); `description` adds SQLite's own
/// code, message and statement after it, for a bug report.
public struct SQLiteError: Error, CustomStringConvertible, Sendable, Equatable {
    public let code: Int32
    public let message: String
    public let sql: String?
    /// The database file, when the error came from an open connection.
    public let path: String?

    public init(code: Int32, message: String, sql: String?, path: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
        self.path = path
    }

    public var description: String {
        let detail = sql.map { "SQLite error \(code): \(message), in: \($0)" } ?? "SQLite error \(code): \(message)"
        return "\(userMessage) (\(detail))"
    }

    /// What went wrong in words for the user, by SQLite's primary result code.
    public var userMessage: String {
        let file = path ?? "the database"
        switch code & 0xff {
        case 13: return "the disk holding \(file) is full: free some space and try again; the change was not saved"
        case 11, 26: return Self.damagedWords(file)
        case 8:
            return
                "\(file) is read-only: make it and its folder writable (chmod u+w), or choose another home with --home; the change was not saved"
        case 5, 6: return "\(file) is busy: another Spotter is writing to it; try again in a moment"
        case 14: return "cannot open \(file): check that its folder exists and that you can write to it"
        case 10: return "could not read or write \(file) (an I/O error): check the disk; the change was not saved"
        case 3, 23: return "not allowed to use \(file): check its owner and permissions"
        case 19: return "a rule of the database in \(file) refused the change; it was not saved"
        default: return "the database \(file) reported “\(message)”; the change was not saved"
        }
    }

    static func damagedWords(_ path: String) -> String {
        "\(path) is damaged: your data is untouched; restore a backup or move it away"
    }
}
