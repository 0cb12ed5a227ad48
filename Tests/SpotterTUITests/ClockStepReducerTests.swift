import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The wall clock stepped back an hour (an NTP correction, a manual change) on a fixed clock:
/// rest, a timed set's work and the forgot-to-finish nudge are never longer than their length.
/// Bench rests 120 s in the demo plan's Push; the first set is saved at t0.
@Suite("Reducer: a wall clock stepped back or forward, on a fixed clock")
struct ClockStepReducerTests {
    static let hour: TimeInterval = 3600

    @Test("stepped back an hour mid-rest: the rest counts on from where it was, its alert moves back with it")
    func restSteppedBack() {
        var state = RestReducerTests.resting(prefs: NotificationPreferences())
        _ = Fixture.tick(30, &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90)
        let effects = Fixture.tick(-Self.hour, &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90, "not 1:01:30")
        #expect(View.render(state).lines.joined(separator: "\n").contains("Rest 01:30"))
        #expect(!state.title.contains("1:01:"), "\(state.title)")
        let alert = effects.scheduled.first { $0.id == RestReducerTests.restAlertId }
        #expect(alert?.fireAt == state.now.addingTimeInterval(90))
        #expect(RestReducerTests.savedLive(effects)?.restEndsAt == state.now.addingTimeInterval(90))
        // And it ends 90 s later, not an hour later.
        #expect(Fixture.tick(89, &state).terminalAlerts.isEmpty)
        #expect(Fixture.tick(1, &state).terminalAlerts == [true])
    }

    @Test("stepped back while paused: the pause still holds what was left")
    func pausedSteppedBack() {
        var state = RestReducerTests.resting()
        _ = Fixture.tick(30, &state)
        Fixture.press([.char("p")], &state)
        _ = Fixture.tick(-Self.hour, &state)
        _ = Fixture.tick(10, &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90)
        Fixture.press([.char("p")], &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90)
    }

    @Test("a rest stored before the step and opened after it shows at most its length, and counts down")
    func restoredAfterTheStep() {
        let live = LiveSessionRecord(
            workoutId: "w1", restExerciseId: "bench", restStartedAt: Fixture.t0,
            restEndsAt: Fixture.t0.addingTimeInterval(120))
        var state = AppState(now: Fixture.t0.addingTimeInterval(-Self.hour + 30), zone: Fixture.zone)
        _ = Reducer.reduce(&state, .loaded(Fixture.snapshot(open: Fixture.pushWorkout, live: live)))
        #expect(state.live.rest?.secondsLeft(at: state.now) == 120, "not 1:01:30")
        // The first tick starts it again from now, and it counts down from there.
        _ = Fixture.tick(1, &state)
        #expect(state.live.rest?.startedAt == state.now)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 120)
        _ = Fixture.tick(1, &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 119)
    }

    @Test("stepped forward past the end: the rest simply ends, with its alert")
    func steppedForward() {
        var state = RestReducerTests.resting()
        _ = Fixture.tick(30, &state)
        let effects = Fixture.tick(Self.hour, &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 0)
        #expect(effects.terminalAlerts == [true])
    }

    @Test("a timed set's work stepped back an hour: never longer than the set, and it logs its length")
    func workSteppedBack() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.down, .down, .enter], &state)
        _ = Fixture.tick(10, &state)
        _ = Fixture.tick(-Self.hour, &state)
        #expect(state.live.work?.secondsLeft(at: state.now) == 35, "not 1:00:35")
        #expect(Fixture.tick(35, &state).terminalAlerts == [true])
        #expect(state.live.work == nil)
        #expect(state.live.workout?.sets.last?.durationSeconds == 45)
    }

    @Test("the forgot-to-finish nudge moves back with a clock stepped back, never later than its delay")
    func forgotToFinishSteppedBack() {
        var state = RestReducerTests.resting()
        let id = NotificationID.forgotToFinish(workoutId: "w1")
        _ = Fixture.tick(60, &state)
        let effects = Fixture.tick(-Self.hour, &state)
        let nudge = effects.scheduled.first { $0.id == id }
        let minutes = TimeInterval(state.prefs.forgotFinishMinutes * 60)
        #expect(nudge?.fireAt == state.now.addingTimeInterval(minutes - 60))
    }
}
