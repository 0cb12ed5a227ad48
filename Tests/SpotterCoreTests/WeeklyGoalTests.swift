import Foundation
import Testing

@testable import SpotterCore

@Suite("Weekly goal at risk")
struct WeeklyGoalTests {
    // The week of 2026-06-01 (Mon) … 2026-06-07 (Sun), ISO 2026-W23.
    let mon = day("2026-06-01")

    @Test("goal 3 with nothing done: Thursday is on track, Friday is at risk (3 owed, Fri–Sun left)")
    func atRiskDayNothingDone() {
        #expect(WeeklyGoalRule.atRiskDays(weekOf: mon, goal: 3, trainedDays: [], today: mon) == [day("2026-06-05")])
        #expect(WeeklyGoalRule.remainingDays(from: day("2026-06-04"), today: mon, trainedToday: false) == 4)
        #expect(WeeklyGoalRule.remainingDays(from: day("2026-06-05"), today: mon, trainedToday: false) == 3)
    }

    @Test("two days done of three: only Sunday is at risk")
    func oneOwed() {
        let done: Set = [day("2026-06-01"), day("2026-06-02")]
        #expect(
            WeeklyGoalRule.atRiskDays(weekOf: mon, goal: 3, trainedDays: done, today: day("2026-06-03")) == [
                day("2026-06-07")
            ])
    }

    @Test("today already trained is not a day left: today and tomorrow are both at risk")
    func trainedTodayExcluded() {
        let fri = day("2026-06-05")
        #expect(WeeklyGoalRule.remainingDays(from: fri, today: fri, trainedToday: true) == 2)
        #expect(
            WeeklyGoalRule.atRiskDays(weekOf: mon, goal: 3, trainedDays: [fri], today: fri) == [fri, day("2026-06-06")])
    }

    @Test("a goal already out of reach gets no nudge, and neither does a goal reached")
    func noGuiltTrips() {
        let sat = day("2026-06-06")
        #expect(WeeklyGoalRule.atRiskDays(weekOf: mon, goal: 3, trainedDays: [], today: sat).isEmpty)
        let done: Set = [day("2026-06-01"), day("2026-06-02"), day("2026-06-03")]
        #expect(WeeklyGoalRule.atRiskDays(weekOf: mon, goal: 3, trainedDays: done, today: day("2026-06-04")).isEmpty)
        let p = plan(now: "2026-06-06T06:00:00+02:00", prefs: prefs(.gentle))
        #expect(p.scheduled("weekly-goal:2026-W23") == nil)
        #expect(p.skipped("weekly-goal:2026-W23") == nil)
        #expect(p.notes.contains { $0.contains("2026-W23") && $0.contains("out of reach") })
    }

    @Test(
        "gentle style plans the nudge at the nudge time of the at-risk day, one per ISO week, projected into next week")
    func plannedNudges() {
        let p = plan(now: "2026-06-01T06:00:00+02:00", prefs: prefs(.gentle, nudge: "09:30"))
        #expect(p.scheduled("weekly-goal:2026-W23")?.fireAt == at("2026-06-05T09:30:00+02:00"))
        #expect(p.scheduled("weekly-goal:2026-W24")?.fireAt == at("2026-06-12T09:30:00+02:00"))
        #expect(p.scheduled.filter { $0.kind == .weeklyGoal }.count == 2)
        #expect(p.scheduled("weekly-goal:2026-W23")?.route == .week(ISOWeek(year: 2026, week: 23)))
    }

    @Test("a projected nudge beyond the horizon is not planned")
    func projectionStopsAtHorizon() {
        // Tue 2026-06-02: horizon ends Mon 2026-06-15, so week 25's Friday is outside.
        let p = plan(now: "2026-06-02T06:00:00+02:00", prefs: prefs(.gentle))
        #expect(p.scheduled("weekly-goal:2026-W25") == nil)
        #expect(p.scheduled("weekly-goal:2026-W24") != nil)
    }

    @Test("the first at-risk day whose nudge is still ahead is used: after 09:00 on a trained Friday, Saturday")
    func firstAheadAtRiskDay() {
        let fri = day("2026-06-05")
        let history = PlannerHistory(trainedToday: TrainedToday(templateIds: ["A"]), trainedDaysThisWeek: [fri])
        let early = plan(now: "2026-06-05T08:00:00+02:00", prefs: prefs(.gentle), history: history)
        #expect(early.scheduled("weekly-goal:2026-W23")?.fireAt == at("2026-06-05T09:00:00+02:00"))
        let late = plan(now: "2026-06-05T10:00:00+02:00", prefs: prefs(.gentle), history: history)
        #expect(late.scheduled("weekly-goal:2026-W23")?.fireAt == at("2026-06-06T09:00:00+02:00"))
        #expect(late.scheduled("weekly-goal:2026-W23")?.body == "Your goal is 3 days; Sat and Sun are left.")
    }

    @Test("when the only at-risk day's nudge time has passed, the nudge is skipped as past")
    func atRiskButPast() {
        let p = plan(now: "2026-06-05T10:00:00+02:00", prefs: prefs(.gentle))
        #expect(p.skipped("weekly-goal:2026-W23")?.reason == .past)
    }

    @Test("a workout finished today counts as a trained day even when the week's list leaves it out")
    func completedTodayCounts() {
        let history = PlannerHistory(trainedToday: TrainedToday(templateIds: ["A"]))
        let p = plan(now: "2026-06-05T08:00:00+02:00", prefs: prefs(.gentle), history: history)
        #expect(p.scheduled("weekly-goal:2026-W23")?.title == "2 sessions to go this week")
    }

    @Test("structured style gets no weekly nudge, and says it is the style")
    func structuredHasNoNudge() {
        let p = plan(now: "2026-06-01T06:00:00+02:00", prefs: prefs(.structured))
        #expect(p.scheduled.allSatisfy { $0.kind != .weeklyGoal })
        #expect(p.skipped("weekly-goal:2026-W23")?.reason == .style)
    }

    @Test("the nudge obeys quiet hours and pause like every reminder")
    func nudgeQuietAndPaused() {
        let q = plan(now: "2026-06-01T06:00:00+02:00", prefs: prefs(.gentle, quiet: quiet("08:00", "10:00")))
        #expect(q.skipped("weekly-goal:2026-W23")?.reason == .quiet)
        let p = plan(
            now: "2026-06-01T06:00:00+02:00", prefs: prefs(.gentle, pausedUntil: at("2026-06-08T00:00:00+02:00")))
        #expect(p.skipped("weekly-goal:2026-W23")?.reason == .paused)
        #expect(p.scheduled("weekly-goal:2026-W24") != nil)
    }
}
