import FoundationEssentials

/// The ways the exports write a local time, read in the user's zone (none of the files names one).
///
/// ```swift
/// let berlin = ZonedCalendar(timeZone: SystemZones.shared.zone(named: "Europe/Berlin")!)
/// ImportDate.strong("2024-09-15 18:02:11", in: berlin)      // 2024-09-15 16:02:11 UTC
/// ImportDate.strong("2025-01-29 5:30:00\u{202F}pm", in: berlin)  // 12-hour, as Strong writes it in some locales
/// ImportDate.hevy("15 Sep 2024, 18:02", in: berlin)         // 2024-09-15 16:02:00 UTC
/// ImportDate.hevy("Jun 11, 2026, 1:01 PM", in: berlin)      // en-US
/// ImportDate.hevy("15. Okt. 2024, 8:42", in: berlin)        // German (Spanish, French alike)
/// try ImportDate.checkYear(LocalDate(iso: "9999-12-31")!, field: "Date", text: "9999-12-31 23:59:59")
/// // throws: Date "9999-12-31 23:59:59" is in the year 9999; a workout's dates are in the years 1900 to 2999
/// ```
/// Hours may come without a leading zero (a spreadsheet re-save does that); `am`/`pm` may follow
/// after a space or a narrow no-break space (U+202F), in either case.
public enum ImportDate {
    /// The years a workout's dates may be in: no tracker writes others, and every instant in them
    /// can be shown in any zone (`InstantRange.isShown`), so nothing imported comes back moved.
    public static let years = 1900...2999

    /// Throws, naming `field` and the text it read, unless `day` (the date as the file writes it)
    /// is in `years`: every importer calls it for each date of a row, which is then a bad row.
    public static func checkYear(_ day: LocalDate, field: String, text: String) throws {
        guard years.contains(day.year) else {
            throw SetValueError(
                "\(field) \(QuotedField.text(text.trimmingSpaces)) is in the year \(day.year); a workout's dates are in the years "
                    + "\(years.lowerBound) to \(years.upperBound)")
        }
    }

    /// Strong's `YYYY-MM-DD HH:MM:SS` (seconds may be left out), 24-hour or 12-hour.
    public static func strong(_ text: String, in calendar: ZonedCalendar) -> (day: LocalDate, instant: Date)? {
        let parts = words(text)
        guard parts.count == 2 || parts.count == 3, let day = LocalDate(iso: String(parts[0])) else { return nil }
        return clock(String(parts[1]), meridiem: parts.count == 3 ? String(parts[2]) : nil, day: day, in: calendar)
    }

    /// A day alone (FitNotes' `2019-04-05`) at `time`.
    public static func day(_ text: String, at time: LocalTime, in calendar: ZonedCalendar) -> (
        day: LocalDate, instant: Date
    )? {
        guard let day = LocalDate(iso: text.trimmingSpaces) else { return nil }
        return (day, calendar.instant(day, time, second: 0))
    }

    /// Hevy's `15 Sep 2024, 18:02` (day first, as most locales write it) or `Jun 11, 2026, 1:01 PM`
    /// (en-US, month first); the month in English, German, Spanish or French, full or short.
    public static func hevy(_ text: String, in calendar: ZonedCalendar) -> (day: LocalDate, instant: Date)? {
        // Commas and the dots after a day or a short month ("15.", "Okt.") carry nothing; Spanish writes "de".
        let parts = words(text).map { $0.filter { $0 != "," } }.filter { $0 != "de" }
        guard parts.count == 4 || parts.count == 5 else { return nil }
        let dayFirst = DecimalNumber.whole(parts[0].filter { $0 != "." }) != nil
        let dayText = (dayFirst ? parts[0] : parts[1]).filter { $0 != "." }
        guard let d = DecimalNumber.whole(dayText), let m = ImportMonths.number(dayFirst ? parts[1] : parts[0]),
            parts[2].count == 4, let y = DecimalNumber.whole(parts[2]), let day = LocalDate(year: y, month: m, day: d)
        else { return nil }
        return clock(parts[3], meridiem: parts.count == 5 ? parts[4] : nil, day: day, in: calendar)
    }

    /// The text split at spaces, no-break spaces (U+00A0) and narrow no-break spaces (U+202F).
    private static func words(_ text: String) -> [Substring] {
        text.split { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{202F}" }
    }

    /// `H:MM` or `HH:MM:SS`; with `am`/`pm`, the hour is 1 to 12 (12 am is midnight, 12 pm noon).
    private static func clock(_ text: String, meridiem: String?, day: LocalDate, in calendar: ZonedCalendar)
        -> (day: LocalDate, instant: Date)?
    {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, (1...2).contains(fields[0].count),
            fields.dropFirst().allSatisfy({ $0.count == 2 }),
            var h = DecimalNumber.whole(fields[0]), let m = DecimalNumber.whole(fields[1])
        else { return nil }
        if let meridiem {
            let pm: Bool
            switch meridiem.lowercased().filter({ $0 != "." }) {
            case "am": pm = false
            case "pm": pm = true
            default: return nil
            }
            guard (1...12).contains(h) else { return nil }
            h = h % 12 + (pm ? 12 : 0)
        }
        guard let time = LocalTime(hour: h, minute: m) else { return nil }
        var second = 0
        if fields.count == 3 {
            guard let s = DecimalNumber.whole(fields[2]), s < 60 else { return nil }
            second = s
        }
        return (day, calendar.instant(day, time, second: second))
    }
}

/// Month names as Hevy writes them in the languages it ships: English, German, Spanish, French.
///
/// ```swift
/// ImportMonths.number("Sep")    // 9
/// ImportMonths.number("Okt.")   // 10 (German)
/// ImportMonths.number("ene")    // 1 (Spanish)
/// ImportMonths.number("févr.")  // 2 (French)
/// ```
/// Case and a trailing dot are ignored; a name is its full form or any abbreviation the locales use.
public enum ImportMonths {
    static let names: [[String]] = [
        ["jan", "january", "januar", "jän", "jänner", "ene", "enero", "janv", "janvier"],
        ["feb", "february", "februar", "febrero", "févr", "fév", "février", "fevr", "fevrier"],
        ["mar", "march", "mär", "märz", "mrz", "marzo", "mars"],
        ["apr", "april", "abr", "abril", "avr", "avril"],
        ["may", "mai", "mayo"],
        ["jun", "june", "juni", "junio", "juin"],
        ["jul", "july", "juli", "julio", "juil", "juillet"],
        ["aug", "august", "ago", "agosto", "août", "aout"],
        ["sep", "sept", "september", "septiembre", "set", "septembre"],
        ["oct", "october", "okt", "oktober", "octubre", "octobre"],
        ["nov", "november", "noviembre", "novembre"],
        ["dec", "december", "dez", "dezember", "dic", "diciembre", "déc", "décembre"],
    ]

    static let byName: [String: Int] = {
        var out: [String: Int] = [:]
        for (i, names) in names.enumerated() { for n in names { out[n] = i + 1 } }
        return out
    }()

    /// 1 to 12, or nil when the word is no month in these languages.
    public static func number<S: StringProtocol>(_ word: S) -> Int? {
        var w = word.lowercased()
        while w.hasSuffix(".") { w.removeLast() }
        return byName[w]
    }
}
