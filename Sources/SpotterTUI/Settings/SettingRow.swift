import FoundationEssentials
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
    // First, what a new user sets before the first workout: the unit and the barbell (issue 32).
    case units, bar, plates, theme, charts
    case accountability, leadTime, quietHours, quietStart, quietEnd, pause
    case lockScreen, refresh, restStep
    case restAlert, restBreaksDND, restRepeat, restBell
    case workoutReminders, weeklyGoalNudge, weeklyGoal, goalNudgeTime, forgotToFinish, forgotFinish
    case reportTodaysWorkout, reportTodaysWorkoutAt, reportStillTime, reportStillTimeAt, reportPhaseStarts
    case reportWeekInReview, reportWeekInReviewAt, terminalCommand
    case mailTo, mailFrom, sendmailCommand, maildir, forecastFile, forecastCommand
    case club
    case outsideAlerts, delivery

    public static let all = allCases

    /// How Enter, Space and ←/→ change the row.
    public enum Control: Hashable, Sendable {
        case toggle
        /// Cycles through `choices(_:)`.
        case choice
        /// Typed as HH:MM.
        case time
        /// Typed as free text (an address, a path, a command), checked by the catalogue on Enter.
        case text
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
        case .lockScreen, .refresh, .restStep: return "Live workout"
        case .restAlert, .restBreaksDND, .restRepeat, .restBell: return "Rest alert"
        case .workoutReminders, .weeklyGoalNudge, .weeklyGoal, .goalNudgeTime, .forgotToFinish, .forgotFinish:
            return "Reminders"
        case .reportTodaysWorkout, .reportTodaysWorkoutAt, .reportStillTime, .reportStillTimeAt, .reportPhaseStarts,
            .reportWeekInReview, .reportWeekInReviewAt, .terminalCommand:
            return "Reports (mail and push)"
        case .mailTo, .mailFrom, .sendmailCommand, .maildir, .forecastFile, .forecastCommand: return "Mail and forecast"
        case .club: return "Club"
        case .units, .bar, .plates, .theme, .charts: return "Appearance and units"
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
        case .restStep: return "Rest step (+/-)"
        case .restAlert: return "Rest alert"
        case .restBreaksDND: return "  break through DND"
        case .restRepeat: return "  repeat nudge"
        case .restBell: return "  terminal bell"
        case .workoutReminders: return "Workout reminders"
        case .weeklyGoalNudge: return "Weekly-goal nudge"
        case .weeklyGoal: return "  goal"
        case .goalNudgeTime: return "  nudge at"
        case .forgotToFinish: return "Forgot to finish?"
        case .forgotFinish: return "  asked after"
        case .reportTodaysWorkout: return "Today's workout"
        case .reportStillTime: return "Still time to log it"
        case .reportPhaseStarts: return "Phase starts"
        case .reportWeekInReview: return "Week in review"
        case .reportTodaysWorkoutAt, .reportStillTimeAt, .reportWeekInReviewAt: return "  sent at"
        case .terminalCommand: return "Open reports in"
        case .mailTo: return "Mail to"
        case .mailFrom: return "Mail from"
        case .sendmailCommand: return "Sendmail command"
        case .maildir: return "Maildir instead"
        case .forecastFile: return "Forecast file"
        case .forecastCommand: return "Forecast command"
        case .club: return "Report trained days to"
        case .theme: return "Theme"
        case .bar: return "Bar"
        case .plates: return "Plates on hand"
        case .units: return "Units"
        case .charts: return "Charts"
        case .outsideAlerts: return "Outside the terminal"
        case .delivery: return "Delivery check"
        }
    }

    /// The row's name in a sentence ("Saved: Quiet hours from 23:30"): a sub-row names its parent.
    public var name: String {
        switch self {
        case .quietStart: return "Quiet hours from"
        case .quietEnd: return "Quiet hours until"
        case .forgotFinish: return "Forgot to finish? asked after"
        case .reportTodaysWorkoutAt: return "Today's workout sent at"
        case .reportStillTimeAt: return "Still time to log it sent at"
        case .reportWeekInReviewAt: return "Week in review sent at"
        default: return title.trimmingWhitespace()
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
        case .restStep: return "rest-step"
        case .restAlert: return "rest-alert"
        case .restBreaksDND: return "rest-break-dnd"
        case .restRepeat: return "rest-repeat"
        case .restBell: return "rest-bell"
        case .workoutReminders: return "workout-reminders"
        case .weeklyGoalNudge: return "weekly-goal-nudge"
        case .weeklyGoal: return "weekly-goal"
        case .goalNudgeTime: return "goal-nudge-time"
        case .forgotToFinish: return "forgot-to-finish"
        case .forgotFinish: return "forgot-finish"
        case .reportTodaysWorkout: return "report-todays-workout"
        case .reportStillTime: return "report-still-time"
        case .reportPhaseStarts: return "report-phase-starts"
        case .reportWeekInReview: return "report-week-in-review"
        case .reportTodaysWorkoutAt: return "report-todays-workout-at"
        case .reportStillTimeAt: return "report-still-time-at"
        case .reportWeekInReviewAt: return "report-week-in-review-at"
        case .terminalCommand: return "terminal-command"
        case .mailTo: return "mail-to"
        case .mailFrom: return "mail-from"
        case .sendmailCommand: return "sendmail-command"
        case .maildir: return "maildir"
        case .forecastFile: return "forecast-file"
        case .forecastCommand: return "forecast-command"
        case .club: return "club"
        case .theme: return "theme"
        case .bar: return "bar"
        case .plates: return "plates"
        case .units: return "units"
        case .charts: return "charts"
        case .outsideAlerts, .delivery: return nil
        }
    }

    public var control: Control {
        switch self {
        case .accountability, .leadTime, .lockScreen, .refresh, .restStep, .weeklyGoal, .forgotFinish, .theme, .units,
            .charts:
            return .choice
        case .quietStart, .quietEnd, .goalNudgeTime, .reportTodaysWorkoutAt, .reportStillTimeAt, .reportWeekInReviewAt:
            return .time
        case .mailTo, .mailFrom, .sendmailCommand, .maildir, .forecastFile, .forecastCommand, .terminalCommand, .bar,
            .plates, .club:
            return .text
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
        case .restStep: return NotificationPreferences.allowedRestStepSeconds.map(String.init)
        case .forgotFinish: return NotificationPreferences.allowedForgotFinishMinutes.map(String.init)
        case .weeklyGoal: return NotificationPreferences.allowedWeeklyGoals.map(String.init)
        case .units: return WeightUnit.allCases.map(\.rawValue)
        case .charts: return ChartStyle.allCases.map(\.rawValue)
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
        case .restStep: return "\(text) s"
        case .forgotFinish: return "\(text) min"
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
        case .mailTo, .maildir, .forecastFile, .forecastCommand:
            return (key.flatMap { PreferenceCatalog.key($0)?.summary } ?? "") + "; Enter edits, empty is off"
        case .mailFrom, .sendmailCommand, .terminalCommand, .bar, .plates:
            return (key.flatMap { PreferenceCatalog.key($0)?.summary } ?? "") + "; Enter edits"
        case .club: return "ATHLETE DSN of your club (a password is never shown); Enter types it anew, empty is off"
        case .pause: return "Reminders and reports wait; the rest alert and live workout never pause"
        case .restAlert: return "Its own channel: muting reminders, quiet hours and pause never silence it"
        case .outsideAlerts: return "Your answer to \"Rest timer alerts?\"; this is the way back after Not now"
        case .delivery: return "Consent, and what is planned to be sent (Enter opens)"
        case .theme: return "Themes from themes/ and your config themes folder; shown at once"
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
