import FoundationEssentials

/// What one report is about, written as the key its claims are unique on.
///
/// ```swift
/// Occasion.day(.todaysWorkout, LocalDate(iso: "2026-12-01")!).key   // "2026-12-01"
/// Occasion.week(ISOWeek(year: 2026, week: 53)).key                   // "2026-W53"
/// Occasion.phase(start).key                                          // "10k-2027-03-14/2-Peak/2027-W08"
/// ```
/// A claim is unique per (user, channel, kind, occasion): the local date for the daily kinds,
/// the ISO week reviewed for the weekly one, the (plan, phase, start week) for a phase.
public struct Occasion: Hashable, Sendable, CustomStringConvertible {
    public let kind: NotificationKind
    public let key: String

    public static func day(_ kind: NotificationKind, _ day: LocalDate) -> Occasion {
        Occasion(kind: kind, key: day.iso)
    }
    public static func week(_ reviewed: ISOWeek) -> Occasion {
        Occasion(kind: .weekInReview, key: reviewed.description)
    }
    public static func phase(_ start: PhaseStart) -> Occasion {
        Occasion(kind: .phaseStarts, key: "\(start.planId)/\(start.phaseIndex)-\(start.name)/\(start.monday.isoWeek)")
    }

    public var description: String { "\(kind.rawValue):\(key)" }
}

/// One report the pass decided to send, with everything both channels need.
public struct Notice: Hashable, Sendable {
    public var occasion: Occasion
    public var title: String
    public var body: String
    public var route: Route
    /// The last instant it may go out; a pass after this sends nothing for it.
    public var validUntil: Date
    /// Whether mail carries it ("still time to log it" has no mail counterpart).
    public var byMail: Bool
}

/// A kind the pass looked at and decided against, with the reason: the answer to "why no mail?".
public struct NoticeSkip: Hashable, Sendable {
    public var kind: NotificationKind
    public var reason: String
    /// The gate's refusal when the gate held it back (its sentence is `reason`); nil for the
    /// pass's own reasons (its window, nothing planned).
    public var refusal: GateRefusal? = nil
}
