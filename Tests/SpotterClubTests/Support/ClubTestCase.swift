import Foundation
import XCTest

/// A test class with one PostgreSQL server for all its tests, each test with its own database;
/// the server is stopped when the class ends, whether its tests passed or not.
class ClubTestCase: XCTestCase {
    nonisolated(unsafe) static var servers: [String: PostgresServer] = [:]
    var server: PostgresServer!
    var dsn = ""

    override func setUpWithError() throws {
        let key = String(describing: type(of: self))
        if let running = Self.servers[key] {
            server = running
        } else {
            server = try PostgresServer.start()
            Self.servers[key] = server
        }
        dsn = try server.createDatabase()
    }

    override class func tearDown() {
        servers.removeValue(forKey: String(describing: self))?.stop()
        super.tearDown()
    }

    /// The database name in `dsn`, for psql.
    var database: String { String(dsn.split(separator: " ").first { $0.hasPrefix("dbname=") }?.dropFirst(7) ?? "") }
}
