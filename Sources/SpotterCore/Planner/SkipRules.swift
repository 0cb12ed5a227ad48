import FoundationEssentials

/// The rules that refuse an occurrence, each on its own, asked in a fixed order.
///
/// ```swift
/// SkipRules.isPast(fireAt: now, now: now)  // true: "≤ now" is past
/// ```
/// Pause and quiet hours are `NotificationGate`'s, asked here so the planner refuses exactly
/// what the fire-time check would drop; this adds only the planner's own rules and the sentences.
public enum SkipRules {
    /// The occurrence is for today and its template was already trained today. Keyed by the
    /// workout's day, not the day the fire instant falls on (a lead time can move that to yesterday).
    public static func wasTrainedToday(templateId: String, day: LocalDate, today: LocalDate, trained: TrainedToday)
        -> Bool
    {
        day == today && trained.templateIds.contains(templateId)
    }

    /// A fire instant at or before now can no longer be scheduled.
    public static func isPast(fireAt: Date, now: Date) -> Bool { fireAt <= now }

    /// The first rule, in the order, that refuses an occurrence, with a sentence saying why.
    static func firstReason(
        kind: NotificationKind, templateId: String?, day: LocalDate?, fireAt: Date, context: PlanningContext
    ) -> (SkipReason, String)? {
        let prefs = context.prefs
        if let templateId, let day,
            wasTrainedToday(templateId: templateId, day: day, today: context.today, trained: context.trainedToday)
        {
            return (.trainedToday, "\(context.name(of: templateId)) was already trained today")
        }
        // Sentences are built only for refusals: planning is hot, explaining is not.
        var at: String { context.describe(fireAt) }
        if isPast(fireAt: fireAt, now: context.now) {
            return (.past, "would have fired \(at), which is not after now (\(context.describe(context.now)))")
        }
        switch NotificationGate.refusal(kind, at: fireAt, prefs: prefs, clock: context.clock) {
        case nil:
            return nil
        case .paused(let until)?:
            return (.paused, "would fire \(at), before the pause ends \(context.describe(until))")
        case let refusal? where refusal.skipReason == .quiet:
            return (
                .quiet,
                "would fire \(at), " + refusal.sentence(for: kind, prefs: prefs, zone: context.clock.calendar.timeZone)
            )
        case _?:
            return KindGate.refusal(kind, prefs)
        }
    }
}
