/// The days a plan covers: the 14 local calendar days starting today (today … today+13).
///
/// Counted in calendar days, never in 24-hour steps, so a DST change inside the horizon
/// neither adds nor drops a day. An occurrence belongs to the horizon by the day it is about
/// (the workout's day), not by the day its fire instant falls on.
///
/// ```swift
/// let h = PlanningHorizon(today: LocalDate(iso: "2026-03-23")!)
/// h.lastDay                                  // 2026-04-05
/// h.contains(LocalDate(iso: "2026-04-06")!)  // false
/// ```
public struct PlanningHorizon: Sendable, Hashable {
    public static let dayCount = 14

    public let today: LocalDate

    public init(today: LocalDate) { self.today = today }

    public var lastDay: LocalDate { today.adding(days: Self.dayCount - 1) }
    public var days: [LocalDate] { (0..<Self.dayCount).map { today.adding(days: $0) } }
    public func contains(_ day: LocalDate) -> Bool { day >= today && day <= lastDay }
}
