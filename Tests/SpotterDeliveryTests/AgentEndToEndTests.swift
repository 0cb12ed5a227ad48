import Foundation
import SpotterCore
import SpotterStore
import SpotterSystem
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

/// The real `spotter agent` with the TUI closed: a rest alert reaches dunst on time, +30s pressed
/// there moves the rest in the store, and a second agent is refused.
@Suite("spotter agent for real", .serialized)
final class AgentEndToEndTests {
    let peers: NotificationPeers
    let env: [String: String]
    let delivery: DeliveryService
    var agentPid: pid_t = 0

    /// The `spotter` built next to this test bundle (`swift build` builds it first).
    static var spotter: String {
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: me).deletingLastPathComponent()
        while !dir.path.hasSuffix("debug") && !dir.path.hasSuffix("release") && dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("spotter").path
    }

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.spotter) else {
            throw PeerError("no spotter binary at \(Self.spotter): run swift build first")
        }
        peers = try NotificationPeers.start()
        var env = ProcessInfo.processInfo.environment.merging(peers.environment) { _, b in b }
        env["SPOTTER_HOME"] = peers.directory + "/home"
        env["SPOTTER_SCHEDULER"] = "agent"
        self.env = env
        let paths = SpotterPaths(environment: env)!
        let db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        delivery = DeliveryService(db: db, paths: paths, environment: env, zone: .utc, executable: Self.spotter)
        agentPid = try Subprocess.spawnBackground([Self.spotter, "agent", "run"], environment: env)
    }

    deinit {
        kill(agentPid, SIGTERM)
        var status: Int32 = 0
        waitpid(agentPid, &status, 0)
        peers.stop()
    }

    @Test("a rest alert arrives at its deadline, not before, and +30s pressed in dunst moves the rest")
    func restAlertOnTimeAndPlusThirty() throws {
        let db = delivery.db
        let now = Date()
        let w = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-06-01")!, at: now)
        let deadline = now.addingTimeInterval(1.5)
        try db.saveLiveSession(LiveSessionRecord(workoutId: w.id, restStartedAt: now, restEndsAt: deadline), at: now)
        try db.setRestAlertConsent(.allowed, at: now)
        try delivery.schedule(
            PlannedNotification(
                id: NotificationID.restAlert(workoutId: w.id), kind: .restAlert, fireAt: deadline,
                validUntil: deadline.addingTimeInterval(60), title: "Rest over", body: "Next: Bench press",
                actions: [.addThirtySeconds, .nextSet]),
            group: .live)
        let got = peers.waitForReceived(count: 1, timeout: 30)
        #expect(got.first?.summary == "Rest over")
        #expect(got.first?.urgency == "CRITICAL")
        // dunst has it before the agent has written its log line: wait for that line too.
        var logged: DeliveryRecord?
        _ = DispatchPeers.waitUntil(30) {
            logged = try? db.recentDeliveries().first { $0.outcome == "shown" }
            return logged != nil
        }
        let shown = try #require(logged)
        #expect(shown.at >= deadline, "shown at \(shown.at), before its deadline \(deadline)")

        try peers.press("+30s")
        var moved: Date?
        _ = DispatchPeers.waitUntil(30) {
            moved = try? db.liveSession(workoutId: w.id)?.restEndsAt
            return moved.map { $0.timeIntervalSince(deadline) > 1 } ?? false
        }
        #expect(moved.map { $0.timeIntervalSince(deadline) >= 30 } == true)
        #expect(try db.outboxEntry(id: NotificationID.restAlert(workoutId: w.id))?.notification.fireAt == moved)
    }

    @Test("a second agent is refused while one runs")
    func singleInstance() throws {
        // The first agent holds the lock once it says it runs.
        #expect(
            DispatchPeers.waitUntil(30) {
                (try? Subprocess.run([Self.spotter, "agent", "status"], environment: env).stdout) == "running\n"
            })
        let second = try Subprocess.run([Self.spotter, "agent", "run"], environment: env)
        #expect(second.status == 1)
        #expect(second.stderr.contains("another spotter agent is already running"))
        #expect(try Subprocess.run([Self.spotter, "agent", "status"], environment: env).stdout == "running\n")
    }
}
