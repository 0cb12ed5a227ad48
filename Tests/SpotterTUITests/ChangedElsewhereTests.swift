import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// What other processes commit (`spotter log`, `schedule import`, `config set`) reaches the screen.
@Suite("Reducer: changes made by other processes")
struct ChangedElsewhereTests {
    static func set(_ id: String, _ exercise: String, _ weight: Double, _ reps: Int, at seconds: TimeInterval)
        -> LoggedSet
    {
        LoggedSet(
            id: id, exerciseId: exercise, weight: weight, reps: reps, loggedAt: Fixture.t0.addingTimeInterval(seconds))
    }

    @Test("every tick asks the runner to look for commits by other processes")
    func tickLooks() {
        var state = Fixture.state()
        #expect(Fixture.tick(1, &state).contains(.lookForChangesElsewhere))
        var workout = Fixture.inWorkout(consent: Fixture.declined)
        #expect(Fixture.tick(1, &workout).contains(.lookForChangesElsewhere))
    }

    @Test("sets logged from the shell show in the open workout; the screen, cursor and rest stay ours")
    func setsFromTheShell() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)  // bench 60×5 from the TUI, rest running
        let mine = try #require(state.live.workout?.sets.first)
        let rest = state.live.rest
        Fixture.press([.down], &state)
        var stored = Fixture.pushWorkout
        stored.sets = [mine, Self.set("s1", "bench", 70, 5, at: 20), Self.set("s2", "squat", 80, 5, at: 25)]
        _ = Reducer.reduce(
            &state, .storeChangedElsewhere(Fixture.snapshot(open: stored, live: state.live.persistedLive)))
        #expect(state.screen == .workout)
        #expect(state.live.workoutCursor == 1)
        #expect(state.live.rest == rest)
        let rows = state.exerciseRows
        #expect(rows.first { $0.exercise.id == "bench" }?.sets.map(\.weight) == [60, 70])
        #expect(rows.last?.exercise.id == "squat")
        #expect(rows.last?.sets.count == 1)
        let screen = View.render(state).lines.joined(separator: "\n")
        #expect(screen.contains("Squat") || screen.contains("squat"), "\(screen)")
    }

    @Test("a schedule import changes Today at once")
    func planFromTheShell() {
        var state = Fixture.state()
        #expect(TodayOverview(state).todayText == "Push at 18:00")
        var snapshot = Fixture.snapshot()
        snapshot.plan.weekly = []
        _ = Reducer.reduce(&state, .storeChangedElsewhere(snapshot))
        #expect(TodayOverview(state).todayText == "rest day")
        #expect(state.screen == .today)
    }

    @Test("a workout started by `spotter log` is offered on Today, not jumped into")
    func workoutStartedElsewhere() {
        var state = Fixture.state()
        var stored = Workout(id: "w9", templateId: nil, day: LocalDate(iso: "2026-11-30")!, startedAt: Fixture.t0)
        stored.sets = [Self.set("s1", "bench", 70, 5, at: 1)]
        _ = Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot(open: stored)))
        #expect(state.screen == .today)
        #expect(TodayOverview(state).entries.first == .resume)
        #expect(state.message?.text.contains("started elsewhere") == true)
        Fixture.press([.char("r")], &state)
        #expect(state.screen == .workout)
        #expect(state.exerciseRows.first?.sets.count == 1)
    }

    @Test("a workout closed by another process leaves the workout screen")
    func workoutClosedElsewhere() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        _ = Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot()))
        #expect(state.live.workout == nil)
        #expect(state.screen == .today)
        #expect(state.message == StatusMessage("The workout was closed elsewhere"))
    }

    @Test("on the settings panel the preferences are read again, and a new theme is applied")
    func settingsElsewhere() {
        var state = Fixture.state()
        _ = Reducer.reduce(&state, .keyPressed(.char("s")))
        #expect(state.screen == .settings)
        var prefs = NotificationPreferences()
        prefs.theme = "light"
        let effects = Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot(prefs: prefs)))
        #expect(effects.contains(.readSettings))
        #expect(effects.contains(.applyTheme("light")))
        #expect(state.prefs.theme == "light")
    }

    @Test("a row read before our last save holds a rest that ran out: not a change from a notification")
    func restThatEndedIsNoNotification() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)  // bench 60×5, the first rest running
        let firstRest = try #require(state.live.persistedLive)
        _ = Fixture.tick(400, &state)  // that rest ends by itself
        Fixture.press([.enter, .enter], &state)  // the next set: a new rest
        let mine = try #require(state.live.rest)
        state.message = nil
        let stored = try #require(state.live.workout)
        _ = Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot(open: stored, live: firstRest)))
        #expect(state.message?.text.contains("from a notification") != true, "\(state.message?.text ?? "")")
        #expect(state.live.rest == mine)
    }
}
