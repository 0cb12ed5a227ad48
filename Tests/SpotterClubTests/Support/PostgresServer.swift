import Foundation

/// A throwaway PostgreSQL 15 server for the club tests: `initdb` into a temporary folder,
/// `pg_ctl start` on a private Unix socket (and TCP only where a test asks), stopped and removed
/// by `stop()`.
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
    /// The port, which also names the Unix socket (`.s.PGSQL.PORT`).
    let port: Int
    /// Databases made so far: suites running at once each make their own.
    private let databases = NSLock()
    private var made = 0

    private init(dir: String, port: Int) {
        self.dir = dir
        self.port = port
    }

    /// `listen` gives TCP addresses to listen on besides the socket (each must exist already),
    /// and lets clients from 10.0.0.0/8 (the test's own hosts) in without a password, as the socket does.
    ///
    /// `password` instead makes the server listen on 127.0.0.1 at a free port and ask every TCP
    /// client for it (scram-sha-256), as a club's server on the network does; the socket stays trusted.
    static func start(listen: [String] = [], password: String? = nil) throws -> PostgresServer {
        guard FileManager.default.isExecutableFile(atPath: bin + "/initdb") else {
            throw ServerError("postgresql-15 is missing: run Tests/Scripts/install-test-deps.sh")
        }
        let dir = "/tmp/spotter-pg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir + "/sock", withIntermediateDirectories: true)
        let server = PostgresServer(dir: dir, port: password == nil ? 5432 : try freeLoopbackPort())
        if getuid() == 0 { try server.shell(["/bin/chown", "-R", "postgres:postgres", dir], asServer: false) }
        // With a password, TCP clients are asked for it; the socket stays trusted for the test's psql.
        var auth = ["--auth=trust"]
        if let password {
            try (password + "\n").write(toFile: dir + "/pwfile", atomically: true, encoding: .utf8)
            if getuid() == 0 {
                try server.shell(["/bin/chown", "postgres:postgres", dir + "/pwfile"], asServer: false)
            }
            auth = ["--auth-local=trust", "--auth-host=scram-sha-256", "--pwfile=" + dir + "/pwfile"]
        }
        try server.shell(
            [bin + "/initdb", "-D", dir + "/data", "-U", "spotter"] + auth + ["-E", "UTF8", "--no-sync"])
        if !listen.isEmpty {
            // The test's own hosts, on private addresses it made.
            try server.appendToHBA("host all all 10.0.0.0/8 trust\n")
        }
        let addresses = listen + (password == nil ? [] : ["127.0.0.1"])
        try server.shell([
            bin + "/pg_ctl", "-D", dir + "/data", "-l", dir + "/server.log", "-w",
            "-o",
            "-k \(dir)/sock -p \(server.port) -c listen_addresses='\(addresses.joined(separator: ","))' -c fsync=off"
                + " -c max_connections=200" + (listen.isEmpty ? "" : " -c log_connections=on"),
            "start",
        ])
        return server
    }

    /// A port on 127.0.0.1 that nothing listens on now (the kernel's pick for a bound socket).
    private static func freeLoopbackPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw ServerError("no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private func appendToHBA(_ line: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/data/pg_hba.conf"))
        handle.seekToEndOfFile()
        handle.write(Data(line.utf8))
        try handle.close()
    }

    /// A connection string over TCP to 127.0.0.1 (a server started with a password).
    func tcpDSN(_ database: String, password: String) -> String {
        "host=127.0.0.1 port=\(port) user=spotter password=\(password) dbname=\(database)"
    }

    /// A fresh database on this server; its connection string.
    func createDatabase() throws -> String {
        let name = databases.withLock {
            made += 1
            return "t\(made)"
        }
        try shell([Self.bin + "/createdb", "-h", socketDir, "-p", "\(port)", "-U", "spotter", name])
        return dsn(name)
    }

    func dsn(_ database: String) -> String {
        "host=\(socketDir)" + (port == 5432 ? "" : " port=\(port)") + " user=spotter dbname=\(database)"
    }

    /// Runs a SQL script with psql; returns what it printed (unaligned, tuples only).
    @discardableResult
    func psql(_ database: String, _ sql: String) throws -> String {
        try shell([
            Self.bin + "/psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", socketDir, "-p", "\(port)", "-U",
            "spotter", "-d",
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
