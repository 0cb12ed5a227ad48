import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// Today reads the day through the same resolver as the planner and the daily pass: the phased plan
/// and the overlays included.
@Suite("Today through the one day resolver")
struct TodayOverviewTests {
    func state(phased: PhasedPlan? = nil, overlays: [SpotterCore.Overlay] = []) -> AppState {
        var state = Fixture.state()
        state.plan.phased = phased
        state.plan.overlays = overlays
        return state
    }

    let monday = LocalDate(iso: "2026-11-30")!

    @Test("a vacation today says so and plans nothing, where the schedule had Push")
    func vacation() {
        #expect(TodayOverview(state()).todayText == "Push at 18:00")
        let away = state(overlays: [Overlay(kind: .vacation, first: monday, last: monday.adding(days: 3))])
        let overview = TodayOverview(away)
        #expect(overview.todayText == "vacation")
        #expect(!overview.entries.contains(.template(id: "push", rotationId: nil, note: "planned today 18:00")))
        #expect(overview.nextText == "Legs · Fri 18:00")
    }

    @Test("a skipped session is silent on Today too")
    func skipped() {
        #expect(TodayOverview(state(overlays: [Overlay(kind: .skipped, day: monday)])).todayText == "session skipped")
    }

    @Test("a run of the phased plan shows beside the strength session")
    func phasedRun() throws {
        let plan = try PlanFile.parse("plan: p\nstart: 2026-11-30\nphase: Base\nweek:\nmon: easy 5\n", file: "p")
        #expect(TodayOverview(state(phased: plan)).todayText == "Easy run, 5 km, Push at 18:00")
    }
}

@Suite("Routes opened from outside")
struct RouteRequestTests {
    @Test("settings opens the panel; workout opens the live workout only when one is open")
    func routes() {
        var state = Fixture.state()
        let effects = Reducer.reduce(&state, .routeRequested(.settings))
        #expect(state.screen == .settings)
        #expect(effects.contains(.readSettings))
        _ = Reducer.reduce(&state, .routeRequested(.workout))
        #expect(state.screen == .today)
        #expect(state.message?.text == "No workout is open: start one here")
        var working = Fixture.inWorkout(consent: Fixture.declined)
        _ = Reducer.reduce(&working, .routeRequested(.today))
        #expect(working.screen == .today)
        _ = Reducer.reduce(&working, .routeRequested(.workout))
        #expect(working.screen == .workout)
    }
}

@Suite("The first start")
struct DemoPlanHintTests {
    @Test("Today says how to replace the demo plan while it is the demo, and not after")
    func hint() {
        var state = AppState(now: Fixture.t0, zone: Fixture.zone)
        var demo = Fixture.snapshot()
        demo.isDemoPlan = true
        _ = Reducer.reduce(&state, .loaded(demo))
        #expect(state.message?.text == "This is the demo plan: spotter schedule --help shows how to make it yours")
        var own = AppState(now: Fixture.t0, zone: Fixture.zone)
        _ = Reducer.reduce(&own, .loaded(Fixture.snapshot()))
        #expect(own.message == nil)
    }
}
