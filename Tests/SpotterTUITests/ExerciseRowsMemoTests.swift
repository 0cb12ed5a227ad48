import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The rows are kept between asks (`ExerciseRowsMemo`); these hold them to the state asked.
@Suite("Exercise rows: kept between asks, never another state's")
struct ExerciseRowsMemoTests {
    static func inPush() -> AppState {
        var state = Fixture.state(consent: Fixture.declined)
        _ = Reducer.reduce(
            &state,
            .workoutStarted(
                Workout(id: "w", templateId: "push", day: LocalDate(iso: "2026-11-30")!, startedAt: Fixture.t0)))
        return state
    }

    @Test("two copies of a state that part ways each get their own rows, asked in turn")
    func copiesPartWays() {
        let before = Self.inPush()
        #expect(before.exerciseRows.map { $0.sets.count } == [0, 0, 0])
        var after = before
        after.live.workout?.sets.append(
            LoggedSet(id: "s1", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0))
        after.live.addedExerciseIds.append("squat")
        for _ in 0..<2 {
            #expect(after.exerciseRows.map { $0.sets.count } == [1, 0, 0, 0])
            #expect(after.exerciseRows.last?.exercise.id == "squat")
            #expect(before.exerciseRows.map { $0.sets.count } == [0, 0, 0])
            #expect(before.workoutOrder.text != after.workoutOrder.text)
        }
    }

    @Test("each input changes the rows: the plan's names, the template, the order, the workout")
    func everyInputCounts() throws {
        var state = Self.inPush()
        let first = state.exerciseRows.map(\.exercise.id)
        state.plan.exercises = state.plan.exercises.map {
            var e = $0
            e.name += " (new)"
            return e
        }
        #expect(state.exerciseRows.allSatisfy { $0.exercise.name.hasSuffix(" (new)") })
        state.live.order = WorkoutOrder(groups: first.reversed().map { [.init($0)] })
        #expect(state.exerciseRows.map(\.exercise.id) == first.reversed())
        state.live.order = nil
        let index = try #require(state.plan.templates.firstIndex { $0.id == "push" })
        state.plan.templates[index].items.removeLast()
        #expect(state.exerciseRows.map(\.exercise.id) == Array(first.dropLast()))
        state.live.workout = nil
        #expect(state.exerciseRows.isEmpty)
    }
}
