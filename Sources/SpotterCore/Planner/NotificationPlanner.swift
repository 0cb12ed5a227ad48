import FoundationEssentials

/// Plans every one-off notification for the next 14 days, and says why each other one was refused.
///
/// Pure: the same input always gives the same plan; the clock and the zone come in as values.
/// Re-planning is idempotent because every id is derived from what the notification is about.
///
/// ```swift
/// let plan = planNotifications(PlannerInput(
///     now: now, timeZone: berlin, weekly: stored.weekly, rotations: stored.rotations,
///     prefs: prefs, history: PlannerHistory(finishedThisWeek: done, open: open, today: today)))
/// for n in plan.scheduled { outbox.schedule(n) }
/// for s in plan.skipped { print(s.id, s.reason.rawValue, s.detail) }
/// ```
///
/// The rules, each in its own file: `PlanningHorizon` (which days), `ReminderInstant` (when, across
/// DST), `SkipRules` (trained-today, past, paused, quiet, in that order), `KindGate` (the
/// accountability style and the switches), `WorkoutReminders`, `WeeklyGoalRule`, `ForgotToFinish`,
/// `Snooze`; the words are in `NotificationText`.
public func planNotifications(_ input: PlannerInput) -> NotificationPlan {
    let context = PlanningContext(input)
    var plan = NotificationPlan()
    WorkoutReminders.plan(context, into: &plan)
    WeeklyGoalRule.plan(context, into: &plan)
    ForgotToFinish.plan(context, into: &plan)
    plan.scheduled.sort { ($0.fireAt, $0.id) < ($1.fireAt, $1.id) }
    plan.skipped.sort { ($0.fireAt, $0.id) < ($1.fireAt, $1.id) }
    return plan
}
