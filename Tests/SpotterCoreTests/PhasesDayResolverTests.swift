import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("One resolver: schedule, phased plan and overlays")
struct PhasesDayResolverTests {
    let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
    let monday = LocalDate(iso: "2026-11-30")!
    let push = WeeklySchedule(templateId: "push", weekdays: [.mon, .thu], time: LocalTime(hhmm: "18:00")!)
    let plan = try! PlanFile.parse(
        "plan: p\nstart: 2026-11-30\nphase: A\nweek:\ntue: tempo 8\nwed: cross swim\n", file: "p")

    func resolver(on day: LocalDate, _ overlays: [Overlay] = []) -> DayResolver {
        DayResolver(
            weekly: [push], rotations: [], now: berlin.instant(day, LocalTime(hhmm: "08:00")!), calendar: berlin,
            trainedToday: TrainedToday(), phased: plan, overlays: overlays)
    }

    @Test("without overlays the schedule's sessions are what they always were")
    func unchanged() {
        #expect(resolver(on: monday).sessions(on: monday).map(\.templateId) == ["push"])
        #expect(resolver(on: monday).resolvedDay(monday.adding(days: 1)).training == [.run(.tempo, km: 8)])
    }

    @Test(
        "a rest day, a vacation and a skip hold no strength session and say why",
        arguments: [
            (Overlay.Kind.rest, DaySilence.restDay), (.vacation, .vacation), (.skipped, .skipped),
        ])
    func silenced(kind: Overlay.Kind, silence: DaySilence) {
        let r = resolver(on: monday, [Overlay(kind: kind, day: monday)])
        #expect(r.sessions(on: monday).isEmpty)
        #expect(r.resolvedDay(monday).silence == silence)
        #expect(r.sessions(on: monday.adding(days: 3)).map(\.templateId) == ["push"], "Thursday is untouched")
    }

    @Test("not today moves Monday's strength session to the next free day, seen from Monday and from that day")
    func moved() {
        let o = [Overlay(kind: .notToday, day: monday)]
        // Tuesday holds the plan's tempo run and Wednesday cross-training (not training): Wednesday is taken? No:
        // cross-training is not training, so Wednesday is free in the plan; Tuesday is not.
        let wednesday = monday.adding(days: 2)
        let fromMonday = resolver(on: monday, o)
        #expect(fromMonday.sessions(on: monday).isEmpty)
        #expect(fromMonday.resolvedDay(monday).silence == .moved(to: wednesday))
        #expect(fromMonday.sessions(on: wednesday).map(\.templateId) == ["push"])
        #expect(fromMonday.sessions(on: wednesday).first?.day == wednesday)
        let fromWednesday = resolver(on: wednesday, o)
        #expect(
            fromWednesday.sessions(on: wednesday).map(\.templateId) == ["push"], "the move survives its own day passing"
        )
        #expect(fromWednesday.resolvedDay(wednesday).movedFrom == monday)
    }

    @Test("a strength day of the phased plan is a session at the plan's time, and overlays silence it too")
    func phasedStrength() {
        let block = try! PlanFile.parse(
            "plan: b\nstart: 2026-11-30\ntime: 06:30\nphase: A\nweek:\nwed: strength legs\n", file: "b")
        let wednesday = monday.adding(days: 2)
        func r(_ overlays: [Overlay]) -> DayResolver {
            DayResolver(
                weekly: [push], rotations: [], now: berlin.instant(monday, LocalTime(hhmm: "08:00")!), calendar: berlin,
                trainedToday: TrainedToday(), phased: block, overlays: overlays)
        }
        let s = r([]).sessions(on: wednesday)
        #expect(s.map(\.templateId) == ["legs"])
        #expect(s.first?.time == LocalTime(hhmm: "06:30"))
        #expect(s.first?.source == .phased(planId: "b"))
        #expect(r([Overlay(kind: .vacation, first: wednesday, last: wednesday)]).sessions(on: wednesday).isEmpty)
        #expect(r([]).resolvedDay(wednesday).training == [.strength(templateId: "legs")])
    }

    @Test("the reminder planner reads the same overlays: a rest day gets no workout reminder")
    func planner() {
        var input = PlannerInput(
            now: berlin.instant(monday, LocalTime(hhmm: "08:00")!), timeZone: berlin.timeZone, weekly: [push],
            rotations: [],
            prefs: NotificationPreferences())
        let ids = { planNotifications(input).scheduled.map(\.id) }
        #expect(ids().contains("workout-reminder:push:2026-11-30"))
        input.overlays = [
            Overlay(kind: .rest, day: monday),
            Overlay(kind: .vacation, first: monday.adding(days: 7), last: monday.adding(days: 10)),
        ]
        #expect(!ids().contains("workout-reminder:push:2026-11-30"))
        #expect(!ids().contains("workout-reminder:push:2026-12-07"))
        #expect(!ids().contains("workout-reminder:push:2026-12-10"))
        #expect(ids().contains("workout-reminder:push:2026-12-03"))
    }
}
