import FoundationEssentials

/// Reminders for the sessions the day resolver plans, one per template per day, for every day of the horizon.
///
/// Sessions come from `DayResolver.sessions(on:)`, the same function the Today screen uses, so
/// anything the resolver leaves out (a rest day, later an overlay) gets no reminder for the same reason.
/// Each session becomes a candidate at its reminder instant minus the lead time, then the skip rules
/// decide. A rotation that does not take part today is reported too, so `--explain` can say why.
enum WorkoutReminders {
    /// A reminder more than this long after its workout's planned time is stale: the delivery drops it.
    static let staleAfter: TimeInterval = 15 * 60

    static func plan(_ context: PlanningContext, into plan: inout NotificationPlan) {
        let input = context.input
        let resolver = DayResolver(
            weekly: input.weekly, rotations: input.rotations, now: context.now, calendar: context.clock.calendar,
            trainedToday: context.trainedToday, phased: input.phasedPlan, overlays: input.overlays)
        let gate = KindGate.refusal(.workoutReminder, context.prefs)
        reportRotationsLeavingToday(resolver, context, gate, into: &plan)
        // The words depend only on the template and its time: build them once per pair, not per day.
        var texts: [TextKey: (title: String, body: String)] = [:]
        for day in context.horizon.days {
            let sessions = resolver.sessions(on: day)
            if !input.overlays.isEmpty { reportOverlaid(day, sessions, resolver, context, into: &plan) }
            // A handful of sessions a day: a list is cheaper than hashing ids into a set.
            var scheduledToday: [String] = []
            for session in sessions {
                let id = NotificationID.workoutReminder(templateId: session.templateId, day: day)
                let reminderAt = ReminderInstant.reminder(day: day, time: session.time, clock: context.clock)
                let fireAt = ReminderInstant.fire(reminder: reminderAt, leadMinutes: context.prefs.leadMinutes)
                func skip(_ reason: SkipReason, _ detail: String) {
                    plan.skipped.append(
                        SkippedOccurrence(
                            id: id, kind: .workoutReminder, templateId: session.templateId, day: day, fireAt: fireAt,
                            reason: reason, detail: detail))
                }
                if let (reason, detail) = gate {
                    skip(reason, detail)
                    continue
                }
                if let (reason, detail) = SkipRules.firstReason(
                    kind: .workoutReminder, templateId: session.templateId, day: day, fireAt: fireAt, context: context)
                {
                    skip(reason, detail)
                    continue
                }
                // One id per template and day: the first that passes the rules takes it, so a refused
                // 07:00 (past, quiet) does not keep the same template's 18:00 from being reminded.
                guard !scheduledToday.contains(session.templateId) else {
                    skip(.duplicate, "\(context.name(of: session.templateId)) already has a reminder that day")
                    continue
                }
                scheduledToday.append(session.templateId)
                // The time the user will see on the clock: 03:30 on the day 02:30 does not exist.
                let shown = LocalTime(minuteOfDay: context.clock.minuteOfDay(of: reminderAt))
                let key = TextKey(templateId: session.templateId, time: shown)
                let text =
                    texts[key]
                    ?? NotificationText.workoutReminder(
                        name: context.name(of: session.templateId), time: shown,
                        leadMinutes: context.prefs.leadMinutes)
                texts[key] = text
                let snooze = Snooze.isAllowed(
                    at: fireAt.addingTimeInterval(Snooze.delay), prefs: context.prefs, clock: context.clock)
                plan.scheduled.append(
                    PlannedNotification(
                        id: id, kind: .workoutReminder, fireAt: fireAt,
                        validUntil: reminderAt.addingTimeInterval(staleAfter), title: text.title, body: text.body,
                        route: .day(day), actions: snooze ? [.snoozeHour] : [], templateId: session.templateId,
                        day: day))
            }
        }
    }

    /// Sessions the schedule had on `day` that an overlay took off it: not planned, but `--explain`
    /// says so, since "why didn't I get a reminder?" is exactly the question then.
    private static func reportOverlaid(
        _ day: LocalDate, _ sessions: [PlannedSession], _ resolver: DayResolver, _ context: PlanningContext,
        into plan: inout NotificationPlan
    ) {
        guard day >= context.horizon.days.first ?? day else { return }
        let resolved = resolver.resolvedDay(day)
        let kept = Set(sessions.map(\.templateId))
        for case .strength(let templateId) in resolved.planned where !kept.contains(templateId) {
            let input = context.input
            let time =
                input.weekly.first { $0.templateId == templateId && $0.weekdays.contains(day.weekday) }?.time
                ?? input.phasedPlan?.time ?? LocalTime(hour: 12, minute: 0)!
            let reminderAt = ReminderInstant.reminder(day: day, time: time, clock: context.clock)
            let why = resolved.silence?.text ?? "moved"
            plan.skipped.append(
                SkippedOccurrence(
                    id: NotificationID.workoutReminder(templateId: templateId, day: day), kind: .workoutReminder,
                    templateId: templateId, day: day,
                    fireAt: ReminderInstant.fire(reminder: reminderAt, leadMinutes: context.prefs.leadMinutes),
                    reason: .overlay, detail: "\(context.name(of: templateId)): \(why)"))
        }
    }

    private struct TextKey: Hashable {
        let templateId: String
        let time: LocalTime
    }

    /// A rotation training today that the resolver moved on to its next day: say why in the plan.
    ///
    /// It is the rotation's own rule (today takes part only if nothing of it was trained today and its
    /// time is still ahead), so these occurrences carry the template today would have had.
    private static func reportRotationsLeavingToday(
        _ resolver: DayResolver, _ context: PlanningContext, _ gate: (SkipReason, String)?,
        into plan: inout NotificationPlan
    ) {
        let today = context.today
        for rotation in context.input.rotations
        where rotation.weekdays.contains(today.weekday) && !resolver.rotationsStartingToday.contains(rotation.id) {
            let trained = context.trainedToday.rotationIds.contains(rotation.id)
            // Trained today: the template trained, or else the one before `next` (finishing moved it on).
            let trainedTemplate = rotation.templateIds.first { context.trainedToday.templateIds.contains($0) }
            guard
                let templateId = trained ? trainedTemplate ?? rotation.template(after: -1) : rotation.template(after: 0)
            else { continue }
            let reminderAt = ReminderInstant.reminder(day: today, time: rotation.time, clock: context.clock)
            let fireAt = ReminderInstant.fire(reminder: reminderAt, leadMinutes: context.prefs.leadMinutes)
            let (reason, detail): (SkipReason, String) =
                gate
                ?? (trained
                    ? (
                        .trainedToday,
                        "\(rotation.name) was already trained today; \(context.name(of: rotation.template(after: 0) ?? templateId)) is next"
                    )
                    : (
                        .past,
                        "\(rotation.name)'s time today (\(rotation.time.hhmm)) has passed, so \(context.name(of: templateId)) moves to its next training day"
                    ))
            plan.skipped.append(
                SkippedOccurrence(
                    id: NotificationID.workoutReminder(templateId: templateId, day: today), kind: .workoutReminder,
                    templateId: templateId, day: today, fireAt: fireAt, reason: reason, detail: detail))
        }
    }
}
