import FoundationEssentials

/// "Forgot to finish?": one nudge a while after the last saved set of the open workout: the
/// `forgot-finish` setting, 45 minutes unless changed (15, 30, 45, 60 or 90).
///
/// Its id is the workout's, so every new set moves the one pending nudge (re-planning replaces it),
/// finishing or discarding cancels it (there is no open workout to plan for), and leaving the
/// workout screen changes nothing: leaving with the workout open is exactly the case it is for.
///
/// ```swift
/// ForgotToFinish.fireInstant(lastSetAt: t, prefs: NotificationPreferences(), now: t)         // t + 45 min
/// ForgotToFinish.fireInstant(lastSetAt: t, prefs: NotificationPreferences(), now: t - 3600)  // t - 15 min
/// ```
/// The planner and the live workout both ask `fireInstant`, so the two never disagree. Like a rest
/// (`Countdown`), the wait is never longer than its own length: with the clock stepped back
/// before the last set, it counts from now.
public enum ForgotToFinish {
    /// The delay the user chose, in minutes.
    public static func minutes(_ prefs: NotificationPreferences) -> Int { prefs.forgotFinishMinutes }

    public static func fireInstant(lastSetAt: Date, prefs: NotificationPreferences, now: Date) -> Date {
        min(lastSetAt, now).addingTimeInterval(TimeInterval(minutes(prefs) * 60))
    }

    static func plan(_ context: PlanningContext, into plan: inout NotificationPlan) {
        guard let open = context.input.history.openWorkout else { return }
        guard let lastSetAt = open.lastSetAt else {
            plan.notes.append(
                "Forgot to finish: the open workout has no saved set yet, so there is nothing to nudge about.")
            return
        }
        let id = NotificationID.forgotToFinish(workoutId: open.id)
        let fireAt = fireInstant(lastSetAt: lastSetAt, prefs: context.prefs, now: context.now)
        if let (reason, detail) = KindGate.refusal(.forgotToFinish, context.prefs)
            ?? SkipRules.firstReason(kind: .forgotToFinish, templateId: nil, day: nil, fireAt: fireAt, context: context)
        {
            plan.skipped.append(
                SkippedOccurrence(id: id, kind: .forgotToFinish, fireAt: fireAt, reason: reason, detail: detail))
            return
        }
        let text = NotificationText.forgotToFinish(minutes: minutes(context.prefs))
        plan.scheduled.append(
            PlannedNotification(id: id, kind: .forgotToFinish, fireAt: fireAt, title: text.title, body: text.body))
    }
}
