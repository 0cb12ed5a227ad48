import Foundation
import SpotterCore

/// One row of the settings panel: its words, the catalogue key it edits, and how it is changed.
///
/// ```swift
/// SettingRow.quietStart.key        // "quiet-hours": the same key `spotter config` sets
/// SettingRow.leadTime.control      // .choice: ←/→ cycle on time, 15, 30, 60 minutes before
/// SettingRow.leadTime.label(for: "15")  // "15 min before"
/// ```
/// Every row but the Delivery ones edits a `PreferenceCatalog` key, so the panel and
/// `spotter config` are two faces of one list (a test checks that no key is left out).
public enum SettingRow: String, CaseIterable, Hashable, Sendable {
    case accountability, leadTime, quietHours, quietStart, quietEnd, pause
    case lockScreen, refresh
    case restAlert, restBreaksDND, restRepeat, restBell
    case workoutReminders, weeklyGoalNudge, weeklyGoal, goalNudgeTime, forgotToFinish
    case reportTodaysWorkout, reportStillTime, reportPhaseStarts, reportWeekInReview
    case theme
    case outsideAlerts, delivery

    public static let all = allCases

    /// How Enter, Space and ←/→ change the row.
    public enum Control: Hashable, Sendable {
        case toggle
        /// Cycles through `choices(_:)`.
        case choice
        /// Typed as HH:MM.
        case time
        /// off → 3 days → 1 week → off.
        case pause
        /// The rest-alert consent (stored apart from the preferences).
        case consent
        /// Opens the Delivery page.
        case page
    }

    /// The group the row is listed under; a heading is drawn where it changes.
    public var section: String {
        switch self {
        case .accountability, .leadTime, .quietHours, .quietStart, .quietEnd, .pause: return "Nudging"
        case .lockScreen, .refresh: return "Live workout"
        case .restAlert, .restBreaksDND, .restRepeat, .restBell: return "Rest alert"
        case .workoutReminders, .weeklyGoalNudge, .weeklyGoal, .goalNudgeTime, .forgotToFinish: return "Reminders"
        case .reportTodaysWorkout, .reportStillTime, .reportPhaseStarts, .reportWeekInReview: return "Reports (mail and push)"
        case .theme: return "Appearance"
        case .outsideAlerts, .delivery: return "Delivery"
        }
    }

    public var title: String {
        switch self {
        case .accountability: return "Accountability style"
        case .leadTime: return "Lead time"
        case .quietHours: return "Quiet hours"
        case .quietStart: return "  from"
        case .quietEnd: return "  until"
        case .pause: return "Pause"
        case .lockScreen: return "Lock screen shows"
        case .refresh: return "Clock refresh"
        case .restAlert: return "Rest alert"
        case .restBreaksDND: return "  break through DND"
        case .restRepeat: return "  repeat nudge"
        case .restBell: return "  terminal bell"
        case .workoutReminders: return "Workout reminders"
        case .weeklyGoalNudge: return "Weekly-goal nudge"
        case .weeklyGoal: return "  goal"
        case .goalNudgeTime: return "  nudge at"
        case .forgotToFinish: return "Forgot to finish?"
        case .reportTodaysWorkout: return "Today's workout"
        case .reportStillTime: return "Still time to log it"
        case .reportPhaseStarts: return "Phase starts"
        case .reportWeekInReview: return "Week in review"
        case .theme: return "Theme"
        case .outsideAlerts: return "Outside the terminal"
        case .delivery: return "Delivery check"
        }
    }

    /// The `PreferenceCatalog` key the row edits (`nil` for the Delivery rows).
    public var key: String? {
        switch self {
        case .accountability: return "accountability"
        case .leadTime: return "lead-minutes"
        case .quietHours, .quietStart, .quietEnd: return "quiet-hours"
        case .pause: return "paused-until"
        case .lockScreen: return "lock-screen"
        case .refresh: return "refresh-seconds"
        case .restAlert: return "rest-alert"
        case .restBreaksDND: return "rest-break-dnd"
        case .restRepeat: return "rest-repeat"
        case .restBell: return "rest-bell"
        case .workoutReminders: return "workout-reminders"
        case .weeklyGoalNudge: return "weekly-goal-nudge"
        case .weeklyGoal: return "weekly-goal"
        case .goalNudgeTime: return "goal-nudge-time"
        case .forgotToFinish: return "forgot-to-finish"
        case .reportTodaysWorkout: return "report-todays-workout"
        case .reportStillTime: return "report-still-time"
        case .reportPhaseStarts: return "report-phase-starts"
        case .reportWeekInReview: return "report-week-in-review"
        case .theme: return "theme"
        case .outsideAlerts, .delivery: return nil
        }
    }

    public var control: Control {
        switch self {
        case .accountability, .leadTime, .lockScreen, .refresh, .weeklyGoal, .theme: return .choice
        case .quietStart, .quietEnd, .goalNudgeTime: return .time
        case .pause: return .pause
        case .outsideAlerts: return .consent
        case .delivery: return .page
        default: return .toggle
        }
    }

    /// The catalogue texts a choice row cycles through, in order.
    public func choices(_ state: AppState) -> [String] {
        switch self {
        case .accountability: return AccountabilityStyle.allCases.map(\.rawValue)
        case .leadTime: return NotificationPreferences.allowedLeadMinutes.map(String.init)
        case .lockScreen: return LockScreenPrivacy.allCases.map(\.rawValue)
        case .refresh: return NotificationPreferences.allowedRefreshSeconds.map(String.init)
        case .weeklyGoal: return (1...7).map(String.init)
        case .theme:
            let current = state.prefs.theme
            return state.settings.themes.contains(current) ? state.settings.themes : state.settings.themes + [current]
        default: return []
        }
    }

    /// A catalogue text as the panel says it: `"15"` → `"15 min before"`.
    public func label(for text: String) -> String {
        switch self {
        case .leadTime: return text == "0" ? "on time" : "\(text) min before"
        case .refresh: return "every \(text) s"
        case .lockScreen: return text == LockScreenPrivacy.hidden.rawValue ? "\"Workout in progress\"" : "the exercise"
        case .weeklyGoal: return text == "1" ? "1 day a week" : "\(text) days a week"
        case .accountability: return text.prefix(1).uppercased() + text.dropFirst()
        default: return text
        }
    }

    /// One line under the list about the selected row: what it will and will not send.
    public func explanation(_ state: AppState) -> String {
        switch self {
        case .accountability: return Self.styleExplanation(state.prefs.accountability)
        case .quietStart, .quietEnd, .goalNudgeTime: return "Type a time as HH:MM (Enter saves, Esc keeps the old one)"
        case .pause: return "Reminders and reports wait; the rest alert and live workout never pause"
        case .restAlert: return "Its own channel: muting reminders, quiet hours and pause never silence it"
        case .outsideAlerts: return "Your answer to \"Rest timer alerts?\"; this is the way back after Not now"
        case .delivery: return "Consent, and what is planned to be sent (Enter opens)"
        case .theme: return "Themes from themes/ and your config themes folder; shown from the next start"
        default: return key.flatMap { PreferenceCatalog.key($0)?.summary } ?? ""
        }
    }

    public static func styleExplanation(_ style: AccountabilityStyle) -> String {
        switch style {
        case .structured: return "Structured: a reminder on each planned day (Snooze 1h); no weekly-goal nudge"
        case .gentle: return "Gentle: no daily reminders; only a nudge if this week's goal slips"
        case .flexible: return "Flexible: no reminders or nudges; Spotter just shows what's next"
        }
    }
}
