import FoundationEssentials

/// The two ways the exports write a local time, read in the user's zone (neither file names one).
///
/// ```swift
/// let berlin = ZonedCalendar(timeZone: SystemZones.shared.zone(named: "Europe/Berlin")!)
/// ImportDate.strong("2024-09-15 18:02:11", in: berlin)  // 2024-09-15 16:02:11 UTC
/// ImportDate.hevy("15 Sep 2024, 18:02", in: berlin)     // 2024-09-15 16:02:00 UTC
/// try ImportDate.checkYear(LocalDate(iso: "9999-12-31")!, field: "Date", text: "9999-12-31 23:59:59")
/// // throws: Date "9999-12-31 23:59:59" is in the year 9999; a workout's dates are in the years 1900 to 2999
/// ```
public enum ImportDate {
    /// The years a workout's dates may be in: no tracker writes others, and every instant in them
    /// can be shown in any zone (`InstantRange.isShown`), so nothing imported comes back moved.
    public static let years = 1900...2999

    /// Throws, naming `field` and the text it read, unless `day` (the date as the file writes it)
    /// is in `years`: every importer calls it for each date of a row, which is then a bad row.
    public static func checkYear(_ day: LocalDate, field: String, text: String) throws {
        guard years.contains(day.year) else {
            throw SetValueError(
                "\(field) \"\(text.trimmingSpaces)\" is in the year \(day.year); a workout's dates are in the years "
                    + "\(years.lowerBound) to \(years.upperBound)")
        }
    }

    /// Strong's `YYYY-MM-DD HH:MM:SS` (seconds may be left out).
    public static func strong(_ text: String, in calendar: ZonedCalendar) -> (day: LocalDate, instant: Date)? {
        let parts = text.trimmingSpaces.split(separator: " ")
        guard parts.count == 2, let day = LocalDate(iso: String(parts[0])) else { return nil }
        return clock(parts[1], day: day, in: calendar)
    }

    /// Hevy's `15 Sep 2024, 18:02` (English month, seconds optional).
    public static func hevy(_ text: String, in calendar: ZonedCalendar) -> (day: LocalDate, instant: Date)? {
        let words = text.trimmingSpaces.split(separator: " ")
        guard words.count == 4, words[2].hasSuffix(","), let d = DecimalNumber.whole(words[0]),
            let y = DecimalNumber.whole(words[2].dropLast()), words[2].count == 5,
            let m = months.firstIndex(of: words[1].prefix(3).lowercased()),
            let day = LocalDate(year: y, month: m + 1, day: d)
        else { return nil }
        return clock(words[3], day: day, in: calendar)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func clock(_ text: Substring, day: LocalDate, in calendar: ZonedCalendar) -> (
        day: LocalDate, instant: Date
    )? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, fields.allSatisfy({ $0.count == 2 }),
            let h = DecimalNumber.whole(fields[0]), let m = DecimalNumber.whole(fields[1]),
            let time = LocalTime(hour: h, minute: m)
        else { return nil }
        var second = 0
        if fields.count == 3 {
            guard let s = DecimalNumber.whole(fields[2]), s < 60 else { return nil }
            second = s
        }
        return (day, calendar.instant(day, time, second: second))
    }
}
