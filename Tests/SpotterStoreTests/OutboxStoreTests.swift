import Foundation
import SpotterCore
import Testing

@testable import SpotterStore

@Suite("The outbox")
struct OutboxStoreTests {
    let db: SpotterDatabase
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        let dir = NSTemporaryDirectory() + "spotter-outbox-" + UUID().uuidString
        db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: false)
    }

    func reminder(_ id: String, in minutes: Double, body: String = "Push at 18:00") -> PlannedNotification {
        PlannedNotification(
            id: id, kind: .workoutReminder, fireAt: now.addingTimeInterval(minutes * 60), title: "Workout", body: body,
            actions: [.snoozeHour], templateId: "push", day: LocalDate(iso: "2026-06-01"))
    }

    @Test("a re-plan adds new ids, changes moved ones, cancels removed ones and leaves the rest alone")
    func replaceDiff() throws {
        let first = try db.replaceOutbox(
            .plan, with: [reminder("a", in: 10), reminder("b", in: 20), reminder("c", in: 30)], now: now)
        #expect(first.added.map(\.id) == ["a", "b", "c"])
        try db.setOutboxHandle(id: "b", handle: "spotter-b.timer")
        let second = try db.replaceOutbox(
            .plan, with: [reminder("a", in: 10), reminder("b", in: 25), reminder("d", in: 40)], now: now)
        #expect(second.unchanged.map(\.id) == ["a"])
        #expect(second.changed.map(\.id) == ["b"])
        #expect(second.changed.first?.scheduledWith == "spotter-b.timer")
        #expect(second.added.map(\.id) == ["d"])
        #expect(second.removed.map(\.id) == ["c"])
        #expect(try db.outbox().map(\.id) == ["a", "b", "d"])
        #expect(try db.outboxEntry(id: "b")?.notification == reminder("b", in: 25))
    }

    @Test("the same plan twice changes nothing the second time")
    func idempotent() throws {
        let plan = [reminder("a", in: 10), reminder("b", in: 20)]
        try db.replaceOutbox(.plan, with: plan, now: now)
        let again = try db.replaceOutbox(.plan, with: plan, now: now)
        #expect(again.isEmpty)
        #expect(again.unchanged.count == 2)
    }

    @Test("replacing the plan group never cancels the live session's rest alert")
    func groupsAreSeparate() throws {
        let rest = PlannedNotification(id: "rest-alert:w1", kind: .restAlert, fireAt: now, title: "Rest over", body: "")
        try db.upsertOutbox(rest, group: .live, now: now)
        try db.replaceOutbox(.plan, with: [], now: now)
        #expect(try db.outbox().map(\.id) == ["rest-alert:w1"])
    }

    @Test("two re-plans from two connections at once schedule each notification once")
    func concurrentReplans() async throws {
        let path = db.path
        let instant = now
        let plan = (0..<20).map { reminder("r\($0)", in: Double($0 + 1)) }
        let added = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    let other = try SpotterDatabase.open(path: path, seedDemo: false)
                    return try other.replaceOutbox(.plan, with: plan, now: instant).added.count
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(added == 20)
        #expect(try db.outbox().count == 20)
    }

    @Test("a claim hands a notification to one deliverer only, and not to a timer set for another time")
    func claim() throws {
        try db.replaceOutbox(.plan, with: [reminder("a", in: 10)], now: now)
        #expect(try db.claimOutbox(id: "a", fireAt: now, now: now) == nil)
        #expect(try db.claimOutbox(id: "a", fireAt: now.addingTimeInterval(600), now: now)?.id == "a")
        #expect(try db.claimOutbox(id: "a", now: now) == nil)
    }

    @Test("due entries and the next instant come soonest first")
    func due() throws {
        try db.replaceOutbox(.plan, with: [reminder("late", in: 30), reminder("soon", in: 5)], now: now)
        #expect(try db.nextOutboxFireAt() == now.addingTimeInterval(300))
        #expect(try db.dueOutbox(at: now.addingTimeInterval(600)).map(\.id) == ["soon"])
    }

    @Test("every outbox change touches the signal file the agent watches")
    func signalFile() throws {
        try? FileManager.default.removeItem(atPath: db.outboxSignalFile)
        try db.replaceOutbox(.plan, with: [reminder("a", in: 10)], now: now)
        #expect(FileManager.default.fileExists(atPath: db.outboxSignalFile))
    }

    @Test("the delivery log returns the newest first")
    func log() throws {
        try db.logDelivery(
            DeliveryRecord(notificationId: "a", kind: "rest-alert", at: now, channel: "desktop", outcome: "shown"))
        try db.logDelivery(
            DeliveryRecord(
                notificationId: "a", kind: "rest-alert", at: now, channel: "desktop", outcome: "action:plus-30s"))
        #expect(try db.recentDeliveries(limit: 5).map(\.outcome) == ["action:plus-30s", "shown"])
    }
}

@Suite("Claims remembered")
struct OutboxClaimTests {
    @Test("a claimed notification is remembered by id and instant, and hidden from recent deliveries")
    func remembered() throws {
        let db = try SpotterDatabase.open(
            path: NSTemporaryDirectory() + "spotter-claims-\(UUID())/s.sqlite", seedDemo: false)
        let t = Date(timeIntervalSince1970: 1_780_000_000)
        let n = PlannedNotification(id: "rest-alert:w1", kind: .restAlert, fireAt: t, title: "Rest over", body: "")
        try db.upsertOutbox(n, group: .live, now: t)
        #expect(try !db.wasClaimed(id: n.id, fireAt: t))
        #expect(try db.claimOutbox(id: n.id, now: t) != nil)
        #expect(try db.wasClaimed(id: n.id, fireAt: t))
        #expect(try !db.wasClaimed(id: n.id, fireAt: t.addingTimeInterval(120)))  // the next rest
        #expect(try db.recentDeliveries().isEmpty)
    }
}
