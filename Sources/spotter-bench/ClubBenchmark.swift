import FoundationEssentials
import Glibc
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
/// claim (batches of 200 in one statement), write the mail into a Maildir and push every tenth
/// athlete to a local ntfy-style stub over kept HTTP connections, settling each push as it is
/// sent and the mails (named from their claims, so delivered once) together at the end of each batch. The athletes are imported first from an athletes file on six plans, and that import is
/// timed too; each round prints the pass's peak memory. The Maildir is
/// in /dev/shm when there is one, so the figure is the pass and the database rather than two
/// fsyncs per message file; `SPOTTER_BENCH_MAILDIR` puts it elsewhere (a disk folder measures
/// the disk). `SPOTTER_BENCH_ATHLETES` and `SPOTTER_BENCH_SQLITE_ATHLETES` make runs smaller;
/// `SPOTTER_BENCH_WORKERS=1,4` picks the worker counts.
///
/// Each round prints its CPU time beside the wall time: this process's (user + system, every
/// thread) and the PostgreSQL server's (every backend and helper process), so a run on a machine
/// shared with other work still compares with another.
func clubBenchmark() throws {
    let env = ProcessInfo.processInfo.environment
    let athletes = Int(env["SPOTTER_BENCH_ATHLETES"] ?? "") ?? 100_000
    let workerCounts = (env["SPOTTER_BENCH_WORKERS"] ?? "1,4,8").split(separator: ",").compactMap { Int($0) }
    let sqliteAthletes = Int(env["SPOTTER_BENCH_SQLITE_ATHLETES"] ?? "") ?? 20_000
    let shm =
        FileManager.default.fileExists(atPath: "/dev/shm")
        ? "/dev/shm" : FileManager.default.temporaryDirectory.path + "/"
    let mailRoot = (env["SPOTTER_BENCH_MAILDIR"] ?? shm) + "/spotter-bench-mail-\(UUID().uuidString.prefix(8))"
    let server = try BenchPostgres.start()
    let files = FileManager.default.temporaryDirectory.path + "/spotter-bench-club-\(UUID().uuidString.prefix(8))"
    let push = try PushStub.start(in: files + "/push")
    defer {
        server.stop()
        push.stop()
        try? FileManager.default.removeItem(atPath: mailRoot)
        try? FileManager.default.removeItem(atPath: files)
    }
    let club = try ClubDatabase.open(dsn: server.dsn, migrate: true)
    // The athletes come in as an administrator brings them: a file on six plans, 10 % on push.
    let athletesFile = try ClubBenchSetup.writeFiles(athletes: athletes, pushBase: push.base, in: files)
    let imported = try ClubBenchSetup.importFile(athletesFile, into: club)
    print(
        "import: \(imported.athletes) athletes on 6 plans, \(imported.athletes / 10) ntfy endpoints, in "
            + "\(FixedPoint.text(imported.seconds, decimals: 2)) s (parse the file and each plan once, then one statement per 5,000)"
    )
    let now = ClubBenchInstant.now
    print(
        "\(athletes) athletes in \(ClubBenchInstant.zones.joined(separator: ", ")), deciding at \(ClubBenchInstant.text); Maildir in \(mailRoot); pushes to \(push.base)"
    )
    func run(_ label: String, fresh: Bool, _ body: () throws -> FleetSummary, count: Int) throws {
        if fresh {
            try? FileManager.default.removeItem(atPath: mailRoot)
        }
        let start = Date()
        let cpuBefore = (client: CPUTime.ofThisProcess(), server: server.cpuSeconds(), stub: push.cpuSeconds())
        let pushesBefore = push.received()
        PeakMemory.reset()
        let residentBefore = PeakMemory.megabytes()
        let summary = try body()
        let seconds = Date().timeIntervalSince(start)
        let client = CPUTime.ofThisProcess() - cpuBefore.client
        let serverCPU = server.cpuSeconds() - cpuBefore.server
        let stubCPU = push.cpuSeconds() - cpuBefore.stub
        let files = (try? FileManager.default.contentsOfDirectory(atPath: mailRoot + "/new").count) ?? 0
        print(
            "\(label): \(count) athletes in \(FixedPoint.text(seconds, decimals: 2)) s = \(Int(Double(count) / seconds)) athletes/s,"
                + " \(summary.sent) messages sent (\(files) in the Maildir; already claimed \(summary.alreadyClaimed),"
                + " failed \(summary.failed); \(push.received() - pushesBefore) pushes at the stub);"
                + " CPU \(Int(client * 1000)) ms here + \(Int(serverCPU * 1000)) ms PostgreSQL"
                + " = \(Int((client + serverCPU) / Double(max(count, 1)) * 1e6)) µs per athlete"
                + " (and \(Int(stubCPU * 1000)) ms the push stub);"
                + " peak memory \(Int(PeakMemory.megabytes())) MB (\(Int(residentBefore)) MB resident before)")
    }
    for workers in workerCounts {
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
    let dir = FileManager.default.temporaryDirectory.path + "/" + "/spotter-bench-sqlite-\(UUID().uuidString.prefix(8))"
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

/// A throwaway PostgreSQL 15 server for the benchmark, on a private socket, durable (fsync on).
/// As root it runs as the `postgres` user, since `initdb` refuses root.
struct BenchPostgres {
    static let bin = "/usr/lib/postgresql/15/bin"
    let dir: String
    var dsn: String { "host=\(dir)/sock user=spotter dbname=postgres" }

    /// CPU seconds the server has used so far: the postmaster, its live children (backends,
    /// WAL writer, checkpointer) and the children that ended (which the kernel adds to the postmaster).
    func cpuSeconds() -> Double {
        guard let data = FileManager.default.contents(atPath: dir + "/data/postmaster.pid"),
            let pid = String(decoding: data, as: UTF8.self).split(separator: "\n").first.flatMap({ Int($0) })
        else { return 0 }
        var ticks = 0
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let stat = CPUTime.procStat(entry) else { continue }
            if stat.pid == pid {
                ticks += stat.ticks + stat.childTicks
            } else if stat.ppid == pid {
                ticks += stat.ticks
            }
        }
        return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func start() throws -> BenchPostgres {
        guard FileManager.default.isExecutableFile(atPath: bin + "/initdb") else {
            throw BenchError("postgresql-15 is missing (\(bin)/initdb): apt-get install postgresql-15")
        }
        let server = BenchPostgres(
            dir: FileManager.default.temporaryDirectory.path + "/" + "/spotter-bench-pg-\(UUID().uuidString.prefix(8))")
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

/// CPU time as the kernel counts it: this process's, or another's from `/proc/PID/stat`.
enum CPUTime {
    /// User plus system seconds of every thread of this process.
    static func ofThisProcess() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// One process's parent, its own user + system clock ticks, and those of its children that ended.
    static func procStat(_ pid: String) -> (pid: Int, ppid: Int, ticks: Int, childTicks: Int)? {
        guard let first = pid.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
            let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat")
        else { return nil }
        // `PID (COMM) STATE PPID …`: COMM may hold spaces, so the fields are counted after its `)`.
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Fields from STATE (field 3 of proc(5)): PPID is 4, utime 14, stime 15, cutime 16, cstime 17.
        func field(_ n: Int) -> Int { fields.count > n - 3 ? Int(fields[n - 3]) ?? 0 : 0 }
        guard let own = Int(pid) else { return nil }
        return (own, field(4), field(14) + field(15), field(16) + field(17))
    }
}
