import FoundationEssentials

/// What the planner decided: the notifications to schedule, and every occurrence it decided against.
///
/// ```swift
/// let plan = planNotifications(input)
/// plan.scheduled.map(\.id)         // ["workout-reminder:push:2026-06-01", …], sorted by fire instant
/// plan.skipped.first?.reason       // .quiet
/// plan.skipped.first?.detail       // "fires at 06:45, inside quiet hours 22:00–07:00"
/// ```
public struct NotificationPlan: Sendable, Hashable {
    /// One-off notifications to schedule, sorted by `fireAt`, then `id`.
    public var scheduled: [PlannedNotification]
    /// Occurrences that were considered and refused, sorted by `fireAt`, then `id`.
    public var skipped: [SkippedOccurrence]
    /// Decisions that are not about one occurrence ("weekly goal on track, no nudge this week").
    public var notes: [String]

    public init(scheduled: [PlannedNotification] = [], skipped: [SkippedOccurrence] = [], notes: [String] = []) {
        self.scheduled = scheduled
        self.skipped = skipped
        self.notes = notes
    }
}

/// An occurrence the planner decided against, with the rule that refused it.
public struct SkippedOccurrence: Sendable, Hashable {
    /// The id it would have had, so "why not?" can be asked about one notification.
    public var id: String
    public var kind: NotificationKind
    public var templateId: String?
    /// The day it is about (the workout's day), when it is about one.
    public var day: LocalDate?
    /// When it would have fired.
    public var fireAt: Date
    public var reason: SkipReason
    /// One plain sentence for `spotter plan --explain`: "fires at 06:45, inside quiet hours 22:00–07:00".
    public var detail: String

    public init(
        id: String, kind: NotificationKind, templateId: String? = nil, day: LocalDate? = nil, fireAt: Date,
        reason: SkipReason, detail: String
    ) {
        self.id = id
        self.kind = kind
        self.templateId = templateId
        self.day = day
        self.fireAt = fireAt
        self.reason = reason
        self.detail = detail
    }
}

/// Why an occurrence was not scheduled. The raw value is what `--json` prints.
///
/// The planner asks in this order and reports the first that applies: whether the kind exists
/// for this user at all (`style`, `muted`), then the order: `trained-today`, `past`,
/// `paused`, `quiet`; last `duplicate`, when the same template already got that day's reminder.
public enum SkipReason: String, Sendable, Hashable, CaseIterable {
    /// An overlay the user set (a rest day, vacation, cross-training, a skip or "not today") took the
    /// session off that day.
    case overlay
    /// The accountability style has no notifications of this kind (gentle has no daily reminders).
    case style
    /// The user turned this kind off.
    case muted
    /// That template was already trained today.
    case trainedToday = "trained-today"
    /// Its fire instant is not after now.
    case past
    /// It would fire before the pause ends.
    case paused
    /// It would fire inside quiet hours.
    case quiet
    /// The same template already has a reminder that day (one id per template and day).
    case duplicate

    /// A short phrase for screens: "already trained today".
    public var summary: String {
        switch self {
        case .overlay: return "you changed that day (rest, vacation, cross, skip, not today)"
        case .style: return "not part of your accountability style"
        case .muted: return "turned off in settings"
        case .duplicate: return "already planned that day"
        case .trainedToday: return "already trained today"
        case .past: return "its time has passed"
        case .paused: return "notifications are paused"
        case .quiet: return "inside quiet hours"
        }
    }
}
