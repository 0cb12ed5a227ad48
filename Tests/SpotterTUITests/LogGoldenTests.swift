import Foundation
import SpotterCore
import Testing
@testable import SpotterTUI

/// The Day, Week, History and Plan screens drawn from the fixed log, at 80×24 and 40×12.
@Suite("Golden screens: Day, Week, History, Plan")
struct LogGoldenTests {
    static let sizes = [(80, 24), (40, 12)]

    @Test("Day: the plan, the workouts with every set, the notifications", arguments: sizes)
    func day(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("d")], width: w, height: h)), named: "day-\(w)x\(h)")
    }

    @Test("Week: Monday to Sunday planned vs done, the goal, the week in review", arguments: sizes)
    func week(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("w")], width: w, height: h)), named: "week-\(w)x\(h)")
    }

    @Test("History: every finished workout, newest first", arguments: sizes)
    func history(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("h")], width: w, height: h)), named: "history-\(w)x\(h)")
    }

    @Test("History: one workout with all its sets", arguments: sizes)
    func historyWorkout(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("h"), .enter, .char("j")], width: w, height: h)), named: "history-workout-\(w)x\(h)")
    }

    @Test("the confirmation that names the set before it goes", arguments: sizes)
    func confirm(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(LogFixture.on([.char("h"), .enter, .char("j"), .char("d")], width: w, height: h)), named: "history-confirm-\(w)x\(h)")
    }

    @Test("Plan: the weekly schedule and rotations, and the next 14 days", arguments: sizes)
    func plan(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("p")], width: w, height: h)), named: "plan-\(w)x\(h)")
    }

    @Test("Plan: a phased plan with its phases, where today falls and race day")
    func phasedPlan() {
        var state = LogFixture.on([.char("p")])
        let easy = PlanWeek([.tue: .run(.easy, km: 5), .thu: .run(.tempo, km: 6), .sun: .run(.long, km: 10)])
        let race = PlanWeek([.tue: .run(.easy, km: 4), .sat: .run(.race, km: 10)])
        state.plan.phased = PhasedPlan(
            id: "10k", name: "10 km race", start: LocalDate(iso: "2026-11-16")!, time: LocalTime(hhmm: "07:00")!,
            phases: [Phase(name: "Base", weeks: [easy, easy]), Phase(name: "Build", weeks: [easy, easy]), Phase(name: "Taper", weeks: [race])])
        assertSnapshot(View.render(state), named: "plan-phased-80x24")
    }
}

extension LogGoldenTests {
    @Test("Day: typing the activity of a cross-training day", arguments: sizes)
    func dayEntry(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(LogFixture.on([.char("d"), .char("c")] + Array("cycling").map { Key.char($0) }, width: w, height: h)),
            named: "day-cross-\(w)x\(h)")
    }
}
