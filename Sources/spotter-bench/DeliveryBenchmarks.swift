import FoundationEssentials
import Glibc
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem

/// How late a rest alert reaches a real notification server with the TUI closed, per scheduler,
/// and what the agent costs while it waits. Needs the test peers (dunst, Xvfb; root for systemd).
enum DeliveryBenchmarks {
    static var all: [Benchmark] {
        [
            Benchmark(name: "delivery-agent", run: agent),
            Benchmark(name: "delivery-systemd", run: systemd),
        ]
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/SpotterDeliveryTests/Fixtures").path
    /// The `spotter` built next to this benchmark.
    static var spotter: String {
        PathText.folder(ProgramFile.path ?? CommandLine.arguments[0]) + "/spotter"
    }

    /// A private bus with dunst; returns its environment and a stopper.
    static func peers(_ dir: String) throws -> [String: String] {
        let r = try Subprocess.run(["bash", fixtures + "/notification-peers.sh", "start", dir])
        guard r.status == 0 else { throw BenchError("notification peers: \(r.stderr)") }
        var env = ProcessInfo.processInfo.environment
        for line in r.stdout.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { env[String(kv[0])] = kv[1].trimming(charactersIn: "'") }
        }
        return env
    }

    /// An open workout resting until `deadline`, consent given, its rest alert scheduled.
    static func restingWorkout(_ delivery: DeliveryService, until deadline: Date, index: Int) throws {
        let db = delivery.db
        let now = Date()
        if let open = try db.openWorkout() { try db.finishWorkout(id: open.id, at: now) }
        let w = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-06-01")!, at: now)
        try db.saveLiveSession(LiveSessionRecord(workoutId: w.id, restStartedAt: now, restEndsAt: deadline), at: now)
        try db.setRestAlertConsent(.allowed, at: now)
        try delivery.schedule(
            PlannedNotification(
                id: NotificationID.restAlert(workoutId: w.id), kind: .restAlert, fireAt: deadline,
                validUntil: deadline.addingTimeInterval(60), title: "Rest over", body: "bench \(index)",
                actions: [.addThirtySeconds, .nextSet]),
            group: .live)
    }

    /// Lateness of each "shown" in the log, parsed from "(+0.123 s after its time)".
    static func latenesses(_ db: SpotterDatabase) throws -> [Double] {
        try db.recentDeliveries(limit: 50).filter { $0.outcome == "shown" }.compactMap { r in
            r.detail.split(separator: " ").first.flatMap {
                Double($0.trimming(charactersIn: "(+"))
            }
        }
    }

    static func report(_ label: String, _ late: [Double], expected: Int) {
        guard !late.isEmpty else {
            print("\(label): no rest alert arrived (expected \(expected))")
            return
        }
        let sorted = late.sorted()
        print(
            "\(label): \(late.count)/\(expected) rest alerts shown; lateness median "
                + "\(FixedPoint.text(sorted[sorted.count / 2], decimals: 3)) s, "
                + "max \(FixedPoint.text(sorted.last!, decimals: 3)) s (target < 1 s)")
    }

    static func rounds(_ delivery: DeliveryService, count: Int) throws {
        for i in 0..<count {
            let deadline = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 2).rounded(.up))
            try restingWorkout(delivery, until: deadline, index: i)
            Sleep.seconds(deadline.timeIntervalSinceNow + 1.2)
        }
    }

    static func agent() throws {
        let dir =
            FileManager.default.temporaryDirectory.path + "/" + "spotter-bench-agent-\(UUID().uuidString.prefix(8))"
        var env = try peers(dir + "/peers")
        defer { _ = try? Subprocess.run(["bash", fixtures + "/notification-peers.sh", "stop", dir + "/peers"]) }
        env["SPOTTER_HOME"] = dir
        env["SPOTTER_SCHEDULER"] = "agent"
        let paths = SpotterPaths(root: dir)
        let db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        let delivery = DeliveryService(db: db, paths: paths, environment: env, zone: .utc, executable: spotter)
        let pid = try Subprocess.spawnBackground([spotter, "agent", "run"], environment: env)
        defer { kill(pid, SIGTERM) }
        Sleep.seconds(0.5)
        try rounds(delivery, count: 3)
        report("agent", try latenesses(db), expected: 3)

        // Idle: nothing due for 10 s. A process that polls would wake many times; this one should not.
        try db.replaceOutbox(.live, with: [], now: Date())
        try db.replaceOutbox(.plan, with: [], now: Date())
        Sleep.seconds(0.3)
        let before = ProcStat(pid: pid)
        Sleep.seconds(10)
        let after = ProcStat(pid: pid)
        print(
            "agent idle 10 s: "
                + FixedPoint.text(
                    Double(after.cpuTicks - before.cpuTicks) / Double(sysconf(Int32(_SC_CLK_TCK))) / 10 * 100,
                    decimals: 3)
                + "% CPU, \(after.wakeUps - before.wakeUps) wake-ups (voluntary context switches), RSS \(after.rssKB) kB"
        )
    }

    static func systemd() throws {
        guard getuid() == 0 else {
            print("systemd: skipped (needs root to start systemd --user in a private mount namespace)")
            return
        }
        let dir =
            FileManager.default.temporaryDirectory.path + "/" + "spotter-bench-systemd-\(UUID().uuidString.prefix(8))"
        var env = try peers(dir + "/peers")
        defer { _ = try? Subprocess.run(["bash", fixtures + "/notification-peers.sh", "stop", dir + "/peers"]) }
        let started = try Subprocess.run(["bash", fixtures + "/systemd-user.sh", "start", dir + "/sd"])
        guard started.status == 0 else { throw BenchError("systemd --user: \(started.stderr)") }
        defer { _ = try? Subprocess.run(["bash", fixtures + "/systemd-user.sh", "stop", dir + "/sd"]) }
        env["XDG_RUNTIME_DIR"] = dir + "/sd/runtime"
        env["SPOTTER_HOME"] = dir
        env["SPOTTER_SCHEDULER"] = "systemd"
        let paths = SpotterPaths(root: dir)
        let db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        let delivery = DeliveryService(db: db, paths: paths, environment: env, zone: .utc, executable: spotter)
        try rounds(delivery, count: 3)
        report("systemd timers (AccuracySec=1s)", try latenesses(db), expected: 3)
    }
}

/// CPU ticks, voluntary context switches and resident memory of a process, from /proc.
struct ProcStat {
    var cpuTicks = 0
    var wakeUps = 0
    var rssKB = 0

    init(pid: pid_t) {
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the command: state is field 3, utime 14, stime 15 (1-based in proc(5)).
            if fields.count > 13 { cpuTicks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) }
        }
        if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) {
            for line in status.split(separator: "\n") {
                let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
                if parts.first == "voluntary_ctxt_switches" { wakeUps = Int(parts.last ?? "") ?? 0 }
                if parts.first == "VmRSS", parts.count >= 2 { rssKB = Int(parts[1]) ?? 0 }
            }
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
