import FoundationEssentials

/// The live session's timing rules: the rest a set gets when nothing says otherwise, how a
/// countdown reads in whole seconds, and what a wall clock stepped back does to it.
///
/// A countdown (rest, a timed set's work) is never longer than its own length: what is left is
/// `min(end - now, end - start)`. A clock stepped back (an NTP correction, a manual change) reads
/// as the start, not before it; a clock stepped forward past the end simply ends it.
///
/// ```swift
/// Countdown.defaultRestSeconds                                               // 90
/// Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(-0.2))  // 1: rounded up
/// Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(5))     // 0: never negative
/// Countdown.secondsLeft(from: start, until: start + 90, at: start - 3600)           // 90, not 3690
/// ```
public enum Countdown {
    /// Rest after a set whose schedule line names none (and for an exercise added mid-workout).
    public static let defaultRestSeconds = 90

    /// Whole seconds left of the countdown from `start` to `end`, read at `now`: never more than
    /// its length, rounded up so "00:00" appears only when it is really over, 0 once it is. A stored
    /// end too far off to count is clamped (`WholeSeconds`), not trapped on.
    public static func secondsLeft(from start: Date, until end: Date, at now: Date) -> Int {
        max(0, WholeSeconds.of(end.timeIntervalSince(max(now, start)), rounding: .up))
    }

    /// How far to move a countdown's instants after the wall clock stepped back, so it counts on
    /// from where it was: by the step seen between two readings (`previous`, then `now`), and
    /// further back to now when its `anchor` (its start, or the instant it was paused) would still
    /// be later than now (the step happened while no one was reading). 0 when the clock did not
    /// step back; never positive: a clock stepped forward is left to end the countdown.
    ///
    /// ```swift
    /// Countdown.stepBack(previous: t, now: t - 3600, anchor: t - 30)   // -3600: 30 s in, still 30 s in
    /// Countdown.stepBack(previous: t, now: t + 1, anchor: t + 3600)    // -3599: it starts now
    /// ```
    public static func stepBack(previous: Date, now: Date, anchor: Date) -> TimeInterval {
        let seen = min(0, now.timeIntervalSince(previous))
        return seen + min(0, now.timeIntervalSince(anchor.addingTimeInterval(seen)))
    }
}
