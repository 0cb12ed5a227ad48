import Foundation

/// One PostgreSQL server for every club test of this run that needs no server of its own, each
/// test with its own database; the server is stopped when the test process exits.
///
/// ```swift
/// let (server, dsn) = try ClubTestServer.freshDatabase()
/// try server.psql(ClubTestServer.database(in: dsn), "SELECT count(*) FROM athletes")
/// ```
enum ClubTestServer {
    private static let shared: Result<PostgresServer, Error> = {
        let started = Result { try PostgresServer.start() }
        atexit {
            if case .success(let server) = ClubTestServer.shared { server.stop() }
        }
        return started
    }()

    static func freshDatabase() throws -> (server: PostgresServer, dsn: String) {
        let server = try shared.get()
        return (server, try server.createDatabase())
    }

    /// The database name in a DSN, for psql.
    static func database(in dsn: String) -> String {
        String(dsn.split(separator: " ").first { $0.hasPrefix("dbname=") }?.dropFirst(7) ?? "")
    }
}
