import Foundation

/// The rules that refuse an occurrence, each on its own, asked in a fixed order.
///
/// ```swift
/// SkipRules.isQuiet(minuteOfDay: 23 * 60, QuietHours.default)  // true: 23:00 is in 22:00–07:00
/// SkipRules.isPast(fireAt: now, now: now)                       // true: "≤ now" is past
/// SkipRules.isPaused(fireAt: end, pausedUntil: end)             // false: the pause ends at `end`
/// ```
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

    /// A pause silences everything that would fire before it ends; firing exactly at the end is allowed.
    public static func isPaused(fireAt: Date, pausedUntil: Date?) -> Bool {
        guard let pausedUntil else { return false }
        return fireAt < pausedUntil
    }

    /// The fire instant's local minute of day is in `[start, end)`, wrapping past midnight when
    /// start > end; start == end, or no quiet hours at all, is never quiet.
    public static func isQuiet(minuteOfDay: Int, _ quietHours: QuietHours?) -> Bool {
        quietHours?.contains(minuteOfDay: minuteOfDay) ?? false
    }

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
        if kind.pauseApplies, isPaused(fireAt: fireAt, pausedUntil: prefs.pausedUntil), let until = prefs.pausedUntil {
            return (.paused, "would fire \(at), before the pause ends \(context.describe(until))")
        }
        if kind.quietHoursApply, let quiet = prefs.quietHours,
            isQuiet(minuteOfDay: context.clock.minuteOfDay(of: fireAt), quiet)
        {
            return (.quiet, "would fire \(at), inside quiet hours \(quiet.start.hhmm)–\(quiet.end.hhmm)")
        }
        return nil
    }
}

extension SkipRules {
    /// The check again at fire time, for the delivery: is the user's switch still on, and is the
    /// instant outside a pause and quiet hours for kinds those apply to? `nil` means deliver.
    ///
    /// ```swift
    /// SkipRules.refusalAtFireTime(.workoutReminder, at: now, prefs: prefs, timeZone: zone)  // .quiet at 23:10
    /// SkipRules.refusalAtFireTime(.restAlert, at: now, prefs: prefs, timeZone: zone)        // nil: the live session is exempt
    /// ```
    public static func refusalAtFireTime(
        _ kind: NotificationKind, at instant: Date, prefs: NotificationPreferences, timeZone: TimeZone
    ) -> SkipReason? {
        if let (reason, _) = KindGate.refusal(kind, prefs) { return reason }
        if kind.pauseApplies, isPaused(fireAt: instant, pausedUntil: prefs.pausedUntil) { return .paused }
        if kind.quietHoursApply,
            isQuiet(minuteOfDay: PlannerClock.minuteOfDay(of: instant, in: timeZone), prefs.quietHours)
        {
            return .quiet
        }
        return nil
    }
}
