/// The three products Spotter's notifications belong to. Marketing is the fourth in the
/// reference design, and Spotter never sends it: it has no case here, so it cannot be planned.
public enum NotificationProduct: String, Sendable, Codable, CaseIterable {
    /// The workout you are doing now: exempt from quiet hours and pause.
    case liveSession = "live-session"
    /// Reminders about your plan.
    case reminders
    /// Reports: today's workout, still time to log it, phase starts, week in review.
    case reports
}

/// How loudly a notification asks for attention (freedesktop urgency 0/1/2).
public enum NotificationUrgency: Int, Sendable, Codable, Comparable {
    case low = 0
    case normal = 1
    case critical = 2
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A button on a notification. The raw value is the action key sent over D-Bus.
public enum NotificationAction: String, Sendable, Codable, CaseIterable {
    case addThirtySeconds = "plus-30s"
    case nextSet = "next-set"
    case snoozeHour = "snooze-1h"

    /// The button's words; the rest button says the `rest-step` the user chose (`+15s`, `+30s`).
    public func label(_ prefs: NotificationPreferences) -> String {
        switch self {
        case .addThirtySeconds: return "+\(prefs.restStepSeconds)s"
        case .nextSet: return "Next set"
        case .snoozeHour: return "Snooze 1h"
        }
    }
}

/// Every kind of notification Spotter can send, and everything that follows from its kind.
///
/// This is the one catalogue: the planner, the notifiers and the dispatch pass all ask it
/// whether quiet hours apply, which urgency and category to use, which buttons to show and
/// whether the user muted it.
///
/// ```swift
/// NotificationKind.restAlert.product               // .liveSession
/// NotificationKind.restAlert.quietHoursApply       // false
/// NotificationKind.workoutReminder.category        // "x-spotter.reminder"
/// ```
public enum NotificationKind: String, Sendable, Codable, CaseIterable {
    // Live session
    case restAlert = "rest-alert"
    case restRepeat = "rest-repeat"
    case workEnd = "work-end"
    case activeWorkout = "active-workout"
    // Reminders
    case workoutReminder = "workout-reminder"
    case weeklyGoal = "weekly-goal"
    case forgotToFinish = "forgot-to-finish"
    // Reports
    case todaysWorkout = "todays-workout"
    case stillTime = "still-time"
    case phaseStarts = "phase-starts"
    case weekInReview = "week-in-review"

    public var product: NotificationProduct {
        switch self {
        case .restAlert, .restRepeat, .workEnd, .activeWorkout: return .liveSession
        case .workoutReminder, .weeklyGoal, .forgotToFinish: return .reminders
        case .todaysWorkout, .stillTime, .phaseStarts, .weekInReview: return .reports
        }
    }

    /// Quiet hours and pause protect sleep and breaks, not the session you started.
    public var quietHoursApply: Bool { product != .liveSession }
    public var pauseApplies: Bool { product != .liveSession }

    /// The freedesktop category hint: the rest alert has its own, so it can be kept loud.
    public var category: String {
        switch product {
        case .liveSession: return self == .activeWorkout ? "x-spotter.session" : "x-spotter.rest"
        case .reminders: return "x-spotter.reminder"
        case .reports: return "x-spotter.report"
        }
    }

    public func urgency(_ prefs: NotificationPreferences) -> NotificationUrgency {
        switch self {
        case .restAlert, .restRepeat, .workEnd: return prefs.restBreaksDoNotDisturb ? .critical : .normal
        // Low, so the in-place updates of the ongoing notification never re-pop a banner.
        case .activeWorkout: return .low
        default: return .normal
        }
    }

    /// The buttons this kind can carry (the planner decides per notification, e.g. Snooze only when it is allowed).
    public var possibleActions: [NotificationAction] {
        switch self {
        case .restAlert, .restRepeat, .workEnd: return [.addThirtySeconds, .nextSet]
        case .workoutReminder: return [.snoozeHour]
        default: return []
        }
    }

    /// Whether the user's switches allow this kind at all (`NotificationGate` adds consent, pause and quiet hours).
    public func isEnabled(_ prefs: NotificationPreferences) -> Bool {
        switch self {
        case .restAlert, .workEnd: return prefs.restAlert
        case .restRepeat: return prefs.restAlert && prefs.restRepeat
        case .activeWorkout: return true
        case .workoutReminder: return prefs.workoutReminders && prefs.accountability == .structured
        case .weeklyGoal: return prefs.weeklyGoalNudge && prefs.accountability == .gentle
        case .forgotToFinish: return prefs.forgotToFinish
        case .todaysWorkout: return prefs.reportTodaysWorkout
        case .stillTime: return prefs.reportStillTime
        case .phaseStarts: return prefs.reportPhaseStarts
        case .weekInReview: return prefs.reportWeekInReview
        }
    }

    /// The screen a click opens.
    public var defaultRoute: Route {
        switch self {
        case .restAlert, .restRepeat, .workEnd, .activeWorkout, .forgotToFinish: return .workout
        case .workoutReminder, .todaysWorkout, .stillTime: return .today
        case .weeklyGoal: return .today
        case .phaseStarts: return .plan
        case .weekInReview: return .today
        }
    }
}
