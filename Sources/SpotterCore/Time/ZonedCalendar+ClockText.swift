import FoundationEssentials

extension ZonedCalendar {
    /// The wall-clock time of a stored instant as the screens and commands show it: `18:02`, or
    /// `unknown` for one that cannot be shown as it is (`InstantRange.isShown`), never a moved time.
    ///
    /// ```swift
    /// berlin.clockText(set.loggedAt)                 // "18:10"
    /// berlin.clockText(finishedAt, on: workout.day)  // "19:01", or "2026-12-01 00:10" past midnight
    /// ```
    public func clockText(_ instant: Date) -> String {
        InstantRange.isShown(instant) ? time(of: instant).hhmm : ISOInstant.unknown
    }

    /// The same as a line about `day` shows it: `18:02` on that day, `2026-12-01 00:10` on another
    /// (a workout past midnight), `unknown` when it cannot be shown.
    public func clockText(_ instant: Date, on day: LocalDate) -> String {
        guard InstantRange.isShown(instant) else { return ISOInstant.unknown }
        return self.day(of: instant) == day
            ? time(of: instant).hhmm : "\(self.day(of: instant).iso) \(time(of: instant).hhmm)"
    }
}
