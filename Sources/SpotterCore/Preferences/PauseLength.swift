import FoundationEssentials

/// How long "pause" silences reminders and reports: 3 days or a week, without turning anything off.
///
/// A pause ends at the same local wall-clock time that many calendar days later, so a pause
/// started Thursday 12:00 for a week ends the next Thursday at 12:00 even across a DST change.
///
/// ```swift
/// PauseLength.week.end(from: now, calendar: berlin)  // now + 7 calendar days, same wall clock
/// ```
public enum PauseLength: String, CaseIterable, Sendable {
    case threeDays = "3d"
    case week = "1w"

    public var days: Int { self == .threeDays ? 3 : 7 }
    public var label: String { self == .threeDays ? "3 days" : "1 week" }

    public func end(from now: Date, calendar: ZonedCalendar) -> Date {
        calendar.addingCalendarDays(days, to: now)
    }
}
