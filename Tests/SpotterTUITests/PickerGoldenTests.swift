import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The exercise picker as text at 80×24 and 40×12: a search with its ranked results, a filter,
/// nothing found, the new-exercise form, and the picker before its index is in.
@Suite("Golden screens: the exercise picker and its new-exercise form")
struct PickerGoldenTests {
    static let sizes = GoldenScreenTests.sizes

    static func picker(_ keys: [Key]) -> AppState {
        var state = GoldenScreenTests.resting()
        for key in [Key.char("a")] + keys {
            // The index comes as the runner's errand brings it.
            for case .store(.indexExercises(let list)) in Reducer.reduce(&state, .keyPressed(key)) {
                _ = Reducer.reduce(&state, .exercisesIndexed(ExerciseSearch(exercises: list), from: list))
            }
        }
        state.message = nil
        return state
    }

    @Test("a search with its results, best first, the cursor moved down one", arguments: sizes)
    func search(_ w: Int, _ h: Int) {
        let state = Self.picker("bench".map { .char($0) } + [.down])
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "picker-search-\(w)x\(h)")
    }

    @Test("a filter (dumbbell) with an empty search", arguments: sizes)
    func filter(_ w: Int, _ h: Int) {
        let state = Self.picker([.tab, .tab])
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "picker-filter-\(w)x\(h)")
    }

    @Test("nothing matches: the New exercise row", arguments: sizes)
    func nothing(_ w: Int, _ h: Int) {
        let state = Self.picker("zercher walk".map { .char($0) })
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "picker-nothing-\(w)x\(h)")
    }

    @Test("the new-exercise form, on its kind", arguments: sizes)
    func form(_ w: Int, _ h: Int) {
        let state = Self.picker("zercher walk".map { .char($0) } + [.ctrl("o"), .tab, .right])
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "picker-form-\(w)x\(h)")
    }

    @Test("before its index is in: the search line takes keys, no rows yet", arguments: sizes)
    func indexing(_ w: Int, _ h: Int) {
        var state = GoldenScreenTests.resting()
        for key in [Key.char("a"), .char("b")] { _ = Reducer.reduce(&state, .keyPressed(key)) }
        state.message = nil
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "picker-indexing-\(w)x\(h)")
    }
}
