import Foundation
import SpotterClub
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem

/// The club's daily pass over 100,000 athletes on PostgreSQL at 1, 4 and 8 workers, beside the
/// same pass on the SQLite ledger, at a fixed instant at which every athlete's workout is due.
///
/// A throwaway PostgreSQL 15 server is started for it (`initdb`, durable: fsync on, on this
/// machine's disk) and stopped at the end. Each round is a whole pass: read every athlete, decide,
/// claim (batches of 200 in one statement), write the mail into a Maildir, settle. The Maildir is
/// in /dev/shm when there is one, so the figure is the pass and the database rather than two
/// fsyncs per message file; `SPOTTER_BENCH_MAILDIR` puts it elsewhere (a disk folder measures
/// the disk). `SPOTTER_BENCH_ATHLETES` and `SPOTTER_BENCH_SQLITE_ATHLETES` make runs smaller.
func clubBenchmark() throws {
    let env = ProcessInfo.processInfo.environment
    let athletes = Int(env["SPOTTER_BENCH_ATHLETES"] ?? "") ?? 100_000
    let sqliteAthletes = Int(env["SPOTTER_BENCH_SQLITE_ATHLETES"] ?? "") ?? 20_000
    let shm = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let mailRoot = (env["SPOTTER_BENCH_MAILDIR"] ?? shm) + "/spotter-bench-mail-\(UUID().uuidString.prefix(8))"
    let server = try BenchPostgres.start()
    defer {
        server.stop()
        try? FileManager.default.removeItem(atPath: mailRoot)
    }
    let club = try ClubDatabase.open(dsn: server.dsn, migrate: true)
    try club.seedBenchAthletes(athletes)
    let now = ClubBenchInstant.now
    print(
        "\(athletes) athletes in \(ClubBenchInstant.zones.joined(separator: ", ")), deciding at \(ClubBenchInstant.text); Maildir in \(mailRoot)"
    )
    func run(_ label: String, fresh: Bool, _ body: () throws -> FleetSummary, count: Int) throws {
        if fresh {
            try? FileManager.default.removeItem(atPath: mailRoot)
        }
        let start = Date()
        let summary = try body()
        let seconds = Date().timeIntervalSince(start)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: mailRoot + "/new").count) ?? 0
        print(
            "\(label): \(count) athletes in \(FixedPoint.text(seconds, decimals: 2)) s = \(Int(Double(count) / seconds)) athletes/s,"
                + " \(summary.sent) messages sent (\(files) in the Maildir; already claimed \(summary.alreadyClaimed),"
                + " failed \(summary.failed))")
    }
    for workers in [1, 4, 8] {
        try club.connection.execute("TRUNCATE claims")
        try run(
            "PostgreSQL, \(workers) worker\(workers == 1 ? "" : "s")", fresh: true,
            {
                try ClubDispatch(
                    dsn: server.dsn, now: now, workers: workers, mail: { MaildirTransport(path: mailRoot) }
                )
                .run()
            }, count: athletes)
    }
    try run(
        "PostgreSQL, 8 workers, again (every claim taken)", fresh: false,
        {
            try ClubDispatch(dsn: server.dsn, now: now, workers: 8, mail: { MaildirTransport(path: mailRoot) }).run()
        }, count: athletes)

    // The same athletes, decided the same way, on the SQLite ledger (one process, one file).
    try club.connection.execute("DELETE FROM athletes WHERE substr(id, 2)::int >= $1", [String(sqliteAthletes)])
    let users = try ClubDispatch.athletesAsDecided(club, now: now, zones: SystemZones.shared.lookup).users
    try BenchInstant.requireWork(users.map(\.input))
    let dir = NSTemporaryDirectory() + "/spotter-bench-sqlite-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let db = try SpotterDatabase.open(path: dir + "/ledger.sqlite", seedDemo: false)
    try run(
        "SQLite ledger, 1 process", fresh: true,
        {
            try DispatchFleet(
                ledger: db.claimsLedger, mail: { _ in MaildirTransport(path: mailRoot) }, push: { _ in nil }
            )
            .run(users)
        }, count: users.count)
}

/// 08:30 UTC on Tuesday 2026-12-01 in four zones from 07:30 to 10:30 local: after the default
/// quiet hours and inside today's-workout window everywhere, on a plan with a run every day.
enum ClubBenchInstant {
    static let text = "2026-12-01T08:30:00Z"
    static let now = ISOInstant.parse(text)!
    static let zones = ["Atlantic/Azores", "Europe/London", "Europe/Berlin", "Europe/Helsinki"]
    static let plan = """
        plan: Every day
        start: 2026-11-30
        phase: Base
        week:
        mon: easy 5
        tue: easy 5
        wed: easy 5
        thu: easy 5
        fri: easy 5
        sat: long 10
        sun: easy 5

        """
}

extension ClubDatabase {
    /// `a0` … `aN-1`, round the benchmark's zones, all on the every-day plan: one statement.
    fileprivate func seedBenchAthletes(_ count: Int) throws {
        let zones = "{" + ClubBenchInstant.zones.map { "\"\($0)\"" }.joined(separator: ",") + "}"
        try connection.execute(
            """
            INSERT INTO athletes(id, email, zone, plan)
            SELECT 'a' || i, 'a' || i || '@club.example', ($2::text[])[1 + i % 4], $3
            FROM generate_series(0, $1::int - 1) AS i
            """, [String(count), zones, ClubBenchInstant.plan])
    }
}

/// A throwaway PostgreSQL 15 server for the benchmark, on a private socket, durable (fsync on).
/// As root it runs as the `postgres` user, since `initdb` refuses root.
struct BenchPostgres {
    static let bin = "/usr/lib/postgresql/15/bin"
    let dir: String
    var dsn: String { "host=\(dir)/sock user=spotter dbname=postgres" }

    static func start() throws -> BenchPostgres {
        guard FileManager.default.isExecutableFile(atPath: bin + "/initdb") else {
            throw BenchError("postgresql-15 is missing (\(bin)/initdb): apt-get install postgresql-15")
        }
        let server = BenchPostgres(dir: NSTemporaryDirectory() + "/spotter-bench-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: server.dir + "/sock", withIntermediateDirectories: true)
        if getuid() == 0 { try server.shell(["/bin/chown", "-R", "postgres:postgres", server.dir], asServer: false) }
        try server.shell([bin + "/initdb", "-D", server.dir + "/data", "-U", "spotter", "--auth=trust", "-E", "UTF8"])
        try server.shell([
            bin + "/pg_ctl", "-D", server.dir + "/data", "-l", server.dir + "/server.log", "-w",
            "-o", "-k \(server.dir)/sock -c listen_addresses='' -c max_connections=100", "start",
        ])
        return server
    }

    func stop() {
        _ = try? shell([Self.bin + "/pg_ctl", "-D", dir + "/data", "-m", "fast", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func shell(_ arguments: [String], asServer: Bool = true) throws {
        let argv = asServer && getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + arguments : arguments
        // posix_spawn and waitpid: Foundation's Process did not return for a runuser whose
        // grandchild (the server) lives on.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, dir + "/spawn.err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else {
            throw BenchError("cannot start \(argv[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            let err = (try? String(contentsOfFile: dir + "/spawn.err", encoding: .utf8)) ?? ""
            throw BenchError("\(arguments.joined(separator: " ")) failed: \(err)")
        }
    }
}
