import FoundationEssentials

/// Converts between instants and local calendar values in one time zone.
///
/// The zone always comes in as a value; nothing here reads the system's clock or zone.
///
/// ```swift
/// let berlin = ZonedCalendar(timeZone: zones("Europe/Berlin")!)
/// let day = LocalDate(iso: "2026-03-29")!
/// berlin.instant(day, LocalTime(hhmm: "02:30")!)  // 03:30 CEST: the gap moves it forward
/// ```
/// Plain arithmetic on seconds and `LocalDate.daysSinceEpoch`; the zone answers the offsets.
public struct ZonedCalendar: Sendable {
    public let timeZone: Zone

    public init(timeZone: Zone) {
        self.timeZone = timeZone
    }

    /// The local calendar day an instant falls on.
    public func day(of instant: Date) -> LocalDate {
        LocalDate(daysSinceEpoch: LocalSeconds.days(localSeconds(instant)))
    }

    /// The local wall-clock time of an instant, to the minute.
    public func time(of instant: Date) -> LocalTime {
        LocalTime(minuteOfDay: LocalSeconds.secondOfDay(localSeconds(instant)) / 60)
    }

    /// The instant a wall-clock time names on a day.
    ///
    /// A time inside a spring-forward gap moves forward by the length of the gap
    /// (Berlin 02:30 on the last Sunday of March is 03:30 CEST); a time that occurs
    /// twice at a fall-back takes the earlier occurrence. This is Foundation's
    /// `Calendar.date(from:)` rule, checked against it in the tests for every zone.
    public func instant(_ day: LocalDate, _ time: LocalTime, second: Int = 0) -> Date {
        let local = day.daysSinceEpoch * 86_400 + time.minuteOfDay * 60 + second
        return Date(timeIntervalSince1970: Double(utcSeconds(local: local)))
    }

    /// The first instant of a local day (midnight, or the first minute after a gap at midnight).
    public func startOfDay(_ day: LocalDate) -> Date {
        instant(day, LocalTime(hour: 0, minute: 0)!)
    }

    /// The same wall-clock time `days` calendar days later (keeps 12:00 across a DST change).
    public func addingCalendarDays(_ days: Int, to instant: Date) -> Date {
        let clamped = InstantRange.clamp(instant)
        let whole = InstantRange.epochSeconds(clamped)
        let fraction = clamped.timeIntervalSince1970 - Double(whole)
        let local = whole + timeZone.secondsFromGMT(for: clamped) + days * 86_400
        return Date(timeIntervalSince1970: Double(utcSeconds(local: local)) + fraction)
    }

    /// Offset from UTC at an instant, in seconds.
    public func offsetSeconds(at instant: Date) -> Int { timeZone.secondsFromGMT(for: instant) }

    /// Seconds since 1970 as the wall clock counts them at `instant`.
    private func localSeconds(_ instant: Date) -> Int {
        let clamped = InstantRange.clamp(instant)
        return InstantRange.epochSeconds(clamped) + timeZone.secondsFromGMT(for: clamped)
    }

    /// The UTC second a wall-clock second names: the earlier of two, or moved forward by a gap.
    ///
    /// The offsets a day either side are the ones before and after any change near `local`
    /// (zones change at most once in two days), so the answer is `local` minus one of them.
    private func utcSeconds(local: Int) -> Int {
        func offset(_ t: Int) -> Int { timeZone.rules.type(at: t).offset }
        let before = offset(local - 86_400)
        let after = offset(local + 86_400)
        let early = local - before
        let late = local - after
        let earlyFits = early + offset(early) == local
        let lateFits = late + offset(late) == local
        switch (earlyFits, lateFits) {
        case (true, true): return min(early, late)
        case (true, false): return early
        case (false, true): return late
        // In a gap: read with the offset before it, which lands as far past the gap's end.
        case (false, false): return early
        }
    }
}
