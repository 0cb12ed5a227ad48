import Foundation

/// Converts between instants and local calendar values in one time zone.
///
/// The zone always comes in as a value; nothing here reads the system's clock or zone.
///
/// ```swift
/// let berlin = ZonedCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// let day = LocalDate(iso: "2026-03-29")!
/// berlin.instant(day, LocalTime(hhmm: "02:30")!)  // 03:30 CEST: the gap moves it forward
/// ```
public struct ZonedCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The local calendar day an instant falls on.
    public func day(of instant: Date) -> LocalDate {
        let c = calendar.dateComponents([.year, .month, .day], from: InstantRange.clamp(instant))
        guard let year = c.year, let month = c.month, let day = c.day,
            let date = LocalDate(year: year, month: month, day: day)
        else { return LocalDate(daysSinceEpoch: InstantRange.epochSeconds(instant) / 86_400) }
        return date
    }

    /// The local wall-clock time of an instant, to the minute.
    public func time(of instant: Date) -> LocalTime {
        let c = calendar.dateComponents([.hour, .minute], from: InstantRange.clamp(instant))
        return c.hour.flatMap { hour in c.minute.flatMap { LocalTime(hour: hour, minute: $0) } }
            ?? LocalTime(minuteOfDay: 0)
    }

    /// The instant a wall-clock time names on a day.
    ///
    /// A time inside a spring-forward gap moves forward by the length of the gap
    /// (Berlin 02:30 on the last Sunday of March is 03:30 CEST); a time that occurs
    /// twice at a fall-back takes the earlier occurrence. This is `Calendar.date(from:)`'s
    /// rule, checked in the tests; `date(bySettingHour:…)` follows a different one.
    public func instant(_ day: LocalDate, _ time: LocalTime, second: Int = 0) -> Date {
        var c = DateComponents()
        c.year = day.year
        c.month = day.month
        c.day = day.day
        c.hour = time.hour
        c.minute = time.minute
        c.second = second
        return calendar.date(from: c)!
    }

    /// The first instant of a local day (midnight, or the first minute after a gap at midnight).
    public func startOfDay(_ day: LocalDate) -> Date {
        instant(day, LocalTime(hour: 0, minute: 0)!)
    }

    /// The same wall-clock time `days` calendar days later (keeps 12:00 across a DST change).
    public func addingCalendarDays(_ days: Int, to instant: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: instant)!
    }

    /// Offset from UTC at an instant, in seconds.
    public func offsetSeconds(at instant: Date) -> Int { timeZone.secondsFromGMT(for: instant) }
}
