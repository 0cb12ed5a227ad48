import Foundation
import Testing

@testable import SpotterCore

@Suite("The notification catalogue: products, urgency, actions, quiet hours, switches, ids")
struct NotificationCatalogueTests {
    @Test(
        "every kind belongs to the live session, reminders or reports; only the live session ignores quiet hours and pause"
    )
    func products() {
        for kind in NotificationKind.allCases {
            let live = kind.product == .liveSession
            #expect(kind.quietHoursApply == !live, "\(kind)")
            #expect(kind.pauseApplies == !live, "\(kind)")
        }
        #expect(NotificationProduct.allCases.count == 3)  // no marketing
        #expect(
            Set(NotificationKind.allCases.filter { $0.product == .reminders }) == [
                .workoutReminder, .weeklyGoal, .forgotToFinish,
            ])
    }

    @Test("the rest alert is critical only when it may break through Do Not Disturb; the ongoing workout is always low")
    func urgency() {
        var prefs = NotificationPreferences()
        #expect(NotificationKind.restAlert.urgency(prefs) == .critical)
        prefs.restBreaksDoNotDisturb = false
        #expect(NotificationKind.restAlert.urgency(prefs) == .normal)
        #expect(NotificationKind.activeWorkout.urgency(prefs) == .low)
        #expect(NotificationKind.workoutReminder.urgency(prefs) == .normal)
        #expect(NotificationKind.restAlert.category == "x-spotter.rest")
        #expect(NotificationKind.weeklyGoal.category == "x-spotter.reminder")
        #expect(NotificationKind.restAlert.possibleActions == [.addThirtySeconds, .nextSet])
        #expect(NotificationKind.workoutReminder.possibleActions == [.snoozeHour])
    }

    @Test("the accountability style decides which reminder kinds exist, and --explain can tell style from a switch")
    func styleGates() {
        var prefs = NotificationPreferences()
        #expect(KindGate.refusal(.workoutReminder, prefs) == nil)
        #expect(KindGate.refusal(.weeklyGoal, prefs)?.0 == .style)
        prefs.accountability = .gentle
        #expect(KindGate.refusal(.workoutReminder, prefs)?.0 == .style)
        #expect(KindGate.refusal(.weeklyGoal, prefs) == nil)
        prefs.weeklyGoalNudge = false
        #expect(KindGate.refusal(.weeklyGoal, prefs)?.0 == .muted)
        prefs.accountability = .flexible
        #expect(KindGate.refusal(.workoutReminder, prefs)?.0 == .style)
        #expect(KindGate.refusal(.forgotToFinish, prefs) == nil)
        #expect(KindGate.refusal(.restAlert, prefs) == nil)
    }

    @Test("at fire time, quiet hours and pause stop reminders but never the rest alert")
    func fireTimeCheck() {
        var prefs = NotificationPreferences()
        let night = at("2026-06-01T23:10:00+02:00")
        #expect(
            NotificationGate.refusal(.workoutReminder, at: night, prefs: prefs, timeZone: Zone.berlin)?.skipReason
                == .quiet)
        #expect(NotificationGate.refusal(.restAlert, at: night, prefs: prefs, timeZone: Zone.berlin)?.skipReason == nil)
        prefs.pausedUntil = at("2026-06-02T12:00:00+02:00")
        let noon = at("2026-06-02T11:00:00+02:00")
        #expect(
            NotificationGate.refusal(.forgotToFinish, at: noon, prefs: prefs, timeZone: Zone.berlin)?.skipReason
                == .paused)
        #expect(
            NotificationGate.refusal(.activeWorkout, at: noon, prefs: prefs, timeZone: Zone.berlin)?.skipReason == nil)
        #expect(
            NotificationGate.refusal(.workoutReminder, at: prefs.pausedUntil!, prefs: prefs, timeZone: Zone.berlin)?
                .skipReason == nil)
    }

    @Test("ids are derived from what a notification is about")
    func ids() {
        #expect(
            NotificationID.workoutReminder(templateId: "push", day: day("2026-12-01"))
                == "workout-reminder:push:2026-12-01")
        #expect(NotificationID.weeklyGoal(day("2026-12-31").isoWeek) == "weekly-goal:2026-W53")
        #expect(NotificationID.weeklyGoal(day("2026-06-01").isoWeek) == "weekly-goal:2026-W23")
        #expect(NotificationID.forgotToFinish(workoutId: "w1") == "forgot-to-finish:w1")
        #expect(
            NotificationID.snoozedReminder(templateId: "push", day: day("2026-12-01"))
                == "workout-reminder-snoozed:push:2026-12-01")
    }

    @Test("the reminder's words say the time and the lead")
    func words() {
        #expect(
            NotificationText.workoutReminder(name: "Push", time: time("18:00"), leadMinutes: 0) == (
                "Push at 18:00", "Time for Push."
            ))
        #expect(
            NotificationText.workoutReminder(name: "Push", time: time("18:00"), leadMinutes: 15).body
                == "Push starts in 15 minutes.")
        #expect(
            NotificationText.workoutReminder(name: "Push", time: time("18:00"), leadMinutes: 60).body
                == "Push starts in an hour.")
        #expect(
            NotificationText.weeklyGoal(owed: 1, goal: 3, daysLeft: [.sun]) == (
                "1 session to go this week", "Your goal is 3 days; Sun is left."
            ))
    }
}

@Suite("The day resolver: is a workout expected on day D")
struct DayResolverTests {
    let berlin = ZonedCalendar(timeZone: Zone.berlin)

    @Test("weekly schedules hold their template on their weekdays only, and days before today hold nothing")
    func weeklySchedules() {
        let r = DayResolver(
            weekly: [weekly("A", [.mon, .wed], "07:00")], rotations: [], now: at("2026-06-03T06:00:00+02:00"),
            calendar: berlin, trainedToday: TrainedToday())
        #expect(r.sessions(on: day("2026-06-03")).map(\.templateId) == ["A"])
        #expect(!r.isWorkoutExpected(on: day("2026-06-04")))
        #expect(!r.isWorkoutExpected(on: day("2026-06-01")))  // Monday, before today
        #expect(r.nextSession(onOrAfter: day("2026-06-04"))?.day == day("2026-06-08"))
    }

    @Test("on Berlin's spring-forward day a 02:30 rotation still takes part at 03:10, since its time is 03:30")
    func rotationOnGapDay() {
        let rotation = Rotation(id: "R", name: "R", templateIds: ["A", "B"], weekdays: [.sun], time: time("02:30"))
        let before = DayResolver(
            weekly: [], rotations: [rotation], now: at("2026-03-29T03:10:00+02:00"), calendar: berlin,
            trainedToday: TrainedToday())
        #expect(before.sessions(on: day("2026-03-29")).map(\.templateId) == ["A"])
        #expect(before.sessions(on: day("2026-04-05")).map(\.templateId) == ["B"])
        let after = DayResolver(
            weekly: [], rotations: [rotation], now: at("2026-03-29T03:30:00+02:00"), calendar: berlin,
            trainedToday: TrainedToday())
        #expect(after.sessions(on: day("2026-03-29")).isEmpty)
        #expect(after.sessions(on: day("2026-04-05")).map(\.templateId) == ["A"])
    }

    @Test("a rotation far ahead counts whole weeks the same as day by day")
    func rotationFarAhead() {
        let rotation = Rotation(
            id: "R", name: "R", templateIds: ["A", "B", "C"], weekdays: [.mon, .thu, .sat], time: time("18:00"))
        let r = DayResolver(
            weekly: [], rotations: [rotation], now: at("2026-06-01T20:00:00+02:00"), calendar: berlin,
            trainedToday: TrainedToday())
        var expected = 0
        var d = day("2026-06-02")
        while d <= day("2026-09-30") {
            if rotation.weekdays.contains(d.weekday) {
                #expect(r.sessions(on: d).first?.templateId == rotation.template(after: expected), "\(d)")
                expected += 1
            }
            d = d.adding(days: 1)
        }
    }
}
