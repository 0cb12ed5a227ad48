import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The live workout's structure as text: a superset with the `last:` lines, the form's hint of
/// last time, the delete question; at 80×24 and 40×12.
@Suite("Golden screens: supersets, last time, deleting a set")
struct StructureGoldenTests {
    static let sizes = GoldenScreenTests.sizes

    /// The superset day, bench's first set logged: no rest, row (A2) next.
    static func inRound() throws -> AppState {
        let (rig, start) = try StructureReducerTests.inSupersetWorkout()
        var state = start
        rig.press([.enter, .enter], &state)
        _ = rig.tick(12, &state)
        state.message = nil
        return state
    }

    @Test("a superset in the workout with last time under each exercise", arguments: sizes)
    func superset(_ w: Int, _ h: Int) throws {
        assertSnapshot(
            View.render(GoldenScreenTests.sized(try Self.inRound(), w, h)), named: "workout-superset-\(w)x\(h)")
    }

    @Test("the set form names last time's matching set", arguments: sizes)
    func formHint(_ w: Int, _ h: Int) throws {
        var state = try Self.inRound()
        _ = Reducer.reduce(&state, .keyPressed(.enter))
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "workout-form-last-time-\(w)x\(h)")
    }

    @Test("deleting a set asks which one, naming it", arguments: sizes)
    func deleteQuestion(_ w: Int, _ h: Int) {
        var state = GoldenScreenTests.resting()
        _ = Reducer.reduce(&state, .keyPressed(.char("D")))
        _ = Reducer.reduce(&state, .keyPressed(.left))
        state.message = nil
        assertSnapshot(View.render(GoldenScreenTests.sized(state, w, h)), named: "workout-delete-set-\(w)x\(h)")
    }
}
