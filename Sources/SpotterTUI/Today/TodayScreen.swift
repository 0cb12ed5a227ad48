/// Today's slice of `AppState`: the list's selected row (the workouts to start, the open one first).
///
/// ```swift
/// state.todayScreen.cursor = 0  // the first entry of `TodayOverview(state).entries`
/// ```
public struct TodayScreen: Hashable, Sendable {
    /// The selected entry of `TodayOverview.entries`.
    public var cursor = 0

    public init() {}
}
