import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

/// Against a real dunst on a private bus: what it received, and buttons pressed through its menu.
@Suite("Desktop notifications through a real dunst", .serialized)
final class DunstServerTests {
    let peers: NotificationPeers

    init() throws { peers = try NotificationPeers.start() }
    deinit { peers.stop() }

    @Test("the server identifies itself and offers actions")
    func information() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        let info = try server.information()
        #expect(info.name == "dunst")
        #expect(info.supportsActions)
        #expect(!server.connection.uniqueName.isEmpty)
    }

    @Test("a critical notification arrives with its category, and a pressed button comes back to the sender")
    func actionComesBack() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        var n = DesktopNotification(summary: "Rest over", body: "Bench press · set 2 of 5")
        n.urgency = .critical
        n.category = "x-spotter.rest"
        n.actions = [.init(key: "plus30", label: "+30s"), .init(key: "next-set", label: "Next set")]
        let id = try server.notify(n)
        let got = peers.waitForReceived(count: 1)
        #expect(
            got == [
                ReceivedNotification(
                    id: id, app: "Spotter", urgency: "CRITICAL", category: "x-spotter.rest", summary: "Rest over",
                    body: "Bench press · set 2 of 5")
            ])
        try peers.press("Next set")
        #expect(try server.waitForEvent(id: id, timeout: 30) == .actionInvoked(key: "next-set"))
        #expect(
            Set(peers.offeredActions()) == [
                "#+30s (Rest over) [\(id),plus30]", "#Next set (Rest over) [\(id),next-set]",
            ])
    }

    @Test("replacing keeps the id, and closing reports reason 3")
    func replaceAndClose() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        var n = DesktopNotification(summary: "Workout in progress", body: "12:00")
        n.urgency = .low
        let id = try server.notify(n)
        n.replacesId = id
        n.body = "12:15"
        #expect(try server.notify(n) == id)
        #expect(peers.waitForReceived(count: 2).map(\.body) == ["12:00", "12:15"])
        try server.close(id: id)
        #expect(try server.waitForEvent(id: id, timeout: 30) == .closed(reason: 3))
    }

    @Test("no event within the timeout is nil, not a hang")
    func timeout() throws {
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        let id = try server.notify(DesktopNotification(summary: "x", body: "y"))
        #expect(try server.waitForEvent(id: id, timeout: 0.2) == nil)
    }
}

/// The whole path: outbox → fire → dunst → a pressed button → the store.
@Suite("Actions pressed in dunst land in the store", .serialized)
final class DunstActionTests {
    let peers: NotificationPeers
    let db: SpotterDatabase
    let start = Date()

    init() throws {
        peers = try NotificationPeers.start()
        db = try SpotterDatabase.open(path: peers.directory + "/spotter.sqlite", seedDemo: false)
    }
    deinit { peers.stop() }

    func dispatcher() -> Dispatcher {
        let env = peers.environment
        return Dispatcher(
            db: db, zone: Zone.utc, clock: Date.init,
            connect: { try FreedesktopNotificationServer(environment: env) }, scheduler: AgentScheduler())
    }

    /// An open workout resting until `deadline`, with consent given, and its rest alert in the outbox.
    func resting(until deadline: Date) throws -> PlannedNotification {
        let w = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-06-01")!, at: start)
        try db.saveLiveSession(
            LiveSessionRecord(workoutId: w.id, restStartedAt: start, restEndsAt: deadline), at: start)
        try db.setRestAlertConsent(.allowed, at: start)
        let alert = PlannedNotification(
            id: NotificationID.restAlert(workoutId: w.id), kind: .restAlert, fireAt: deadline,
            validUntil: deadline.addingTimeInterval(60), title: "Rest over", body: "Next: Bench press · set 2 of 5",
            actions: [.addThirtySeconds, .nextSet])
        try db.upsertOutbox(alert, group: .live, now: start)
        return alert
    }

    @Test("+30s pressed on the rest alert moves the rest deadline in the store and re-plans the alert")
    func plusThirty() throws {
        let deadline = Date()
        let alert = try resting(until: deadline)
        let d = dispatcher()
        let peers = self.peers
        let presser = BackgroundStep {
            try peers.press("+30s", on: peers.waitForReceived(count: 1).last?.id)
        }
        let outcome = d.fire(id: alert.id, plannedFor: deadline, waitForAction: 20)
        try presser.wait()
        #expect(
            outcome == .actionPressed(.addThirtySeconds),
            "dunst received \(peers.received()); menu offered \(peers.offeredActions())")
        let workoutId = FireCheck.workoutId(of: alert)!
        let newEnd = try #require(try db.liveSession(workoutId: workoutId)?.restEndsAt)
        #expect(newEnd.timeIntervalSince(deadline) >= 30)
        #expect(try db.outboxEntry(id: alert.id)?.notification.fireAt == newEnd)
        #expect(peers.received().first?.urgency == "CRITICAL")
        #expect(try db.recentDeliveries().map(\.outcome) == ["action:plus-30s", "shown"])
    }

    @Test("Next set pressed ends rest and cancels the repeat")
    func nextSet() throws {
        let deadline = Date()
        let alert = try resting(until: deadline)
        let peers = self.peers
        let presser = BackgroundStep {
            try peers.press("Next set", on: peers.waitForReceived(count: 1).last?.id)
        }
        let outcome = dispatcher().fire(id: alert.id, plannedFor: deadline, waitForAction: 20)
        try presser.wait()
        #expect(outcome == .actionPressed(.nextSet))
        #expect(try db.liveSession(workoutId: FireCheck.workoutId(of: alert)!)?.restEndsAt == nil)
        #expect(try db.outbox().isEmpty)
    }

    @Test("a rest alert whose deadline moved is dropped and logged, and dunst shows nothing")
    func droppedWhenMoved() throws {
        let deadline = Date()
        let alert = try resting(until: deadline)
        try db.extendRest(workoutId: FireCheck.workoutId(of: alert)!, bySeconds: 30, now: deadline)
        #expect(dispatcher().fire(id: alert.id, plannedFor: deadline) == .dropped(.deadlineChanged))
        #expect(try db.recentDeliveries().first?.outcome == "dropped")
        // fire returned before connecting: nothing was sent that could still arrive.
        #expect(peers.received().isEmpty)
    }
}

@Suite("The ongoing workout notification in a real dunst", .serialized)
final class ActiveWorkoutKeeperTests {
    let peers: NotificationPeers
    let db: SpotterDatabase

    init() throws {
        peers = try NotificationPeers.start()
        db = try SpotterDatabase.open(path: peers.directory + "/spotter.sqlite", seedDemo: true)
    }
    deinit { peers.stop() }

    @Test("it is replaced in place at low urgency while the workout runs and closed when it ends")
    func replacedThenClosed() throws {
        var now = Date(timeIntervalSince1970: 1_780_000_000)
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        try db.setRestAlertConsent(.allowed, at: now)
        let server = try FreedesktopNotificationServer(environment: peers.environment)
        var sleeps: [Double] = []
        let keeper = ActiveWorkoutKeeper(
            db: db, server: server, clock: { now },
            sleep: { s in
                sleeps.append(s)
                now = now.addingTimeInterval(s)
                if sleeps.count == 2 { try? self.db.finishWorkout(id: w.id, at: now) }
            })
        try keeper.run()
        let got = peers.waitForReceived(count: 2)
        #expect(got.count == 2)
        #expect(Set(got.map(\.id)).count == 1)
        #expect(got.allSatisfy { $0.urgency == "LOW" })
        #expect(got.map(\.body) == ["Bench press · set 1 of 5 · 00:00", "Bench press · set 1 of 5 · 00:15"])
        #expect(sleeps == [15, 15])
        #expect(try server.waitForEvent(id: got[0].id, timeout: 30) == .closed(reason: 3))
    }
}

@Suite("The delivery check against a real dunst", .serialized)
final class DeliveryCheckDunstTests {
    let peers: NotificationPeers
    init() throws { peers = try NotificationPeers.start() }
    deinit { peers.stop() }

    @Test("it names the server, its capabilities and reads dunst's Do Not Disturb")
    func reportsServerAndDND() throws {
        let db = try SpotterDatabase.open(path: peers.directory + "/s.sqlite", seedDemo: false)
        let check = {
            DeliveryCheck.run(
                db: db, environment: self.peers.environment, zone: .utc, now: Date(), scheduler: .agent,
                agentRunning: true)
        }
        let report = check()
        #expect(report.canDeliver)
        #expect(report.server.info?.name == "dunst")
        #expect(report.server.info?.supportsActions == true)
        #expect(report.doNotDisturb == "off")
        #expect(report.problems.isEmpty)
        _ = try Shell.run(["dunstctl", "set-paused", "true"], environment: peers.environment)
        #expect(check().doNotDisturb == "on")
        #expect(check().problems.contains { $0.contains("Do Not Disturb is on") })
    }

    @Test("a bus with no notification server is reported as exactly that")
    func noServer() throws {
        // Stop only dunst: the bus stays.
        let pid = try String(contentsOfFile: peers.directory + "/dunst.pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        kill(pid_t(pid) ?? 0, SIGTERM)
        let db = try SpotterDatabase.open(path: peers.directory + "/s.sqlite", seedDemo: false)
        func check() -> DeliveryReport {
            DeliveryCheck.run(
                db: db, environment: peers.environment, zone: .utc, now: Date(), scheduler: .agent, agentRunning: true)
        }
        // dunst leaves the bus once it has handled SIGTERM: wait for that, not for a fixed time.
        _ = DispatchPeers.waitUntil(30) { !check().canDeliver }
        let report = check()
        #expect(report.bus.reachable)
        #expect(!report.canDeliver)
        #expect(report.server.error?.contains("no notification server is running") == true)
    }
}
