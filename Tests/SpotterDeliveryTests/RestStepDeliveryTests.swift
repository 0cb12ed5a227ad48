import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterDelivery

/// The rest step and a paused rest outside the terminal: the desktop button's words and what it
/// does, the fire-time check, `spotter status` and the ongoing workout notification's line.
@Suite("Rest step and paused rest, outside the terminal")
struct RestStepDeliveryTests {
    let db: SpotterDatabase
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        db = try SpotterDatabase.open(
            path: NSTemporaryDirectory() + "spotter-rest-step-\(UUID())/s.sqlite", seedDemo: true)
    }

    func alert(_ workoutId: String, at: Date) -> PlannedNotification {
        PlannedNotification(
            id: NotificationID.restAlert(workoutId: workoutId), kind: .restAlert, fireAt: at, title: "Rest over",
            body: "", actions: [.addThirtySeconds, .nextSet])
    }

    @Test("the rest button says +30s, or +15s with rest-step 15; its D-Bus key stays the same")
    func buttonLabel() {
        var prefs = NotificationPreferences()
        let n = alert("w1", at: now)
        #expect(DesktopPresenter.notification(for: n, prefs: prefs).actions.map(\.label) == ["+30s", "Next set"])
        prefs.restStepSeconds = 15
        let d = DesktopPresenter.notification(for: n, prefs: prefs)
        #expect(d.actions.map(\.label) == ["+15s", "Next set"])
        #expect(d.actions.first?.key == "plus-30s")
    }

    @Test("with rest-step 15 the button adds 15 s, and the moved alert goes with it")
    func buttonAddsTheStep() throws {
        try db.setPreference("rest-step", to: "15", zone: .utc)
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        let end = now.addingTimeInterval(60)
        try db.saveLiveSession(LiveSessionRecord(workoutId: w.id, restEndsAt: end), at: now)
        let follow = try ActionHandler.apply(.addThirtySeconds, to: alert(w.id, at: end), db: db, now: now, zone: .utc)
        #expect(try db.liveSession(workoutId: w.id)?.restEndsAt == end.addingTimeInterval(15))
        #expect(follow.schedule.first?.notification.fireAt == end.addingTimeInterval(15))
    }

    @Test("a +step on a paused rest grows what is left and it stays paused")
    func extendWhilePaused() throws {
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        let end = now.addingTimeInterval(60)
        try db.saveLiveSession(
            LiveSessionRecord(workoutId: w.id, restEndsAt: end, restPausedAt: now.addingTimeInterval(20)), at: now)
        // Well past the old end, but paused at 40 s left: 70 s left after +30.
        let later = now.addingTimeInterval(600)
        try db.extendRest(workoutId: w.id, bySeconds: 30, now: later)
        let live = try #require(try db.liveSession(workoutId: w.id))
        #expect(live.restPausedAt == now.addingTimeInterval(20))
        #expect(
            RestClock.secondsLeft(
                startedAt: live.restStartedAt!, endsAt: live.restEndsAt!, pausedAt: live.restPausedAt, now: later) == 70
        )
    }

    @Test("status and the ongoing notification say paused, with the time left frozen")
    func statusSaysPaused() throws {
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        try db.saveLiveSession(
            LiveSessionRecord(
                workoutId: w.id, restStartedAt: now, restEndsAt: now.addingTimeInterval(120),
                restPausedAt: now.addingTimeInterval(48)), at: now)
        let line = try LiveStatusLine.read(db: db, now: now.addingTimeInterval(3600))
        #expect(line.text.hasSuffix("rest 01:12 paused"), "\(line.text)")
        #expect(line.class == "rest-paused")
        #expect(line.restSeconds == 72)
        #expect(line.detail.hasSuffix("rest 01:12 paused"))
    }

    @Test("a rest alert that fires while rest is paused is dropped: paused rest has no deadline")
    func fireCheckDropsPaused() throws {
        let w = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-05-28")!, at: now)
        let end = now.addingTimeInterval(120)
        try db.saveLiveSession(
            LiveSessionRecord(workoutId: w.id, restEndsAt: end, restPausedAt: now.addingTimeInterval(30)), at: now)
        try db.setRestAlertConsent(.allowed, at: now)
        let dispatcher = Dispatcher(
            db: db, zone: .utc, clock: { end }, connect: { throw CancellationError() }, scheduler: AgentScheduler())
        let context = try dispatcher.context()
        #expect(context.restEndsAt == nil)
        #expect(FireCheck.decide(alert(w.id, at: end), context) == .deadlineChanged)
    }
}
