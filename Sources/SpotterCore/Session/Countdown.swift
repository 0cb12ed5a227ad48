import FoundationEssentials

/// The live session's timing rules: the rest a set gets when nothing says otherwise, and how a
/// countdown reads in whole seconds.
///
/// ```swift
/// Countdown.defaultRestSeconds                                  // 90
/// Countdown.secondsLeft(until: end, at: end.addingTimeInterval(-0.2))  // 1: rounded up
/// Countdown.secondsLeft(until: end, at: end.addingTimeInterval(5))     // 0: never negative
/// ```
public enum Countdown {
    /// Rest after a set whose schedule line names none (and for an exercise added mid-workout).
    public static let defaultRestSeconds = 90

    /// Whole seconds from `now` until `end`, rounded up so "00:00" appears only when it is really
    /// over; 0 once it is. A stored end too far off to count is clamped (`WholeSeconds`), not trapped on.
    public static func secondsLeft(until end: Date, at now: Date) -> Int {
        max(0, WholeSeconds.of(end.timeIntervalSince(now), rounding: .up))
    }
}
