import FoundationEssentials

/// How much Spotter nudges you about your plan.
public enum AccountabilityStyle: String, Sendable, Codable, CaseIterable {
    /// Reminders on planned days, with a lead time and a Snooze 1h action.
    case structured
    /// No daily reminders; only a nudge when this week's goal is slipping.
    case gentle
    /// No nudges at all; Spotter just shows what's next.
    case flexible
}

/// What leaves the terminal about a live workout.
public enum LockScreenPrivacy: String, Sendable, Codable, CaseIterable {
    /// "Bench press · set 3 of 5 · 24:13".
    case showExercise = "show-exercise"
    /// Only "Workout in progress".
    case hidden
}

/// A daily window in which reminders are never created: `[start, end)`, wrapping past midnight.
///
/// ```swift
/// let q = QuietHours(start: LocalTime(hhmm: "22:00")!, end: LocalTime(hhmm: "07:00")!)
/// q.contains(minuteOfDay: 23 * 60)  // true
/// q.contains(minuteOfDay: 7 * 60)   // false: the end is not inside
/// ```
/// `start == end` is an empty window: no quiet hours.
public struct QuietHours: Hashable, Sendable, Codable {
    public var start: LocalTime
    public var end: LocalTime

    public init(start: LocalTime, end: LocalTime) {
        self.start = start
        self.end = end
    }

    public static let `default` = QuietHours(
        start: LocalTime(hour: 22, minute: 0)!, end: LocalTime(hour: 7, minute: 0)!)

    public func contains(minuteOfDay m: Int) -> Bool {
        let s = start.minuteOfDay
        let e = end.minuteOfDay
        if s == e { return false }
        return s < e ? (m >= s && m < e) : (m >= s || m < e)
    }

    /// `22:00-07:00`, the form `spotter config` reads and writes.
    public var text: String { "\(start.hhmm)-\(end.hhmm)" }

    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = LocalTime(hhmm: String(parts[0])), let e = LocalTime(hhmm: String(parts[1]))
        else { return nil }
        self.init(start: s, end: e)
    }
}

/// Every notification choice the user makes, with the defaults from the reference design.
///
/// One value holds them all; `PreferenceCatalog` names each one for `spotter config`
/// and the settings panel, so the two faces can never disagree.
public struct NotificationPreferences: Hashable, Sendable, Codable {
    // Reminders
    public var accountability: AccountabilityStyle = .structured
    /// Minutes before the reminder time: 0 (on time), 15, 30 or 60.
    public var leadMinutes: Int = 0
    /// `nil` means no quiet hours.
    public var quietHours: QuietHours? = .default
    /// Reminders and reports are silent until this instant.
    public var pausedUntil: Date? = nil
    public var workoutReminders: Bool = true
    public var weeklyGoalNudge: Bool = true
    /// Distinct training days a week.
    public var weeklyGoal: Int = 3
    public var goalNudgeTime: LocalTime = LocalTime(hour: 9, minute: 0)!
    public var forgotToFinish: Bool = true
    /// Minutes after the last saved set that "forgot to finish?" asks: 15, 30, 45, 60 or 90.
    public var forgotFinishMinutes: Int = 45

    // Live session
    public var restAlert: Bool = true
    /// Critical urgency, so the alert shows even in Do Not Disturb.
    public var restBreaksDoNotDisturb: Bool = true
    /// A second nudge a minute after rest ends if the next set has not started.
    public var restRepeat: Bool = false
    public var restBell: Bool = true
    public var lockScreen: LockScreenPrivacy = .showExercise
    /// Seconds between refreshes of the ongoing workout notification's clock: 5, 10, 15, 30 or 60.
    public var refreshSeconds: Int = 15
    /// Seconds that `+` and `-` (and the desktop's button) move rest by: 15 or 30.
    public var restStepSeconds: Int = 30

    // Reports (each governs both its mail and its push)
    public var reportTodaysWorkout: Bool = true
    public var reportStillTime: Bool = true
    public var reportPhaseStarts: Bool = true
    public var reportWeekInReview: Bool = true
    /// When today's workout goes out (valid six hours); phase starts ride on the same pass.
    public var todaysWorkoutAt: LocalTime = LocalTime(hour: 5, minute: 0)!
    /// When "still time to log it" goes out (valid three hours).
    public var stillTimeAt: LocalTime = LocalTime(hour: 19, minute: 0)!
    /// When the week in review goes out on Monday (valid six hours).
    public var weekInReviewAt: LocalTime = LocalTime(hour: 5, minute: 0)!

    // Mail, push and forecast (the daily pass)
    /// Where report mail goes; `nil` means no mail.
    public var mailTo: String? = nil
    public var mailFrom: String = "spotter@localhost"
    /// A sendmail-compatible command, split on spaces into arguments (never run through a shell).
    public var sendmailCommand: String = "/usr/sbin/sendmail -t -oi"
    /// When set, mail is written into this Maildir instead of handed to the sendmail command.
    public var maildir: String? = nil
    /// A forecast file (see `Forecast`), read for heat-adjusted targets.
    public var forecastFile: String? = nil
    /// A command that prints a forecast in the same format (split on spaces, no shell).
    public var forecastCommand: String? = nil

    // Appearance
    public var theme: String = "default"
    /// The unit every weight is shown and typed in; storage stays in kilograms at full precision.
    public var units: WeightUnit = .kg
    /// How charts are drawn: braille where the terminal is known to have it (`auto`), or as chosen.
    public var charts: ChartStyle = .auto

    // Opening a report
    /// The terminal a desktop report's Open click starts Spotter in when none runs: `auto`, `off`,
    /// or a command split on spaces (see `TerminalCommand.choose`).
    public var terminalCommand: String = "auto"

    // The barbell (the set form's plate calculator, +/- step and warm-ups)
    /// The empty bar, with its unit.
    public var bar = PlateMath.standard(.kg).bar
    /// The plate sizes on hand, heaviest first, with their unit.
    public var plates = PlateMath.standard(.kg).plates

    /// Changes the unit, and with it the bar and plates when they are still the other unit's
    /// standard ones (`PlateMath.standard`): `units lb` on a new home gives a 45 lb bar and
    /// 45 35 25 10 5 2.5 lb plates; a bar or plates you set yourself stay as they are.
    public mutating func switchUnits(to unit: WeightUnit) {
        let old = PlateMath.standard(units)
        let new = PlateMath.standard(unit)
        if bar == old.bar { bar = new.bar }
        if plates == old.plates { plates = new.plates }
        units = unit
    }
    // A club
    /// `ATHLETE DSN` (see `ClubSetting`): finishing a workout records the trained day (its date and
    /// the template's name, nothing else) in that club's database; nil (off) sends nothing.
    public var club: String? = nil

    public init() {}

    public static let allowedLeadMinutes = [0, 15, 30, 60]
    public static let allowedRefreshSeconds = [5, 10, 15, 30, 60]
    public static let allowedRestStepSeconds = [15, 30]
    public static let allowedForgotFinishMinutes = [15, 30, 45, 60, 90]
    /// The weekly goal's training days a week: the catalogue, the settings panel and scenarios ask here.
    public static let allowedWeeklyGoals = 1...7
}
