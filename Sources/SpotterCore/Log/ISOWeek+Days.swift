/// Reading, writing and stepping ISO 8601 weeks (`2026-W53`): the Week screen's and `spotter week`'s unit.
///
/// ```swift
/// ISOWeek(parsing: "2026-W53")?.monday   // 2026-12-28 (the week runs to 2027-01-03)
/// ISOWeek(parsing: "2027-W53")           // nil: 2027 has 52 weeks
/// LocalDate(iso: "2027-01-01")!.isoWeek  // 2026-W53
/// ```
extension ISOWeek {
    /// Parses `YYYY-Www` (two-digit week); refuses a week the year does not have.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 3, parts[1].first == "W",
            let year = DecimalNumber.whole(parts[0]), let week = DecimalNumber.whole(parts[1].dropFirst()),
            week >= 1, week <= ISOWeek.weeks(in: year)
        else { return nil }
        self.init(year: year, week: week)
    }

    /// How many ISO weeks `year` has: 53 when its 28 December falls in week 53, else 52.
    public static func weeks(in year: Int) -> Int {
        LocalDate(year: year, month: 12, day: 28).map(\.isoWeek.week) ?? 52
    }

    /// The Monday that starts the week.
    public var monday: LocalDate {
        // 4 January is always in week 1.
        let jan4 = LocalDate(year: year, month: 1, day: 4) ?? LocalDate(daysSinceEpoch: 0)
        return jan4.mondayOfWeek.adding(days: (week - 1) * 7)
    }

    /// Monday to Sunday.
    public var days: [LocalDate] { (0..<7).map { monday.adding(days: $0) } }

    /// The week `weeks` later (earlier when negative), across year ends.
    public func adding(weeks: Int) -> ISOWeek { monday.adding(days: weeks * 7).isoWeek }
}
