import FoundationEssentials

/// "Snooze 1h" on a workout reminder: a one-off at now + 1 hour, offered only when
/// `NotificationGate` lets a reminder through at that instant (a snooze that would be silenced,
/// by quiet hours, a pause or the reminders switch, is not offered).
///
/// ```swift
/// Snooze.isAllowed(at: reminder.fireAt.addingTimeInterval(Snooze.delay), prefs: prefs, timeZone: zone)
/// Snooze.snoozed(reminder, now: pressedAt, prefs: prefs, timeZone: zone)?.id
/// // "workout-reminder-snoozed:push:2026-06-01"
/// ```
public enum Snooze {
    /// One hour, in absolute seconds.
    public static let delay: TimeInterval = 3600

    /// Whether a snoozed reminder may fire at `instant`: the gate's answer for a workout reminder.
    public static func isAllowed(at instant: Date, prefs: NotificationPreferences, timeZone: Zone) -> Bool {
        NotificationGate.refusal(.workoutReminder, at: instant, prefs: prefs, timeZone: timeZone) == nil
    }

    static func isAllowed(at instant: Date, prefs: NotificationPreferences, clock: PlannerClock) -> Bool {
        NotificationGate.refusal(.workoutReminder, at: instant, prefs: prefs, clock: clock) == nil
    }

    /// The snoozed copy of a workout reminder when Snooze 1h is pressed at `now`, or `nil` when
    /// now + 1 h is quiet or paused (the button should not have been offered).
    public static func snoozed(
        _ reminder: PlannedNotification, now: Date, prefs: NotificationPreferences, timeZone: Zone
    ) -> PlannedNotification? {
        let fireAt = now.addingTimeInterval(delay)
        guard reminder.kind == .workoutReminder, let templateId = reminder.templateId, let day = reminder.day,
            isAllowed(at: fireAt, prefs: prefs, timeZone: timeZone)
        else { return nil }
        let again = isAllowed(at: fireAt.addingTimeInterval(delay), prefs: prefs, timeZone: timeZone)
        return PlannedNotification(
            id: NotificationID.snoozedReminder(templateId: templateId, day: day), kind: .workoutReminder,
            fireAt: fireAt, validUntil: fireAt.addingTimeInterval(WorkoutReminders.staleAfter),
            title: reminder.title, body: NotificationText.snoozedBody(reminder.body), route: reminder.route,
            actions: again ? [.snoozeHour] : [], templateId: templateId, day: day)
    }
}
