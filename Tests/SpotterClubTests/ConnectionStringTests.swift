import SpotterClub
import SpotterCore
import XCTest

/// A DSN shown in a message never carries its password, in either libpq form.
final class ConnectionStringTests: XCTestCase {
    func testRedacted_keyValuePassword() {
        XCTAssertEqual(
            ConnectionString.redacted("host=db user=coach password=s3cret dbname=club"),
            "host=db user=coach password=*** dbname=club")
        XCTAssertEqual(ConnectionString.redacted("password='s3 cr\\'et' host=db"), "password=*** host=db")
        XCTAssertEqual(ConnectionString.redacted("host=db PASSWORD = s3cret"), "host=db PASSWORD =***")
    }

    func testServer_namesHostAndPortInBothForms() {
        XCTAssertEqual(ConnectionString.server("host=db.example.org port=6432 dbname=club"), "db.example.org:6432")
        XCTAssertEqual(ConnectionString.server("dbname=club host='db one'"), "db one:5432")
        XCTAssertEqual(ConnectionString.server("postgresql://coach:s3cret@db:6432/club"), "db:6432")
        XCTAssertEqual(ConnectionString.server("postgres://[::1]:7000/club"), "[::1]:7000")
        XCTAssertEqual(ConnectionString.server("postgres:///club?host=/run/pg"), "/run/pg:5432")
        XCTAssertEqual(ConnectionString.server("", environment: ["PGHOST": "h", "PGPORT": "1"]), "h:1")
        XCTAssertEqual(ConnectionString.value("connect_timeout", in: "host=db connect_timeout=3"), "3")
    }

    func testRedacted_uriPassword() {
        XCTAssertEqual(
            ConnectionString.redacted("postgresql://coach:s3cret@db:5432/club"), "postgresql://coach:***@db:5432/club")
        XCTAssertEqual(
            ConnectionString.redacted("postgres://db/club?user=coach&password=s3cret"),
            "postgres://db/club?user=coach&password=***")
        XCTAssertEqual(ConnectionString.redacted("postgresql://coach@db/club"), "postgresql://coach@db/club")
    }

    func testConnectionFailure_namesTheDSNWithoutThePassword() {
        XCTAssertThrowsError(
            try PGConnection(dsn: "host=/nonexistent-spotter-socket user=coach password=s3cret connect_timeout=2")
        ) {
            let text = "\($0)"
            XCTAssertFalse(text.contains("s3cret"), text)
            XCTAssertTrue(text.contains("password=***"), text)
        }
    }
}
