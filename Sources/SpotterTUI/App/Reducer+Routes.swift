import SpotterCore

extension Reducer {
    /// Opens the screen a route names. Routes come from the fixed list in `Route`: `day/…`,
    /// `week/…` and `plan` open the Day, Week and Plan screens (Esc/q goes back).
    ///
    /// ```swift
    /// Reducer.reduce(&state, .routeRequested(.settings))  // the settings panel
    /// Reducer.reduce(&state, .routeRequested(.workout))   // the open workout, or Today with a note
    /// ```
    static func open(_ state: inout AppState, _ route: Route) -> [Effect] {
        // A modal (the consent prompt, a set form) keeps the keys; the request waits behind it.
        guard state.overlay == nil else { return [] }
        switch route {
        case .settings:
            return SettingsReducer.open(&state)
        case .workout:
            if state.live.workout != nil {
                state.screen = .workout
            } else {
                state.screen = .today
                state.message = StatusMessage("No workout is open: start one here")
            }
        case .today:
            state.screen = .today
            state.log.backStack = []
        case .day(let day):
            return openDay(&state, day)
        case .week(let week):
            return openWeek(&state, week)
        case .plan:
            openPlan(&state)
        }
        return []
    }
}
