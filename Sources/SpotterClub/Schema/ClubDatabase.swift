import FoundationEssentials

/// The club's PostgreSQL database: schema checked (or migrated) on open, then the records.
///
/// ```swift
/// let club = try ClubDatabase.open(dsn: dsn, migrate: true)    // spotter club init
/// let club = try ClubDatabase.open(dsn: dsn)                   // every other command
/// ```
/// A schema newer than this code is refused before anything is written, as the SQLite store
/// does; an older one is migrated only by `init`, under an advisory lock so two hosts running
/// it at once take turns.
public final class ClubDatabase {
    public let connection: PGConnection

    init(_ connection: PGConnection) { self.connection = connection }

    /// The lock id migrations take: any constant, the same in every Spotter.
    static let migrationLock = "4242016"

    /// Seconds a connection may take unless the DSN sets `connect_timeout`: libpq alone waits as
    /// long as the kernel does (over two minutes for a host that drops packets).
    public static let defaultConnectTimeout = 10

    public static func open(dsn: String, migrate: Bool = false, connectTimeout: Int = defaultConnectTimeout) throws
        -> ClubDatabase
    {
        let pg = try PGConnection(dsn: dsn, connectTimeout: connectTimeout)
        let known = ClubMigrations.latestVersion
        if migrate {
            try pg.transaction { pg in
                try pg.execute("SELECT pg_advisory_xact_lock($1)", [migrationLock])
                try pg.execute("CREATE TABLE IF NOT EXISTS club_schema (version integer NOT NULL)")
                let found = try version(pg) ?? 0
                if found > known { throw ClubError.newerSchema(found: found, known: known) }
                for step in ClubMigrations.all where step.version > found {
                    for sql in step.sql { try pg.execute(sql) }
                }
                let hasRow = try pg.query("SELECT 1 FROM club_schema").count > 0
                if !hasRow {
                    try pg.execute("INSERT INTO club_schema(version) VALUES ($1)", [String(known)])
                } else {
                    try pg.execute("UPDATE club_schema SET version = $1", [String(known)])
                }
            }
        } else {
            guard let found = try version(pg) else { throw ClubError.notInitialised }
            if found > known { throw ClubError.newerSchema(found: found, known: known) }
            if found < known { throw ClubError.olderSchema(found: found, known: known) }
        }
        return ClubDatabase(pg)
    }

    /// The version recorded, or nil when the database has no club schema at all.
    static func version(_ pg: PGConnection) throws -> Int? {
        let exists = try pg.query("SELECT to_regclass('club_schema') IS NOT NULL")
        guard exists.first?.string(0) == "t" else { return nil }
        return try pg.query("SELECT max(version) FROM club_schema").first?.optionalString(0).flatMap { Int($0) } ?? 0
    }

    public func schemaVersion() throws -> Int { try Self.version(connection) ?? 0 }
}
