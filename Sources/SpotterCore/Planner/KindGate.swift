/// Whether a kind of notification exists for this user at all, and if not, whose choice that was.
///
/// `NotificationKind.isEnabled` is the one truth; this only tells the accountability style
/// (`style`) apart from a switch the user turned off (`muted`), so `--explain` can say which.
///
/// ```swift
/// var prefs = NotificationPreferences()
/// prefs.accountability = .gentle
/// KindGate.refusal(.workoutReminder, prefs)?.0  // .style
/// ```
public enum KindGate {
    public static func refusal(_ kind: NotificationKind, _ prefs: NotificationPreferences) -> (SkipReason, String)? {
        guard !kind.isEnabled(prefs) else { return nil }
        let style = prefs.accountability.rawValue
        switch kind {
        case .workoutReminder where prefs.accountability != .structured:
            return (.style, "your accountability style is \(style): daily workout reminders belong to the structured style")
        case .weeklyGoal where prefs.accountability != .gentle:
            return (.style, "your accountability style is \(style): the weekly-goal nudge belongs to the gentle style")
        case .workoutReminder:
            return (.muted, "workout reminders are turned off (setting workout-reminders)")
        case .weeklyGoal:
            return (.muted, "the weekly-goal nudge is turned off (setting weekly-goal-nudge)")
        case .forgotToFinish:
            return (.muted, "the forgot-to-finish nudge is turned off (setting forgot-to-finish)")
        default:
            return (.muted, "\(kind.rawValue) is turned off")
        }
    }
}
