/// A screen of Spotter that a notification may open: a fixed list, never a URL from a payload.
///
/// ```swift
/// Route(parsing: "day/2026-12-01")   // .day(2026-12-01)
/// Route(parsing: "https://evil")     // .today: anything unrecognised opens Today
/// Route.week(ISOWeek(year: 2026, week: 53)).path  // "week/2026-W53"
/// ```
public enum Route: Hashable, Sendable, Codable {
    case today
    case day(LocalDate)
    case week(ISOWeek)
    case plan
    case workout
    case settings

    public var path: String {
        switch self {
        case .today: return "today"
        case .day(let d): return "day/\(d.iso)"
        case .week(let w): return "week/\(w)"
        case .plan: return "plan"
        case .workout: return "workout"
        case .settings: return "settings"
        }
    }

    /// Parses a route; anything malformed or unknown is `.today`.
    public init(parsing text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        switch (parts.first ?? "", parts.count) {
        case ("today", 1): self = .today
        case ("plan", 1): self = .plan
        case ("workout", 1): self = .workout
        case ("settings", 1): self = .settings
        case ("day", 2):
            self = LocalDate(iso: parts[1]).map(Route.day) ?? .today
        case ("week", 2):
            let w = parts[1].split(separator: "-", omittingEmptySubsequences: false)
            // Digits only (not "+202" or "W+5"), and a week the year has: 2027 has no week 53.
            if w.count == 2, w[0].count == 4, let y = DecimalNumber.whole(w[0]), w[1].hasPrefix("W"),
                let n = DecimalNumber.whole(w[1].dropFirst()), (1...Route.weeks(in: y)).contains(n)
            {
                self = .week(ISOWeek(year: y, week: n))
            } else {
                self = .today
            }
        default: self = .today
        }
    }

    /// How many ISO weeks a year has, 52 or 53: 28 December always lies in the last one.
    static func weeks(in year: Int) -> Int {
        LocalDate(year: year, month: 12, day: 28)?.isoWeek.week ?? 52
    }

    public init(from decoder: Decoder) throws {
        self = Route(parsing: try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(path)
    }
}
