/// A wall-clock time of day, `HH:MM`, with no date and no zone.
///
/// ```swift
/// LocalTime(hhmm: "07:30")?.minuteOfDay  // 450
/// LocalTime(hhmm: "25:00")              // nil
/// ```
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses exactly `HH:MM` (two digits each, 00:00 … 23:59).
    public init?(hhmm text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let h = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(hour: h, minute: m)
    }

    public init(minuteOfDay: Int) {
        let m = ((minuteOfDay % 1440) + 1440) % 1440
        self.hour = m / 60
        self.minute = m % 60
    }

    public var minuteOfDay: Int { hour * 60 + minute }
    public var hhmm: String { "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)" }
    public var description: String { hhmm }
    public static func < (a: LocalTime, b: LocalTime) -> Bool { a.minuteOfDay < b.minuteOfDay }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let time = LocalTime(hhmm: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected HH:MM, got \"\(text)\""))
        }
        self = time
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hhmm)
    }
}
