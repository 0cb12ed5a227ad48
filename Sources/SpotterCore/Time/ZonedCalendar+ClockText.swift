import FoundationEssentials

extension ZonedCalendar {
    /// The wall-clock time of a stored instant as a line about `day` shows it: `18:02` on that day,
    /// `2026-12-01 00:10` on another (a workout past midnight).
    ///
    /// ```swift
    /// berlin.clockText(finishedAt, on: workout.day)  // "19:01", or "2026-12-01 00:10"
    /// ```
    public func clockText(_ instant: Date, on day: LocalDate) -> String {
        self.day(of: instant) == day ? time(of: instant).hhmm : "\(self.day(of: instant).iso) \(time(of: instant).hhmm)"
    }
}
