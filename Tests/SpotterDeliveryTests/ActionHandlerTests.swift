import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterDelivery

@Suite("What a pressed button does to the store")
struct ActionHandlerTests {
    let db: SpotterDatabase
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        db = try SpotterDatabase.open(
            path: NSTemporaryDirectory() + "spotter-actions-\(UUID())/s.sqlite", seedDemo: true)
    }

    @Test("Snooze 1h plans a one-off an hour later that a re-plan of the plan group leaves alone")
    func snooze() throws {
        let day = LocalDate(iso: "2026-05-28")!
        let reminder = PlannedNotification(
            id: NotificationID.workoutReminder(templateId: "push", day: day), kind: .workoutReminder, fireAt: now,
            title: "Push at 18:00", body: "", actions: [.snoozeHour], templateId: "push", day: day)
        let follow = try ActionHandler.apply(.snoozeHour, to: reminder, db: db, now: now, zone: .utc)
        let snoozed = try #require(follow.schedule.first)
        #expect(snoozed.id == NotificationID.snoozedReminder(templateId: "push", day: day))
        #expect(snoozed.notification.fireAt == now.addingTimeInterval(3600))
        #expect(snoozed.group == .snoozed)
        try db.replaceOutbox(.plan, with: [], now: now)
        #expect(try db.outbox().map(\.id) == [snoozed.id])
        // 21:30 UTC: an hour later is inside quiet hours (22:00–07:00), so nothing is planned.
        let lateEvening = Date(timeIntervalSince1970: 1_780_003_800)
        #expect(
            try ActionHandler.apply(.snoozeHour, to: reminder, db: db, now: lateEvening, zone: .utc).schedule.isEmpty)
    }

    @Test("+30s when rest is already over counts from now, and moves the rest alert with it")
    func plusThirtyAfterTheEnd() throws {
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        try db.saveLiveSession(LiveSessionRecord(workoutId: w.id, restEndsAt: now), at: now)
        let alert = PlannedNotification(
            id: NotificationID.restAlert(workoutId: w.id), kind: .restAlert, fireAt: now, title: "Rest over", body: "",
            actions: [.addThirtySeconds, .nextSet])
        let later = now.addingTimeInterval(10)
        let follow = try ActionHandler.apply(.addThirtySeconds, to: alert, db: db, now: later, zone: .utc)
        #expect(try db.liveSession(workoutId: w.id)?.restEndsAt == later.addingTimeInterval(30))
        #expect(follow.schedule.first?.notification.fireAt == later.addingTimeInterval(30))
        #expect(follow.schedule.first?.group == .live)
    }

    @Test("a button for a workout that is gone changes nothing")
    func goneWorkout() throws {
        let alert = PlannedNotification(id: "rest-alert:nope", kind: .restAlert, fireAt: now, title: "", body: "")
        #expect(try ActionHandler.apply(.addThirtySeconds, to: alert, db: db, now: now, zone: .utc) == .init())
        #expect(try db.outbox().isEmpty)
    }
}
