import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The finish summary counts the lifter's body weight in a pull-up, as `spotter finish` does.
@Suite("Finish summary: body weight in a pull-up's volume, no false pull-up best")
struct SummaryBodyWeightTests {
    static let day = LocalDate(iso: "2026-11-30")!

    /// Last Monday: weighted pull-ups 10×8, stored as logged (session volume 80, e1RM 12.7).
    static let lastWeek = Workout(
        id: "w0", templateId: "pull", day: LocalDate(iso: "2026-11-23")!,
        startedAt: Fixture.t0.addingTimeInterval(-7 * 86_400),
        finishedAt: Fixture.t0.addingTimeInterval(-7 * 86_400 + 3600),
        sets: [
            LoggedSet(
                id: "old1", exerciseId: "pullup", weight: 10, reps: 8,
                loggedAt: Fixture.t0.addingTimeInterval(-7 * 86_400))
        ])

    @Test("8 pull-ups at 80 kg body weight and bench 60×5 twice: 1,240 kg, says the body weight, no pull-up best")
    func countsBodyWeight() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        state.records = RecordBook(workouts: [Self.lastWeek])
        var finished = state.live.workout!
        finished.sets = [
            LoggedSet(id: "s1", exerciseId: "pullup", reps: 8, loggedAt: Fixture.t0.addingTimeInterval(60)),
            LoggedSet(id: "s2", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0.addingTimeInterval(300)),
            LoggedSet(id: "s3", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0.addingTimeInterval(600)),
        ]
        finished.finishedAt = Fixture.t0.addingTimeInterval(1800)
        var snapshot = Fixture.snapshot(weekWorkouts: [finished])
        snapshot.bodyWeights = [
            BodyWeight(day: Self.day.adding(days: -3), kg: 81), BodyWeight(day: Self.day, kg: 80),
        ]
        _ = Reducer.reduce(&state, .workoutFinished(finished, snapshot))

        let summary = try #require(state.summary)
        #expect(summary.volume == 1240)
        #expect(summary.bodyWeightKg == 80)
        #expect(summary.volumeText == "1,240 kg (with 80 kg body weight)")
        // 640 kg counted against a stored 80 kg session volume would be a best every time.
        #expect(!summary.records.contains { $0.hasPrefix("Pull-up") }, "\(summary.records)")
        #expect(!summary.personalBests.contains { $0.exercise == "Pull-up" })
        let screen = View.render(state).lines
        #expect(
            screen.contains { $0.hasPrefix("  Volume          1,240 kg (with 80 kg body weight)") },
            "\(screen.joined(separator: "\n"))")
    }

    @Test("no body weight on record: the pull-up adds nothing and nothing is said")
    func withoutBodyWeight() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        var finished = state.live.workout!
        finished.sets = [
            LoggedSet(id: "s1", exerciseId: "pullup", reps: 8, loggedAt: Fixture.t0.addingTimeInterval(60)),
            LoggedSet(id: "s2", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0.addingTimeInterval(300)),
        ]
        finished.finishedAt = Fixture.t0.addingTimeInterval(1800)
        _ = Reducer.reduce(&state, .workoutFinished(finished, Fixture.snapshot(weekWorkouts: [finished])))
        #expect(state.summary?.volumeText == "300 kg")
    }
}
