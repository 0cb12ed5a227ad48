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

    @Test("Week: what was done, not what was planned; nothing before the first day Spotter knew", arguments: sizes)
    func weekBeforeFirstDay(_ w: Int, _ h: Int) {
        // Spotter's first workout is "Workout B" on Wednesday 25 (Pull was planned), then Legs on Thursday.
        let wednesday = LocalDate(iso: "2026-11-25")!
        let b = Workout(
            id: "w-b", templateId: "push", day: wednesday, startedAt: LogFixture.at(wednesday, "18:00"),
            finishedAt: LogFixture.at(wednesday, "18:40"), name: "Workout B")
        let week = LogFixture.thursday.isoWeek
        var state = LogFixture.on([.char("w")], width: w, height: h)
        state.log.week = week
        state.log.weekSummary = WeekSummary(
            week: week, today: LogFixture.monday, resolver: LogFixture.resolver, workouts: [b, LogFixture.legs],
            prefs: NotificationPreferences(), firstKnownDay: wednesday)
        let screen = View.render(state)
        assertSnapshot(screen, named: "week-first-day-\(w)x\(h)")
        let text = screen.lines.joined(separator: "\n")
        #expect(!text.contains("Pull"), "Wednesday shows what was done\n\(text)")
        #expect(text.contains("Workout B"), "\(text)")
    }

    @Test("History: every finished workout, newest first", arguments: sizes)
    func history(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on([.char("h")], width: w, height: h)), named: "history-\(w)x\(h)")
    }

    @Test("History: one workout with all its sets", arguments: sizes)
    func historyWorkout(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(LogFixture.on([.char("h"), .enter, .char("j")], width: w, height: h)),
            named: "history-workout-\(w)x\(h)")
    }

    @Test("the confirmation that names the set before it goes", arguments: sizes)
    func confirm(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(LogFixture.on([.char("h"), .enter, .char("j"), .char("d")], width: w, height: h)),
            named: "history-confirm-\(w)x\(h)")
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
            phases: [
                Phase(name: "Base", weeks: [easy, easy]), Phase(name: "Build", weeks: [easy, easy]),
                Phase(name: "Taper", weeks: [race]),
            ])
        assertSnapshot(View.render(state), named: "plan-phased-80x24")
    }
}

extension LogGoldenTests {
    @Test("Day: typing the activity of a cross-training day", arguments: sizes)
    func dayEntry(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(
                LogFixture.on([.char("d"), .char("c")] + Array("cycling").map { Key.char($0) }, width: w, height: h)),
            named: "day-cross-\(w)x\(h)")
    }
}

/// The exercise screen and the charts, at 80×24 and 40×12, in Unicode (braille) and ASCII.
@Suite("Golden screens: the exercise screen and the charts")
struct ChartGoldenTests {
    static let sizes = LogGoldenTests.sizes

    /// History › Push › the first set (bench) › `x`.
    static let bench: [Key] = [.char("h"), .enter, .char("x")]

    @Test("Exercise: the formula, the records, the e1RM chart and every session", arguments: sizes)
    func exercise(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(LogFixture.on(Self.bench, width: w, height: h)), named: "exercise-\(w)x\(h)")
    }

    @Test("Exercise on a short terminal: v shows the sessions instead of the chart")
    func exerciseSessions() {
        assertSnapshot(
            View.render(LogFixture.on(Self.bench + [.char("v")], width: 40, height: 12)),
            named: "exercise-sessions-40x12")
    }

    @Test("Exercise with one session: \"not enough data yet\", not one point", arguments: sizes)
    func notEnoughData(_ w: Int, _ h: Int) {
        // Overhead press: logged once, in this morning's Push (the fourth set).
        let keys: [Key] = [.char("h"), .enter, .char("j"), .char("j"), .char("j"), .char("x")]
        var state = LogFixture.on(keys, width: w, height: h)
        #expect(state.log.exercise == "ohp")
        if h < 20 { state.log.showChart = true }
        assertSnapshot(View.render(state), named: "exercise-one-session-\(w)x\(h)")
    }

    @Test("Exercise in pounds: every weight and the chart's axis in lb")
    func exerciseInPounds() {
        var state = LogFixture.state()
        state.prefs.units = .lb
        LogFixture.press(Self.bench, &state)
        state.message = nil
        assertSnapshot(View.render(state), named: "exercise-lb-80x24")
    }

    @Test("Exercise in ASCII: the chart in ASCII dots, labels and axes", arguments: sizes)
    func exerciseASCII(_ w: Int, _ h: Int) {
        var state = LogFixture.on(Self.bench, width: w, height: h)
        state.glyphs = .ascii
        assertSnapshot(View.render(state), named: "exercise-ascii-\(w)x\(h)")
    }

    @Test("Exercise on the Linux console (TERM=linux): the chart in half blocks, no braille", arguments: sizes)
    func exerciseLinuxConsole(_ w: Int, _ h: Int) {
        var state = LogFixture.on(Self.bench, width: w, height: h)
        state.glyphs = Glyphs.forLocale(codeset: "UTF-8", term: "linux")
        let screen = View.render(state)
        #expect(!screen.lines.joined().unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        assertSnapshot(screen, named: "exercise-linux-\(w)x\(h)")
        // The charts setting brings braille back for a console font that has it.
        state.prefs.charts = .braille
        #expect(View.render(state).lines.joined().unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    @Test("Week: v shows the weekly volume chart of the last 12 weeks", arguments: sizes)
    func weekChart(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(LogFixture.on([.char("w"), .char("v")], width: w, height: h)), named: "week-chart-\(w)x\(h)")
    }

    @Test("Week chart in half blocks (TERM=dumb on UTF-8)")
    func weekChartBlocks() {
        var state = LogFixture.on([.char("w"), .char("v")], width: 40, height: 12)
        state.glyphs = Glyphs.forLocale(codeset: "UTF-8", term: "dumb")
        assertSnapshot(View.render(state), named: "week-chart-blocks-40x12")
    }
}
