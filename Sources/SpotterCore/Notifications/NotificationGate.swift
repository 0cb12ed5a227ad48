import FoundationEssentials

/// Why the gate holds a notification back at an instant: the user's own choices, typed.
///
/// The first three are about the kind (true all day), the last two about the instant (a later
/// instant may pass). Callers that add rules of their own (the planner's "past", the fire-time
/// "stale", the pass's window) ask theirs between the two tiers, via `isAboutTheKind`.
public enum GateRefusal: Hashable, Sendable {
    /// The accountability style has no notifications of this kind (gentle has no daily reminders).
    case style
    /// The user turned this kind off with its own switch.
    case muted
    /// A report, while the reminders switch (`workout-reminders`) is off: it silences every report.
    case remindersOff
    /// A live-session alert would leave the terminal, and the user did not allow that ("Rest timer alerts?").
    case noConsent
    /// The instant is before the end of the user's pause.
    case paused(until: Date)
    /// The instant's local minute is inside the user's quiet hours.
    case quiet(QuietHours)

    /// True for refusals no later instant can lift (a switch, a style, consent).
    public var isAboutTheKind: Bool {
        switch self {
        case .style, .muted, .remindersOff, .noConsent: return true
        case .paused, .quiet: return false
        }
    }

    /// The planner's word for it, as `spotter plan --explain` prints it.
    public var skipReason: SkipReason {
        switch self {
        case .style: return .style
        case .muted, .remindersOff, .noConsent: return .muted
        case .paused: return .paused
        case .quiet: return .quiet
        }
    }
}

/// The one answer to "may this notification go out at instant t, and if not, why?".
///
/// ```swift
/// var prefs = NotificationPreferences()            // quiet hours 22:00–07:00
/// NotificationGate.refusal(.workoutReminder, at: berlin2310, prefs: prefs, timeZone: berlin)  // .quiet(22:00–07:00)
/// NotificationGate.refusal(.restAlert, at: berlin2310, prefs: prefs, timeZone: berlin, consentAllowed: true)  // nil
/// NotificationGate.refusal(.restAlert, at: berlin2310, prefs: prefs, timeZone: berlin, consentAllowed: false)  // .noConsent
/// ```
/// Pure. The order is fixed: the reminders switch (reports only), the kind's style and switch,
/// consent (live-session kinds only), the pause, quiet hours. Pause and quiet hours protect sleep
/// and breaks, not the session you started, so they never hold back a live-session kind. A pause
/// ends at its instant (firing exactly then passes); quiet hours are `[start, end)` in the local
/// minute of day, wrapping past midnight, and `start == end` is none. The planner, the daily pass
/// and its wake-ups, the fire-time re-check and the live notifier all ask here.
public enum NotificationGate {
    /// The refusal for `kind` at `instant`, or `nil` when it may go out.
    ///
    /// `consentAllowed` is the answer to "Rest timer alerts?" (anything but an explicit yes is
    /// `false`); `nil` means the caller has no consent to check: the planner and the daily pass plan
    /// no live-session kinds, and the TUI's own countdown needs none.
    public static func refusal(
        _ kind: NotificationKind, at instant: Date, prefs: NotificationPreferences, timeZone: Zone,
        consentAllowed: Bool? = nil
    ) -> GateRefusal? {
        refusal(kind, at: instant, prefs: prefs, consentAllowed: consentAllowed) {
            PlannerClock.minuteOfDay(of: instant, in: timeZone)
        }
    }

    /// The same, with the planner's fast clock for the local minute.
    static func refusal(
        _ kind: NotificationKind, at instant: Date, prefs: NotificationPreferences, clock: PlannerClock,
        consentAllowed: Bool? = nil
    ) -> GateRefusal? {
        refusal(kind, at: instant, prefs: prefs, consentAllowed: consentAllowed) { clock.minuteOfDay(of: instant) }
    }

    /// The kind-level refusal alone: what no instant changes.
    public static func kindRefusal(
        _ kind: NotificationKind, prefs: NotificationPreferences, consentAllowed: Bool? = nil
    )
        -> GateRefusal?
    {
        if kind.product == .reports && !prefs.workoutReminders { return .remindersOff }
        if !kind.isEnabled(prefs) {
            switch kind {
            case .workoutReminder where prefs.accountability != .structured: return .style
            case .weeklyGoal where prefs.accountability != .gentle: return .style
            default: return .muted
            }
        }
        if kind.product == .liveSession, consentAllowed == false { return .noConsent }
        return nil
    }

    /// A pause silences everything that would fire before it ends; firing exactly at the end is allowed.
    public static func isPaused(_ instant: Date, pausedUntil: Date?) -> Bool {
        guard let pausedUntil else { return false }
        return instant < pausedUntil
    }

    /// The local minute of day is in `[start, end)`, wrapping past midnight when start > end;
    /// start == end, or no quiet hours at all, is never quiet.
    public static func isQuiet(minuteOfDay: Int, _ quietHours: QuietHours?) -> Bool {
        quietHours?.contains(minuteOfDay: minuteOfDay) ?? false
    }

    /// The pause in force at `now`, for screens that say "paused until …"; `nil` when none.
    public static func pause(_ prefs: NotificationPreferences, at now: Date) -> Date? {
        isPaused(now, pausedUntil: prefs.pausedUntil) ? prefs.pausedUntil : nil
    }

    /// The quiet hours that can hold anything back: `nil` when there are none or they are empty.
    public static func quietHours(_ prefs: NotificationPreferences) -> QuietHours? {
        prefs.quietHours.flatMap { $0.start == $0.end ? nil : $0 }
    }

    /// The first instant in `[start, end)` at which the gate lets `kind` through, if any.
    ///
    /// Past a pause (rounded up to a whole second: timers have one-second resolution, and a run
    /// woken a fraction early would still find the pause on), then past the end of quiet hours
    /// (today's end if still ahead, else tomorrow's). A kind-level refusal has no such instant.
    public static func firstOpening(
        _ kind: NotificationKind, from start: Date, before end: Date, prefs: NotificationPreferences,
        calendar: ZonedCalendar, consentAllowed: Bool? = nil
    ) -> Date? {
        var at = start
        // Each step moves past one refusal; a pause then quiet hours is two, a DST gap at their end one more.
        for _ in 0..<4 {
            guard at < end else { return nil }
            switch refusal(kind, at: at, prefs: prefs, timeZone: calendar.timeZone, consentAllowed: consentAllowed) {
            case nil:
                return at
            case .paused(let until)?:
                at = Date(timeIntervalSince1970: until.timeIntervalSince1970.rounded(.up))
            case .quiet(let quiet)?:
                let day = calendar.day(of: at)
                let minute = calendar.time(of: at).minuteOfDay
                at = calendar.instant(quiet.end.minuteOfDay > minute ? day : day.adding(days: 1), quiet.end)
            case _?:
                return nil
            }
        }
        return nil
    }

    private static func refusal(
        _ kind: NotificationKind, at instant: Date, prefs: NotificationPreferences, consentAllowed: Bool?,
        minuteOfDay: () -> Int
    ) -> GateRefusal? {
        if let refusal = kindRefusal(kind, prefs: prefs, consentAllowed: consentAllowed) { return refusal }
        if kind.pauseApplies, isPaused(instant, pausedUntil: prefs.pausedUntil), let until = prefs.pausedUntil {
            return .paused(until: until)
        }
        if kind.quietHoursApply, let quiet = prefs.quietHours, isQuiet(minuteOfDay: minuteOfDay(), quiet) {
            return .quiet(quiet)
        }
        return nil
    }
}
