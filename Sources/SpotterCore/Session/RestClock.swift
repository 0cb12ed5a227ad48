import FoundationEssentials

/// Rest kept as deadlines: what is left, and how `+`, `-`, pause and resume move the end instant.
///
/// Paused rest keeps its end instant and the instant it was paused: what is left is
/// `endsAt - pausedAt`, and resuming moves the end by the time spent paused. The terminal, the
/// store (a desktop "+30s"), `spotter status` and the ongoing notification all ask here.
///
/// ```swift
/// // rest to 12:02:00, paused at 12:01:00, read at 12:05:00
/// RestClock.secondsLeft(startedAt: start, endsAt: end, pausedAt: paused, now: later)  // 60: the pause holds it
/// RestClock.resumed(endsAt: end, pausedAt: paused, now: later)      // 12:06:00
/// RestClock.takenOff(30, endsAt: end, pausedAt: nil, now: end - 10) // now: never below zero
/// ```
public enum RestClock {
    /// The instant the countdown is read at: the pause while paused, now otherwise.
    static func reading(pausedAt: Date?, now: Date) -> Date { pausedAt.map { min($0, now) } ?? now }

    /// Whole seconds left, rounded up, frozen while paused, and never more than the rest's length
    /// from `startedAt` to `endsAt` (`Countdown.secondsLeft`: a clock stepped back never lengthens it).
    public static func secondsLeft(startedAt: Date, endsAt: Date, pausedAt: Date?, now: Date) -> Int {
        Countdown.secondsLeft(from: startedAt, until: endsAt, at: reading(pausedAt: pausedAt, now: now))
    }

    /// Whether rest is over: never while paused with time left.
    public static func isOver(endsAt: Date, pausedAt: Date?, now: Date) -> Bool {
        reading(pausedAt: pausedAt, now: now) >= endsAt
    }

    /// The end after adding `seconds`: from the end, or from now (the pause) once rest is over.
    public static func added(_ seconds: Int, endsAt: Date, pausedAt: Date?, now: Date) -> Date {
        max(endsAt, reading(pausedAt: pausedAt, now: now)).addingTimeInterval(TimeInterval(seconds))
    }

    /// The end after taking `seconds` off: never before now (the pause), so never below zero left,
    /// and never later than it was (a rest already over stays as it ended).
    public static func takenOff(_ seconds: Int, endsAt: Date, pausedAt: Date?, now: Date) -> Date {
        min(endsAt, max(reading(pausedAt: pausedAt, now: now), endsAt.addingTimeInterval(-TimeInterval(seconds))))
    }

    /// When the "Still resting?" nudge is due: a minute after the end, if rest goes on.
    public static func nudgeAt(endsAt: Date) -> Date { endsAt.addingTimeInterval(60) }

    /// The end after a pause from `pausedAt` until `now`: moved by the paused time.
    public static func resumed(endsAt: Date, pausedAt: Date, now: Date) -> Date {
        endsAt.addingTimeInterval(max(0, now.timeIntervalSince(pausedAt)))
    }
}
