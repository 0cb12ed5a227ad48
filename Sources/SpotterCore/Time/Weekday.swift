import FoundationEssentials

/// A day of the week, Monday first, as ISO 8601 numbers them (mon = 1 … sun = 7).
public enum Weekday: Int, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case mon = 1
    case tue, wed, thu, fri, sat, sun

    /// The three-letter lowercase name used in files and on the command line: `mon` … `sun`.
    public var shortName: String {
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue - 1]
    }
    /// `Mon` … `Sun`, for screens.
    public var displayName: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
    }

    public init?(shortName: String) {
        guard let day = Weekday.allCases.first(where: { $0.shortName == shortName.lowercased() }) else {
            return nil
        }
        self = day
    }

    /// Parses a comma-separated list such as `mon,wed,sat`.
    public static func parseList(_ text: String) -> [Weekday]? {
        var days: [Weekday] = []
        for part in text.split(separator: ",") {
            guard let day = Weekday(shortName: part.trimmingWhitespace()) else { return nil }
            if !days.contains(day) { days.append(day) }
        }
        return days.isEmpty ? nil : days.sorted()
    }

    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = Weekday(shortName: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown weekday \"\(text)\" (mon…sun)"))
        }
        self = day
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(shortName)
    }
}
