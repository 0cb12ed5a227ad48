import Foundation
import Testing

@testable import SpotterCore

@Suite("Workout reminders")
struct WorkoutReminderTests {
    // 2026-06-01 is a Monday.
    let monday = "2026-06-01T06:00:00+02:00"

    @Test("a planned day gets a reminder at its time, with a stable id and Snooze 1h")
    func basicReminder() {
        let p = plan(now: monday, weekly: [weekly("A", [.mon, .wed], "07:00")])
        let r = p.scheduled("workout-reminder:A:2026-06-01")
        #expect(r?.fireAt == at("2026-06-01T07:00:00+02:00"))
        #expect(r?.actions == [.snoozeHour])
        #expect(r?.route == .day(day("2026-06-01")))
        #expect(r?.title == "A at 07:00")
        #expect(p.scheduledIds.filter { $0.hasPrefix("workout-reminder:A:") }.count == 4)
    }

    @Test("planning twice gives the same plan: ids are derived from what they are about")
    func idempotent() {
        let a = plan(now: monday, weekly: [weekly("A", [.mon, .wed], "07:00")])
        let b = plan(now: monday, weekly: [weekly("A", [.mon, .wed], "07:00")])
        #expect(a == b)
        #expect(Set(a.scheduledIds).count == a.scheduled.count)
    }

    @Test("the horizon's last day (today+13) is planned and today+14 is not")
    func horizonLastDay() {
        let p = plan(now: monday, weekly: [weekly("A", [.sun, .mon], "12:00")])
        #expect(p.scheduled("workout-reminder:A:2026-06-14") != nil)  // today+13, a Sunday
        #expect(p.scheduled("workout-reminder:A:2026-06-15") == nil)  // today+14, a Monday
        #expect(p.skipped("workout-reminder:A:2026-06-15") == nil)
    }

    @Test("an occurrence on today+14 is outside the horizon even when its lead time moves the fire onto today+13")
    func horizonByWorkoutDay() {
        let p = plan(now: monday, weekly: [weekly("A", [.mon], "00:15")], prefs: prefs(lead: 60))
        #expect(p.scheduled("workout-reminder:A:2026-06-08")?.fireAt == at("2026-06-07T23:15:00+02:00"))
        #expect(p.scheduled("workout-reminder:A:2026-06-15") == nil)
    }

    @Test("a lead time can move the fire instant into the previous day")
    func leadIntoPreviousDay() {
        let p = plan(now: monday, weekly: [weekly("A", [.tue], "00:30")], prefs: prefs(lead: 60))
        let r = p.scheduled("workout-reminder:A:2026-06-02")
        #expect(r?.fireAt == at("2026-06-01T23:30:00+02:00"))
        #expect(r?.day == day("2026-06-02"))
    }

    @Test("trained-today is about the workout's day: tomorrow's reminder that fires today is kept")
    func trainedTodayKeyedByWorkoutDay() {
        let history = PlannerHistory(trainedToday: TrainedToday(templateIds: ["A"]))
        let p = plan(
            now: "2026-06-01T20:00:00+02:00", weekly: [weekly("A", [.mon, .tue], "00:30")], prefs: prefs(lead: 60),
            history: history)
        #expect(p.scheduled("workout-reminder:A:2026-06-02")?.fireAt == at("2026-06-01T23:30:00+02:00"))
    }

    @Test("a template trained today gets no reminder today, with the reason trained-today")
    func trainedToday() {
        let history = PlannerHistory(trainedToday: TrainedToday(templateIds: ["A"]))
        let p = plan(
            now: monday, weekly: [weekly("A", [.mon], "18:00"), weekly("B", [.mon], "19:00")], history: history)
        #expect(p.skipped("workout-reminder:A:2026-06-01")?.reason == .trainedToday)
        #expect(p.scheduled("workout-reminder:B:2026-06-01") != nil)
        #expect(p.scheduled("workout-reminder:A:2026-06-08") != nil)
    }

    @Test("skip reasons come in order: trained-today before past, past before paused, paused before quiet")
    func skipOrder() {
        let trained = PlannerHistory(trainedToday: TrainedToday(templateIds: ["A"]))
        let late = "2026-06-01T23:00:00+02:00"
        #expect(
            plan(now: late, weekly: [weekly("A", [.mon], "22:30")], prefs: prefs(quiet: .default), history: trained)
                .skipped("workout-reminder:A:2026-06-01")?.reason == .trainedToday)
        let pause = at("2026-06-03T00:00:00+02:00")
        #expect(
            plan(now: late, weekly: [weekly("A", [.mon], "22:30")], prefs: prefs(quiet: .default, pausedUntil: pause))
                .skipped("workout-reminder:A:2026-06-01")?.reason == .past)
        let p = plan(
            now: monday, weekly: [weekly("A", [.tue], "22:30")], prefs: prefs(quiet: .default, pausedUntil: pause))
        #expect(p.skipped("workout-reminder:A:2026-06-02")?.reason == .paused)
        #expect(p.skipped("workout-reminder:A:2026-06-09")?.reason == .quiet)
    }

    @Test("a fire instant exactly now is past; a minute later it is scheduled")
    func pastAtNow() {
        #expect(
            plan(now: "2026-06-01T07:00:00+02:00", weekly: [weekly("A", [.mon], "07:00")])
                .skipped("workout-reminder:A:2026-06-01")?.reason == .past)
        #expect(
            plan(now: "2026-06-01T06:59:00+02:00", weekly: [weekly("A", [.mon], "07:00")])
                .scheduled("workout-reminder:A:2026-06-01") != nil)
    }

    @Test("quiet hours refuse a reminder whose fire instant is inside them, by local minute")
    func quietRefuses() {
        let p = plan(now: monday, weekly: [weekly("A", [.tue], "07:00")], prefs: prefs(lead: 15, quiet: .default))
        let s = p.skipped("workout-reminder:A:2026-06-02")
        #expect(s?.reason == .quiet)
        #expect(s?.fireAt == at("2026-06-02T06:45:00+02:00"))
        #expect(
            plan(now: monday, weekly: [weekly("A", [.tue], "07:15")], prefs: prefs(lead: 15, quiet: .default))
                .scheduled("workout-reminder:A:2026-06-02") != nil)
    }

    @Test("quiet hours that do not cross midnight refuse only inside their window")
    func quietDaytime() {
        let p = plan(
            now: monday, weekly: [weekly("A", [.tue], "13:00"), weekly("B", [.tue], "15:30")],
            prefs: prefs(quiet: quiet("13:00", "15:30")))
        #expect(p.skipped("workout-reminder:A:2026-06-02")?.reason == .quiet)
        #expect(p.scheduled("workout-reminder:B:2026-06-02") != nil)
    }

    @Test("Snooze 1h is offered only when an hour later is not quiet")
    func snoozeOffer() {
        let p = plan(
            now: monday, weekly: [weekly("A", [.tue], "20:59"), weekly("B", [.tue], "21:00")],
            prefs: prefs(quiet: .default))
        #expect(p.scheduled("workout-reminder:A:2026-06-02")?.actions == [.snoozeHour])
        #expect(p.scheduled("workout-reminder:B:2026-06-02")?.actions == [])
    }

    @Test("pressing Snooze 1h plans a one-off an hour later, and refuses one that would be quiet or paused")
    func snoozePressed() {
        let p = plan(now: monday, weekly: [weekly("A", [.tue], "18:00")])
        let reminder = p.scheduled("workout-reminder:A:2026-06-02")!
        let pressed = at("2026-06-02T18:02:00+02:00")
        let snoozed = Snooze.snoozed(reminder, now: pressed, prefs: prefs(quiet: .default), timeZone: Zone.berlin)
        #expect(snoozed?.id == "workout-reminder-snoozed:A:2026-06-02")
        #expect(snoozed?.fireAt == at("2026-06-02T19:02:00+02:00"))
        let lateNight = at("2026-06-02T21:30:00+02:00")
        #expect(Snooze.snoozed(reminder, now: lateNight, prefs: prefs(quiet: .default), timeZone: Zone.berlin) == nil)
        let paused = prefs(pausedUntil: at("2026-06-02T19:30:00+02:00"))
        #expect(Snooze.snoozed(reminder, now: pressed, prefs: paused, timeZone: Zone.berlin) == nil)
    }
}

@Suite("Workout reminders on DST days")
struct WorkoutReminderDSTTests {
    @Test("Berlin spring forward: a 02:30 reminder fires at 03:30 CEST")
    func berlinGap() {
        let p = plan(now: "2026-03-28T12:00:00+01:00", weekly: [weekly("A", [.sun], "02:30")])
        #expect(p.scheduled("workout-reminder:A:2026-03-29")?.fireAt == at("2026-03-29T03:30:00+02:00"))
        #expect(p.scheduled("workout-reminder:A:2026-03-29")?.title == "A at 03:30")
        #expect(p.scheduled("workout-reminder:A:2026-04-05")?.title == "A at 02:30")
    }

    @Test("Berlin spring forward: a 60-minute lead across the gap is 60 real minutes, 03:15 CEST fires at 01:15 CET")
    func berlinLeadAcrossGap() {
        let p = plan(now: "2026-03-28T12:00:00+01:00", weekly: [weekly("A", [.sun], "03:15")], prefs: prefs(lead: 60))
        #expect(p.scheduled("workout-reminder:A:2026-03-29")?.fireAt == at("2026-03-29T01:15:00+01:00"))
    }

    @Test("Berlin fall back: a 02:30 reminder takes the first 02:30 (CEST)")
    func berlinOverlap() {
        let p = plan(now: "2026-10-24T12:00:00+02:00", weekly: [weekly("A", [.sun], "02:30")])
        #expect(p.scheduled("workout-reminder:A:2026-10-25")?.fireAt == at("2026-10-25T02:30:00+02:00"))
    }

    @Test("New York spring forward: 02:30 fires at 03:30 EDT, and a 30-minute lead from 03:00 EDT fires at 01:30 EST")
    func newYorkGap() {
        let p = plan(
            now: "2026-03-07T12:00:00-05:00", zone: Zone.newYork, weekly: [weekly("A", [.sun], "02:30")])
        #expect(p.scheduled("workout-reminder:A:2026-03-08")?.fireAt == at("2026-03-08T03:30:00-04:00"))
        let led = plan(
            now: "2026-03-07T12:00:00-05:00", zone: Zone.newYork, weekly: [weekly("A", [.sun], "03:00")],
            prefs: prefs(lead: 30))
        #expect(led.scheduled("workout-reminder:A:2026-03-08")?.fireAt == at("2026-03-08T01:30:00-05:00"))
    }

    @Test("New York fall back: 01:30 takes the first 01:30 (EDT)")
    func newYorkOverlap() {
        let p = plan(now: "2026-10-31T12:00:00-04:00", zone: Zone.newYork, weekly: [weekly("A", [.sun], "01:30")])
        #expect(p.scheduled("workout-reminder:A:2026-11-01")?.fireAt == at("2026-11-01T01:30:00-04:00"))
    }

    @Test("a one-week pause across Berlin's spring forward ends at 07:00 CEST: a 07:00 reminder fires, 06:59 does not")
    func weekPauseAcrossChange() {
        let start = at("2026-03-28T07:00:00+01:00")
        let until = PauseLength.week.end(from: start, calendar: ZonedCalendar(timeZone: Zone.berlin))
        let p = plan(
            now: "2026-03-28T07:00:00+01:00", weekly: [weekly("A", [.sat], "07:00"), weekly("B", [.sat], "06:59")],
            prefs: prefs(pausedUntil: until))
        #expect(p.scheduled("workout-reminder:A:2026-04-04")?.fireAt == at("2026-04-04T07:00:00+02:00"))
        #expect(p.skipped("workout-reminder:B:2026-04-04")?.reason == .paused)
        #expect(p.skipped("workout-reminder:A:2026-03-28")?.reason == .past)
    }

    @Test("a one-week pause across New York's fall back ends at the same wall-clock time")
    func weekPauseAcrossFallBack() {
        let until = PauseLength.week.end(
            from: at("2026-10-30T18:00:00-04:00"), calendar: ZonedCalendar(timeZone: Zone.newYork))
        #expect(until == at("2026-11-06T18:00:00-05:00"))
        let p = plan(
            now: "2026-10-30T18:00:00-04:00", zone: Zone.newYork, weekly: [weekly("A", [.fri], "18:00")],
            prefs: prefs(pausedUntil: until))
        #expect(p.scheduled("workout-reminder:A:2026-11-06") != nil)
    }

    @Test("the horizon is 14 calendar days even when it contains a DST change")
    func horizonAcrossChange() {
        let p = plan(now: "2026-03-23T06:00:00+01:00", weekly: [weekly("A", Weekday.allCases, "12:00")])
        #expect(p.scheduled.count == 14)
        #expect(p.scheduled.last?.id == "workout-reminder:A:2026-04-05")
    }
}
