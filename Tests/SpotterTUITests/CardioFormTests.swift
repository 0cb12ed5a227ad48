import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The set form's fields follow the exercise's kind: a run's distance, time and heart rate (read as
/// `spotter log run` reads them), a plank's time, else weight and reps; a run shows its pace.
@Suite("Cardio in the set form")
struct CardioFormTests {
    static let run = Exercise(id: "run", name: "Run", kind: .timed, catalogueId: "running")

    /// Push at t0 with a run added and selected, in `units`.
    static func running(_ units: WeightUnit = .kg, width: Int = 80, height: Int = 24) -> AppState {
        var prefs = NotificationPreferences()
        prefs.units = units
        var state = Fixture.inWorkout(consent: Fixture.declined, prefs: prefs)
        state.width = width
        state.height = height
        state.plan.exercises.append(run)
        state.live.addedExerciseIds.append("run")
        state.live.workoutCursor = state.exerciseRows.firstIndex { $0.exercise.id == "run" } ?? 0
        return state
    }

    static func keys(_ text: String) -> [Key] { text.map { $0 == "\t" ? Key.tab : Key.char($0) } }

    @discardableResult
    static func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { Reducer.reduce(&state, .keyPressed($0)) }
    }

    static func saved(_ effects: [Effect]) -> [LoggedSet] {
        effects.compactMap { if case .store(.saveSet(let set, _)) = $0 { return set } else { return nil } }
    }

    @Test("Enter on a run opens distance, time and HR; 6.5 34:10 152 saves 6,500 m, 2,050 s; the row shows 5:15/km")
    func logRun() {
        var state = Self.running()
        Self.press([.enter], &state)
        guard case .setForm(let form)? = state.overlay else {
            Issue.record("Enter on a run opened no form (a work timer?)")
            return
        }
        #expect(form.fields == [.distance, .time, .heartRate, .type, .note] && state.live.work == nil)
        let sets = Self.saved(Self.press(Self.keys("6.5\t34:10\t152") + [.enter], &state))
        #expect(sets.count == 1)
        let set = sets[0]
        #expect(set.meters == 6500 && set.durationSeconds == 2050 && set.heartRate == 152)
        #expect(set.weight == nil && set.reps == nil)
        _ = Reducer.reduce(&state, .setSaved(set))
        let text = View.render(state).lines.joined(separator: "\n")
        #expect(text.contains("6.5 km 34:10 5:15/km"), "\(text)")
    }

    @Test("in pounds the distance is miles and the pace min/mi; a bad time names the field and keeps the form")
    func milesAndRefusals() {
        var state = Self.running(.lb)
        Self.press([.enter] + Self.keys("5\t34:1"), &state)
        #expect(Self.saved(Self.press([.enter], &state)).isEmpty)
        #expect(
            state.message?.text.hasPrefix("Not saved: time \"34:1\" is not MM:SS") == true, "\(state.message as Any)")
        let sets = Self.saved(Self.press([.char("0"), .enter], &state))
        #expect(sets.map(\.meters) == [5 * CardioMeasure.metersPerMile] && sets.map(\.heartRate) == [nil])
        _ = Reducer.reduce(&state, .setSaved(sets[0]))
        let text = View.render(state).lines.joined(separator: "\n")
        #expect(text.contains("5 mi 34:10 6:50/mi"), "\(text)")
    }

    @Test("a run's set form, being typed", arguments: LogGoldenTests.sizes)
    func golden(_ w: Int, _ h: Int) {
        var state = Self.running(width: w, height: h)
        Self.press([.enter] + Self.keys("6.5\t34:1"), &state)
        assertSnapshot(View.render(state), named: "set-form-run-\(w)x\(h)")
    }
}
