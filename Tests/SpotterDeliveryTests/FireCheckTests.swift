import Foundation
import SpotterCore
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

@Suite("The fire-time re-check")
struct FireCheckTests {
    let berlin = Zone.named("Europe/Berlin")
    // 2026-06-01 18:00 Berlin (CEST, +02:00)
    let deadline = Date(timeIntervalSince1970: 1_780_329_600)

    var rest: PlannedNotification {
        PlannedNotification(
            id: "rest-alert:w1", kind: .restAlert, fireAt: deadline, validUntil: deadline.addingTimeInterval(60),
            title: "Rest over", body: "Next: Bench", actions: [.addThirtySeconds, .nextSet])
    }

    func ctx(at seconds: Double = 0.4, restEndsAt: Date? = nil, consent: Bool = true, open: String? = "w1")
        -> FireContext
    {
        FireContext(
            now: deadline.addingTimeInterval(seconds), zone: berlin, prefs: NotificationPreferences(),
            consentAllowed: consent,
            openWorkoutId: open, restEndsAt: restEndsAt ?? deadline)
    }

    @Test("a rest alert on time, for the open workout and an unchanged deadline, is delivered")
    func deliver() { #expect(FireCheck.decide(rest, ctx()) == nil) }

    @Test("a rest alert whose deadline moved by +30s is dropped")
    func moved() {
        #expect(FireCheck.decide(rest, ctx(restEndsAt: deadline.addingTimeInterval(30))) == .deadlineChanged)
    }

    @Test("a rest alert more than a minute late is stale, not delivered")
    func stale() {
        #expect(FireCheck.decide(rest, ctx(at: 59)) == nil)
        #expect(FireCheck.decide(rest, ctx(at: 61)) == .stale)
    }

    @Test("a rest alert for a finished workout is dropped")
    func closed() { #expect(FireCheck.decide(rest, ctx(open: nil)) == .workoutClosed) }

    @Test("without consent a live-session alert never leaves the terminal")
    func consent() { #expect(FireCheck.decide(rest, ctx(consent: false)) == .noConsent) }

    @Test("the live session ignores quiet hours; a reminder in them is dropped")
    func quiet() {
        var c = ctx()
        c.now = Date(timeIntervalSince1970: 1_780_350_000)  // 23:40 Berlin
        c.restEndsAt = c.now
        var late = rest
        late.fireAt = c.now
        late.validUntil = c.now.addingTimeInterval(60)
        #expect(FireCheck.decide(late, c) == nil)
        let reminder = PlannedNotification(
            id: "workout-reminder:push:2026-06-01", kind: .workoutReminder, fireAt: c.now, title: "", body: "")
        #expect(FireCheck.decide(reminder, c) == .quietHours)
    }

    @Test("a paused reminder is dropped; a muted kind is dropped")
    func pausedAndMuted() {
        var c = ctx()
        c.prefs.pausedUntil = c.now.addingTimeInterval(3600)
        let reminder = PlannedNotification(
            id: "workout-reminder:push:2026-06-01", kind: .workoutReminder, fireAt: deadline, title: "", body: "")
        #expect(FireCheck.decide(reminder, c) == .paused)
        c.prefs.workoutReminders = false
        #expect(FireCheck.decide(reminder, c) == .muted)
    }

    @Test("no banner while the countdown is on screen and focused")
    func looking() {
        var c = ctx()
        c.viewerLooking = true
        #expect(FireCheck.decide(rest, c) == .seenInTerminal)
    }
}

@Suite("What the desktop receives")
struct DesktopPresenterTests {
    let rest = PlannedNotification(
        id: "rest-alert:w1", kind: .restAlert, fireAt: Date(timeIntervalSince1970: 0), title: "Rest over",
        body: "Next: Bench press · set 3 of 5", actions: [.addThirtySeconds, .nextSet])

    @Test("the rest alert is critical with its category, a sound and two buttons")
    func restAlert() {
        let d = DesktopPresenter.notification(for: rest, prefs: NotificationPreferences())
        #expect(d.urgency == .critical)
        #expect(d.category == "x-spotter.rest")
        #expect(d.soundName == "complete")
        #expect(d.actions == [.init(key: "plus-30s", label: "+30s"), .init(key: "next-set", label: "Next set")])
    }

    @Test("with break-through-DND off the rest alert is normal urgency")
    func noDND() {
        var prefs = NotificationPreferences()
        prefs.restBreaksDoNotDisturb = false
        #expect(DesktopPresenter.notification(for: rest, prefs: prefs).urgency == .normal)
    }

    @Test("lock-screen privacy hides the exercise")
    func privacy() {
        var prefs = NotificationPreferences()
        prefs.lockScreen = .hidden
        let d = DesktopPresenter.notification(for: rest, prefs: prefs)
        #expect(d.body == "Workout in progress")
        #expect(!d.body.contains("Bench"))
    }

    @Test("the active-workout notification is low, resident and replaces in place")
    func activeWorkout() {
        let n = PlannedNotification(
            id: "active-workout:w1", kind: .activeWorkout, fireAt: .distantPast, title: "Push", body: "24:13")
        let d = DesktopPresenter.notification(for: n, prefs: NotificationPreferences(), replacing: 9)
        #expect(d.urgency == .low)
        #expect(d.resident)
        #expect(d.replacesId == 9)
    }

    @Test("a reminder is normal, categorised as a reminder, with Snooze 1h")
    func reminder() {
        let n = PlannedNotification(
            id: "workout-reminder:push:2026-06-01", kind: .workoutReminder, fireAt: .distantPast,
            title: "Push at 18:00",
            body: "", actions: [.snoozeHour])
        let d = DesktopPresenter.notification(for: n, prefs: NotificationPreferences())
        #expect(d.urgency == .normal)
        #expect(d.category == "x-spotter.reminder")
        #expect(d.actions.map(\.label) == ["Snooze 1h"])
    }
}
