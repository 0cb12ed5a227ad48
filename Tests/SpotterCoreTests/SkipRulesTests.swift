import Foundation
import Testing

@testable import SpotterCore

@Suite("Skip rules at their boundaries")
struct SkipRulesTests {
    @Test("quiet hours crossing midnight include the start and exclude the end")
    func quietAcrossMidnight() {
        let q = quiet("22:00", "07:00")
        #expect(NotificationGate.isQuiet(minuteOfDay: 22 * 60, q))
        #expect(!NotificationGate.isQuiet(minuteOfDay: 22 * 60 - 1, q))
        #expect(NotificationGate.isQuiet(minuteOfDay: 0, q))
        #expect(NotificationGate.isQuiet(minuteOfDay: 7 * 60 - 1, q))
        #expect(!NotificationGate.isQuiet(minuteOfDay: 7 * 60, q))
        #expect(!NotificationGate.isQuiet(minuteOfDay: 12 * 60, q))
    }

    @Test("quiet hours that do not cross midnight are one plain window")
    func quietSameDay() {
        let q = quiet("13:00", "15:30")
        #expect(!NotificationGate.isQuiet(minuteOfDay: 13 * 60 - 1, q))
        #expect(NotificationGate.isQuiet(minuteOfDay: 13 * 60, q))
        #expect(NotificationGate.isQuiet(minuteOfDay: 15 * 60 + 29, q))
        #expect(!NotificationGate.isQuiet(minuteOfDay: 15 * 60 + 30, q))
        #expect(!NotificationGate.isQuiet(minuteOfDay: 23 * 60, q))
    }

    @Test("start equal to end, or no quiet hours at all, is never quiet")
    func quietEmpty() {
        for m in [0, 420, 1320, 1439] {
            #expect(!NotificationGate.isQuiet(minuteOfDay: m, quiet("07:00", "07:00")))
            #expect(!NotificationGate.isQuiet(minuteOfDay: m, nil))
        }
    }

    @Test("a fire instant equal to now is past; one second later is not")
    func pastBoundary() {
        let now = at("2026-06-01T06:00:00+02:00")
        #expect(SkipRules.isPast(fireAt: now, now: now))
        #expect(!SkipRules.isPast(fireAt: now.addingTimeInterval(1), now: now))
    }

    @Test("a fire instant exactly at the end of a pause is allowed; one second before is paused")
    func pauseBoundary() {
        let end = at("2026-06-04T07:00:00+02:00")
        #expect(!NotificationGate.isPaused(end, pausedUntil: end))
        #expect(NotificationGate.isPaused(end.addingTimeInterval(-1), pausedUntil: end))
        #expect(!NotificationGate.isPaused(end, pausedUntil: nil))
    }

    @Test("trained-today is keyed by the workout's day and the template")
    func trainedTodayKey() {
        let trained = TrainedToday(templateIds: ["A"])
        let today = day("2026-06-01")
        #expect(SkipRules.wasTrainedToday(templateId: "A", day: today, today: today, trained: trained))
        #expect(!SkipRules.wasTrainedToday(templateId: "B", day: today, today: today, trained: trained))
        #expect(!SkipRules.wasTrainedToday(templateId: "A", day: today.adding(days: 1), today: today, trained: trained))
    }

    @Test("a one-week pause started before a DST change ends at the same wall-clock time a week later")
    func pauseEndAcrossDST() {
        let berlin = ZonedCalendar(timeZone: Zone.berlin)
        let start = at("2026-03-28T07:00:00+01:00")
        #expect(PauseLength.week.end(from: start, calendar: berlin) == at("2026-04-04T07:00:00+02:00"))
        let newYork = ZonedCalendar(timeZone: Zone.newYork)
        let nyStart = at("2026-10-30T20:00:00-04:00")
        #expect(PauseLength.threeDays.end(from: nyStart, calendar: newYork) == at("2026-11-02T20:00:00-05:00"))
    }
}
