import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The keys on the bench that could lose or misreport work: `f`, Esc, `u` and the delete question
/// (issue 32), stepped through the real runner on a fixed clock.
@Suite("Reducer: finishing, leaving, undoing and deleting on the bench")
struct WorkoutSafetyTests {
    static func screenText(_ state: AppState) -> String { View.render(state).lines.joined(separator: "\n") }

    /// A failure set of 62.5×7, typed in the form: weight, reps, then Type three steps on.
    static let failureSet: [Key] =
        [.enter, .char("6"), .char("2"), .char("."), .char("5"), .tab, .char("7"), .tab, .tab]
        + [.char(" "), .char(" "), .char(" "), .enter]

    @Test("f with sets left asks, saying how many; Esc goes back to the workout, Enter finishes")
    func finishAsksWithSetsLeft() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        let asked = Fixture.press([.char("f")], &state)
        #expect(!asked.contains(.finishWorkout(workoutId: "w1")))
        #expect(state.screen == .workout)
        // Bench 1 of 5, Overhead press 0 of 3, Plank 0 of 3.
        let text = Self.screenText(state)
        #expect(text.contains("Finish with 10 sets left?"), "\(text)")
        #expect(text.contains("↵ finish") && text.contains("Esc back"), "\(text)")
        Fixture.press([.escape], &state)
        #expect(state.overlay == nil && state.screen == .workout && state.live.workout != nil)
        let finished = Fixture.press([.char("f"), .enter], &state)
        #expect(finished.contains(.finishWorkout(workoutId: "w1")))
        #expect(state.screen == .summary)
    }

    @Test("f with every target met finishes at once, with no question")
    func finishWithNothingLeft() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        var workout = Fixture.pushWorkout
        let counts = ["bench": 5, "ohp": 3]
        for (id, n) in counts.sorted(by: { $0.key < $1.key }) {
            for i in 0..<n {
                workout.sets.append(
                    LoggedSet(
                        id: "\(id)\(i)", exerciseId: id, weight: 50, reps: 5,
                        loggedAt: Fixture.t0.addingTimeInterval(Double(workout.sets.count * 60))))
            }
        }
        for i in 0..<3 {
            workout.sets.append(
                LoggedSet(
                    id: "plank\(i)", exerciseId: "plank", durationSeconds: 60,
                    loggedAt: Fixture.t0.addingTimeInterval(Double(workout.sets.count * 60))))
        }
        _ = Reducer.reduce(&state, .workoutStarted(workout))
        let effects = Fixture.press([.char("f")], &state)
        #expect(effects.contains(.finishWorkout(workoutId: "w1")))
        #expect(state.screen == .summary)
    }

    @Test("Esc closes the form, and a second Esc leaves the workout screen as it was; q goes back to Today")
    func escapeNeverLeaves() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter], &state)
        #expect(state.overlay != nil)
        Fixture.press([.escape], &state)
        #expect(state.overlay == nil && state.screen == .workout)
        Fixture.press([.escape], &state)
        #expect(state.screen == .workout)
        Fixture.press([.char("q")], &state)
        #expect(state.screen == .today)
    }

    @Test("undoing a set logged during the previous set's rest gives that rest back, still running")
    func undoKeepsTheEarlierRest() throws {
        // Alerts allowed: the rest's alert leaves the terminal, and must move back with it.
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &state)
        let first = try #require(state.live.rest)
        _ = Fixture.tick(30, &state)
        Fixture.press([.enter, .enter], &state)
        #expect(state.live.rest != first)
        _ = Fixture.tick(5, &state)
        let effects = Fixture.press([.char("u")], &state)
        #expect(state.live.workout?.sets.count == 1)
        #expect(state.live.rest == first)
        // Its alert goes back to the rest's own end.
        #expect(
            effects.contains {
                if case .delivery(.scheduleNotification(let n)) = $0 { n.fireAt == first.endsAt } else { false }
            })
        #expect(KeyTables.workout.binding(for: .char("n")).flatMap { $0.disabledReason(state) } == nil)
    }

    @Test("undoing the only set still stops the rest that set started")
    func undoStopsItsOwnRest() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(5, &state)
        Fixture.press([.char("u")], &state)
        #expect(state.live.rest == nil)
        #expect(state.message?.text.hasPrefix("Undid Bench press") == true)
    }

    @Test("the delete question counts working sets as the row does and shows the set's type; y says Deleted")
    func deleteQuestion() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        // Four warm-ups, a working set, then a failure set: the row reads 2/5.
        Fixture.press([.enter, .char("w")], &state)
        Fixture.press([.enter, .enter], &state)
        Fixture.press(Self.failureSet, &state)
        #expect(state.live.workout?.sets.last?.type == .failure)
        #expect(state.exerciseRows[0].workingSets.count == 2)
        Fixture.press([.char("D")], &state)
        #expect(Reducer.deleteQuestion(state) == "Delete Bench press set 2 of 5: F62.5×7?")
        Fixture.press([.left, .left], &state)
        #expect(Reducer.deleteQuestion(state) == "Delete Bench press warm-up 4 of 4: W47.5×1?")
        Fixture.press([.right, .right, .char("y")], &state)
        #expect(state.live.workout?.sets.count == 5)
        #expect(state.message?.text == "Deleted Bench press F62.5 × 7")
    }

    @Test("the edit form's heading names the set it edits, not editing twice")
    func editHeading() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        Fixture.press(Self.failureSet, &state)
        Fixture.press([.char("e")], &state)
        let text = Self.screenText(state)
        #expect(!text.contains("editing · editing"), "\(text)")
        #expect(text.contains("editing set 2 of 5"), "\(text)")
    }

    @Test("the finish summary counts working sets and warm-ups apart, as the row does")
    func summaryCountsWarmupsApart() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .char("w")], &state)
        Fixture.press([.enter, .enter], &state)
        var finished = state.live.workout!
        finished.finishedAt = Fixture.t0.addingTimeInterval(1800)
        _ = Reducer.reduce(&state, .workoutFinished(finished, Fixture.snapshot(weekWorkouts: [finished])))
        let text = Self.screenText(state)
        #expect(text.contains("  Sets            1 set + 4 warm-up "), "\(text)")
    }

    @Test(
        "a superset made after bench's third set: bench's fourth, then the press's first, rest, then bench's fifth"
    )
    func supersetMidExercise() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        // Four warm-ups and three working sets of bench (3/5), then S joins it with the press.
        Fixture.press([.enter, .char("w")], &state)
        for _ in 0..<3 { Fixture.press([.enter, .enter], &state) }
        #expect(state.exerciseRows[0].workingSets.count == 3)
        Fixture.press([.char("S")], &state)
        #expect(state.workoutOrder.members(of: "bench") == ["bench", "ohp"])
        Fixture.press([.enter, .enter], &state)
        #expect(state.selectedRow?.exercise.id == "ohp" && state.live.rest == nil)
        Fixture.press([.enter, .enter], &state)
        #expect(state.live.rest != nil)
        #expect(state.selectedRow?.exercise.id == "bench")
        #expect(state.selectedRow.map(state.setOrdinal) == "set 5 of 5")
        // Bench is done: the press goes on alone, resting after each of its sets.
        Fixture.press([.enter, .enter], &state)
        #expect(state.selectedRow?.exercise.id == "ohp" && state.live.rest == nil)
        Fixture.press([.enter, .enter], &state)
        #expect(state.selectedRow?.exercise.id == "ohp" && state.live.rest != nil)
        #expect(state.selectedRow.map(state.setOrdinal) == "set 3 of 3")
    }
}
