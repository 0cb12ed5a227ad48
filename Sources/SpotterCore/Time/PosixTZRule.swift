/// A POSIX TZ rule, as a TZif footer carries it for the instants after the last transition.
///
/// ```swift
/// PosixTZRule.parse("CET-1CEST,M3.5.0,M10.5.0/3")  // CET +1, CEST +2 from March's last Sunday 02:00
/// PosixTZRule.parse("<-03>3")                      // always -03, no DST
/// PosixTZRule.parse("EST5EDT,0/0,J365/25")         // DST all year (RFC 8536's example)
/// ```
/// The form is `std offset [dst [offset] [,start[/time],end[/time]]]`. Names are three or more
/// letters, or anything of letters, digits, `+` and `-` in angle brackets. Offsets count hours
/// west of Greenwich (`-1` is one hour ahead of UTC); the DST offset defaults to one hour ahead of
/// standard time. A date is `Jn` (1–365, February 29 never counted), `n` (0–365, counted) or
/// `Mm.w.d` (day `d`, 0 = Sunday, of week `w` of month `m`, 5 = the last); a time is
/// `[+-]hh[:mm[:ss]]` with hours up to 167 (TZif version 3) and defaults to 02:00. A rule with
/// a DST name but no dates takes the US rule, as glibc does.
struct PosixTZRule: Sendable, Hashable {
    var standard: LocalTimeType
    var daylight: Daylight?

    struct Daylight: Sendable, Hashable {
        var type: LocalTimeType
        var start: Change
        var end: Change
    }

    /// When DST starts or ends: a day rule and the local time of day (in the time then in force).
    struct Change: Sendable, Hashable {
        enum Day: Sendable, Hashable {
            /// 1–365, February 29 never counted.
            case julian(Int)
            /// 0–365, February 29 counted.
            case zeroBased(Int)
            /// Month 1–12, week 1–5 (5: the last), weekday 0–6 (0: Sunday).
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }
        var day: Day
        var time: Int

        /// The UTC second of this change in `year`, when the time before it is `offset` ahead of UTC.
        func instant(year: Int, offset: Int) -> Int {
            date(in: year).daysSinceEpoch * 86_400 + time - offset
        }

        func date(in year: Int) -> LocalDate {
            let jan1 = LocalDate(year: year, month: 1, day: 1)!
            switch day {
            case .julian(let n):
                let leap = LocalDate.daysIn(month: 2, year: year) == 29
                return jan1.adding(days: n - 1 + (leap && n >= 60 ? 1 : 0))
            case .zeroBased(let n):
                return jan1.adding(days: n)
            case .monthWeekDay(let month, let week, let weekday):
                let first = LocalDate(year: year, month: month, day: 1)!
                let firstWeekday = first.weekday.rawValue % 7  // 0 = Sunday
                var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
                while day > LocalDate.daysIn(month: month, year: year) { day -= 7 }
                return LocalDate(year: year, month: month, day: day)!
            }
        }
    }

    /// The type in effect at `t` (UTC seconds).
    func type(at t: Int) -> LocalTimeType {
        guard let daylight else { return standard }
        var best: (at: Int, isDST: Bool)?
        for change in changes(around: t) where change.at <= t {
            if best == nil || change.at >= best!.at { best = change }
        }
        return best?.isDST == true ? daylight.type : standard
    }

    /// The first change after `t` to a type that differs from `before` in offset or DST flag.
    func nextChange(after t: Int, from before: LocalTimeType) -> Int? {
        guard let daylight else { return nil }
        var current = before
        // A few years of changes are enough to find one, unless DST is in force all year.
        let year = Self.year(of: t, offset: standard.offset)
        for year in (year - 1)...(year + 3) {
            for change in changes(in: year) where change.at > t {
                let type = change.isDST ? daylight.type : standard
                if type.offset != current.offset || type.isDST != current.isDST { return change.at }
                current = type
            }
        }
        return nil
    }

    /// The changes of the years before, of and after `t`'s, in order; at equal instants a start
    /// sorts after an end, so a rule with DST all year stays in DST.
    private func changes(around t: Int) -> [(at: Int, isDST: Bool)] {
        let year = Self.year(of: t, offset: standard.offset)
        return (year - 1...year + 1).flatMap { changes(in: $0) }
    }

    private func changes(in year: Int) -> [(at: Int, isDST: Bool)] {
        guard let daylight else { return [] }
        let start = (at: daylight.start.instant(year: year, offset: standard.offset), isDST: true)
        let end = (at: daylight.end.instant(year: year, offset: daylight.type.offset), isDST: false)
        return start.at < end.at ? [start, end] : [end, start]
    }

    private static func year(of t: Int, offset: Int) -> Int {
        LocalDate(daysSinceEpoch: LocalSeconds.days(t + offset)).year
    }
}
