import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// `t` on the finish summary, on the fixed clock: the workout as a new template.
@Suite("Finish summary: save as a new template")
struct TemplateFromWorkoutTests {
    static let t = Fixture.t0

    /// Push finished with a warm-up and two bench sets at 62.5 (rest changed to 150 s), one plank,
    /// and a run the schedule file cannot hold.
    static func finished() -> AppState {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        state.live.restOverrides["bench"] = 150
        var w = Fixture.pushWorkout
        w.sets = [
            LoggedSet(id: "a", exerciseId: "bench", weight: 40, reps: 8, loggedAt: t, type: .warmup),
            LoggedSet(id: "b", exerciseId: "bench", weight: 62.5, reps: 5, loggedAt: t + 60),
            LoggedSet(id: "c", exerciseId: "bench", weight: 62.5, reps: 4, loggedAt: t + 240),
            LoggedSet(id: "d", exerciseId: "plank", durationSeconds: 45, loggedAt: t + 600),
            LoggedSet(id: "e", exerciseId: "bench", durationSeconds: 2050, loggedAt: t + 900, meters: 6500),
        ]
        w.finishedAt = t + 1200
        _ = Reducer.reduce(&state, .workoutFinished(w, Fixture.snapshot()))
        return state
    }

    @Test("the draft keeps the working sets, the last set's reps and weight, the changed rest; no run")
    func draft() throws {
        let state = Self.finished()
        let draft = try #require(state.summary?.draft)
        let plankRest = PlanData.demo.template("push")?.items.first { $0.exerciseId == "plank" }?.restSeconds
        #expect(
            draft.items == [
                WorkoutTemplate.Item(exerciseId: "bench", sets: 2, reps: 4, weight: 62.5, restSeconds: 150),
                WorkoutTemplate.Item(
                    exerciseId: "plank", sets: 1, restSeconds: plankRest ?? -1, durationSeconds: 45),
            ])
    }

    @Test("t asks the name (the workout's, to change); Enter sends the draft; the answer re-plans")
    func saveAsTemplate() throws {
        var state = Self.finished()
        #expect(state.screen == .summary)
        _ = Reducer.reduce(&state, .keyPressed(.char("t")))
        guard case .dayEntry(let entry)? = state.overlay else {
            Issue.record("t asked no name")
            return
        }
        #expect(entry.purpose == .templateName && entry.text == "Push")
        for c in " (hotel)" { _ = Reducer.reduce(&state, .keyPressed(.char(c))) }
        let effects = Reducer.reduce(&state, .keyPressed(.enter))
        var expected = try #require(state.summary?.draft)
        expected.name = "Push (hotel)"
        #expect(effects == [.saveTemplate(expected)])
        var saved = expected
        saved.id = "push-hotel"
        let answer = Reducer.reduce(&state, .templateSaved(saved, Fixture.snapshot()))
        #expect(answer == [.replan])
        #expect(state.message?.text == "Saved template Push (hotel) (push-hotel): Today lists it")
        #expect(state.screen == .summary)

        var update = Self.finished()
        _ = Reducer.reduce(&update, .keyPressed(.char("T")))
        guard case .confirm(let question)? = update.overlay else {
            Issue.record("T asked nothing")
            return
        }
        #expect(
            question.question
                == "Update Push with what you did: Bench press 2×4, Plank 1×45s, this workout's rest and supersets?")
        let draft = try #require(update.summary?.draft)
        #expect(Reducer.reduce(&update, .keyPressed(.char("y"))) == [.store(.updateTemplate(id: "push", draft))])

        var empty = Self.finished()
        _ = Reducer.reduce(&empty, .keyPressed(.char("t")))
        for _ in 0..<4 { _ = Reducer.reduce(&empty, .keyPressed(.backspace)) }
        #expect(Reducer.reduce(&empty, .keyPressed(.enter)).isEmpty)
        #expect(empty.message?.isError == true)
    }
}
