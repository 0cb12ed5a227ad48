import CLibpq
import FoundationEssentials
import Glibc
import SpotterCore
import SpotterSystem

/// One connection to PostgreSQL through libpq: parameterized statements, typed results, errors with SQLSTATE.
///
/// ```swift
/// let pg = try PGConnection(dsn: "host=/run/pg dbname=club")   // "" reads PG* environment variables
/// let rows = try pg.query("SELECT id, email FROM athletes WHERE zone = $1", ["Europe/Berlin"])
/// rows.first?.string(0)
/// try pg.transaction { try $0.execute("DELETE FROM trained_days WHERE athlete = $1", [id]) }
/// ```
/// Every value travels as text through `PQexecParams`, never spliced into the SQL. Not for
/// sharing between threads: each worker opens its own.
///
/// A statement run once a message (the club pass's settle) goes with `prepared: true`: the server
/// parses and plans it once per connection, not at every call, which took 140 of its 200 µs:
///
/// ```swift
/// try pg.execute("UPDATE claims SET sent_at = now() WHERE athlete = $1 …", [id], prepared: true)
/// ```
public final class PGConnection {
    private let handle: OpaquePointer
    /// The name each statement run with `prepared: true` was prepared under, by its text.
    private var preparedNames: [String: String] = [:]
    /// The DSN with its password removed, for messages.
    public let shownDSN: String

    /// `connectTimeout` (seconds) applies unless the DSN names its own `connect_timeout`.
    public init(dsn: String, connectTimeout: Int? = nil) throws {
        shownDSN = ConnectionString.redacted(dsn)
        // libpq is loaded now, on the first connection, rather than by every spotter at start.
        if let problem = spotter_libpq_load() { throw PGError("cannot load libpq: \(String(cString: problem))") }
        // Key words are read in order and the DSN (expanded from dbname) comes last, so its own settings win.
        let keys = (connectTimeout == nil ? [] : ["connect_timeout"]) + ["dbname"]
        let values = (connectTimeout.map { [String($0)] } ?? []) + [dsn]
        let cKeys = keys.map { strdup($0) } + [nil]
        let cValues = values.map { strdup($0) } + [nil]
        defer { for p in cKeys + cValues { free(p) } }
        let connection = cKeys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
            cValues.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
                PQconnectdbParams(k.baseAddress, v.baseAddress, 1)
            }
        }
        guard let conn = connection else { throw PGError("cannot allocate a PostgreSQL connection") }
        guard PQstatus(conn) == CONNECTION_OK else {
            var reason = Self.text(PQerrorMessage(conn))
            PQfinish(conn)
            let shown = shownDSN.isEmpty ? "the PG* environment" : shownDSN
            let seconds = ConnectionString.value("connect_timeout", in: dsn) ?? connectTimeout.map { String($0) }
            if let seconds, reason.contains("timeout expired") {
                reason = "no answer within \(seconds) s (\(reason))"
            }
            let server = ConnectionString.server(dsn, environment: ProcessInfo.processInfo.environment)
            throw PGError("cannot connect to PostgreSQL at \(server) (\(shown)): \(reason)")
        }
        handle = conn
        // Notices ("relation already exists, skipping") are not for the user's terminal.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
    }

    deinit { PQfinish(handle) }

    /// Runs one statement; returns the number of rows it changed. `prepared` keeps its plan on the
    /// server for the next call with the same text.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [String?] = [], prepared: Bool = false) throws -> Int {
        let result = try run(sql, parameters, prepared: prepared)
        return Int(Self.text(PQcmdTuples(result.handle))) ?? 0
    }

    /// Runs one statement and returns its rows.
    public func query(_ sql: String, _ parameters: [String?] = [], prepared: Bool = false) throws -> PGResult {
        try run(sql, parameters, prepared: prepared)
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ body: (PGConnection) throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let value = try body(self)
            try execute("COMMIT")
            return value
        } catch {
            _ = try? execute("ROLLBACK")
            throw error
        }
    }

    private func run(_ sql: String, _ parameters: [String?], prepared: Bool) throws -> PGResult {
        let name = prepared ? try preparedName(sql, parameters.count) : nil
        // Keep the C strings alive for the call; a nil parameter is SQL NULL.
        let cStrings: [UnsafeMutablePointer<CChar>?] = parameters.map { $0.flatMap { strdup($0) } }
        defer { for p in cStrings { free(p) } }
        let raw = cStrings.map { UnsafePointer($0) }
        let result = raw.withUnsafeBufferPointer { values in
            if let name {
                return PQexecPrepared(handle, name, Int32(parameters.count), values.baseAddress, nil, nil, 0)
            }
            return PQexecParams(handle, sql, Int32(parameters.count), nil, values.baseAddress, nil, nil, 0)
        }
        return try checked(result)
    }

    /// The name `sql` is prepared under on this connection, preparing it at its first use.
    private func preparedName(_ sql: String, _ count: Int) throws -> String {
        if let name = preparedNames[sql] { return name }
        let name = "spotter_\(preparedNames.count + 1)"
        _ = try checked(PQprepare(handle, name, sql, Int32(count), nil))
        preparedNames[sql] = name
        return name
    }

    /// The result of a call, or its error as a `PGError` with the SQLSTATE.
    private func checked(_ result: OpaquePointer?) throws -> PGResult {
        guard let result else { throw PGError(Self.text(PQerrorMessage(handle))) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            let message = Self.text(PQresultErrorMessage(result)).trimmingWhitespaceAndNewlines()
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            PQclear(result)
            throw PGError(message.isEmpty ? "PostgreSQL refused the statement" : message, sqlState: state)
        }
        return PGResult(result)
    }

    static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0).trimmingWhitespaceAndNewlines() } ?? ""
    }
}

/// The rows of one statement, read by column position; values as PostgreSQL's text form.
public final class PGResult {
    fileprivate let handle: OpaquePointer
    fileprivate init(_ handle: OpaquePointer) { self.handle = handle }
    deinit { PQclear(handle) }

    public var count: Int { Int(PQntuples(handle)) }
    public var rows: [PGRow] { (0..<count).map { PGRow(result: self, index: Int32($0)) } }
    public var first: PGRow? { count > 0 ? PGRow(result: self, index: 0) : nil }

    fileprivate func value(_ row: Int32, _ column: Int) -> String? {
        if PQgetisnull(handle, row, Int32(column)) == 1 { return nil }
        return String(cString: PQgetvalue(handle, row, Int32(column)))
    }
}

/// One row of a `PGResult`.
public struct PGRow {
    let result: PGResult
    let index: Int32

    public func optionalString(_ column: Int) -> String? { result.value(index, column) }
    public func string(_ column: Int) -> String { result.value(index, column) ?? "" }
    public func int(_ column: Int) -> Int { Int(string(column)) ?? 0 }
}
