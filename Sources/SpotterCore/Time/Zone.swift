import FoundationEssentials

/// A time zone: the offset from UTC, the DST flag and the abbreviation at every instant.
///
/// ```swift
/// let berlin = try Zone(identifier: "Europe/Berlin", tzif: bytesOfTheZoneinfoFile)
/// berlin.secondsFromGMT(for: ISOInstant.parse("2026-07-01T12:00Z")!)        // 7200
/// berlin.abbreviation(for: ISOInstant.parse("2026-01-01T12:00Z")!)          // "CET"
/// Zone(secondsFromGMT: -5 * 3600).identifier                               // "GMT-0500"
/// ```
/// The rules come from a TZif file (RFC 8536) read by the caller (`SystemZones` in SpotterSystem),
/// so nothing here does I/O. Offsets are looked up by binary search over the transitions, and
/// past the last one by the file's POSIX TZ rule (`CET-1CEST,M3.5.0,M10.5.0/3`). Two zones are
/// equal when their identifiers and rules are; copies share the rules.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
    /// How code that reads zones by name is given them: `SystemZones.shared.lookup` in the
    /// program, a fixed table in a test. Nil means the name is no zone.
    public typealias Lookup = @Sendable (String) -> Zone?

    /// The tz database name (`Europe/Berlin`), or `GMT+0100` for a fixed offset.
    public let identifier: String
    let rules: ZoneRules

    init(identifier: String, rules: ZoneRules) {
        self.identifier = identifier
        self.rules = rules
    }

    /// Reads a zone from the bytes of its TZif file; throws a `TZifError` that says what is wrong.
    public init(identifier: String, tzif: [UInt8]) throws {
        self.init(identifier: identifier, rules: try TZifParser.parse(tzif))
    }

    /// A zone that is always `seconds` ahead of UTC, named as Foundation names one: `GMT+0530`, `GMT`.
    public init(secondsFromGMT seconds: Int) {
        let type = LocalTimeType(offset: seconds, isDST: false, abbreviation: Self.gmtName(seconds))
        self.init(identifier: type.abbreviation, rules: ZoneRules(fixed: type))
    }

    /// UTC, named `UTC`.
    public static let utc = Zone(
        identifier: "UTC", rules: ZoneRules(fixed: LocalTimeType(offset: 0, isDST: false, abbreviation: "UTC")))

    public var description: String { identifier }

    /// Seconds ahead of UTC at `instant` (3600 for Berlin in winter, -18000 for New York).
    public func secondsFromGMT(for instant: Date) -> Int { rules.type(at: InstantRange.epochSeconds(instant)).offset }

    /// Whether daylight saving time is in effect at `instant`, as the zone's data says.
    public func isDaylightSavingTime(for instant: Date) -> Bool {
        rules.type(at: InstantRange.epochSeconds(instant)).isDST
    }

    /// The abbreviation in use at `instant`: `CET`, `CEST`, `-03`.
    public func abbreviation(for instant: Date) -> String {
        rules.type(at: InstantRange.epochSeconds(instant)).abbreviation
    }

    /// The first instant after `instant` at which the offset or the DST flag changes, or nil when
    /// it never changes again (a change of abbreviation alone is no transition).
    public func nextTransition(after instant: Date) -> Date? {
        rules.nextChange(after: InstantRange.epochSeconds(instant)).map { Date(timeIntervalSince1970: Double($0)) }
    }

    /// Whether `name` can name a zone of the tz database: not empty, no `..`, not a path, and not
    /// a POSIX offset rule such as `UTC+5` or `GMT-03:00` (glibc reads their sign the other way
    /// round from Foundation, so they would move reminders by twice the offset).
    public static func isDatabaseName(_ name: String) -> Bool {
        // Two dots as bytes: `String.contains(String)` is _StringProcessing's, three 64 KiB
        // windows of code that every start would map for this check alone (issue 33).
        let dots = zip(name.utf8, name.utf8.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == $0 }
        guard !name.isEmpty, !dots, !name.hasPrefix("/") else { return false }
        let upper = name.uppercased()
        for prefix in ["UTC", "GMT"] where upper.hasPrefix(prefix) && upper.count > prefix.count {
            let next = upper[upper.index(upper.startIndex, offsetBy: prefix.count)]
            if next == "+" || next == "-" || next.isNumber { return false }
        }
        return true
    }

    public static func == (a: Zone, b: Zone) -> Bool { a.identifier == b.identifier && a.rules == b.rules }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private static func gmtName(_ seconds: Int) -> String {
        guard seconds != 0 else { return "GMT" }
        let a = abs(seconds)
        let hh = a / 3600
        let mm = a / 60 % 60
        return "GMT" + (seconds < 0 ? "-" : "+") + (hh < 10 ? "0" : "") + "\(hh)" + (mm < 10 ? "0" : "") + "\(mm)"
    }
}
