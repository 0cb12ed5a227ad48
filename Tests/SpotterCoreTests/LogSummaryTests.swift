import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// The log's pure values on a fixed clock: ISO weeks, the Day and Week summaries, History entries and their JSON.
@Suite("The log: ISO weeks, day and week summaries, history")
struct LogSummaryTests {
    static let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
    static let newYork = ZonedCalendar(timeZone: Zone.named("America/New_York"))
    static let push = WeeklySchedule(templateId: "push", weekdays: [.mon, .thu], time: LocalTime(hhmm: "18:00")!)
    static let names = LogNames(templates: ["push": "Push"], exercises: ["bench": "Bench press", "plank": "Plank"])

    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }
    static func at(_ calendar: ZonedCalendar, _ iso: String, _ hhmm: String) -> Date {
        calendar.instant(day(iso), LocalTime(hhmm: hhmm)!)
    }

    static func resolver(_ calendar: ZonedCalendar = berlin, today: String, overlays: [Overlay] = []) -> DayResolver {
        DayResolver(
            weekly: [push], rotations: [], now: calendar.startOfDay(day(today)), calendar: calendar,
            trainedToday: TrainedToday(), overlays: overlays)
    }

    static func workout(
        _ id: String, _ calendar: ZonedCalendar, _ iso: String, _ start: String, minutes: Int = 50,
        sets: [LoggedSet] = [],
        template: String? = "push"
    ) -> Workout {
        let started = at(calendar, iso, start)
        return Workout(
            id: id, templateId: template, day: day(iso), startedAt: started, finishedAt: started + Double(minutes * 60),
            sets: sets)
    }

    // MARK: ISO weeks

    @Test("ISO weeks parse and print as YYYY-Www; 2026 has a week 53 that ends in 2027")
    func isoWeek53() throws {
        let w53 = try #require(ISOWeek(parsing: "2026-W53"))
        #expect(w53.description == "2026-W53")
        #expect(w53.monday == Self.day("2026-12-28"))
        #expect(w53.days.last == Self.day("2027-01-03"))
        #expect(w53.adding(weeks: 1) == ISOWeek(year: 2027, week: 1))
        #expect(ISOWeek(year: 2027, week: 1).adding(weeks: -1) == w53)
        #expect(ISOWeek.weeks(in: 2026) == 53)
        #expect(ISOWeek.weeks(in: 2027) == 52)
        #expect(ISOWeek(parsing: "2020-W53")?.monday == Self.day("2020-12-28"))
    }

    @Test(
        "week 1 can start in the year before; a week the year lacks, or a malformed one, is refused",
        arguments: [
            "2027-W53", "2026-W54", "2026-W00", "2026-W1", "2026W01", "2026-w01", "+026-W01", "2026-W-1", "",
            "2026-W01x",
        ])
    func isoWeekRefused(_ text: String) {
        #expect(ISOWeek(parsing: text) == nil, "\(text)")
        #expect(Route(parsing: "week/\(text)") == .today)
    }

    @Test("the first weeks at year edges: Monday and the days round-trip through LocalDate.isoWeek")
    func isoWeekEdges() throws {
        #expect(ISOWeek(parsing: "2025-W01")?.monday == Self.day("2024-12-30"))
        #expect(ISOWeek(parsing: "2021-W01")?.monday == Self.day("2021-01-04"))
        for year in 2019...2032 {
            for week in 1...ISOWeek.weeks(in: year) {
                let w = ISOWeek(year: year, week: week)
                #expect(w.days.allSatisfy { $0.isoWeek == w }, "\(w)")
                #expect(ISOWeek(parsing: w.description) == w)
            }
        }
    }

    // MARK: Day

    @Test(
        "a rest overlay day: the plan says rest with the overlay named, and the planner's reason is the one --explain gives"
    )
    func restOverlayDay() {
        let monday = Self.day("2026-11-30")
        let overlays = [Overlay(kind: .rest, day: monday)]
        let now = Self.at(Self.berlin, "2026-11-30", "08:00")
        var input = PlannerInput(
            now: now, timeZone: Self.berlin.timeZone, weekly: [Self.push], rotations: [],
            prefs: NotificationPreferences(),
            templateNames: ["push": "Push"])
        input.overlays = overlays
        let summary = DaySummary(
            day: monday, resolver: Self.resolver(today: "2026-11-30", overlays: overlays), calendar: Self.berlin,
            workouts: [], outbox: planNotifications(input).scheduled, deliveries: [],
            decidedAgainst: planNotifications(input).skipped, names: Self.names)
        #expect(summary.plan.status == .rest)
        #expect(summary.plan.overlay?.kind == .rest)
        #expect(summary.plan.text(Self.names) == "rest day (rest overlay)")
        #expect(summary.plan.sessions.isEmpty)
        #expect(summary.planned.isEmpty, "Thursday's reminder is not Monday's")
        #expect(summary.decidedAgainst.map(\.reason) == [.overlay])
        #expect(summary.decidedAgainst.first?.detail == "Push: rest day")
        #expect(summary.decidedAgainst.first?.id == "workout-reminder:push:2026-11-30")
    }

    @Test(
        "a moved day: Monday says moved to Tuesday by its not-today overlay; Tuesday holds Push at 18:00, also once past"
    )
    func movedDay() {
        let monday = Self.day("2026-11-30")
        let tuesday = monday.adding(days: 1)
        let overlays = [Overlay(kind: .notToday, day: monday)]
        for today in ["2026-11-30", "2026-12-03"] {
            let r = Self.resolver(today: today, overlays: overlays)
            let from = DayPlan(monday, resolver: r)
            #expect(from.status == .moved(to: tuesday), "seen from \(today)")
            #expect(from.overlay?.kind == .notToday)
            #expect(from.text(Self.names) == "moved to Tue 2026-12-01 (not-today overlay)")
            let to = DayPlan(tuesday, resolver: r)
            #expect(to.status == .training)
            #expect(to.resolved.movedFrom == monday)
            #expect(to.overlay == overlays[0], "the overlay that moved it is named on the day it moved to")
            #expect(to.sessions.map(\.templateId) == ["push"])
            #expect(to.sessions.map(\.time.hhmm) == ["18:00"])
            #expect(to.text(Self.names) == "Push at 18:00 (moved here from Mon 2026-11-30 by a not-today overlay)")
        }
    }

    @Test("cross-training names its activity; a vacation and a skip say so")
    func otherOverlays() {
        let thursday = Self.day("2026-12-03")
        let cross = DayPlan(
            thursday,
            resolver: Self.resolver(
                today: "2026-11-30", overlays: [Overlay(kind: .crossTraining, day: thursday, activity: "cycling")]))
        #expect(cross.status == .crossTraining(activity: "cycling"))
        #expect(cross.text(Self.names) == "cross-training: cycling (cross-training overlay)")
        let away = DayPlan(
            thursday,
            resolver: Self.resolver(
                today: "2026-11-30",
                overlays: [Overlay(kind: .vacation, first: thursday.adding(days: -2), last: thursday)]))
        #expect(away.status == .vacation)
        let skip = DayPlan(
            thursday, resolver: Self.resolver(today: "2026-11-30", overlays: [Overlay(kind: .skipped, day: thursday)]))
        #expect(skip.status == .skipped)
        #expect(
            DayPlan(thursday.adding(days: 1), resolver: Self.resolver(today: "2026-11-30")).status == .nothingPlanned)
    }

    @Test("Berlin's spring-forward day (23 hours): what fires or is logged belongs to the local day, on both edges")
    func berlinSpringForward() {
        let sunday = Self.day("2026-03-29")
        let midnightCET = Self.berlin.startOfDay(sunday)
        #expect(ISOInstant.format(midnightCET, in: Self.berlin.timeZone) == "2026-03-29T00:00:00+01:00")
        let justBefore = DeliveryRecord(
            notificationId: "a", kind: "workout-reminder", at: midnightCET - 60, channel: "desktop", outcome: "shown")
        let first = DeliveryRecord(
            notificationId: "b", kind: "workout-reminder", at: midnightCET + 60, channel: "desktop", outcome: "shown")
        // 23 hours later it is already Monday in Berlin (CEST), though UTC still says Sunday.
        let monday = DeliveryRecord(
            notificationId: "c", kind: "weekly-goal", at: midnightCET + 23 * 3600 + 60, channel: "mail",
            outcome: "failed", detail: "exit 75")
        let late = Self.at(Self.berlin, "2026-03-29", "23:30")
        let w = Workout(
            id: "w", templateId: nil, day: sunday, startedAt: late, finishedAt: late + 1200,
            sets: [LoggedSet(id: "s", exerciseId: "plank", durationSeconds: 60, loggedAt: late + 600)])
        let summary = DaySummary(
            day: sunday, resolver: Self.resolver(today: "2026-03-29"), calendar: Self.berlin, workouts: [w],
            outbox: [], deliveries: [monday, first, justBefore], decidedAgainst: [], names: Self.names)
        #expect(summary.sent.map(\.notificationId) == ["b"])
        #expect(summary.workouts.map(\.name) == ["Workout"])
        #expect(summary.workouts.first?.durationSeconds == 1200)
        #expect(summary.done)
        #expect(summary.volume == 0, "a timed set adds no volume")
    }

    @Test("New York's fall-back day (25 hours): 23:30 EST is still that day; the outbox entry names its own day")
    func newYorkFallBack() {
        let sunday = Self.day("2026-11-01")
        let lateEST = Self.at(Self.newYork, "2026-11-01", "23:30")
        #expect(Self.newYork.offsetSeconds(at: lateEST) == -5 * 3600)
        let earlyEDT = Self.at(Self.newYork, "2026-11-01", "00:30")
        #expect(Self.newYork.offsetSeconds(at: earlyEDT) == -4 * 3600)
        let sent = [
            DeliveryRecord(notificationId: "early", kind: "", at: earlyEDT, channel: "terminal", outcome: "bell"),
            DeliveryRecord(notificationId: "late", kind: "", at: lateEST, channel: "desktop", outcome: "shown"),
            DeliveryRecord(
                notificationId: "next", kind: "", at: lateEST + 3600, channel: "desktop", outcome: "shown"),
        ]
        // A reminder about Monday that fires on Sunday evening is Monday's.
        let aboutMonday = PlannedNotification(
            id: "workout-reminder:push:2026-11-02", kind: .workoutReminder, fireAt: lateEST, title: "Push", body: "",
            day: sunday.adding(days: 1))
        let summary = DaySummary(
            day: sunday, resolver: Self.resolver(Self.newYork, today: "2026-11-01"), calendar: Self.newYork,
            workouts: [],
            outbox: [aboutMonday], deliveries: sent, decidedAgainst: [], names: Self.names)
        #expect(summary.sent.map(\.notificationId) == ["early", "late"])
        #expect(summary.planned.isEmpty)
        #expect(summary.plan.status == .nothingPlanned)
    }

    // MARK: Week

    @Test("ISO week 53 of 2026: Monday to Sunday across the year end, planned vs done, goal and week in review")
    func week53() throws {
        let week = try #require(ISOWeek(parsing: "2026-W53"))
        let bench = { (id: String, kg: Double, type: SetType, at: Date) in
            LoggedSet(id: id, exerciseId: "bench", weight: kg, reps: 5, loggedAt: at, type: type)
        }
        let monday = Self.at(Self.berlin, "2026-12-28", "18:00")
        let saturday = Self.at(Self.berlin, "2027-01-02", "10:00")
        let workouts = [
            Self.workout(
                "a", Self.berlin, "2026-12-28", "18:00",
                sets: [bench("1", 40, .warmup, monday), bench("2", 60, .working, monday + 300)]),
            Self.workout(
                "b", Self.berlin, "2027-01-02", "10:00",
                sets: [bench("3", 60, .failure, saturday), bench("4", 50, .drop, saturday + 60)]),
            // The week after: not this week's.
            Self.workout(
                "c", Self.berlin, "2027-01-04", "18:00",
                sets: [bench("5", 60, .working, Self.at(Self.berlin, "2027-01-04", "18:00"))]),
        ]
        let summary = WeekSummary(
            week: week, today: Self.day("2027-01-02"), resolver: Self.resolver(today: "2027-01-02"), workouts: workouts,
            prefs: NotificationPreferences())
        #expect(
            summary.days.map(\.day.iso) == [
                "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03",
            ])
        #expect(summary.days.map(\.done) == [true, false, false, false, false, true, false])
        #expect(summary.days.map(\.plan.expectsTraining) == [true, false, false, true, false, false, false])
        #expect(summary.days[0].volume == 300, "the warm-up adds nothing")
        #expect(summary.days[5].volume == 550, "failure and drop sets count")
        #expect(summary.sets == 4)
        #expect(
            summary.goal
                == WeeklyGoalProgress(
                    goal: 3, done: 2, owed: 1, atRisk: [Self.day("2027-01-02"), Self.day("2027-01-03")]))
        #expect(
            summary.review
                == .report(title: "Your week in review: 2026-W53", body: "2026-12-28 to 2027-01-03: 2 sessions."))
    }

    @Test("an empty week's review stays silent, saying why; switched off it says that instead")
    func silentReview() throws {
        let week = try #require(ISOWeek(parsing: "2026-W49"))
        let empty = WeekSummary(
            week: week, today: Self.day("2026-12-07"), resolver: Self.resolver(today: "2026-12-07"), workouts: [],
            prefs: NotificationPreferences())
        #expect(empty.review == .silent("nothing to report for 2026-W49"))
        #expect(empty.goal.owed == 3 && empty.goal.atRisk.isEmpty, "a past week is never at risk")
        var off = NotificationPreferences()
        off.reportWeekInReview = false
        let switched = WeekSummary(
            week: week, today: Self.day("2026-12-07"), resolver: Self.resolver(today: "2026-12-07"), workouts: [],
            prefs: off)
        #expect(switched.review == .silent("the week-in-review report is turned off (setting report-week-in-review)"))
    }

    // MARK: History

    @Test("history entries: name, duration, volume without warm-ups, and filters by exercise and by text")
    func historyFilters() {
        let t = Self.at(Self.berlin, "2026-11-30", "18:00")
        let a = HistoryEntry(
            workout: Self.workout(
                "a", Self.berlin, "2026-11-30", "18:00", minutes: 62,
                sets: [
                    LoggedSet(id: "1", exerciseId: "bench", weight: 40, reps: 10, loggedAt: t, type: .warmup),
                    LoggedSet(id: "2", exerciseId: "bench", weight: 62.5, reps: 5, rpe: 8.5, loggedAt: t + 300),
                ]), names: Self.names)
        let b = HistoryEntry(
            workout: Self.workout(
                "b", Self.berlin, "2026-12-02", "07:00",
                sets: [
                    LoggedSet(id: "3", exerciseId: "plank", durationSeconds: 45, loggedAt: t + 86400 * 2)
                ], template: nil), names: Self.names)
        #expect(a.name == "Push" && b.name == "Workout")
        #expect(a.durationSeconds == 62 * 60)
        #expect(a.volume == 312.5)
        #expect(a.records.isEmpty)
        let all = [a, b]
        #expect(all.filtered(exercise: "bench").map(\.id) == ["a"])
        #expect(all.filtered(exercise: "PLANK").map(\.id) == ["b"])
        #expect(all.filtered(exercise: "Bench press").map(\.id) == ["a"])
        #expect(all.filtered(text: "press").map(\.id) == ["a"])
        #expect(all.filtered(text: "workout").map(\.id) == ["b"])
        #expect(all.filtered(text: "2026-12").map(\.id) == ["b"])
        #expect(all.filtered(exercise: "bench", text: "workout").isEmpty)
        #expect(all.filtered().count == 2)
    }

    @Test("a warm-up sets no record and adds no volume; the one rule in SetType")
    func warmupRule() {
        let t = Date(timeIntervalSince1970: 0)
        let warm = LoggedSet(id: "w", exerciseId: "bench", weight: 100, reps: 5, loggedAt: t, type: .warmup)
        #expect(warm.volume == 0 && warm.recordWeight == nil)
        for type in [SetType.working, .drop, .failure] {
            let s = LoggedSet(id: "s", exerciseId: "bench", weight: 100, reps: 5, loggedAt: t, type: type)
            #expect(s.volume == 500 && s.recordWeight == 100, "\(type)")
        }
        #expect(LoggedSet(id: "d", exerciseId: "bench", loggedAt: t).type == .working)
    }

    @Test("history --json: oldest first, every key present, nulls printed, offsets of each instant, no fractions")
    func historyJSON() throws {
        let edt = Self.at(Self.newYork, "2026-10-31", "18:02") + 11.75
        let est = Self.at(Self.newYork, "2026-11-02", "07:00")
        let newer = HistoryEntry(
            workout: Workout(
                id: "n", templateId: nil, day: Self.day("2026-11-02"), startedAt: est, finishedAt: est + 600,
                sets: [LoggedSet(id: "p", exerciseId: "plank", durationSeconds: 45, loggedAt: est + 60, type: .warmup)]),
            names: Self.names)
        let older = HistoryEntry(
            workout: Workout(
                id: "o", templateId: "push", day: Self.day("2026-10-31"), startedAt: edt, finishedAt: edt + 3600,
                sets: [LoggedSet(id: "b", exerciseId: "bench", weight: 62.5, reps: 5, rpe: 8.5, loggedAt: edt + 60)]),
            names: LogNames(templates: ["push": "Push \"A\"\n"], exercises: Self.names.exercises))
        let text = HistoryJSON.render([newer, older], zone: Self.newYork.timeZone)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.map { $0["id"] as? String } == ["o", "n"])
        #expect(Set(array[0].keys) == ["id", "name", "start", "end", "note", "exerciseNotes", "sets"])
        #expect(array[0]["note"] is NSNull && (array[0]["exerciseNotes"] as? [Any])?.isEmpty == true)
        #expect(array[0]["name"] as? String == "Push \"A\"\n")
        #expect(array[0]["start"] as? String == "2026-10-31T18:02:11-04:00")
        #expect(array[1]["end"] as? String == "2026-11-02T07:10:00-05:00")
        let bench = try #require((array[0]["sets"] as? [[String: Any]])?.first)
        #expect(
            Set(bench.keys) == [
                "exercise", "type", "weightKg", "reps", "seconds", "meters", "heartRate", "rpe", "loggedAt", "note",
            ])
        #expect(bench["note"] is NSNull && bench["meters"] is NSNull)
        #expect(bench["exercise"] as? String == "Bench press")
        #expect(bench["weightKg"] as? Double == 62.5)
        #expect(bench["reps"] as? Int == 5)
        #expect(bench["seconds"] is NSNull)
        #expect(bench["rpe"] as? Double == 8.5)
        let plank = try #require((array[1]["sets"] as? [[String: Any]])?.first)
        #expect(plank["type"] as? String == "warmup")
        #expect(plank["weightKg"] is NSNull && plank["reps"] is NSNull && plank["rpe"] is NSNull)
        #expect(plank["seconds"] as? Int == 45)
        #expect(HistoryJSON.render([], zone: Self.newYork.timeZone) == "[]")
    }
}
