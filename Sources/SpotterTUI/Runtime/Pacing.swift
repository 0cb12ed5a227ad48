import FoundationEssentials

/// When the loop must wake next: at the next change of a displayed second, and no sooner.
///
/// ```swift
/// // rest ends at 12:00:10.000, now 12:00:02.300: "00:08" turns to "00:07" at 12:00:03.000
/// Pacing.nextWake(state)  // 0.702 s (0.7 s plus a little slack, so the wake lands after the change)
/// ```
/// With a timer on screen the whole screen follows the timer's phase (the workout clock in the
/// header updates with it), so a running rest costs one wake-up a second. With a workout open
/// and no timer the loop wakes with the workout clock, and otherwise at each whole second.
/// Every wake looks for commits by other processes (`spotter log`, a schedule import,
/// `spotter config set`, a desktop "+30s"), so they show within a second.
public enum Pacing {
    static let slack = 0.002

    public static func nextWake(_ state: AppState) -> TimeInterval {
        let now = state.now
        if let deadline = state.live.work?.endsAt
            ?? state.live.rest.flatMap({ $0.isOver(at: now) || $0.isPaused ? nil : $0.endsAt })
        {
            let left = deadline.timeIntervalSince(now)
            let fraction = left - left.rounded(.down)
            return (fraction > 0 ? fraction : 1) + slack
        }
        if let workout = state.live.workout {
            let elapsed = now.timeIntervalSince(workout.startedAt)
            return 1 - (elapsed - elapsed.rounded(.down)) + slack
        }
        let t = now.timeIntervalSince1970
        return 1 - (t - t.rounded(.down)) + slack
    }
}
