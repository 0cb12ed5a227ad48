import FoundationEssentials

/// The two ways the exports write a local time, read in the user's zone (neither file names one).
///
/// ```swift
/// let berlin = ZonedCalendar(timeZone: SystemZones.shared.zone(named: "Europe/Berlin")!)
/// ImportDate.strong("2024-09-15 18:02:11", in: berlin)  // 2024-09-15 16:02:11 UTC
/// ImportDate.hevy("15 Sep 2024, 18:02", in: berlin)     // 2024-09-15 16:02:00 UTC
/// ```
public enum ImportDate {
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
