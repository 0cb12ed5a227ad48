import CSQLite
import FoundationEssentials
import Glibc
import SpotterCore

/// A value SQLite can store, bound to a `?` parameter.
public enum SQLiteValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// Things that bind as SQLite parameters: `Int`, `Double`, `String`, `Bool`, `Date`, optionals.
public protocol SQLiteBindable {
    var sqliteValue: SQLiteValue { get }
}
extension Int: SQLiteBindable { public var sqliteValue: SQLiteValue { .integer(Int64(self)) } }
extension Int64: SQLiteBindable { public var sqliteValue: SQLiteValue { .integer(self) } }
extension Double: SQLiteBindable { public var sqliteValue: SQLiteValue { .real(self) } }
extension String: SQLiteBindable { public var sqliteValue: SQLiteValue { .text(self) } }
extension Bool: SQLiteBindable { public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) } }
/// Instants are stored as Unix seconds (REAL), so SQL can compare them.
extension Date: SQLiteBindable { public var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) } }
extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}

/// One row of a result, read by column index.
public struct SQLiteRow {
    fileprivate let statement: OpaquePointer

    public func isNull(_ i: Int32) -> Bool { sqlite3_column_type(statement, i) == SQLITE_NULL }
    public func int(_ i: Int32) -> Int { Int(sqlite3_column_int64(statement, i)) }
    public func optionalInt(_ i: Int32) -> Int? { isNull(i) ? nil : int(i) }
    public func double(_ i: Int32) -> Double { sqlite3_column_double(statement, i) }
    public func optionalDouble(_ i: Int32) -> Double? { isNull(i) ? nil : double(i) }
    public func string(_ i: Int32) -> String {
        guard let c = sqlite3_column_text(statement, i) else { return "" }
        return String(cString: c)
    }
    public func optionalString(_ i: Int32) -> String? { isNull(i) ? nil : string(i) }
    /// An instant column, moved into `InstantRange`: whatever REAL the file holds, what Spotter
    /// reads can be shown and put on a calendar without a trap.
    public func date(_ i: Int32) -> Date { InstantRange.clamp(Date(timeIntervalSince1970: double(i))) }
    public func optionalDate(_ i: Int32) -> Date? { isNull(i) ? nil : date(i) }
    public func bool(_ i: Int32) -> Bool { int(i) != 0 }
}

/// A thin typed layer over one `sqlite3*` connection: the only place that calls SQLite's C API.
///
/// ```swift
/// let db = try SQLiteConnection(path: "/tmp/x.sqlite")
/// try db.execute("CREATE TABLE t(a INTEGER)")
/// try db.run("INSERT INTO t VALUES (?)", 42)
/// let a = try db.query("SELECT a FROM t") { $0.int(0) }  // [42]
/// ```
/// Not thread-safe: give each thread its own connection (SQLite's WAL lets them read and write side by side).
public final class SQLiteConnection {
    private var handle: OpaquePointer?
    /// `PRAGMA data_version`, prepared once: the running UI asks at every wake-up.
    private var dataVersionStatement: OpaquePointer?
    /// The last `dataVersion()` answer and the wal-index header it was read under.
    private var lastDataVersion: (version: Int, walIndex: [UInt8])?
    /// Whether the file is in WAL mode, asked once (Spotter's own files always are).
    private var inWALMode: Bool?
    public let path: String
    /// How many transactions this connection has committed (SQLite's commit hook): in WAL mode
    /// with `synchronous=FULL` each is one fsync, so a test counts what a save costs.
    public private(set) var commits = 0
    /// What `traceStatements` calls as each statement begins; nil: no trace is set.
    private var statementTrace: ((String) -> Void)?
    /// SQLite's process-wide settings, made once before the first connection opens.
    private static let configured: Void = spotter_sqlite_configure()

    /// Opens (creating if needed) a database file. A new file is created with mode 0600.
    ///
    /// With `readOnlySharedMemory` (for a `readOnly` connection, and only where the `-shm` file
    /// exists) the WAL index is opened read-only too (SQLite's `readonly_shm`). A writer's index
    /// is then read as it is; with no other connection open, SQLite builds the index from the
    /// write-ahead log in this connection's own memory, where a read-write opening of the file
    /// would truncate it, write it out again and map it, every call.
    public init(path: String, readOnly: Bool = false, readOnlySharedMemory: Bool = false) throws {
        self.path = path
        if !readOnly && access(path, F_OK) != 0 {
            // Create the file ourselves so it is private from its first byte; SQLite gives the
            // -wal and -shm files the database file's mode. (`access`, not FileManager, whose code
            // a TUI start need not map.)
            let fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, PrivateFiles.fileMode)
            if fd >= 0 { close(fd) }
        }
        let flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        _ = Self.configured
        let rc =
            readOnly && readOnlySharedMemory
            ? sqlite3_open_v2(
                Self.uri(path, query: "readonly_shm=1"), &handle, flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nil)
            : sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(handle)
            handle = nil
            throw SQLiteError(code: rc, message: message, sql: nil, path: path)
        }
        sqlite3_busy_timeout(handle, 5000)
        sqlite3_commit_hook(
            handle,
            { context in
                guard let context else { return 0 }
                Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue().commits += 1
                return 0
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Keeps the `-wal` and `-shm` files when the last connection closes (SQLite's persistent WAL),
    /// the log emptied to no bytes once its pages are copied back. A `journal_size_limit` is what
    /// makes SQLite empty it then; 4 MiB (about the 1,000 pages of an automatic checkpoint) also
    /// caps what an open connection keeps of it after a checkpoint.
    public func keepWriteAheadLogFiles() throws {
        var on: Int32 = 1
        let rc = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
        guard rc == SQLITE_OK else { throw error(rc, "SQLITE_FCNTL_PERSIST_WAL") }
        try execute("PRAGMA journal_size_limit = 4194304")
    }

    /// Caps this connection's page cache at `kibibytes` (`PRAGMA cache_size = -N`; SQLite's own
    /// default is 2,000 KiB a connection, and a long read fills it to the top).
    ///
    /// ```swift
    /// try db.limitPageCache(kibibytes: 256)
    /// db.pageCacheBytes   // stays under about 256 KiB, however many pages a query walks
    /// ```
    /// A page past the cap is read again from the operating system's page cache (a copy, no disk).
    public func limitPageCache(kibibytes: Int) throws {
        try execute("PRAGMA cache_size = -\(kibibytes)")
    }

    /// What this connection's page cache holds now, in bytes (`SQLITE_DBSTATUS_CACHE_USED`).
    public var pageCacheBytes: Int {
        var current: Int32 = 0
        var highest: Int32 = 0
        sqlite3_db_status(handle, SQLITE_DBSTATUS_CACHE_USED, &current, &highest, 0)
        return Int(current)
    }

    /// Calls `body` with each statement's SQL as it begins to run, before it reads (SQLite's
    /// statement trace); nil stops it. For tests that act between two statements of a read:
    ///
    /// ```swift
    /// db.traceStatements { sql in if sql.contains("live_session") { try? other.setMeta("x", "y") } }
    /// ```
    func traceStatements(_ body: ((String) -> Void)?) {
        statementTrace = body
        guard body != nil else {
            sqlite3_trace_v2(handle, 0, nil, nil)
            return
        }
        sqlite3_trace_v2(
            handle, UInt32(SQLITE_TRACE_STMT),
            { _, context, _, sql in
                guard let context, let sql else { return 0 }
                let connection = Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue()
                connection.statementTrace?(String(cString: sql.assumingMemoryBound(to: CChar.self)))
                return 0
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// `path` as an SQLite URI with `query`: `%`, `?` and `#` escaped, and an absolute path after
    /// an empty authority (`file:///…`), so that one beginning with `//` is not read as a host.
    static func uri(_ path: String, query: String) -> String {
        var escaped = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?" + query
    }

    deinit {
        sqlite3_finalize(dataVersionStatement)
        sqlite3_close_v2(handle)
    }

    /// `PRAGMA data_version`: a number that changes when another connection commits.
    ///
    /// Asked once a second by the running UI. The pragma takes and drops a shared lock (two
    /// system calls) and runs a statement; every commit, by any connection, rewrites the
    /// wal-index header in shared memory. So while that header reads as it did at the last
    /// answer, nothing was committed since and the last answer stands: no lock, no statement.
    /// Inside a transaction the pragma answers for its snapshot, not for the header read now:
    /// there it is asked every time and nothing is kept.
    public func dataVersion() throws -> Int {
        let walIndex = sqlite3_get_autocommit(handle) != 0 ? walIndexHeader() : nil
        if let last = lastDataVersion, let walIndex, last.walIndex == walIndex { return last.version }
        if dataVersionStatement == nil { dataVersionStatement = try prepare("PRAGMA data_version", []) }
        defer { sqlite3_reset(dataVersionStatement) }
        let rc = sqlite3_step(dataVersionStatement)
        guard rc == SQLITE_ROW else { throw error(rc, "PRAGMA data_version") }
        let version = Int(sqlite3_column_int64(dataVersionStatement, 0))
        // The header as read before the pragma: a commit in between shows as a change next time.
        lastDataVersion = walIndex.map { (version, $0) }
        return version
    }

    /// The wal-index header's 48 bytes, or nil outside WAL mode (or before the first read maps it).
    func walIndexHeader() -> [UInt8]? {
        // Asking the VFS for the wal-index of a file in another journal mode would make one.
        if inWALMode == nil { inWALMode = (try? scalarString("PRAGMA journal_mode")) == "wal" }
        guard inWALMode == true else { return nil }
        var header = [UInt8](repeating: 0, count: 48)
        let read = header.withUnsafeMutableBufferPointer { spotter_sqlite_wal_index_header(handle, $0.baseAddress) }
        return read == 1 ? header : nil
    }

    /// Runs one or more statements that return nothing (no parameters).
    public func execute(_ sql: String) throws {
        var err: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &err)
        if rc != SQLITE_OK {
            let message = err.map { String(cString: $0) } ?? "error"
            sqlite3_free(err)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: message, sql: sql, path: path)
        }
    }

    /// Runs one statement with parameters; returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: String, _ params: SQLiteBindable...) throws -> Int {
        try run(sql, params)
    }

    @discardableResult
    public func run(_ sql: String, _ params: [SQLiteBindable]) throws -> Int {
        let stmt = try prepare(sql, params)
        defer { sqlite3_finalize(stmt) }
        let rc = sqlite3_step(stmt)
        guard rc == SQLITE_DONE || rc == SQLITE_ROW else { throw error(rc, sql) }
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query and maps each row.
    public func query<T>(_ sql: String, _ params: SQLiteBindable..., map: (SQLiteRow) throws -> T) throws -> [T] {
        try query(sql, params, map: map)
    }

    public func query<T>(_ sql: String, _ params: [SQLiteBindable], map: (SQLiteRow) throws -> T) throws -> [T] {
        let stmt = try prepare(sql, params)
        defer { sqlite3_finalize(stmt) }
        var out: [T] = []
        while true {
            let rc = sqlite3_step(stmt)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw error(rc, sql) }
            out.append(try map(SQLiteRow(statement: stmt!)))
        }
        return out
    }

    /// The first column of the first row, if any.
    public func scalarInt(_ sql: String, _ params: SQLiteBindable...) throws -> Int? {
        try query(sql, params) { $0.optionalInt(0) }.first ?? nil
    }

    public func scalarString(_ sql: String, _ params: SQLiteBindable...) throws -> String? {
        try query(sql, params) { $0.optionalString(0) }.first ?? nil
    }

    /// Runs `body` in one transaction: all of it is committed, or none of it.
    ///
    /// `BEGIN IMMEDIATE`, so writers queue up front instead of failing half-way; rolled back if
    /// `body` throws. Inside another transaction it is a savepoint, so a store call that is a
    /// transaction of its own can be one step of a larger one (the +30s action moves the rest and
    /// its alert together).
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        let nested = sqlite3_get_autocommit(handle) == 0
        try execute(nested ? "SAVEPOINT nested" : "BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute(nested ? "RELEASE nested" : "COMMIT")
            return value
        } catch {
            if nested {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
            } else {
                try? execute("ROLLBACK")
            }
            throw error
        }
    }

    /// Runs `body`'s reads in one read transaction: they all see one snapshot, and the shared
    /// lock is taken and dropped once, not once per statement. Inside a transaction, in that one.
    public func reading<T>(_ body: () throws -> T) throws -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        try execute("BEGIN")
        let value: T
        do {
            value = try body()
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        try execute("COMMIT")
        return value
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    private func prepare(_ sql: String, _ params: [SQLiteBindable]) throws -> OpaquePointer? {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK else { throw error(rc, sql) }
        for (index, param) in params.enumerated() {
            let i = Int32(index + 1)
            switch param.sqliteValue {
            case .null: sqlite3_bind_null(stmt, i)
            case .integer(let v): sqlite3_bind_int64(stmt, i, v)
            case .real(let v): sqlite3_bind_double(stmt, i, v)
            case .text(let v): sqlite3_bind_text(stmt, i, v, -1, spotter_sqlite_transient())
            }
        }
        return stmt
    }

    private func error(_ rc: Int32, _ sql: String) -> SQLiteError {
        SQLiteError(
            code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql,
            path: path)
    }
}
