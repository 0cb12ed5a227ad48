import SpotterCore

extension Reducer {
    /// Today's keys (`KeyTables.today`, `LogKeys.fromToday`, `BodyWeightKeys.open`).
    ///
    /// ```swift
    /// _ = Reducer.perform(&state, .today(.resume))  // state.screen == .workout
    /// ```
    static func performToday(_ state: inout AppState, _ command: TodayCommand) -> [Effect] {
        switch command {
        case .startSelected: return startSelected(&state)
        case .resume:
            state.screen = .workout
            state.message = nil
        case .openDay: return openDay(&state, state.today)
        case .openWeek: return openWeek(&state, state.today.isoWeek)
        case .openHistory: return openHistory(&state)
        case .openPlan: openPlan(&state)
        case .openBodyWeight: return openBodyWeight(&state)
        }
        return []
    }
}
