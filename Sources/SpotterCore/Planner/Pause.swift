import Foundation

/// "Pause 3 days" and "Pause 1 week": silence reminders and reports without turning anything off.
///
/// A pause ends at the same local wall-clock time that many calendar days later, so a week's
/// pause started Saturday 07:00 ends the next Saturday at 07:00 even when the clocks changed in
/// between (adding 7 × 86 400 seconds would end it at 08:00 or 06:00).
///
/// ```swift
/// let end = PauseLength.oneWeek.end(from: now, calendar: berlin)
/// prefs.pausedUntil = end   // the planner refuses everything that would fire before `end`
/// ```
public enum PauseLength: Int, Sendable, CaseIterable {
    case threeDays = 3
    case oneWeek = 7

    public var days: Int { rawValue }

    /// When a pause started at `now` ends.
    public func end(from now: Date, calendar: ZonedCalendar) -> Date {
        calendar.addingCalendarDays(days, to: now)
    }
}
