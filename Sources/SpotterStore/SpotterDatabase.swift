import Foundation
import SpotterCore

/// Why a database could not be opened.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    /// The file was written by a newer Spotter; it is left exactly as it is.
    case newerSchema(path: String, fileVersion: Int, knownVersion: Int)
    case notFound(String)
    case invalid(String)

    public var description: String {
        switch self {
        case .newerSchema(let path, let file, let known):
            return
                "\(path) has schema version \(file), but this Spotter knows only up to version \(known). Upgrade Spotter; the file was not changed."
        case .notFound(let what): return "not found: \(what)"
        case .invalid(let why): return why
        }
    }
}

/// The one SQLite file that holds everything: opened in WAL mode with foreign keys on,
/// migrated to the latest schema, and refused (untouched) when it is newer than this code.
///
/// ```swift
/// let db = try SpotterDatabase.open(path: paths.databaseFile)
/// let prefs = try db.preferences()
/// ```
public final class SpotterDatabase {
    public let connection: SQLiteConnection
    public var path: String { connection.path }

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// Opens or creates the database and brings its schema up to date.
    ///
    /// - Parameter seedDemo: gives a brand-new database the demo plan.
    public static func open(path: String, seedDemo: Bool = true) throws -> SpotterDatabase {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let connection = try SQLiteConnection(path: path)
        // Read the version before anything that could write (journal mode, migrations).
        let version = try connection.scalarInt("PRAGMA user_version") ?? 0
        guard version <= Migrations.latestVersion else {
            throw StoreError.newerSchema(path: path, fileVersion: version, knownVersion: Migrations.latestVersion)
        }
        try connection.execute("PRAGMA journal_mode=WAL")
        // FULL: every commit fsyncs the WAL, so a saved set survives a crash or power cut.
        try connection.execute("PRAGMA synchronous=FULL")
        try connection.execute("PRAGMA foreign_keys=ON")
        let db = SpotterDatabase(connection: connection)
        let isNew = version == 0
        try db.migrate(from: version)
        if isNew && seedDemo { try db.installDemoPlan() }
        return db
    }

    private func migrate(from current: Int) throws {
        for migration in Migrations.all where migration.version > current {
            try connection.transaction {
                if !migration.sql.isEmpty { try connection.execute(migration.sql) }
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
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
