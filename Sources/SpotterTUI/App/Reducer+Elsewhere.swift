import FoundationEssentials
import SpotterCore

extension Reducer {
    /// Another process committed: show what the store holds now, keeping what is ours on screen
    /// (the screen, the cursor, an open form, the rest countdown unless the store moved it).
    ///
    /// ```swift
    /// // Push open in the TUI; `spotter log bench 70x5` in another shell
    /// Reducer.reduce(&state, .storeChangedElsewhere(snapshot))  // the bench row counts the set
    /// ```
    static func changedElsewhere(_ state: inout AppState, _ s: Snapshot) -> [Effect] {
        var effects: [Effect] = []
        if s.prefs.theme != state.prefs.theme { effects.append(.applyTheme(s.prefs.theme)) }
        loadStored(&state, s)
        switch (state.live.workout, s.openWorkout) {
        case (let mine?, let stored?) where mine.id == stored.id:
            // Sets logged from the shell; a set of ours still on its way stays `pendingSet`.
            state.live.workout = stored
            adopt(&state, s.live)
            // An exercise first logged from the shell: what it did last time.
            effects += loadLastTime(state, state.exerciseRows.map(\.exercise.id))
        case (nil, nil):
            break
        case (_, .some):
            // `spotter log` started a workout (or ours was replaced): Today offers to resume it.
            loadOpenWorkout(&state, s)
            if state.screen == .workout { state.screen = .today }
            state.message = StatusMessage("\(state.workoutName) was started elsewhere: r resumes it")
        case (.some, nil):
            // Finished or discarded by another process: nothing is open any more.
            loadOpenWorkout(&state, s)
            state.live.pendingSet = nil
            if state.screen == .workout { state.screen = .today }
            if case .setForm? = state.overlay { state.overlay = nil }
            state.message = StatusMessage("The workout was closed elsewhere")
        }
        // `spotter config set` or `spotter pause` in another terminal: the open panel shows it.
        if state.screen == .settings { effects.append(.readSettings) }
        effects += reloadLog(&state)
        return effects
    }
}
