import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("The daily pass decision")
struct PhasesDailyPassTests {
    /// Tue easy 5, Thu tempo 6, Sat long 10; three phases of one week each from 2026-11-30,
    /// then 2026-12-28 (ISO week 53) and 2027-01-04.
    static let plan = try! PlanFile.parse(
        """
        plan: Test
        start: 2026-11-16
        pace: 5:00
        phase: Base
        week:
        tue: easy 5
        week:
        tue: easy 5
        phase: Build
        week:
        tue: easy 5
        thu: tempo 6
        sat: long 10
        week:
        tue: easy 5
        phase: Peak
        week:
        tue: intervals 5
        week:
        mon: easy 4
        tue: easy 5
        week:
        tue: easy 5
        week:
        tue: easy 5
        """, file: "test")

    /// Default preferences without quiet hours, so a case about the 05:00 window is about that
    /// window; quiet hours have their own cases below.
    static var noQuietHours: NotificationPreferences {
        var p = NotificationPreferences()
        p.quietHours = nil
        return p
    }

    func input(
        _ now: String, _ zone: String, prefs: NotificationPreferences = noQuietHours, overlays: [Overlay] = [],
        logged: [String: Int] = [:], forecast: Forecast? = nil
    ) -> DailyPassInput {
        guard let found = Zone.system(zone) else { return .unknownZone(zone, now: ISOInstant.parse(now)!) }
        return DailyPassInput(
            now: ISOInstant.parse(now)!, zone: found, prefs: prefs, plan: Self.plan, overlays: overlays,
            loggedWorkouts: Dictionary(uniqueKeysWithValues: logged.map { (LocalDate(iso: $0.key)!, $0.value) }),
            forecast: forecast)
    }
    func sent(_ d: DailyPassDecision) -> [String] { d.notices.map(\.occasion.description) }
    func reason(_ d: DailyPassDecision, _ kind: NotificationKind) -> String? {
        d.skipped.first { $0.kind == kind }?.reason
    }

    @Test("19:00 in Bogotá is the next day in UTC, and still today's check-in")
    func bogotaEvening() {
        let d = decide(input("2026-12-02T00:30Z", "America/Bogota"))
        #expect(d.today == LocalDate(iso: "2026-12-01"))
        #expect(sent(d) == ["still-time:2026-12-01"])
        #expect(d.notices[0].byMail == false, "no mail counterpart")
        #expect(d.notices[0].route == .day(LocalDate(iso: "2026-12-01")!))
    }

    @Test("05:00 in Auckland is the previous day in UTC, and today's workout is the local day's")
    func aucklandMorning() {
        let d = decide(input("2026-11-30T16:30Z", "Pacific/Auckland"))
        #expect(d.today == LocalDate(iso: "2026-12-01"))
        #expect(sent(d) == ["todays-workout:2026-12-01"])
        #expect(d.notices[0].title == "Today: Easy run, 5 km")
        #expect(d.notices[0].body.contains("Target 6:00/km (no forecast)"))
        #expect(d.notices[0].validUntil == ISOInstant.parse("2026-12-01T11:00+13:00"))
    }

    @Test("today's workout is valid from 05:00 until 11:00 and never sent later")
    func morningWindow() {
        #expect(
            reason(decide(input("2026-12-01T04:59-05:00", "America/Bogota")), .todaysWorkout)
                == "not yet: goes out at 05:00")
        #expect(sent(decide(input("2026-12-01T05:00-05:00", "America/Bogota"))) == ["todays-workout:2026-12-01"])
        #expect(sent(decide(input("2026-12-01T10:59-05:00", "America/Bogota"))) == ["todays-workout:2026-12-01"])
        #expect(
            reason(decide(input("2026-12-01T11:00-05:00", "America/Bogota")), .todaysWorkout)
                == "too late: valid until 11:00")
    }

    @Test("still time needs a session expected and nothing logged, and closes at 22:00")
    func evening() {
        #expect(
            reason(decide(input("2026-12-01T19:30-05:00", "America/Bogota", logged: ["2026-12-01": 1])), .stillTime)
                == "already logged today")
        #expect(reason(decide(input("2026-12-02T19:30-05:00", "America/Bogota")), .stillTime) == "rest day")
        #expect(
            reason(decide(input("2026-12-01T22:00-05:00", "America/Bogota")), .stillTime)
                == "too late: valid until 22:00")
    }

    @Test("every overlay is silent for today's workout and still time alike", arguments: Overlay.Kind.allCases)
    func overlaysSilent(kind: Overlay.Kind) {
        let tue = LocalDate(iso: "2026-12-01")!
        let o = [Overlay(kind: kind, day: tue)]
        let morning = decide(input("2026-12-01T06:00-05:00", "America/Bogota", overlays: o))
        let evening = decide(input("2026-12-01T19:30-05:00", "America/Bogota", overlays: o))
        #expect(morning.notices.isEmpty)
        #expect(evening.notices.isEmpty)
        #expect(reason(morning, .todaysWorkout) == reason(evening, .stillTime), "the same reason for both")
    }

    @Test("a session moved by not today is announced on the day it moved to")
    func movedAnnounced() {
        let o = [Overlay(kind: .notToday, day: LocalDate(iso: "2026-12-01")!)]
        let d = decide(input("2026-12-02T06:00-05:00", "America/Bogota", overlays: o))
        #expect(sent(d) == ["todays-workout:2026-12-02"])
        #expect(d.notices[0].body.hasPrefix("Moved here from Tue 2026-12-01."))
    }

    @Test("pause silences every kind; so do the reminders switch and each kind's own switch")
    func switches() {
        var paused = Self.noQuietHours
        paused.pausedUntil = ISOInstant.parse("2026-12-15T00:00Z")
        let d = decide(input("2026-12-14T06:00-05:00", "America/Bogota", prefs: paused, logged: ["2026-12-08": 1]))
        #expect(d.notices.isEmpty)
        #expect(reason(d, .todaysWorkout) == "paused until 2026-12-14T19:00:00-05:00")
        #expect(reason(d, .weekInReview) == "paused until 2026-12-14T19:00:00-05:00")
        #expect(reason(d, .phaseStarts) == "paused until 2026-12-14T19:00:00-05:00")
        #expect(d.skipped.first { $0.kind == .todaysWorkout }?.refusal == .paused(until: paused.pausedUntil!))
        var off = Self.noQuietHours
        off.workoutReminders = false
        #expect(decide(input("2026-12-01T06:00-05:00", "America/Bogota", prefs: off)).notices.isEmpty)
        var noMorning = Self.noQuietHours
        noMorning.reportTodaysWorkout = false
        #expect(
            reason(decide(input("2026-12-01T06:00-05:00", "America/Bogota", prefs: noMorning)), .todaysWorkout)
                == "the today's-workout report is turned off (setting report-todays-workout)")
    }

    @Test("the phase start goes out on its Monday with its week number, keyed by plan, phase and week")
    func phaseStart() {
        let d = decide(input("2026-12-14T06:00-05:00", "America/Bogota", logged: ["2026-12-08": 1]))
        let phase = d.notices.first { $0.occasion.kind == .phaseStarts }
        #expect(phase?.title == "Peak starts now: week 5 of 8")
        #expect(phase?.occasion.key == "test/2-Peak/2026-W51")
        #expect(phase?.route == .plan)
    }

    @Test("the week in review on a Monday reviews last week; ISO week 53 of 2026")
    func week53() {
        let d = decide(input("2027-01-04T07:00+01:00", "Europe/Berlin", logged: ["2026-12-29": 1, "2026-12-31": 2]))
        let review = d.notices.first { $0.occasion.kind == .weekInReview }
        #expect(review?.occasion.key == "2026-W53")
        #expect(review?.title == "Your week in review: 2026-W53")
        #expect(review?.body == "2026-12-28 to 2027-01-03: 3 sessions, 5 km.")
        #expect(review?.route == .week(ISOWeek(year: 2026, week: 53)))
    }

    @Test("a Monday with nothing to report sends no review")
    func quietMonday() {
        let d = decide(input("2026-12-07T06:00-05:00", "America/Bogota"))
        #expect(!d.notices.contains { $0.occasion.kind == .weekInReview })
        #expect(reason(d, .weekInReview) == "nothing to report for 2026-W49")
        #expect(reason(decide(input("2026-12-08T06:00-05:00", "America/Bogota")), .weekInReview) == "only on Mondays")
    }

    @Test("on the spring-forward day in Berlin, 05:00 is 03:00 UTC")
    func berlinSpring() {
        var prefs = Self.noQuietHours
        prefs.todaysWorkoutAt = LocalTime(hhmm: "02:30")!
        let plan = try! PlanFile.parse("plan: s\nstart: 2026-03-23\nphase: A\nweek:\nsun: easy 5\n", file: "s")
        func run(_ now: String, _ p: NotificationPreferences) -> DailyPassDecision {
            DailyPass.decide(
                DailyPassInput(now: ISOInstant.parse(now)!, zone: Zone.named("Europe/Berlin"), prefs: p, plan: plan))
        }
        #expect(run("2026-03-29T02:59Z", Self.noQuietHours).notices.isEmpty)
        #expect(run("2026-03-29T03:00Z", Self.noQuietHours).notices.map(\.occasion.key) == ["2026-03-29"])
        // 02:30 does not exist that day: the window opens at 03:30 CEST, 01:30 UTC.
        #expect(run("2026-03-29T01:29Z", prefs).notices.isEmpty)
        #expect(run("2026-03-29T01:30Z", prefs).notices.count == 1)
    }

    @Test("on the fall-back day in New York, 05:00 is 10:00 UTC")
    func newYorkFall() {
        let plan = try! PlanFile.parse("plan: s\nstart: 2026-10-26\nphase: A\nweek:\nsun: easy 5\n", file: "s")
        func run(_ now: String) -> DailyPassDecision {
            DailyPass.decide(
                DailyPassInput(
                    now: ISOInstant.parse(now)!, zone: Zone.named("America/New_York"), prefs: Self.noQuietHours,
                    plan: plan))
        }
        #expect(run("2026-11-01T09:59Z").notices.isEmpty)
        #expect(run("2026-11-01T10:00Z").notices.count == 1)
        #expect(run("2026-11-01T15:59Z").notices.count == 1)
        #expect(run("2026-11-01T16:00Z").notices.isEmpty, "11:00 EST")
    }

    @Test("strength sessions from the weekly schedule ride along, by their template's name")
    func strength() {
        var i = input("2026-12-01T06:00-05:00", "America/Bogota")
        i.weekly = [WeeklySchedule(templateId: "push", weekdays: [.tue], time: LocalTime(hhmm: "18:00")!)]
        i.templateNames = ["push": "Push"]
        #expect(decide(i).notices.first?.title == "Today: Easy run, 5 km + Push (strength)")
        i.overlays = [Overlay(kind: .skipped, day: LocalDate(iso: "2026-12-01")!)]
        #expect(decide(i).notices.isEmpty, "a skip silences the strength session too")
    }

    @Test("a heat-adjusted range rides on today's workout when a forecast covers the session")
    func heat() throws {
        let f = try Forecast.parse("2026-12-01T07:00-05:00 84F 66F\n", file: "f")
        let d = decide(input("2026-12-01T06:00-05:00", "America/Bogota", forecast: f))
        let notice = try #require(d.notices.first)
        #expect(
            notice.body.contains("Target 6:11–6:16/km: 84°F, dew point 66°F (sum 150), 3–4.5 % slower than 6:00/km"))
    }

    @Test("an unknown time zone is a broken record: nothing is decided")
    func brokenZone() {
        let d = decide(input("2026-12-01T06:00-05:00", "Mars/Olympus"))
        #expect(d.broken == "unknown time zone \"Mars/Olympus\"")
        #expect(d.notices.isEmpty)
    }

    @Test("a plan with no weeks or an unreadable stored record is broken: that user's reports are skipped")
    func brokenPlan() {
        var empty = input("2026-12-01T06:00-05:00", "America/Bogota")
        empty.plan = PhasedPlan(
            id: "empty", name: "e", start: LocalDate(iso: "2026-11-30")!, time: LocalTime(hour: 7, minute: 0)!,
            phases: [])
        #expect(decide(empty).broken == "plan empty has no weeks")
        var unreadable = input("2026-12-01T06:00-05:00", "America/Bogota")
        unreadable.brokenRecord = "stored plan p:3: …"
        #expect(decide(unreadable).broken == "stored plan p:3: …")
        #expect(decide(unreadable).notices.isEmpty)
    }

    @Test("quiet hours hold today's workout back until they end, and a pass after that sends it")
    func quietHoursHoldBack() {
        let quiet = NotificationPreferences()  // 22:00–07:00 by default
        let early = decide(input("2026-12-01T05:30-05:00", "America/Bogota", prefs: quiet))
        #expect(sent(early).isEmpty)
        #expect(reason(early, .todaysWorkout) == "inside quiet hours 22:00–07:00: waits until 07:00")
        let later = decide(input("2026-12-01T07:00-05:00", "America/Bogota", prefs: quiet))
        #expect(sent(later) == ["todays-workout:2026-12-01"])
    }

    @Test("quiet hours that outlast the window mean the report is not sent that day")
    func quietHoursOutlastWindow() {
        var prefs = NotificationPreferences()
        prefs.quietHours = QuietHours(start: LocalTime(hhmm: "22:00")!, end: LocalTime(hhmm: "11:30")!)
        let d = decide(input("2026-12-01T10:59-05:00", "America/Bogota", prefs: prefs))
        #expect(sent(d).isEmpty)
        #expect(reason(d, .todaysWorkout) == "inside quiet hours 22:00–11:30: waits until 11:30")
        #expect(
            reason(decide(input("2026-12-01T11:30-05:00", "America/Bogota", prefs: prefs)), .todaysWorkout)?.hasPrefix(
                "too late") == true)
    }

    func decide(_ i: DailyPassInput) -> DailyPassDecision { DailyPass.decide(i) }
}
