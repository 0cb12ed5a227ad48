import FoundationEssentials

/// The one codec for instants as text: every command, file reader and `--json` output uses it.
///
/// ```swift
/// ISOInstant.parse("2026-06-01T06:00:00+02:00")    // 2026-06-01 04:00 UTC
/// ISOInstant.parse("2026-06-01T06:00+02:00")       // seconds may be left out
/// ISOInstant.parse("2026-06-01t04:00:00.5z")       // 04:00:00.5 UTC: lower case and fractions are fine
/// ISOInstant.parse("2026-06-01T06:00:00")          // nil: without an offset it names no instant
/// ISOInstant.format(instant, in: berlin)           // "2026-06-01T06:00:00+02:00"
/// ```
/// The policy, RFC 3339's `date-time` with two allowances, and nothing else:
/// - `YYYY-MM-DD`, then `T` or `t`, then `HH:MM`, optionally `:SS`, optionally `.` and one or more
///   digits of fraction (kept to the precision a `Date` holds), then the offset. Seconds may be
///   left out, as people type `06:00+02:00`.
/// - The offset is required, so the text names exactly one instant: `Z`, `z` or `±HH:MM` up to
///   `±18:00` (`-00:00` is UTC).
/// - Every field is ASCII digits of exactly its width and in range: a real calendar day, hour
///   00–23, minute and second 00–59. A leap second (`:60`) is refused: a `Date` cannot name it,
///   and rounding it away would move the instant silently.
/// - Nothing else: no spaces, no `+0200`, no week dates, no trailing text.
///
/// `format` writes the instant as local time in a zone with that zone's offset at that instant,
/// to the whole second (rounded down), and `+00:00` for UTC; `parse(format(t, in: z))` is `t`
/// to the second. An instant it cannot show as it is (`InstantRange.isShown`: a stored value out
/// of any calendar's range, read back moved to the range's end) is written `unknown`, never as
/// another instant.
public enum ISOInstant {
    /// How the form is named in messages, so every refusal says the same.
    public static let shape = "an ISO 8601 instant with an offset, e.g. 2026-06-01T06:00:00+02:00 or 2026-06-01T04:00Z"

    public static func parse(_ text: String) -> Date? {
        var s = Scanner(Array(text.utf8))
        guard let year = s.digits(4), s.take("-"), let month = s.digits(2), s.take("-"), let dayOfMonth = s.digits(2),
            let day = LocalDate(year: year, month: month, day: dayOfMonth),
            s.take("T") || s.take("t"),
            let hour = s.digits(2), hour < 24, s.take(":"), let minute = s.digits(2), minute < 60
        else { return nil }
        var seconds = 0.0
        if s.take(":") {
            guard let whole = s.digits(2), whole < 60 else { return nil }
            seconds = Double(whole)
            if s.take(".") {
                var fraction = "0."
                while let d = s.digits(1) { fraction += String(d) }
                guard fraction.count > 2, let value = Double(fraction) else { return nil }
                seconds += value
            }
        }
        let offset: Int
        if s.take("Z") || s.take("z") {
            offset = 0
        } else {
            let sign: Int
            if s.take("+") {
                sign = 1
            } else if s.take("-") {
                sign = -1
            } else {
                return nil
            }
            guard let oh = s.digits(2), s.take(":"), let om = s.digits(2), om < 60, oh * 60 + om <= 18 * 60 else {
                return nil
            }
            offset = sign * (oh * 3600 + om * 60)
        }
        guard s.atEnd else { return nil }
        let local = Double(day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 - offset)
        return Date(timeIntervalSince1970: local + seconds)
    }

    /// What `format` writes for an instant it cannot show as it is.
    public static let unknown = "unknown"

    /// The instant as local time in `zone` with that zone's offset at that instant, to the second;
    /// `unknown` outside what can be shown.
    public static func format(_ instant: Date, in zone: Zone) -> String {
        guard InstantRange.isShown(instant) else { return unknown }
        let offset = zone.secondsFromGMT(for: instant)
        let local = InstantRange.epochSeconds(instant) + offset
        let secondOfDay = LocalSeconds.secondOfDay(local)
        let day = LocalDate(daysSinceEpoch: LocalSeconds.days(local))
        let sign = offset < 0 ? "-" : "+"
        let a = abs(offset)
        return "\(day.iso)T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
            + "\(sign)\(two(a / 3600)):\(two(a / 60 % 60))"
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Reads ASCII fields of a fixed width, front to back.
    private struct Scanner {
        let bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { at == bytes.count }

        mutating func take(_ c: Character) -> Bool {
            guard at < bytes.count, let ascii = c.asciiValue, bytes[at] == ascii else { return false }
            at += 1
            return true
        }

        /// Exactly `width` ASCII digits as a number, or nil (and nothing consumed).
        mutating func digits(_ width: Int) -> Int? {
            guard at + width <= bytes.count else { return nil }
            var n = 0
            for b in bytes[at..<(at + width)] {
                guard b >= 48, b <= 57 else { return nil }
                n = n * 10 + Int(b - 48)
            }
            at += width
            return n
        }
    }
}
