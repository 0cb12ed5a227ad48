import FoundationEssentials
import SpotterCore

/// The panel's bottom line: what the settings do right now, from the same pure planner that
/// `spotter plan` runs: the next notification that will fire and when, or why none will.
///
/// ```swift
/// SettingsOutlook.line(state)
/// // "Next: Push reminder today 17:45"
/// // "Paused until Thu 12:00; then Pull reminder Fri 18:00"
/// // "Gentle: only a nudge if this week's goal slips (on track, none planned)"
/// ```
enum SettingsOutlook {
    static func input(_ state: AppState) -> PlannerInput {
        PlannerInput(
            now: state.now, timeZone: state.zone, weekly: state.plan.weekly, rotations: state.plan.rotations,
            prefs: state.prefs,
            history: PlannerHistory(finishedThisWeek: state.weekWorkouts, open: state.live.workout, today: state.today),
            templateNames: Dictionary(state.plan.templates.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a }))
    }

    static func plan(_ state: AppState) -> NotificationPlan { planNotifications(input(state)) }

    static func line(_ state: AppState) -> String { line(state, plan(state)) }

    static func line(_ state: AppState, _ plan: NotificationPlan) -> String {
        let next = plan.scheduled.first
        if let until = SettingsText.pausedUntil(state) {
            let paused = "Paused until \(SettingsText.when(until, state))"
            return next.map { "\(paused); then \(name($0, state)) \(SettingsText.when($0.fireAt, state))" } ?? paused
        }
        if let next { return "Next: \(name(next, state)) \(SettingsText.when(next.fireAt, state))" }
        let prefs = state.prefs
        switch prefs.accountability {
        case .flexible:
            return "Flexible: no reminders or nudges; Spotter just shows what's next"
        case .gentle where !prefs.weeklyGoalNudge:
            return "Gentle with the weekly-goal nudge off: nothing will be sent"
        case .gentle:
            return "Gentle: only a nudge if this week's goal slips (on track, none planned)"
        case .structured where !prefs.workoutReminders:
            return "Workout reminders are off: nothing will be sent"
        case .structured:
            return "Nothing in the next 14 days" + (commonReason(plan).map { ": \($0)" } ?? "")
        }
    }

    /// "Push reminder", "Weekly-goal nudge", "Forgot-to-finish nudge".
    static func name(_ n: PlannedNotification, _ state: AppState) -> String {
        switch n.kind {
        case .workoutReminder:
            let template = n.templateId.flatMap { state.plan.template($0)?.name } ?? n.templateId ?? "Workout"
            return "\(template) reminder"
        case .weeklyGoal: return "Weekly-goal nudge"
        case .forgotToFinish: return "Forgot-to-finish nudge"
        default: return n.title
        }
    }

    /// The reason most occurrences were held back ("every one falls in quiet hours").
    static func commonReason(_ plan: NotificationPlan) -> String? {
        let counts = Dictionary(grouping: plan.skipped, by: \.reason).mapValues(\.count)
        guard let top = counts.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }) else {
            return nil
        }
        return top.key.summary
    }
}
