import Foundation
import SpotterCore
import SpotterStore
import SpotterSystem
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

/// The daily pass with nobody running `spotter dispatch`: `spotter sync` plans its wake-ups, the
/// scheduler (the real `spotter agent`, or timers of a real `systemd --user`) runs the pass at the
/// window, and today's workout reaches a real SMTP server (msmtp → aiosmtpd) once.
///
/// The zone is chosen so local time is near noon, and today's workout is set to go out at the next
/// whole minute (at least 4 s ahead): each test waits up to a minute for its window to open.
@Suite("The daily pass runs by itself", .serialized)
final class PassSchedulingEndToEndTests {
    let dir: String
    var env: [String: String]
    let smtp: SMTPPeer
    var systemdStarted = false
    var agentPid: pid_t = 0
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: AgentEndToEndTests.spotter) else {
            throw PeerError("no spotter binary at \(AgentEndToEndTests.spotter): run swift build first")
        }
        smtp = try SMTPPeer()
        dir = NSTemporaryDirectory() + "spotter-passrun-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = dir + "/home"
        env["SWIFT_BACKTRACE"] = "interactive=no"
        // A zone where it is about noon now, so the 6-hour window set below stays inside the day.
        let utcHour = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: Date()).hour!
        let offset = 12 - utcHour  // -11 … 12
        env["TZ"] = offset == 0 ? "Etc/GMT" : "Etc/GMT\(offset > 0 ? "-" : "+")\(abs(offset))"
    }

    deinit {
        if agentPid > 0 {
            kill(agentPid, SIGKILL)
            var status: Int32 = 0
            waitpid(agentPid, &status, 0)
        }
        if systemdStarted { _ = try? Shell.run(["bash", Self.fixtures + "/systemd-user.sh", "stop", dir]) }
    }

    @discardableResult
    func spotter(_ arguments: [String], stdin: String? = nil) throws -> Subprocess.Result {
        try Subprocess.run([AgentEndToEndTests.spotter] + arguments, environment: env, stdin: stdin)
    }

    var zone: Zone { Zone.named(env["TZ"]!) }

    /// The next whole minute at least 4 s from now: preferences hold times to the minute.
    static func nextMinute() -> Date {
        Date(timeIntervalSince1970: ((Date().timeIntervalSince1970 + 4) / 60).rounded(.up) * 60)
    }

    /// A plan with an easy run every day, mail to a real SMTP server, and today's workout going
    /// out at `opens`. Returns the id of the wake-up the pass should run at.
    func prepare(opens: Date) throws -> String {
        let cal = ZonedCalendar(timeZone: zone)
        var monday = cal.day(of: Date())
        while monday.weekday != .mon { monday = monday.adding(days: -1) }
        let week = "week:\n" + ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { "\($0): easy 5\n" }.joined()
        let plan =
            "plan: Every day\nstart: \(monday.iso)\npace: 5:00\nphase: Base\n" + String(repeating: week, count: 3)
        let planned = try spotter(["plan", "new", "--file", "-"], stdin: plan)
        try #require(planned.status == 0, "\(planned.stderr)")
        try #require(try spotter(["config", "set", "mail-to", "ana@example.org"]).status == 0)
        try #require(try spotter(["config", "set", "sendmail-command", smtp.msmtp.joined(separator: " ")]).status == 0)
        let db = try SpotterDatabase.open(path: SpotterPaths(environment: env)!.databaseFile)
        var prefs = try db.preferences()
        prefs.quietHours = nil
        prefs.todaysWorkoutAt = cal.time(of: opens)
        try db.savePreferences(prefs)
        return PassWakeups.id(opens, cal)
    }

    /// Waits for the mail and checks it came when the window opened, not before, and exactly once.
    func expectOneMailAt(_ opens: Date, wakeup: String) throws {
        #expect(smtp.messages().isEmpty, "nothing before the window opens")
        let db = try SpotterDatabase.open(path: SpotterPaths(environment: env)!.databaseFile)
        #expect(
            DispatchPeers.waitUntil(90) { smtp.messages().count == 1 },
            "no mail: \((try? db.recentDeliveries(limit: 5)) ?? [])")
        // Not early: the server stored it once the window had opened (its file's time, read
        // from the kernel's coarse clock, may lag the real one by a tick: 50 ms of slack).
        let received = try #require(smtp.receivedAt().first)
        #expect(received >= opens.addingTimeInterval(-0.05), "the mail came before the window opened: \(received)")
        #expect(smtp.messages().first?.contains("Subject: Today: Easy run, 5 km") == true)
        // The pass logs its run once it has finished sending: under the private systemd manager a
        // session bus answers with no notification server, so the desktop push waits out its D-Bus timeout.
        #expect(
            DispatchPeers.waitUntil(40) {
                (try? db.recentDeliveries(limit: 50).contains { $0.notificationId == wakeup && $0.outcome == "pass" })
                    == true
            })
        #expect(try !db.pendingPassWakeups().contains { $0.id == wakeup }, "fired once, not planned again")
        // One run logged, and it logs only after its sends: every mail it sent is in already.
        #expect(
            try db.recentDeliveries(limit: 50).filter { $0.notificationId == wakeup && $0.outcome == "pass" }.count == 1
        )
        #expect(smtp.messages().count == 1)
    }

    @Test("with the real agent, today's workout reaches the mail server at its window and nobody runs dispatch")
    func agent() throws {
        env["SPOTTER_SCHEDULER"] = "agent"
        let opens = Self.nextMinute()
        let wakeup = try prepare(opens: opens)
        agentPid = try Subprocess.spawnBackground([AgentEndToEndTests.spotter, "agent", "run"], environment: env)
        let synced = try spotter(["sync"])
        try #require(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("daily-pass runs planned"), "\(synced.stdout)")
        try expectOneMailAt(opens, wakeup: wakeup)
    }

    @Test(
        "with real systemd user timers, today's workout reaches the mail server at its window and nobody runs dispatch")
    func systemd() throws {
        let started = try Shell.run(["bash", Self.fixtures + "/systemd-user.sh", "start", dir])
        guard started.status == 0 else { throw PeerError("systemd --user did not start: \(started.stderr)") }
        systemdStarted = true
        env["XDG_RUNTIME_DIR"] = dir + "/runtime"
        env["SPOTTER_SCHEDULER"] = "systemd"
        let opens = Self.nextMinute()
        let wakeup = try prepare(opens: opens)
        let synced = try spotter(["sync"])
        try #require(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("scheduler systemd"), "\(synced.stdout)")
        func timers() throws -> [String] {
            try Shell.run(
                ["systemctl", "--user", "list-timers", "--all", "--no-legend", "--plain", "spotter-daily-pass-*"],
                environment: ["XDG_RUNTIME_DIR": dir + "/runtime"]
            ).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first { $0.hasSuffix(".timer") } }
                .map(String.init).sorted()
        }
        let armed = try timers()
        #expect(armed.contains(SystemdUserScheduler.unitName(id: wakeup, at: opens) + ".timer"), "\(armed)")
        let pending = try SpotterDatabase.open(path: SpotterPaths(environment: env)!.databaseFile).pendingPassWakeups()
        #expect(
            armed.count == pending.count && armed.count >= 28, "one timer per wake-up, two or more a day for 14 days")
        // A second sync changes nothing: the same timers, none added twice.
        #expect(try spotter(["sync"]).status == 0)
        #expect(try timers() == armed)
        try expectOneMailAt(opens, wakeup: wakeup)
    }

    @Test(
        "under systemd, a wake-up whose instant passed unrun while its window is open is started by the re-plan, until it has run"
    )
    func systemdCatchUp() throws {
        let started = try Shell.run(["bash", Self.fixtures + "/systemd-user.sh", "start", dir])
        guard started.status == 0 else { throw PeerError("systemd --user did not start: \(started.stderr)") }
        systemdStarted = true
        env["XDG_RUNTIME_DIR"] = dir + "/runtime"
        env["SPOTTER_SCHEDULER"] = "systemd"
        env["SPOTTER_HOME"] = dir  // record-fire.sh writes fired.log here
        let paths = SpotterPaths(environment: env)!
        let db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        let cal = ZonedCalendar(timeZone: zone)
        var prefs = try db.preferences()
        prefs.quietHours = nil
        let opened = Date().addingTimeInterval(-30 * 60)
        prefs.todaysWorkoutAt = cal.time(of: opened)
        try db.savePreferences(prefs)
        let delivery = DeliveryService(
            db: db, paths: paths, environment: env, zone: zone, executable: Self.fixtures + "/record-fire.sh")
        let id = PassWakeups.id(cal.instant(cal.day(of: opened), cal.time(of: opened)), cal)
        func fired() -> [String] {
            ((try? String(contentsOfFile: dir + "/fired.log", encoding: .utf8)) ?? "").split(separator: "\n")
                .map { String($0.split(separator: " ", maxSplits: 1).last ?? "") }
        }
        try delivery.replanPassWakeups(prefs: prefs)
        #expect(DispatchPeers.waitUntil(5) { fired().count == 1 })
        #expect(fired().first?.hasPrefix("fire \(id) --at ") == true, "\(fired())")
        // The stand-in did not claim it (a real `spotter fire` would): the next re-plan starts it again.
        try delivery.replanPassWakeups(prefs: prefs)
        #expect(DispatchPeers.waitUntil(5) { fired().count == 2 })
        _ = try db.claimPassWakeup(id: id, now: Date())
        try delivery.replanPassWakeups(prefs: prefs)
        Thread.sleep(forTimeInterval: 1)
        #expect(fired().count == 2, "once it has run, re-planning inside its window starts nothing")
        #expect(try db.pendingPassWakeups().allSatisfy { $0.wakeup.at > Date() && $0.scheduledWith != nil })
    }
}
