import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterDelivery

/// The live notifier's own decisions, on a real store: desktop or terminal, the claim, the
/// re-check and what reaches the terminal.
@Suite("Live alerts: desktop or terminal, claimed once, re-checked")
final class LiveDeliveryTests {
    let db: SpotterDatabase
    let paths: SpotterPaths
    /// 2026-06-01 18:00 UTC: rest ends here.
    let t = Date(timeIntervalSince1970: 1_780_336_800)
    let env: [String: String]
    var written: [String] = []
    let workoutId: String

    init() throws {
        let home = NSTemporaryDirectory() + "spotter-live-\(UUID())"
        // No session bus (as over SSH), a kitty terminal (OSC 9), and `true` standing in for `spotter`.
        env = ["SPOTTER_HOME": home, "SPOTTER_SCHEDULER": "agent", "PATH": "/usr/bin:/bin", "TERM": "xterm-kitty"]
        paths = SpotterPaths(root: home)
        db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        let w = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-06-01")!, at: t.addingTimeInterval(-600))
        workoutId = w.id
        try db.saveLiveSession(LiveSessionRecord(workoutId: w.id, restEndsAt: t), at: t.addingTimeInterval(-90))
        try db.setRestAlertConsent(.allowed, at: t.addingTimeInterval(-600))
    }

    func live(at now: Date, environment: [String: String]? = nil) -> LiveDelivery {
        let delivery = DeliveryService(
            db: db, paths: paths, environment: environment ?? env, zone: .utc, clock: { now }, executable: "/bin/true")
        return LiveDelivery(delivery: delivery) { [unowned self] in self.written.append($0) }
    }

    var alert: PlannedNotification {
        PlannedNotification(
            id: NotificationID.restAlert(workoutId: workoutId), kind: .restAlert, fireAt: t,
            validUntil: t.addingTimeInterval(60), title: "Rest over", body: "Next: Bench",
            actions: [.addThirtySeconds, .nextSet])
    }

    func terminalLog() throws -> [DeliveryRecord] { try db.recentDeliveries().filter { $0.channel == "terminal" } }

    @Test("a session bus means the desktop; none (over SSH) means the terminal")
    func route() {
        #expect(
            LiveDelivery.route(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]) == .desktop)
        #expect(LiveDelivery.route(environment: [:]) == .terminal)
        #expect(
            LiveDelivery.route(environment: ["XDG_RUNTIME_DIR": NSTemporaryDirectory() + "no-bus-\(UUID())"])
                == .terminal)
    }

    @Test("with no bus, a due alert is claimed, written to the terminal once as OSC 9, and logged as shown")
    func shownInTerminal() throws {
        live(at: t).schedule(alert)
        live(at: t.addingTimeInterval(1)).alertNow(alert)
        #expect(written.count == 1)
        #expect(written.first?.hasPrefix("\u{1B}]9;Rest over") == true, "\(written)")
        #expect(try terminalLog().map(\.outcome) == ["shown"])
        // The scheduled copy is claimed: asking again (the agent's turn) writes nothing more.
        live(at: t.addingTimeInterval(2)).alertNow(alert)
        #expect(written.count == 1)
    }

    @Test("one the agent already claimed is its to deliver: nothing is written or logged here")
    func claimedElsewhere() throws {
        live(at: t).schedule(alert)
        _ = try db.claimOutbox(id: alert.id, fireAt: t, now: t)
        live(at: t.addingTimeInterval(1)).alertNow(alert)
        #expect(written.isEmpty)
        #expect(try terminalLog().isEmpty)
    }

    @Test("the fire-time re-check runs first: a moved deadline or withdrawn consent is logged as dropped, not written")
    func recheck() throws {
        try db.saveLiveSession(LiveSessionRecord(workoutId: workoutId, restEndsAt: t.addingTimeInterval(30)), at: t)
        live(at: t.addingTimeInterval(1)).alertNow(alert)
        try db.saveLiveSession(LiveSessionRecord(workoutId: workoutId, restEndsAt: t), at: t)
        try db.setRestAlertConsent(.declined, at: t)
        live(at: t.addingTimeInterval(1)).alertNow(alert)
        #expect(written.isEmpty)
        #expect(
            try terminalLog().map(\.detail).sorted() == [
                "deadline-changed",
                "no-consent: alerts outside the terminal were not allowed (Rest timer alerts? in Settings → Delivery)",
            ])
    }

    @Test("a terminal that cannot be written is a failure in the delivery log, never a crash")
    func writeFails() throws {
        struct Gone: Error {}
        let delivery = DeliveryService(
            db: db, paths: paths, environment: env, zone: .utc, clock: { self.t }, executable: "/bin/true")
        LiveDelivery(delivery: delivery) { _ in throw Gone() }.alertNow(alert)
        #expect(
            try db.recentDeliveries().contains {
                $0.channel == "scheduler" && $0.outcome == "failed" && $0.detail.contains("Gone")
            })
    }
}
