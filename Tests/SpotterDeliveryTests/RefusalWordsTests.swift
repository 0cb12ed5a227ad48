import Foundation
import SpotterCore
import Testing

@testable import SpotterDelivery

@Suite("The gate's refusals in words: one sentence, said the same by the planner, the pass and the fire check")
struct RefusalWordsTests {
    let bogota = Zone.named("America/Bogota")
    // 2026-12-01 06:00 Bogotá (-05:00), a Tuesday inside today's-workout window.
    let now = ISOInstant.parse("2026-12-01T06:00:00-05:00")!
    let weekly = [WeeklySchedule(templateId: "T", weekdays: Weekday.allCases, time: LocalTime(hour: 12, minute: 0)!)]

    func report(_ prefs: NotificationPreferences) -> PlannedNotification {
        PlannedNotification(id: "todays-workout:2026-12-01", kind: .todaysWorkout, fireAt: now, title: "", body: "")
    }

    func passReason(_ prefs: NotificationPreferences) -> String? {
        DailyPass.decide(DailyPassInput(now: now, zone: bogota, prefs: prefs, weekly: weekly)).skipped
            .first { $0.kind == .todaysWorkout }?.reason
    }

    func fireDetail(_ prefs: NotificationPreferences) -> String? {
        FireCheck.check(report(prefs), FireContext(now: now, zone: bogota, prefs: prefs, consentAllowed: true))?.detail
    }

    @Test("a report switched off reads the same in spotter dispatch, the planner's explain and the delivery log")
    func switchedOff() {
        var prefs = NotificationPreferences()
        prefs.quietHours = nil
        prefs.reportTodaysWorkout = false
        let sentence = "the today's-workout report is turned off (setting report-todays-workout)"
        #expect(GateRefusal.muted.sentence(for: .todaysWorkout, prefs: prefs, zone: bogota) == sentence)
        #expect(passReason(prefs) == sentence)
        #expect(KindGate.refusal(.todaysWorkout, prefs)?.1 == sentence)
        #expect(fireDetail(prefs) == "muted: " + sentence)
    }

    @Test("the reminders switch, a pause and quiet hours each have their one sentence")
    func instantTier() {
        var off = NotificationPreferences()
        off.workoutReminders = false
        #expect(passReason(off) == "reports are off with the reminders (setting workout-reminders)")
        #expect(fireDetail(off) == "muted: reports are off with the reminders (setting workout-reminders)")

        var paused = NotificationPreferences()
        paused.quietHours = nil
        paused.pausedUntil = ISOInstant.parse("2026-12-01T20:00:00-05:00")
        #expect(passReason(paused) == "paused until 2026-12-01T20:00:00-05:00")
        #expect(fireDetail(paused) == "paused: paused until 2026-12-01T20:00:00-05:00")

        let quiet = NotificationPreferences()  // 22:00–07:00
        #expect(passReason(quiet) == "inside quiet hours 22:00–07:00: waits until 07:00")
        #expect(fireDetail(quiet) == "quiet-hours: inside quiet hours 22:00–07:00")
    }

    @Test("the accountability style names the style a kind belongs to")
    func style() {
        var prefs = NotificationPreferences()
        prefs.accountability = .gentle
        #expect(
            GateRefusal.style.sentence(for: .workoutReminder, prefs: prefs, zone: bogota)
                == "your accountability style is gentle: daily workout reminders belong to the structured style")
    }
}
