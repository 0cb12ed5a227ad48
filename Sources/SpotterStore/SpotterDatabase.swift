import FoundationEssentials
import Glibc
import SpotterCore

/// The one SQLite file that holds everything: opened in WAL mode with foreign keys on,
/// migrated to the latest schema, and refused (untouched) when it is newer than this code.
///
/// ```swift
/// let db = try SpotterDatabase.open(path: paths.databaseFile)
/// let prefs = try db.preferences()
/// ```
public final class SpotterDatabase {
    /// `PRAGMA application_id` of every Spotter database: "SPOT" in ASCII (0x53504F54).
    public static let applicationID: Int32 = 0x5350_4F54
    public let connection: SQLiteConnection
    public var path: String { connection.path }

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// Opens or creates the database and brings its schema up to date.
    ///
    /// - Parameter seedDemo: gives a brand-new database the demo plan.
    ///
    /// A new file is created whole or not at all: the schema, the demo plan and the marks
    /// (`PRAGMA application_id`, `user_version`) go in one transaction, so a first run killed
    /// half-way leaves a file the next run treats as new. A file that is not Spotter's, is newer,
    /// or is damaged is refused before anything is written to it.
    public static func open(path: String, seedDemo: Bool = true) throws -> SpotterDatabase {
        try open(path: path, seed: seedDemo ? .demo : nil)
    }

    /// `open`, with the plan a new database is seeded with (tests give one that fails half-way).
    static func open(path: String, seed: StoredPlan?) throws -> SpotterDatabase {
        let directory = PathText.folder(path)
        if !directory.isEmpty {
            try PrivateFiles.makeFolder(directory)
            if let reason = PrivateFiles.unsafeFolderReason(directory) {
                throw StoreError.unsafeFolder(path: directory, reason: reason)
            }
        }
        do {
            let connection = try SQLiteConnection(path: path)
            // Read what the file is before anything that could write (journal mode, migrations).
            let found = try FileKind.of(connection)
            switch found {
            case .foreign: throw StoreError.foreign(path: path)
            case .spotter(let version, _) where version > Migrations.latestVersion:
                throw StoreError.newerSchema(path: path, fileVersion: version, knownVersion: Migrations.latestVersion)
            default: break
            }
            try connection.execute("PRAGMA journal_mode=WAL")
            // FULL: every commit fsyncs the WAL, so a saved set survives a crash or power cut.
            try connection.execute("PRAGMA synchronous=FULL")
            // The -wal and -shm files outlive the last writer, so the next `spotter status` finds
            // a WAL index to read without writing it (openForReading).
            try connection.keepWriteAheadLogFiles()
            try connection.execute("PRAGMA foreign_keys=ON")
            let db = SpotterDatabase(connection: connection)
            var kind = found
            // Another first run may have created the file meanwhile; then it is read again.
            if kind == .new, try !db.create(seed: seed) { kind = try FileKind.of(connection) }
            switch kind {
            case .new: break
            case .spotter(let version, let marked): try db.migrate(from: version, marked: marked, seed: seed)
            case .foreign: throw StoreError.foreign(path: path)
            }
            return db
        } catch let error as SQLiteError {
            throw StoreError.opening(error, path: path)
        }
    }

    /// Opens an existing database only to read it, for a command that only looks (`spotter status`,
    /// run every second by a status bar); nil when there is no file yet, which means nothing is open.
    ///
    /// ```swift
    /// guard let db = try SpotterDatabase.openForReading(path: paths.databaseFile) else { return .idle }
    /// try db.openWorkout()
    /// ```
    /// No folder is made and the database is not written: the connection is read-only, and so is
    /// its WAL index where the `-shm` file is there (SQLite creates what is missing of the `-wal`
    /// and `-shm` files, as for any reader of a WAL database), and what the file is comes from the
    /// two numbers in its header (application id, schema version).
    /// Any other file (new, from an older Spotter, newer, not Spotter's) goes through `open`, which
    /// migrates it or refuses it. Like every reader in WAL mode it sees each commit of a process that holds the
    /// file open (the TUI), including those not yet copied back from the write-ahead log.
    public static func openForReading(path: String) throws -> SpotterDatabase? {
        guard access(path, F_OK) == 0 else { return nil }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty, let reason = PrivateFiles.unsafeFolderReason(directory) {
            throw StoreError.unsafeFolder(path: directory, reason: reason)
        }
        do {
            if let reader = try readerIfCurrent(path) { return reader }
        } catch let error as SQLiteError {
            throw StoreError.opening(error, path: path)
        }
        // The reader is closed by now: a process has one WAL index a file, and a read-only one
        // would be the writer's too.
        return try open(path: path)
    }

    /// The database through a read-only connection where its header says it is this Spotter's
    /// latest; nil otherwise, the connection closed again.
    private static func readerIfCurrent(_ path: String) throws -> SpotterDatabase? {
        let (connection, kind) = try lookWithoutWriting(path)
        return kind == .spotter(version: Migrations.latestVersion, marked: true)
            ? SpotterDatabase(connection: connection) : nil
    }

    /// A read-only connection and what the file's header says, with the WAL index read-only too
    /// where the `-shm` file is there (SQLiteConnection's `readOnlySharedMemory`): a call every
    /// second then writes nothing. Where that fails (the `-shm` file went before the first read,
    /// or its writer is still building the index) or the header cannot tell, it opens as any
    /// reader does, and SQLite makes the index.
    private static func lookWithoutWriting(_ path: String) throws -> (SQLiteConnection, FileKind?) {
        if access(path + "-shm", F_OK) == 0,
            let connection = try? SQLiteConnection(path: path, readOnly: true, readOnlySharedMemory: true),
            let kind = try? FileKind.header(connection)
        {
            return (connection, kind)
        }
        let connection = try SQLiteConnection(path: path, readOnly: true)
        return (connection, try FileKind.header(connection))
    }

    /// What is at the database path, read without writing.
    enum FileKind: Equatable {
        /// Empty, or a file with no tables and no marks: a first run (or one that was cut off).
        case new
        /// Spotter's; `marked` is false for a database from before the application id.
        case spotter(version: Int, marked: Bool)
        case foreign

        static func of(_ connection: SQLiteConnection) throws -> FileKind {
            if let marked = try header(connection) { return marked }
            let version = try connection.scalarInt("PRAGMA user_version") ?? 0
            let tables = Set(
                try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.string(0) })
            let objects = try connection.scalarInt("SELECT COUNT(*) FROM sqlite_schema") ?? 0
            if objects == 0 && version == 0 { return .new }
            // Before the application id, a Spotter database is one whose version and tables agree.
            if version >= 1, Migrations.tables(upTo: version).isSubset(of: tables) {
                return .spotter(version: version, marked: false)
            }
            return .foreign
        }

        /// What the file's header alone says (its application id and schema version): Spotter's
        /// marked file or a foreign one; nil when only the schema can tell (no id yet).
        static func header(_ connection: SQLiteConnection) throws -> FileKind? {
            let id = try connection.scalarInt("PRAGMA application_id") ?? 0
            if id == Int(SpotterDatabase.applicationID) {
                return .spotter(version: try connection.scalarInt("PRAGMA user_version") ?? 0, marked: true)
            }
            return id == 0 ? nil : .foreign
        }
    }

    /// A new database in one transaction: every migration, the seed, then the marks. False when
    /// the file was no longer empty once the write lock was held (another first run won).
    private func create(seed: StoredPlan?) throws -> Bool {
        try connection.transaction {
            guard try FileKind.of(connection) == .new else { return false }
            for migration in Migrations.all where !migration.sql.isEmpty { try connection.execute(migration.sql) }
            if let seed { try writeSeed(seed) }
            try connection.execute("PRAGMA application_id = \(Self.applicationID)")
            try connection.execute("PRAGMA user_version = \(Migrations.latestVersion)")
            return true
        }
    }

    private func migrate(from current: Int, marked: Bool, seed: StoredPlan?) throws {
        for migration in Migrations.all where migration.version > current {
            try connection.transaction {
                // Another process may have applied it while this one waited for the lock.
                guard try schemaVersion() < migration.version else { return }
                if !migration.sql.isEmpty { try connection.execute(migration.sql) }
                if migration.version == Migration.catalogue.version { try linkToCatalogue() }
                // The aggregates are filled once, after the last step of their tables (`rebuildAggregates`
                // writes every table of them); a file that had them (15) has its sessions copied by 16.
                if migration.version == Migration.sessionsByStart.version, current < Migration.exerciseSessions.version
                {
                    try rebuildAggregates()
                }
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
        }
        guard !marked else { return }
        try connection.transaction {
            guard try connection.scalarInt("PRAGMA application_id") == 0 else { return }
            // An older Spotter wrote the schema and the demo plan in separate steps, and one cut off
            // between them left no plan at all; no exercise is ever deleted, so none means never seeded.
            let exercises = try connection.scalarInt("SELECT COUNT(*) FROM exercises") ?? 0
            let templates = try connection.scalarInt("SELECT COUNT(*) FROM templates") ?? 0
            if let seed, exercises == 0, templates == 0 { try writeSeed(seed) }
            try connection.execute("PRAGMA application_id = \(Self.applicationID)")
        }
    }

    /// The schema version of the open file.
    public func schemaVersion() throws -> Int { try connection.scalarInt("PRAGMA user_version") ?? 0 }

    // MARK: meta

    public func meta(_ key: String) throws -> String? {
        try connection.scalarString("SELECT value FROM meta WHERE key = ?", key)
    }

    public func setMeta(_ key: String, _ value: String?) throws {
        if let value {
            try connection.run(
                "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                key, value)
        } else {
            try connection.run("DELETE FROM meta WHERE key = ?", key)
        }
    }
}
