import Foundation
import XCTest

/// A throwaway PostgreSQL 15 server for one test class: `initdb` into a temporary folder,
/// `pg_ctl start` on a private Unix socket (no TCP), stopped and removed by `stop()`.
///
/// ```swift
/// let server = try PostgresServer.start()
/// let dsn = try server.createDatabase()     // "host=/tmp/…/sock user=spotter dbname=t…"
/// server.stop()
/// ```
/// `initdb` refuses root, so as root the server runs as the `postgres` user (runuser); the
/// folder is handed to it. fsync is off: these tests check exactly-once, not power cuts.
final class PostgresServer: @unchecked Sendable {
    static let bin = "/usr/lib/postgresql/15/bin"
    let dir: String
    var socketDir: String { dir + "/sock" }
    private var databases = 0

    private init(dir: String) { self.dir = dir }

    /// `listen` gives TCP addresses to listen on besides the socket (each must exist already),
    /// and lets clients from 10.0.0.0/8 (the test's own hosts) in without a password, as the socket does.
    static func start(listen: [String] = []) throws -> PostgresServer {
        guard FileManager.default.isExecutableFile(atPath: bin + "/initdb") else {
            throw XCTSkip("postgresql-15 is missing: run Tests/Scripts/install-test-deps.sh")
        }
        let dir = "/tmp/spotter-pg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir + "/sock", withIntermediateDirectories: true)
        let server = PostgresServer(dir: dir)
        if getuid() == 0 { try server.shell(["/bin/chown", "-R", "postgres:postgres", dir], asServer: false) }
        try server.shell([
            bin + "/initdb", "-D", dir + "/data", "-U", "spotter", "--auth=trust", "-E", "UTF8", "--no-sync",
        ])
        if !listen.isEmpty {
            // The test's own hosts, on private addresses it made.
            let hba = "host all all 10.0.0.0/8 trust\n"
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/data/pg_hba.conf"))
            handle.seekToEndOfFile()
            handle.write(Data(hba.utf8))
            try handle.close()
        }
        try server.shell([
            bin + "/pg_ctl", "-D", dir + "/data", "-l", dir + "/server.log", "-w",
            "-o",
            "-k \(dir)/sock -c listen_addresses='\(listen.joined(separator: ","))' -c fsync=off -c max_connections=200"
                + (listen.isEmpty ? "" : " -c log_connections=on"),
            "start",
        ])
        return server
    }

    /// A fresh database on this server; its connection string.
    func createDatabase() throws -> String {
        databases += 1
        let name = "t\(databases)"
        try shell([Self.bin + "/createdb", "-h", socketDir, "-U", "spotter", name])
        return dsn(name)
    }

    func dsn(_ database: String) -> String { "host=\(socketDir) user=spotter dbname=\(database)" }

    /// Runs a SQL script with psql; returns what it printed (unaligned, tuples only).
    @discardableResult
    func psql(_ database: String, _ sql: String) throws -> String {
        try shell([
            Self.bin + "/psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", socketDir, "-U", "spotter", "-d",
            database, "-c", sql,
        ])
    }

    func stop() {
        _ = try? shell([Self.bin + "/pg_ctl", "-D", dir + "/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: dir)
    }

    @discardableResult
    private func shell(_ arguments: [String], asServer: Bool = true) throws -> String {
        let argv = asServer && getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + arguments : arguments
        let out = "\(dir)/cmd-\(UUID().uuidString.prefix(8))"
        defer {
            unlink(out + ".1")
            unlink(out + ".2")
        }
        let status = try Spawn.run(argv, stdout: out + ".1", stderr: out + ".2")
        let stdout = (try? String(contentsOfFile: out + ".1", encoding: .utf8)) ?? ""
        guard status == 0 else {
            let stderr = (try? String(contentsOfFile: out + ".2", encoding: .utf8)) ?? ""
            throw ServerError("\(arguments.joined(separator: " ")): exit \(status): \(stderr)")
        }
        return stdout
    }

    struct ServerError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
