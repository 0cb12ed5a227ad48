import FoundationEssentials

/// The gate's refusals in words: the one sentence for why a notification is held back, naming what
/// would change it.
///
/// ```swift
/// var prefs = NotificationPreferences()
/// prefs.accountability = .gentle
/// GateRefusal.style.sentence(for: .workoutReminder, prefs: prefs, zone: berlin)
/// // "your accountability style is gentle: daily workout reminders belong to the structured style"
/// GateRefusal.muted.sentence(for: .stillTime, prefs: prefs, zone: berlin)
/// // "the still-time report is turned off (setting report-still-time)"
/// GateRefusal.quiet(QuietHours(start: 22:00, end: 07:00)).sentence(for: .todaysWorkout, prefs: prefs, zone: berlin)
/// // "inside quiet hours 22:00–07:00"
/// ```
/// The planner's `--explain` (`KindGate`), the daily pass's skipped reports (`DailyPass`) and the
/// fire-time check's delivery log (`FireCheck.check`) all say it this way, so one refusal reads the
/// same in `spotter plan --explain`, `spotter dispatch` and `spotter doctor`.
extension GateRefusal {
    public func sentence(for kind: NotificationKind, prefs: NotificationPreferences, zone: Zone) -> String {
        switch self {
        case .style:
            let style = "your accountability style is \(prefs.accountability.rawValue)"
            return kind == .workoutReminder
                ? "\(style): daily workout reminders belong to the structured style"
                : "\(style): the weekly-goal nudge belongs to the gentle style"
        case .remindersOff:
            return "reports are off with the reminders (setting workout-reminders)"
        case .muted:
            return Self.switchedOff(kind)
        case .noConsent:
            return "alerts outside the terminal were not allowed (Rest timer alerts? in Settings → Delivery)"
        case .paused(let until):
            return "paused until \(ISOInstant.format(until, in: zone))"
        case .quiet(let quiet):
            return "inside quiet hours \(quiet.start.hhmm)–\(quiet.end.hhmm)"
        }
    }

    /// What is off, and the setting that turns it back on.
    private static func switchedOff(_ kind: NotificationKind) -> String {
        switch kind {
        case .workoutReminder: return "workout reminders are turned off (setting workout-reminders)"
        case .weeklyGoal: return "the weekly-goal nudge is turned off (setting weekly-goal-nudge)"
        case .forgotToFinish: return "the forgot-to-finish nudge is turned off (setting forgot-to-finish)"
        case .restAlert, .workEnd: return "rest alerts are turned off (setting rest-alert)"
        case .restRepeat: return "the Still resting? nudge is turned off (settings rest-alert and rest-repeat)"
        case .activeWorkout: return "the ongoing workout notification is turned off"
        case .todaysWorkout: return "the today's-workout report is turned off (setting report-todays-workout)"
        case .stillTime: return "the still-time report is turned off (setting report-still-time)"
        case .phaseStarts: return "the phase-start report is turned off (setting report-phase-starts)"
        case .weekInReview: return "the week-in-review report is turned off (setting report-week-in-review)"
        }
    }
}
