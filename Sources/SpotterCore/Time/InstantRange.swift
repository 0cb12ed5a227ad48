import FoundationEssentials

/// The instants Spotter can show and reason about: the Gregorian years 1 to 9999.
///
/// ```swift
/// InstantRange.clamp(Date(timeIntervalSince1970: .infinity))  // 9999-12-30T00:00:00Z
/// InstantRange.clamp(Date(timeIntervalSince1970: 1e19))       // the same: past any calendar
/// InstantRange.clamp(Date(timeIntervalSince1970: .nan))       // 1970-01-01T00:00:00Z
/// ```
/// A database can hold any REAL (a hand edit, a damaged page, an old build): an instant of 1e19
/// seconds traps `Int(Double)` and ±infinity makes `Calendar` answer nil. The store reads every
/// instant through `clamp`, and so does every conversion of an instant to whole seconds or a
/// calendar day here, so no stored value can crash a later start. A day of slack at each end
/// keeps a zone's offset inside the years `LocalDate` and ISO 8601 can write.
public enum InstantRange {
    /// 0001-01-02T00:00:00Z.
    public static let earliest = Date(timeIntervalSince1970: -62_135_510_400)
    /// 9999-12-30T00:00:00Z.
    public static let latest = Date(timeIntervalSince1970: 253_402_128_000)

    /// Whether `instant` is inside the range. As seconds, not as `Date`s: `Date`'s `>=` is "not
    /// less than", which a NaN instant is.
    public static func contains(_ instant: Date) -> Bool {
        let t = instant.timeIntervalSince1970
        return t >= earliest.timeIntervalSince1970 && t <= latest.timeIntervalSince1970
    }

    /// Whether `instant` can be shown as it is: strictly inside the range. The two ends are where
    /// `clamp` puts every stored value it moved, so an instant there is shown as unknown
    /// (`ISOInstant.format`) and named by `spotter doctor` rather than shown moved; no import
    /// accepts one (`ImportDate.years`).
    public static func isShown(_ instant: Date) -> Bool {
        let t = instant.timeIntervalSince1970
        return t > earliest.timeIntervalSince1970 && t < latest.timeIntervalSince1970
    }

    /// `instant` moved into the range (unchanged when inside it); NaN reads as the epoch.
    public static func clamp(_ instant: Date) -> Date {
        let t = instant.timeIntervalSince1970
        guard !t.isNaN else { return Date(timeIntervalSince1970: 0) }
        return min(max(instant, earliest), latest)
    }

    /// Whole seconds since 1970 of `instant` moved into the range, rounded down unless told: never traps.
    public static func epochSeconds(_ instant: Date, rounding rule: FloatingPointRoundingRule = .down) -> Int {
        Int(clamp(instant).timeIntervalSince1970.rounded(rule))
    }
}
