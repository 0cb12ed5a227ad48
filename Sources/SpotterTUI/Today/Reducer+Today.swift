extension Reducer {
    /// Enter on Today: resume the open workout, or start the selected one (a template, or an
    /// empty workout) while none is open.
    ///
    /// ```swift
    /// Reducer.reduce(&state, .keyPressed(.enter))   // on "Push": [.startWorkout(templateId: "push", …)]
    /// ```
    static func startSelected(_ state: inout AppState) -> [Effect] {
        let entries = TodayOverview(state).entries
        guard entries.indices.contains(state.todayScreen.cursor) else { return [] }
        switch entries[state.todayScreen.cursor] {
        case .resume:
            state.screen = .workout
            state.message = nil
            return []
        case .template(let id, let rotationId, _):
            guard state.live.workout == nil else {
                state.message = StatusMessage("Finish or resume the open workout first", isError: true)
                return []
            }
            return [.startWorkout(templateId: id, rotationId: rotationId, day: state.today)]
        case .empty:
            guard state.live.workout == nil else {
                state.message = StatusMessage("Finish or resume the open workout first", isError: true)
                return []
            }
            return [.startWorkout(templateId: nil, rotationId: nil, day: state.today)]
        }
    }
}
