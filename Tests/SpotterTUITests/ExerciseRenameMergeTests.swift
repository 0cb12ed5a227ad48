import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// Renaming and merging from the exercise screen (`n`, `m`), as `spotter exercise` does.
@Suite("The exercise screen: rename and merge")
struct ExerciseRenameMergeTests {
    /// History › Push › the first set (bench) › `x`.
    static let bench: [Key] = ChartGoldenTests.bench

    static func typing(_ text: String) -> [Key] { text.map { Key.char($0) } }

    static var benchSets: Int { LogFixture.exercise("bench").setTotal }

    @Test("m asks before it merges, naming the sets; y sends the merge, n sends nothing")
    func merge() throws {
        var state = LogFixture.on(Self.bench + [.char("m")] + Self.typing("Overhead press") + [.enter])
        let question = "Merge \(Self.benchSets) sets of Bench press into Overhead press?"
        #expect(state.overlay == .confirm(Confirmation(question, effect: .mergeExercise(from: "bench", into: "ohp"))))
        var declined = state
        #expect(LogFixture.press([.char("n")], &declined).isEmpty && declined.overlay == nil)
        #expect(LogFixture.press([.char("y")], &state) == [.mergeExercise(from: "bench", into: "ohp")])
        #expect(state.overlay == nil && state.message?.text.hasPrefix("Merging") == true)
    }

    @Test("the screen says what the exercise is: equipment, muscle group and kind; a custom one says so")
    func profileLine() {
        let state = LogFixture.on(Self.bench)
        #expect(View.render(state).lines[2].contains("barbell · chest · weight × reps"))
        let custom = Exercise(
            id: "zw", name: "Zercher walk", kind: .reps, equipment: .barbell, measure: .reps)
        #expect(ExerciseView.profile(custom, .unicode) == "barbell · reps only · custom")
        #expect(ExerciseView.profile(Exercise(id: "x", name: "X"), .ascii) == "weight x reps - custom")
        let run = Exercise(id: "r", name: "Trail run", kind: .timed, measure: .distanceTime)
        #expect(ExerciseView.profile(run, .unicode) == "distance and time · custom")
    }

    @Test("merge into an unknown exercise or into itself keeps the line open and says why")
    func mergeRefused() {
        let unknown = LogFixture.on(Self.bench + [.char("m")] + Self.typing("Zercher") + [.enter])
        #expect(unknown.overlay == .dayEntry(DayEntry(.mergeInto(exerciseId: "bench"), text: "Zercher")))
        var state = LogFixture.state()
        LogFixture.press(Self.bench + [.char("m")] + Self.typing("bench") + [.enter], &state)
        #expect(state.message == StatusMessage("merge into: that is this exercise", isError: true))
        if case .dayEntry = state.overlay {
        } else {
            Issue.record("the line closed: \(String(describing: state.overlay))")
        }
    }

    @Test("n renames: the line starts with the name; a name another exercise has is refused")
    func rename() {
        var state = LogFixture.state()
        LogFixture.press(Self.bench + [.char("n")], &state)
        #expect(state.overlay == .dayEntry(DayEntry(.exerciseName(exerciseId: "bench"), text: "Bench press")))
        let erase = Array(repeating: Key.backspace, count: "Bench press".count)
        var taken = state
        LogFixture.press(erase + Self.typing("overhead press") + [.enter], &taken)
        #expect(taken.message?.isError == true && taken.message?.text.contains("Overhead press has it") == true)
        let effects = LogFixture.press(erase + Self.typing("Flat bench") + [.enter], &state)
        #expect(effects == [.renameExercise(id: "bench", name: "Flat bench")])
        #expect(state.overlay == nil)
    }

    @Test("once the store has merged, the screen shows the exercise the sets went to, and says so")
    func merged() {
        var state = LogFixture.on(Self.bench)
        let done = StoreEffect.mergeExercise(from: "bench", into: "ohp")
        let effects = Reducer.reduce(&state, .historyChanged(done, LogFixture.firstPage(), Fixture.snapshot()))
        #expect(effects == [.replan, .loadExercise("ohp")])
        #expect(state.log.exercise == "ohp")
        #expect(state.message == StatusMessage("Merged Bench press into Overhead press"))
        var renamed = LogFixture.on(Self.bench)
        let again = Reducer.reduce(
            &renamed,
            .historyChanged(
                .renameExercise(id: "bench", name: "Flat bench"), LogFixture.firstPage(), Fixture.snapshot()))
        #expect(again == [.replan, .loadExercise("bench")])
        #expect(renamed.message == StatusMessage("Renamed Bench press to Flat bench"))
    }

    @Test("golden: the merge question over the exercise screen")
    func mergeQuestion() {
        let state = LogFixture.on(Self.bench + [.char("m")] + Self.typing("ohp") + [.enter])
        assertSnapshot(View.render(state), named: "exercise-merge-confirm-80x24")
    }

    @Test("golden: the line for the exercise's new name")
    func renameLine() {
        let state = LogFixture.on(Self.bench + [.char("n")])
        assertSnapshot(View.render(state), named: "exercise-rename-80x24")
    }
}
