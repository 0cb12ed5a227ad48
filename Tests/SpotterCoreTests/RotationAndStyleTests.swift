import Foundation
import Testing

@testable import SpotterCore

@Suite("Rotating plans get per-day reminders")
struct RotationReminderTests {
    // A, B, C with B next, on Tuesdays and Thursdays at 18:00. 2026-06-02 is a Tuesday.
    func rotation(next: Int = 1) -> Rotation {
        Rotation(
            id: "R", name: "Rotation", templateIds: ["A", "B", "C"], nextIndex: next, weekdays: [.tue, .thu],
            time: time("18:00"))
    }

    @Test("from a Monday, the next training days get B, C, A, B in turn")
    func cycles() {
        let p = plan(now: "2026-06-01T06:00:00+02:00", rotations: [rotation()])
        #expect(
            p.scheduledIds == [
                "workout-reminder:B:2026-06-02", "workout-reminder:C:2026-06-04", "workout-reminder:A:2026-06-09",
                "workout-reminder:B:2026-06-11",
            ])
    }

    @Test("today takes part while its time is ahead and nothing of the rotation was trained")
    func todayTakesPart() {
        let p = plan(now: "2026-06-02T10:00:00+02:00", rotations: [rotation()])
        #expect(p.scheduled("workout-reminder:B:2026-06-02") != nil)
        #expect(p.scheduled("workout-reminder:C:2026-06-04") != nil)
    }

    @Test("once today's time has passed, today is skipped as past and B moves to Thursday")
    func todayPassed() {
        let p = plan(now: "2026-06-02T18:00:00+02:00", rotations: [rotation()])
        #expect(p.skipped("workout-reminder:B:2026-06-02")?.reason == .past)
        #expect(p.scheduled("workout-reminder:B:2026-06-04") != nil)
    }

    @Test("trained today: today is skipped as trained-today and the advanced rotation continues with C")
    func trainedToday() {
        let history = PlannerHistory(trainedToday: TrainedToday(templateIds: ["B"], rotationIds: ["R"]))
        let p = plan(now: "2026-06-02T10:00:00+02:00", rotations: [rotation(next: 2)], history: history)
        #expect(p.skipped("workout-reminder:B:2026-06-02")?.reason == .trainedToday)
        #expect(p.scheduled("workout-reminder:C:2026-06-04") != nil)
    }

    @Test("a lead time that has passed while the session time is ahead keeps B today, its reminder skipped as past")
    func leadPassedTimeAhead() {
        let p = plan(now: "2026-06-02T17:50:00+02:00", rotations: [rotation()], prefs: prefs(lead: 15))
        #expect(p.skipped("workout-reminder:B:2026-06-02")?.reason == .past)
        #expect(p.scheduled("workout-reminder:C:2026-06-04") != nil)
    }
}

@Suite("Accountability styles and switches")
struct StyleTests {
    let schedule = [weekly("A", [.mon, .wed, .fri], "18:00")]

    @Test("structured: reminders on planned days, no weekly nudge")
    func structured() {
        let p = plan(now: "2026-06-01T06:00:00+02:00", weekly: schedule, prefs: prefs(.structured))
        #expect(p.scheduled.count == 6)
        #expect(p.scheduled.allSatisfy { $0.kind == .workoutReminder })
    }

    @Test("gentle: no daily reminders (skipped as style), only the weekly-goal nudge")
    func gentle() {
        let p = plan(now: "2026-06-01T06:00:00+02:00", weekly: schedule, prefs: prefs(.gentle))
        #expect(p.scheduled.allSatisfy { $0.kind == .weeklyGoal })
        #expect(!p.scheduled.isEmpty)
        #expect(p.skipped("workout-reminder:A:2026-06-01")?.reason == .style)
    }

    @Test("flexible: neither reminders nor nudges")
    func flexible() {
        let p = plan(now: "2026-06-01T06:00:00+02:00", weekly: schedule, prefs: prefs(.flexible))
        #expect(p.scheduled.isEmpty)
        #expect(p.skipped("workout-reminder:A:2026-06-01")?.reason == .style)
    }

    @Test("structured with workout reminders switched off: skipped as muted")
    func muted() {
        var p = prefs(.structured)
        p.workoutReminders = false
        let result = plan(now: "2026-06-01T06:00:00+02:00", weekly: schedule, prefs: p)
        #expect(result.scheduled.isEmpty)
        #expect(result.skipped("workout-reminder:A:2026-06-01")?.reason == .muted)
    }

    @Test("the same template twice on one day gets one reminder, the later one skipped as duplicate")
    func duplicate() {
        let p = plan(
            now: "2026-06-01T06:00:00+02:00", weekly: [weekly("A", [.mon], "07:00"), weekly("A", [.mon], "18:00")])
        #expect(p.scheduled("workout-reminder:A:2026-06-01")?.fireAt == at("2026-06-01T07:00:00+02:00"))
        #expect(p.skipped("workout-reminder:A:2026-06-01")?.reason == .duplicate)
    }

    @Test("a refused earlier time does not block the same template's later time that day")
    func refusedDoesNotBlock() {
        let p = plan(
            now: "2026-06-01T08:00:00+02:00", weekly: [weekly("A", [.mon], "07:00"), weekly("A", [.mon], "18:00")])
        #expect(p.scheduled("workout-reminder:A:2026-06-01")?.fireAt == at("2026-06-01T18:00:00+02:00"))
        #expect(p.skipped("workout-reminder:A:2026-06-01")?.reason == .past)
    }
}

@Suite("Forgot to finish?")
struct ForgotToFinishTests {
    let open = OpenWorkout(id: "w1", lastSetAt: at("2026-06-01T18:10:00+02:00"))

    @Test("fires 45 minutes after the last saved set, with an id from the workout")
    func fires() {
        let p = plan(now: "2026-06-01T18:20:00+02:00", history: PlannerHistory(openWorkout: open))
        #expect(p.scheduled("forgot-to-finish:w1")?.fireAt == at("2026-06-01T18:55:00+02:00"))
        #expect(p.scheduled("forgot-to-finish:w1")?.route == .workout)
    }

    @Test("a new set moves the one pending nudge; no open workout means none")
    func movesAndCancels() {
        var later = open
        later.lastSetAt = at("2026-06-01T18:30:00+02:00")
        let p = plan(now: "2026-06-01T18:31:00+02:00", history: PlannerHistory(openWorkout: later))
        #expect(p.scheduled.filter { $0.kind == .forgotToFinish }.map(\.fireAt) == [at("2026-06-01T19:15:00+02:00")])
        #expect(plan(now: "2026-06-01T18:31:00+02:00").scheduled.isEmpty)
    }

    @Test("an open workout with no saved set has nothing to finish")
    func noSets() {
        let p = plan(
            now: "2026-06-01T18:20:00+02:00",
            history: PlannerHistory(openWorkout: OpenWorkout(id: "w1", lastSetAt: nil)))
        #expect(p.scheduled.isEmpty)
    }

    @Test("its own switch turns it off, in any accountability style")
    func ownToggle() {
        let off = plan(
            now: "2026-06-01T18:20:00+02:00", prefs: prefs(forgotToFinish: false),
            history: PlannerHistory(openWorkout: open))
        #expect(off.skipped("forgot-to-finish:w1")?.reason == .muted)
        let flexible = plan(
            now: "2026-06-01T18:20:00+02:00", prefs: prefs(.flexible), history: PlannerHistory(openWorkout: open))
        #expect(flexible.scheduled("forgot-to-finish:w1") != nil)
    }

    @Test("quiet hours and past apply to it as to every reminder")
    func quietAndPast() {
        let lateSet = OpenWorkout(id: "w1", lastSetAt: at("2026-06-01T21:30:00+02:00"))
        let q = plan(
            now: "2026-06-01T21:31:00+02:00", prefs: prefs(quiet: .default),
            history: PlannerHistory(openWorkout: lateSet))
        #expect(q.skipped("forgot-to-finish:w1")?.reason == .quiet)
        let past = plan(now: "2026-06-01T19:00:00+02:00", history: PlannerHistory(openWorkout: open))
        #expect(past.skipped("forgot-to-finish:w1")?.reason == .past)
    }
}
