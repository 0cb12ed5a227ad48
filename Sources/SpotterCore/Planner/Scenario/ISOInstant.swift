import Foundation

/// Instants written as ISO 8601 with an explicit offset, the form scenarios and `--json` use.
///
/// ```swift
/// ISOInstant.parse("2026-06-01T06:00:00+02:00")         // 2026-06-01 04:00 UTC
/// ISOInstant.parse("2026-06-01T06:00+02:00")            // seconds may be left out
/// ISOInstant.parse("2026-06-01T06:00:00")               // nil: without an offset it names no instant
/// ISOInstant.format(instant, in: berlin)                // "2026-06-01T06:00:00+02:00"
/// ```
public enum ISOInstant {
    public static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = LocalDate(iso: String(parts[0])) else { return nil }
        var clock = Substring(parts[1])
        let offsetSeconds: Int
        if clock.hasSuffix("Z") {
            offsetSeconds = 0
            clock = clock.dropLast()
        } else {
            guard let signIndex = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
            let sign = clock[signIndex] == "-" ? -1 : 1
            let offset = clock[clock.index(after: signIndex)...].split(separator: ":", omittingEmptySubsequences: false)
            guard offset.count == 2, offset.allSatisfy({ $0.count == 2 }), let oh = twoDigits(offset[0]), let om = twoDigits(offset[1]),
                oh <= 18, om < 60
            else { return nil }
            offsetSeconds = sign * (oh * 3600 + om * 60)
            clock = clock[..<signIndex]
        }
        let hms = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard hms.count == 2 || hms.count == 3, let h = twoDigits(hms[0]), let m = twoDigits(hms[1]), (0...23).contains(h),
            (0...59).contains(m)
        else { return nil }
        var seconds = 0.0
        if hms.count == 3 {
            guard let s = secondsField(hms[2]), s < 60 else { return nil }
            seconds = s
        }
        let local = Double(day.daysSinceEpoch * 86_400 + h * 3600 + m * 60) + seconds
        return Date(timeIntervalSince1970: local - Double(offsetSeconds))
    }

    /// The instant as local time in `zone` with that zone's offset at that instant, to the second.
    public static func format(_ instant: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: instant)
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
        let days = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        let secondOfDay = local - days * 86_400
        let day = LocalDate(daysSinceEpoch: days)
        let sign = offset < 0 ? "-" : "+"
        let a = abs(offset)
        return "\(day.iso)T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
            + "\(sign)\(two(a / 3600)):\(two(a / 60 % 60))"
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Exactly two ASCII digits: `Int` alone would also read "+6" as 6.
    private static func twoDigits(_ text: Substring) -> Int? {
        text.count == 2 ? DecimalNumber.whole(text) : nil
    }

    /// `SS` or `SS.F…` (one to nine digits after the point); not `00.`, `00e1` or `+5`.
    private static func secondsField(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard twoDigits(parts[0]) != nil else { return nil }
        if parts.count == 2 { guard parts[1].count <= 9, DecimalNumber.whole(parts[1]) != nil else { return nil } }
        return Double(text)
    }
}
