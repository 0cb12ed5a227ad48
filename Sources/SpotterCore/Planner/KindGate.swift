/// The planner's sentence for a kind-level refusal of `NotificationGate`, so `--explain` can say
/// whether the accountability style (`style`) or a switch the user turned off (`muted`) decided it.
///
/// ```swift
/// var prefs = NotificationPreferences()
/// prefs.accountability = .gentle
/// KindGate.refusal(.workoutReminder, prefs)?.0  // .style
/// ```
public enum KindGate {
    public static func refusal(_ kind: NotificationKind, _ prefs: NotificationPreferences) -> (SkipReason, String)? {
        guard let refusal = NotificationGate.kindRefusal(kind, prefs: prefs) else { return nil }
        let style = prefs.accountability.rawValue
        switch (refusal, kind) {
        case (.style, .workoutReminder):
            return (
                .style, "your accountability style is \(style): daily workout reminders belong to the structured style"
            )
        case (.style, _):
            return (.style, "your accountability style is \(style): the weekly-goal nudge belongs to the gentle style")
        case (.remindersOff, _):
            return (.muted, "reports are off with the reminders (setting workout-reminders)")
        case (_, .workoutReminder):
            return (.muted, "workout reminders are turned off (setting workout-reminders)")
        case (_, .weeklyGoal):
            return (.muted, "the weekly-goal nudge is turned off (setting weekly-goal-nudge)")
        case (_, .forgotToFinish):
            return (.muted, "the forgot-to-finish nudge is turned off (setting forgot-to-finish)")
        default:
            return (.muted, "\(kind.rawValue) is turned off")
        }
    }
}
