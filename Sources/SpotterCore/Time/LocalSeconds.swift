/// Local seconds (an instant's epoch seconds plus its zone's offset) as a local day and a second
/// within it: the one floor division every clock, formatter and zone rule uses.
///
/// ```swift
/// LocalSeconds.days(90_000)         // 1: 1970-01-02
/// LocalSeconds.secondOfDay(90_000)  // 3600: 01:00
/// LocalSeconds.days(-1)             // -1: 1969-12-31, floored rather than truncated
/// LocalSeconds.secondOfDay(-1)      // 86_399: 23:59:59
/// ```
public enum LocalSeconds {
    public static let perDay = 86_400

    /// Whole local days since 1970-01-01, rounded down (before 1970 too).
    public static func days(_ local: Int) -> Int {
        local >= 0 ? local / perDay : -((-local + perDay - 1) / perDay)
    }

    /// The second of the local day, 0 ..< 86_400.
    public static func secondOfDay(_ local: Int) -> Int { local - days(local) * perDay }
}
