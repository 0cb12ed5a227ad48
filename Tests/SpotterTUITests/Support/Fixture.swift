import Foundation
import SpotterCore
import SpotterStore

@testable import SpotterTUI

/// A fixed world for reducer and screen tests: the demo plan, UTC, Monday 2026-11-30 17:30.
enum Fixture {
    static let zone = Zone.utc
    /// Monday 2026-11-30 17:30:00 UTC.
    static let t0 = Date(timeIntervalSince1970: 1_796_059_800)

    static func snapshot(
        open: Workout? = nil, live: LiveSessionRecord? = nil, consent: ConsentRecord? = nil,
        prefs: NotificationPreferences = NotificationPreferences(), weekWorkouts: [Workout] = []
    ) -> Snapshot {
        Snapshot(
            plan: .demo, prefs: prefs, weekWorkouts: weekWorkouts, openWorkout: open, live: live, consent: consent,
            lastSets: [
                "ohp": LoggedSet(
                    id: "old", exerciseId: "ohp", weight: 37.5, reps: 8, loggedAt: t0.addingTimeInterval(-86400 * 4))
            ],
            bestWeights: ["bench": 60, "ohp": 37.5])
    }

    /// A loaded state on Today.
    static func state(
        width: Int = 80, height: Int = 24, consent: ConsentRecord? = nil,
        prefs: NotificationPreferences = NotificationPreferences(), weekWorkouts: [Workout] = []
    ) -> AppState {
        var state = AppState(now: t0, zone: zone)
        state.width = width
        state.height = height
        _ = Reducer.reduce(&state, .loaded(snapshot(consent: consent, prefs: prefs, weekWorkouts: weekWorkouts)))
        return state
    }

    static let pushWorkout = Workout(id: "w1", templateId: "push", day: LocalDate(iso: "2026-11-30")!, startedAt: t0)

    /// A state in the Push workout, started at t0, nothing logged yet.
    static func inWorkout(consent: ConsentRecord? = nil, prefs: NotificationPreferences = NotificationPreferences())
        -> AppState
    {
        var state = state(consent: consent, prefs: prefs)
        _ = Reducer.reduce(&state, .workoutStarted(pushWorkout))
        return state
    }

    static let allowed = ConsentRecord(answer: .allowed, answeredAt: t0.addingTimeInterval(-86400))
    static let declined = ConsentRecord(answer: .declined, answeredAt: t0.addingTimeInterval(-86400))

    /// Presses keys one by one through the real runner, on a fresh SQLite file that holds the
    /// state's preferences and open workout.
    @discardableResult
    static func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        rig(for: state).press(keys, &state)
    }

    /// Dispatches an action through the real runner (`LiveApp.dispatch`), as `press` does.
    @discardableResult
    static func run(_ action: Action, _ state: inout AppState) -> [Effect] {
        rig(for: state).run(action, &state)
    }

    static func tick(_ seconds: TimeInterval, _ state: inout AppState) -> [Effect] {
        rig(for: state).tick(seconds, &state)
    }

    private static func rig(for state: AppState) -> RunnerRig {
        let rig = RunnerRig()
        try! rig.db.savePreferences(state.prefs)
        return rig
    }
}

extension Array where Element == Effect {
    var desktopAlerts: [PlannedNotification] {
        compactMap { if case .delivery(.requestDesktopAlert(let n)) = $0 { return n } else { return nil } }
    }
    var terminalAlerts: [Bool] {
        compactMap { if case .terminal(.alertInTerminal(let bell)) = $0 { return bell } else { return nil } }
    }
    var scheduled: [PlannedNotification] {
        compactMap { if case .delivery(.scheduleNotification(let n)) = $0 { return n } else { return nil } }
    }
}
