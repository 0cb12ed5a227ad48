import SpotterClub
import SpotterCore
import Testing

/// A DSN shown in a message never carries its password, in either libpq form.
@Suite("Connection strings in messages")
struct ConnectionStringTests {
    @Test("redacted: key value password")
    func redacted_keyValuePassword() {
        #expect(
            ConnectionString.redacted("host=db user=coach password=s3cret dbname=club")
                == "host=db user=coach password=*** dbname=club")
        #expect(ConnectionString.redacted("password='s3 cr\\'et' host=db") == "password=*** host=db")
        #expect(ConnectionString.redacted("host=db PASSWORD = s3cret") == "host=db PASSWORD =***")
    }

    @Test("server: names host and port in both forms")
    func server_namesHostAndPortInBothForms() {
        #expect(ConnectionString.server("host=db.example.org port=6432 dbname=club") == "db.example.org:6432")
        #expect(ConnectionString.server("dbname=club host='db one'") == "db one:5432")
        #expect(ConnectionString.server("postgresql://coach:s3cret@db:6432/club") == "db:6432")
        #expect(ConnectionString.server("postgres://[::1]:7000/club") == "[::1]:7000")
        #expect(ConnectionString.server("postgres:///club?host=/run/pg") == "/run/pg:5432")
        #expect(ConnectionString.server("", environment: ["PGHOST": "h", "PGPORT": "1"]) == "h:1")
        #expect(ConnectionString.value("connect_timeout", in: "host=db connect_timeout=3") == "3")
    }

    @Test("redacted: uri password")
    func redacted_uriPassword() {
        #expect(
            ConnectionString.redacted("postgresql://coach:s3cret@db:5432/club") == "postgresql://coach:***@db:5432/club"
        )
        #expect(
            ConnectionString.redacted("postgres://db/club?user=coach&password=s3cret")
                == "postgres://db/club?user=coach&password=***")
        #expect(ConnectionString.redacted("postgresql://coach@db/club") == "postgresql://coach@db/club")
    }

    @Test("connection failure: names the DSN without the password")
    func connectionFailure_namesTheDSNWithoutThePassword() throws {
        let error = try #require(throws: (any Error).self) {
            try PGConnection(dsn: "host=/nonexistent-spotter-socket user=coach password=s3cret connect_timeout=2")
        }
        let text = "\(error)"
        #expect(!text.contains("s3cret"), "\(text)")
        #expect(text.contains("password=***"), "\(text)")
    }
}
