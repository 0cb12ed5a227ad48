import FoundationEssentials

/// Local wall-clock arithmetic for the few days a plan covers, exact and fast.
///
/// `ZonedCalendar.instant(day, time)` is the rule (gap forward, overlap earlier), but each call
/// goes through `Calendar`, which costs microseconds; a 14-day plan for 50 templates asks
/// hundreds of times. So this asks the calendar once per day for the day's first instant and
/// whether the day is *regular* (starts at 00:00 and lasts exactly 24 hours with one UTC offset);
/// on a regular day a wall-clock time is just `start + minutes`. Days with a DST change go to the
/// calendar every time. The tests compare both paths minute by minute over whole years.
///
/// ```swift
/// let clock = PlannerClock(calendar: berlin, days: today...today.adding(days: 14))
/// clock.instant(LocalDate(iso: "2026-03-29")!, LocalTime(hhmm: "02:30")!)  // 03:30 CEST, from the calendar
/// clock.minuteOfDay(of: someInstant)                                      // 0…1439, local
/// ```
struct PlannerClock: Sendable {
    let calendar: ZonedCalendar
    private let firstDay: Int
    /// `bounds[i]` is the first instant of day `firstDay + i`, in seconds since 1970 (one more than there are days).
    private let bounds: [Double]
    /// Whether day `firstDay + i` is regular: starts at 00:00 and lasts 24 hours with one offset.
    private let regular: [Bool]

    init(calendar: ZonedCalendar, days: ClosedRange<LocalDate>) {
        self.calendar = calendar
        firstDay = days.lowerBound.daysSinceEpoch
        let count = days.lowerBound.days(until: days.upperBound) + 1
        let starts = (0...count).map { calendar.startOfDay(days.lowerBound.adding(days: $0)) }
        let zone = calendar.timeZone
        bounds = starts.map(\.timeIntervalSince1970)
        regular = (0..<count).map { i in
            let offset = zone.secondsFromGMT(for: starts[i])
            return starts[i + 1].timeIntervalSince(starts[i]) == 86_400
                && offset == zone.secondsFromGMT(for: starts[i + 1])
                && Self.localSeconds(starts[i], offset: offset) % 86_400 == 0
        }
    }

    /// The instant a wall-clock time names on a day, by `ZonedCalendar.instant`'s rule.
    func instant(_ day: LocalDate, _ time: LocalTime) -> Date {
        let i = day.daysSinceEpoch - firstDay
        if i >= 0, i < regular.count, regular[i] {
            return Date(timeIntervalSince1970: bounds[i] + Double(time.minuteOfDay * 60))
        }
        return calendar.instant(day, time)
    }

    /// The local minute of the day (0…1439) an instant falls in.
    func minuteOfDay(of instant: Date) -> Int {
        if let (_, into) = regularDay(containing: instant) { return Int(into / 60) }
        return Self.minuteOfDay(of: instant, in: calendar.timeZone)
    }

    /// The local calendar day an instant falls on.
    func day(of instant: Date) -> LocalDate {
        if let (i, _) = regularDay(containing: instant) { return LocalDate(daysSinceEpoch: firstDay + i) }
        let local = Self.localSeconds(instant, offset: calendar.timeZone.secondsFromGMT(for: instant))
        return LocalDate(daysSinceEpoch: LocalSeconds.days(local))
    }

    /// The covered regular day an instant falls in, and the seconds since that day began.
    private func regularDay(containing instant: Date) -> (Int, Double)? {
        let t = instant.timeIntervalSince1970
        guard let first = bounds.first, let last = bounds.last, t >= first, t < last else { return nil }
        var i = min(Int((t - first) / 86_400), regular.count - 1)
        while i > 0, t < bounds[i] { i -= 1 }
        while i + 1 < regular.count, t >= bounds[i + 1] { i += 1 }
        guard regular[i] else { return nil }
        return (i, t - bounds[i])
    }

    /// `HH:MM` of an instant, local.
    func hhmm(_ instant: Date) -> String { LocalTime(minuteOfDay: minuteOfDay(of: instant)).hhmm }

    private static func localSeconds(_ instant: Date, offset: Int) -> Int {
        InstantRange.epochSeconds(instant) + offset
    }
}

extension PlannerClock {
    /// The local minute of the day (0…1439) of an instant in a zone, without building a clock.
    static func minuteOfDay(of instant: Date, in zone: Zone) -> Int {
        let local = localSeconds(instant, offset: zone.secondsFromGMT(for: instant))
        return LocalSeconds.secondOfDay(local) / 60
    }
}
