import SpotterCore

extension Reducer {
    /// Opens the screen a route names. Routes come from the fixed list in `Route`; the day, week
    /// and plan routes show Today, which holds that information until those screens exist, and
    /// say so rather than pretend.
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
            if state.workout != nil {
                state.screen = .workout
            } else {
                state.screen = .today
                state.message = StatusMessage("No workout is open: start one here")
            }
        case .today:
            state.screen = .today
        case .day(let day):
            state.screen = .today
            state.message = StatusMessage("Opened from a notification about \(day.weekday.displayName) \(day.iso)")
        case .week(let week):
            state.screen = .today
            state.message = StatusMessage("Opened from your week in review (\(week))")
        case .plan:
            state.screen = .today
            state.message = StatusMessage("Opened from a plan notification: spotter plan --explain shows the plan")
        }
        return []
    }
}
