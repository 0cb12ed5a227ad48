import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("When the daily pass wakes up by itself")
struct PassWakeupsTests {
    static var noQuietHours: NotificationPreferences {
        var p = NotificationPreferences()
        p.quietHours = nil
        return p
    }

    func plan(_ now: String, _ zone: String, prefs: NotificationPreferences = noQuietHours, days: Int = 14)
        -> [PassWakeup]
    {
        PassWakeups.plan(prefs: prefs, zone: Zone.named(zone), now: ISOInstant.parse(now)!, days: days)
    }
    func ids(_ w: [PassWakeup]) -> [String] { w.map(\.id) }
    func instant(_ text: String) -> Date { ISOInstant.parse(text)! }

    @Test(
        "without quiet hours it wakes at each window's opening: 05:00 and 19:00 daily, one 05:00 on Monday for two kinds"
    )
    func openings() {
        // 2026-11-30 is a Monday: today's workout and the week in review share 05:00.
        let w = plan("2026-11-30T00:10-05:00", "America/Bogota", days: 2)
        #expect(
            ids(w) == [
                "daily-pass:2026-11-30T05:00", "daily-pass:2026-11-30T19:00",
                "daily-pass:2026-12-01T05:00", "daily-pass:2026-12-01T19:00",
            ])
        #expect(w[0].at == instant("2026-11-30T05:00-05:00"))
        #expect(w[0].validUntil == instant("2026-11-30T11:00-05:00"))
        #expect(w[1].validUntil == instant("2026-11-30T22:00-05:00"))
    }

    @Test("a week in review at its own time on Monday is its own wake-up, and only on Monday")
    func weekInReviewOwnTime() {
        var p = Self.noQuietHours
        p.weekInReviewAt = LocalTime(hhmm: "08:30")!
        let w = ids(plan("2026-11-30T00:10+01:00", "Europe/Berlin", prefs: p, days: 8))
        #expect(w.filter { $0.hasSuffix("T08:30") } == ["daily-pass:2026-11-30T08:30", "daily-pass:2026-12-07T08:30"])
        #expect(w.count == 8 * 2 + 2)
    }

    @Test("with the default quiet hours (22:00–07:00) the 05:00 window wakes at 07:00, when quiet hours end")
    func quietHoursMoveTheMorning() {
        let w = plan("2026-12-01T00:10-05:00", "America/Bogota", prefs: NotificationPreferences(), days: 1)
        #expect(ids(w) == ["daily-pass:2026-12-01T07:00", "daily-pass:2026-12-01T19:00"])
        #expect(w[0].validUntil == instant("2026-12-01T11:00-05:00"), "still the 05:00 window's close")
    }

    @Test("a window that opens inside quiet hours lasting past its close gets no wake-up")
    func quietThroughout() {
        var p = Self.noQuietHours
        p.quietHours = QuietHours(text: "18:00-23:00")
        #expect(
            ids(plan("2026-12-01T00:10-05:00", "America/Bogota", prefs: p, days: 1)) == ["daily-pass:2026-12-01T05:00"])
    }

    @Test("quiet hours ending after midnight never carry a late window into the next day: it has closed by then")
    func quietWrapsPastMidnight() {
        var p = Self.noQuietHours
        p.stillTimeAt = LocalTime(hhmm: "22:30")!
        p.quietHours = QuietHours(text: "22:00-06:00")
        // 22:30 is quiet until 06:00 tomorrow, after the window closes at 23:59: no evening wake-up.
        #expect(ids(plan("2026-12-01T00:10Z", "UTC", prefs: p, days: 1)) == ["daily-pass:2026-12-01T06:00"])
    }

    @Test("a pause that ends inside a window wakes at its end; a window paused throughout gets none")
    func pause() {
        var p = Self.noQuietHours
        p.pausedUntil = instant("2026-12-01T08:15:30-05:00")
        let w = plan("2026-11-30T12:00-05:00", "America/Bogota", prefs: p, days: 3)
        #expect(
            ids(w) == [
                "daily-pass:2026-12-01T08:15", "daily-pass:2026-12-01T19:00",
                "daily-pass:2026-12-02T05:00", "daily-pass:2026-12-02T19:00",
            ])
        #expect(w[0].at == instant("2026-12-01T08:15:30-05:00"), "the pause's own instant, not the minute before")
        p.pausedUntil = instant("2026-12-01T08:15:30-05:00").addingTimeInterval(0.25)
        let fraction = plan("2026-11-30T12:00-05:00", "America/Bogota", prefs: p, days: 2)
        #expect(fraction[0].at == instant("2026-12-01T08:15:31-05:00"), "a whole second, never before the pause ends")
    }

    @Test("switched-off kinds and reminders off plan nothing for them")
    func switches() {
        var p = Self.noQuietHours
        p.reportStillTime = false
        #expect(
            ids(plan("2026-12-01T00:10-05:00", "America/Bogota", prefs: p, days: 1)) == ["daily-pass:2026-12-01T05:00"])
        p.reportTodaysWorkout = false
        #expect(
            ids(plan("2026-12-01T00:10-05:00", "America/Bogota", prefs: p, days: 1)).isEmpty, "Tuesday: nothing left")
        #expect(
            ids(plan("2026-11-30T00:10-05:00", "America/Bogota", prefs: p, days: 1)) == ["daily-pass:2026-11-30T05:00"],
            "Monday: phase starts and the week in review still need the morning pass")
        p = Self.noQuietHours
        p.workoutReminders = false
        #expect(plan("2026-12-01T00:10-05:00", "America/Bogota", prefs: p).isEmpty)
    }

    @Test("a window that has closed is dropped; one still open keeps its wake-up though its instant has passed")
    func closedAndOpen() {
        let mid = plan("2026-12-01T10:59-05:00", "America/Bogota", days: 1)
        #expect(ids(mid) == ["daily-pass:2026-12-01T05:00", "daily-pass:2026-12-01T19:00"])
        let after = plan("2026-12-01T11:00-05:00", "America/Bogota", days: 1)
        #expect(ids(after) == ["daily-pass:2026-12-01T19:00"])
        #expect(plan("2026-12-01T22:00-05:00", "America/Bogota", days: 1).isEmpty)
    }

    @Test("ids do not depend on when the plan is made, so re-planning is idempotent")
    func stable() {
        let a = plan("2026-12-01T00:10-05:00", "America/Bogota", prefs: NotificationPreferences())
        let b = plan("2026-12-01T06:59-05:00", "America/Bogota", prefs: NotificationPreferences())
        #expect(a == b)
        #expect(a.count == 28)
        #expect(Set(a.map(\.id)).count == a.count)
        #expect(a.allSatisfy { PassWakeups.isWakeup(id: $0.id) })
    }

    @Test("19:00 in Bogotá is 00:00 UTC the next day, and the id keeps the local day")
    func bogotaEvening() {
        let w = plan("2026-12-01T12:00-05:00", "America/Bogota", days: 1)
        #expect(w.map(\.id) == ["daily-pass:2026-12-01T19:00"])
        #expect(w[0].at == instant("2026-12-02T00:00Z"))
    }

    @Test("across spring-forward the wall-clock time holds, and a time in the gap wakes after the gap (Berlin)")
    func springForward() {
        let w = plan("2026-03-28T00:10+01:00", "Europe/Berlin", days: 3)
        let mornings = w.filter { $0.id.hasSuffix("T05:00") }.map(\.at)
        #expect(mornings == [instant("2026-03-28T04:00Z"), instant("2026-03-29T03:00Z"), instant("2026-03-30T03:00Z")])
        var p = Self.noQuietHours
        p.todaysWorkoutAt = LocalTime(hhmm: "02:30")!
        let gap = plan("2026-03-29T00:10+01:00", "Europe/Berlin", prefs: p, days: 1)
        #expect(gap.first?.id == "daily-pass:2026-03-29T03:30")
        #expect(gap.first?.at == instant("2026-03-29T03:30+02:00"))
        #expect(gap.first?.validUntil == instant("2026-03-29T08:30+02:00"))
    }

    @Test(
        "on fall-back night an ambiguous time wakes at its first occurrence, and the next day keeps the wall clock (New York)"
    )
    func fallBack() {
        var p = Self.noQuietHours
        p.todaysWorkoutAt = LocalTime(hhmm: "01:30")!
        let w = plan("2026-11-01T00:10-04:00", "America/New_York", prefs: p, days: 2)
        #expect(w[0].id == "daily-pass:2026-11-01T01:30")
        #expect(w[0].at == instant("2026-11-01T01:30-04:00"), "EDT, the first 01:30")
        let evenings = w.filter { $0.id.hasSuffix("T19:00") }.map(\.at)
        #expect(evenings == [instant("2026-11-01T19:00-05:00"), instant("2026-11-02T19:00-05:00")])
    }

    @Test("at every wake-up of two weeks with quiet hours, the pass itself sends rather than holds back")
    func agreesWithThePass() throws {
        let file = try PlanFile.parse(
            """
            plan: Daily
            start: 2026-11-30
            pace: 5:00
            phase: Base
            week:
            mon: easy 5
            tue: easy 5
            wed: easy 5
            thu: easy 5
            fri: easy 5
            sat: easy 5
            sun: easy 5
            week:
            mon: easy 5
            tue: easy 5
            wed: easy 5
            thu: easy 5
            fri: easy 5
            sat: easy 5
            sun: easy 5
            week:
            mon: easy 5
            """, file: "test")
        var prefs = NotificationPreferences()
        prefs.quietHours = QuietHours(text: "21:00-07:30")
        prefs.stillTimeAt = LocalTime(hhmm: "20:00")!
        let wakeups = PassWakeups.plan(
            prefs: prefs, zone: Zone.named("Europe/Berlin"), now: instant("2026-11-30T00:00+01:00"))
        #expect(wakeups.count == 28)
        for w in wakeups {
            let d = DailyPass.decide(
                DailyPassInput(
                    now: w.at, zone: Zone.named("Europe/Berlin"), prefs: prefs, plan: file,
                    loggedWorkouts: [
                        LocalDate(iso: "2026-11-23")!: 1, LocalDate(iso: "2026-11-30")!: 1,
                        LocalDate(iso: "2026-12-07")!: 1,
                    ]))
            #expect(
                !d.notices.isEmpty || d.skipped.contains { $0.reason == "already logged today" },
                "\(w.id): \(d.skipped)")
            #expect(!d.skipped.contains { $0.reason.hasPrefix("quiet hours") }, "\(w.id)")
        }
        // One step before each wake-up, the pass would still hold that window back.
        for w in wakeups {
            let before = DailyPass.decide(
                DailyPassInput(
                    now: w.at.addingTimeInterval(-60), zone: Zone.named("Europe/Berlin"), prefs: prefs, plan: file))
            #expect(
                before.notices.isEmpty,
                "\(w.id): a wake-up earlier would have been useless, so none is later than needed")
        }
    }
}
