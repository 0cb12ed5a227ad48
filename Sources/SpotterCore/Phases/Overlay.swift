/// A change the user lays over the plan for some days, without editing the plan.
///
/// ```swift
/// Overlay(kind: .vacation, first: LocalDate(iso: "2026-12-21")!, last: LocalDate(iso: "2026-12-27")!)
/// Overlay(kind: .notToday, day: LocalDate(iso: "2026-12-01")!)  // moves Tuesday's session on
/// ```
public struct Overlay: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A rest day instead of what was planned.
        case rest
        /// A range of days away: nothing is expected.
        case vacation
        /// Cross-training instead of the session (silent, like rest).
        case crossTraining = "cross-training"
        /// The session is skipped.
        case skipped
        /// The session moves to the next free day of the same Monday–Sunday week, or is skipped.
        case notToday = "not-today"

        /// When two overlays cover a day, the higher one decides it.
        var precedence: Int {
            switch self {
            case .vacation: return 5
            case .rest: return 4
            case .crossTraining: return 3
            case .skipped: return 2
            case .notToday: return 1
            }
        }
    }

    public var kind: Kind
    public var first: LocalDate
    /// The last day covered, inclusive; equal to `first` for every kind but a vacation.
    public var last: LocalDate
    /// The activity of a cross-training day.
    public var activity: String?

    public init(kind: Kind, first: LocalDate, last: LocalDate, activity: String? = nil) {
        self.kind = kind
        self.first = first
        self.last = last
        self.activity = activity
    }

    public init(kind: Kind, day: LocalDate, activity: String? = nil) {
        self.init(kind: kind, first: day, last: day, activity: activity)
    }

    public func covers(_ day: LocalDate) -> Bool { first <= day && day <= last }
}
