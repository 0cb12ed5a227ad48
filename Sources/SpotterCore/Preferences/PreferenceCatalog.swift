import FoundationEssentials

/// One named preference: how `spotter config` and the settings panel read, write and validate it.
///
/// ```swift
/// var prefs = NotificationPreferences()
/// try PreferenceCatalog.key("quiet-hours")!.set(&prefs, "23:00-06:30", .utc)
/// PreferenceCatalog.key("quiet-hours")!.get(prefs, .utc)  // "23:00-06:30"
/// ```
public struct PreferenceKey: Sendable {
    /// The name on the command line, kebab-case: `lead-minutes`.
    public let name: String
    /// One line saying what it does.
    public let summary: String
    /// What values are allowed, as the user types them: `0, 15, 30, 60`.
    public let allowed: String
    /// The default as text.
    public let defaultText: String
    let read: @Sendable (NotificationPreferences, Zone) -> String
    let write: @Sendable (inout NotificationPreferences, String, Zone) -> Bool
    /// How the value is shown to people when it may hold a secret (the `club` password); nil shows it as stored.
    var mask: (@Sendable (String) -> String)? = nil

    /// The value as stored (what `encode` persists).
    public func get(_ prefs: NotificationPreferences, _ zone: Zone) -> String { read(prefs, zone) }

    /// The value as `spotter config get|list` and the settings panel show it: never a password.
    public func shown(_ prefs: NotificationPreferences, _ zone: Zone) -> String {
        let text = read(prefs, zone)
        return mask.map { $0(text) } ?? text
    }

    /// Whether the value may hold a secret, so an editor must not start from the stored text.
    public var isMasked: Bool { mask != nil }

    /// What every value's own check is given: the text trimmed, once it is plain text of at most
    /// `UserText.Limit.setting` characters (or it throws).
    public static func checkedText(_ text: String, field: String) throws -> String {
        try UserText.validate(text, field: field, limit: UserText.Limit.setting)
        return text.trimmingWhitespace()
    }

    /// Sets the value from text, or throws without touching `prefs`; every value is plain text of at
    /// most `UserText.Limit.setting` characters before its own check.
    public func set(_ prefs: inout NotificationPreferences, _ text: String, _ zone: Zone) throws {
        let checked = try Self.checkedText(text, field: name)
        var copy = prefs
        guard write(&copy, checked, zone) else {
            throw PreferenceError.badValue(key: name, value: mask.map { $0(text) } ?? text, allowed: allowed)
        }
        prefs = copy
    }
}

public enum PreferenceError: Error, Equatable, CustomStringConvertible {
    case unknownKey(String)
    case badValue(key: String, value: String, allowed: String)

    public var description: String {
        switch self {
        case .unknownKey(let key):
            return
                "unknown setting \"\(key)\"; known settings: \(PreferenceCatalog.all.map(\.name).joined(separator: ", "))"
        case .badValue(let key, let value, let allowed):
            return "\"\(value)\" is not a valid value for \(key); allowed: \(allowed)"
        }
    }
}

/// The one list of every preference, in the order screens and `spotter config list` show them.
public enum PreferenceCatalog {
    public static func key(_ name: String) -> PreferenceKey? { all.first { $0.name == name } }

    public static func get(_ name: String, from prefs: NotificationPreferences, zone: Zone) throws -> String {
        guard let key = key(name) else { throw PreferenceError.unknownKey(name) }
        return key.get(prefs, zone)
    }

    /// The value as shown to people (`spotter config get`): a password never appears.
    public static func shown(_ name: String, from prefs: NotificationPreferences, zone: Zone) throws -> String {
        guard let key = key(name) else { throw PreferenceError.unknownKey(name) }
        return key.shown(prefs, zone)
    }

    public static func set(_ name: String, to text: String, in prefs: inout NotificationPreferences, zone: Zone)
        throws
    {
        guard let key = key(name) else { throw PreferenceError.unknownKey(name) }
        let unit = prefs.units
        try key.set(&prefs, text, zone)
        // A change of unit brings the bar and plates along while they are the standard ones; only
        // a change does (`decode` reads what is stored as it is).
        if prefs.units != unit {
            let chosen = prefs.units
            prefs.units = unit
            prefs.switchUnits(to: chosen)
        }
    }

    /// Every preference as `name → text`, the form the store persists.
    public static func encode(_ prefs: NotificationPreferences, zone: Zone) -> [(String, String)] {
        all.map { ($0.name, $0.get(prefs, zone)) }
    }

    /// Rebuilds preferences from stored text; unknown or unreadable rows keep their defaults.
    public static func decode(_ rows: [String: String], zone: Zone) -> NotificationPreferences {
        var prefs = NotificationPreferences()
        for key in all {
            if let text = rows[key.name] { try? key.set(&prefs, text, zone) }
        }
        return prefs
    }

    /// The one setting `spotter status` reads (polled every second, it reads no other).
    public static let lockScreenName = "lock-screen"

    /// The lock-screen setting from its stored text alone, by the same checks as `decode`: text
    /// that is missing, or that the setting would refuse, keeps the default.
    public static func lockScreen(stored: String?) -> LockScreenPrivacy {
        stored.flatMap { try? PreferenceKey.checkedText($0, field: lockScreenName) }
            .flatMap { choiceValue($0, as: LockScreenPrivacy.self) } ?? defaults.lockScreen
    }

    /// A stored choice's value: its name in any case (`Hidden` is `hidden`); nil if it names none.
    public static func choiceValue<T: RawRepresentable>(_ text: String, as type: T.Type) -> T?
    where T.RawValue == String {
        T(rawValue: text.lowercased())
    }

    /// Every default in one value, made once: each entry's default text is read from it.
    private static let defaults = NotificationPreferences()

    public static let all: [PreferenceKey] = [
        choice(
            "accountability", "How much to nudge: structured reminders, a gentle weekly-goal nudge, or none",
            \.accountability),
        ints(
            "lead-minutes", "Minutes before the planned time that a workout reminder fires",
            NotificationPreferences.allowedLeadMinutes, \.leadMinutes),
        PreferenceKey(
            name: "quiet-hours", summary: "No reminders or reports in this daily window (the live session is exempt)",
            allowed: "HH:MM-HH:MM (start-end, may cross midnight) or off", defaultText: QuietHours.default.text,
            read: { p, _ in p.quietHours?.text ?? "off" },
            write: { p, t, _ in
                if t == "off" {
                    p.quietHours = nil
                    return true
                }
                guard let q = QuietHours(text: t) else { return false }
                p.quietHours = q
                return true
            }),
        PreferenceKey(
            name: "paused-until", summary: "Reminders and reports are paused until this local time",
            allowed: "YYYY-MM-DDTHH:MM (local time) or off", defaultText: "off",
            read: { p, zone in p.pausedUntil.map { LocalDateTimeText.format($0, zone) } ?? "off" },
            write: { p, t, zone in
                if t == "off" {
                    p.pausedUntil = nil
                    return true
                }
                guard let date = LocalDateTimeText.parse(t, zone) else { return false }
                p.pausedUntil = date
                return true
            }),
        bool("workout-reminders", "Remind me of planned workouts (structured style)", \.workoutReminders),
        bool("weekly-goal-nudge", "Nudge when this week's goal is at risk (gentle style)", \.weeklyGoalNudge),
        range(
            "weekly-goal", "Training days a week the weekly-goal nudge aims for",
            NotificationPreferences.allowedWeeklyGoals, \.weeklyGoal),
        time("goal-nudge-time", "When the weekly-goal nudge fires", \.goalNudgeTime),
        bool(
            "forgot-to-finish", "Ask a while after the last set (forgot-finish) whether the workout is finished",
            \.forgotToFinish),
        ints(
            "forgot-finish", "Minutes after the last saved set that \"forgot to finish?\" asks",
            NotificationPreferences.allowedForgotFinishMinutes, \.forgotFinishMinutes),
        bool("rest-alert", "Alert when rest is over", \.restAlert),
        bool("rest-break-dnd", "Rest alerts break through Do Not Disturb (critical urgency)", \.restBreaksDoNotDisturb),
        bool("rest-repeat", "Nudge again a minute after rest ends if the next set has not started", \.restRepeat),
        bool("rest-bell", "Ring the terminal bell when rest is over", \.restBell),
        ints(
            "rest-step", "Seconds that + and - (and the notification's button) add to or take off rest",
            NotificationPreferences.allowedRestStepSeconds, \.restStepSeconds),
        choice(
            lockScreenName,
            "What leaves the terminal about a live workout: the exercise, or only \"Workout in progress\"",
            \.lockScreen),
        ints(
            "refresh-seconds", "How often the ongoing workout notification's clock refreshes",
            NotificationPreferences.allowedRefreshSeconds, \.refreshSeconds),
        bool("report-todays-workout", "Today's workout, in the morning (mail and push)", \.reportTodaysWorkout),
        bool("report-still-time", "Still time to log it, in the evening (push)", \.reportStillTime),
        bool("report-phase-starts", "A new phase of your plan starts (mail and push)", \.reportPhaseStarts),
        bool("report-week-in-review", "Your week in review, Monday morning (mail and push)", \.reportWeekInReview),
        time(
            "report-todays-workout-at", "When today's workout goes out (valid six hours; phase starts ride along)",
            \.todaysWorkoutAt),
        time("report-still-time-at", "When \"still time to log it\" goes out (valid three hours)", \.stillTimeAt),
        time(
            "report-week-in-review-at", "When the week in review goes out on Monday (valid six hours)",
            \.weekInReviewAt),
        optionalText(
            "mail-to", "Where report mail goes", "an address like you@example.org, or off", \.mailTo,
            MailSettingsText.isAddress),
        PreferenceKey(
            name: "mail-from", summary: "The From address of report mail",
            allowed: "an address like spotter@example.org",
            defaultText: "spotter@localhost", read: { p, _ in p.mailFrom },
            write: { p, t, _ in
                guard MailSettingsText.isAddress(t) else { return false }
                p.mailFrom = t
                return true
            }),
        PreferenceKey(
            name: "sendmail-command",
            summary: "A sendmail-compatible command mail is handed to (split on spaces, no shell)",
            allowed: "an absolute path and arguments, e.g. /usr/bin/msmtp -t", defaultText: "/usr/sbin/sendmail -t -oi",
            read: { p, _ in p.sendmailCommand },
            write: { p, t, _ in
                guard MailSettingsText.isCommand(t) else { return false }
                p.sendmailCommand = t
                return true
            }),
        optionalText(
            "maildir", "Write mail into this Maildir instead of sending it", "an absolute path, or off",
            \.maildir, MailSettingsText.isAbsolutePath),
        optionalText(
            "forecast-file", "A forecast file for heat-adjusted pace targets", "an absolute path, or off",
            \.forecastFile, MailSettingsText.isAbsolutePath),
        optionalText(
            "forecast-command", "A command that prints a forecast (split on spaces, no shell)",
            "an absolute path and arguments, or off", \.forecastCommand, MailSettingsText.isCommand),
        PreferenceKey(
            name: "theme", summary: "Colour theme: a file name in themes/ without .theme",
            allowed: "a theme name (letters, digits, - and _)", defaultText: "default",
            read: { p, _ in p.theme },
            write: { p, t, _ in
                guard !t.isEmpty, t.count <= 64,
                    t.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
                else { return false }
                p.theme = t
                return true
            }),
        choice("units", "The unit weights are shown and typed in (stored in kg at full precision)", \.units),
        choice(
            "charts",
            "How charts are drawn: auto is braille where the terminal is known to have it (not TERM=linux), else blocks",
            \.charts),
        PreferenceKey(
            name: "terminal-command",
            summary:
                "The terminal a desktop report's Open starts Spotter in when none runs (split on spaces, no shell)",
            allowed: "auto, off, or an absolute path and arguments, e.g. /usr/bin/foot", defaultText: "auto",
            read: { p, _ in p.terminalCommand },
            write: { p, t, _ in
                guard TerminalCommand.isSetting(t) else { return false }
                p.terminalCommand = t
                return true
            }),
        PreferenceKey(
            name: "bar", summary: "The empty barbell's weight, for the plate calculator and warm-ups",
            allowed: "a weight with its unit, more than 0 and less than 100, e.g. 20kg or 45lb",
            defaultText: defaults.bar.text, read: { p, _ in p.bar.text },
            write: { p, t, _ in
                guard let bar = UnitWeight(text: t) else { return false }
                p.bar = bar
                return true
            }),
        PreferenceKey(
            name: "plates", summary: "The plate sizes on hand (one of each size is enough: they load in pairs)",
            allowed:
                "1 to 12 different sizes up to 100 then the unit, e.g. 25 20 15 10 5 2.5 1.25 kg or 45 35 25 10 5 2.5 lb",
            defaultText: defaults.plates.text, read: { p, _ in p.plates.text },
            write: { p, t, _ in
                guard let plates = PlateSet(text: t) else { return false }
                p.plates = plates
                return true
            }),
        PreferenceKey(
            name: "club",
            summary:
                "Finishing a workout records the trained day (date and template name only) in this club's database",
            allowed:
                "off, or your athlete id and a PostgreSQL connection string, e.g. ana host=db.example.org dbname=club",
            defaultText: "off", read: { p, _ in p.club ?? "off" },
            write: { p, t, _ in
                if t == "off" {
                    p.club = nil
                    return true
                }
                guard let club = ClubSetting(text: t) else { return false }
                p.club = club.text
                return true
            }, mask: ClubSetting.shown),
    ]

    // MARK: Builders

    private static func bool(
        _ name: String, _ summary: String, _ path: WritableKeyPath<NotificationPreferences, Bool> & Sendable
    )
        -> PreferenceKey
    {
        PreferenceKey(
            name: name, summary: summary, allowed: "on, off",
            defaultText: defaults[keyPath: path] ? "on" : "off",
            read: { p, _ in p[keyPath: path] ? "on" : "off" },
            write: { p, t, _ in
                // Only the two words the README, the panel and `config list` show; yes/true are refused.
                switch t.lowercased() {
                case "on": p[keyPath: path] = true
                case "off": p[keyPath: path] = false
                default: return false
                }
                return true
            })
    }

    private static func ints(
        _ name: String, _ summary: String, _ allowed: [Int],
        _ path: WritableKeyPath<NotificationPreferences, Int> & Sendable
    ) -> PreferenceKey {
        integer(name, summary, allowed.map(String.init).joined(separator: ", "), allowed.contains, path)
    }

    private static func range(
        _ name: String, _ summary: String, _ allowed: ClosedRange<Int>,
        _ path: WritableKeyPath<NotificationPreferences, Int> & Sendable
    ) -> PreferenceKey {
        integer(name, summary, "\(allowed.lowerBound)–\(allowed.upperBound)", allowed.contains, path)
    }

    private static func integer(
        _ name: String, _ summary: String, _ allowedText: String, _ isAllowed: @escaping @Sendable (Int) -> Bool,
        _ path: WritableKeyPath<NotificationPreferences, Int> & Sendable
    ) -> PreferenceKey {
        PreferenceKey(
            name: name, summary: summary, allowed: allowedText,
            defaultText: String(defaults[keyPath: path]),
            read: { p, _ in String(p[keyPath: path]) },
            write: { p, t, _ in
                // Digits only, as every number Spotter reads: `Int` would also take "+15" and "-0".
                guard let v = DecimalNumber.whole(t), isAllowed(v) else { return false }
                p[keyPath: path] = v
                return true
            })
    }

    private static func time(
        _ name: String, _ summary: String, _ path: WritableKeyPath<NotificationPreferences, LocalTime> & Sendable
    ) -> PreferenceKey {
        PreferenceKey(
            name: name, summary: summary, allowed: "HH:MM (00:00–23:59)",
            defaultText: defaults[keyPath: path].hhmm,
            read: { p, _ in p[keyPath: path].hhmm },
            write: { p, t, _ in
                guard let v = LocalTime(hhmm: t) else { return false }
                p[keyPath: path] = v
                return true
            })
    }

    private static func optionalText(
        _ name: String, _ summary: String, _ allowed: String,
        _ path: WritableKeyPath<NotificationPreferences, String?> & Sendable,
        _ valid: @escaping @Sendable (String) -> Bool
    ) -> PreferenceKey {
        PreferenceKey(
            name: name, summary: summary, allowed: allowed, defaultText: "off",
            read: { p, _ in p[keyPath: path] ?? "off" },
            write: { p, t, _ in
                if t == "off" {
                    p[keyPath: path] = nil
                    return true
                }
                guard valid(t) else { return false }
                p[keyPath: path] = t
                return true
            })
    }

    private static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ summary: String, _ path: WritableKeyPath<NotificationPreferences, T> & Sendable
    ) -> PreferenceKey where T.RawValue == String {
        PreferenceKey(
            name: name, summary: summary, allowed: T.allCases.map(\.rawValue).joined(separator: ", "),
            defaultText: defaults[keyPath: path].rawValue,
            read: { p, _ in p[keyPath: path].rawValue },
            write: { p, t, _ in
                guard let v = choiceValue(t, as: T.self) else { return false }
                p[keyPath: path] = v
                return true
            })
    }
}

/// Local date-times as people type them: `2026-12-03T12:00` in a given zone.
public enum LocalDateTimeText {
    public static func format(_ instant: Date, _ zone: Zone) -> String {
        let cal = ZonedCalendar(timeZone: zone)
        return "\(cal.day(of: instant).iso)T\(cal.time(of: instant).hhmm)"
    }

    public static func parse(_ text: String, _ zone: Zone) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = LocalDate(iso: String(parts[0])), let time = LocalTime(hhmm: String(parts[1]))
        else { return nil }
        return ZonedCalendar(timeZone: zone).instant(day, time)
    }
}

/// The checks behind the mail and forecast settings: plain text, no line breaks, no shell.
public enum MailSettingsText {
    /// `you@example.org`: one `@`, no spaces, no angle brackets or line breaks (they would forge headers),
    /// and no colon (`mailto:you@example.org` is a link, not an address).
    public static func isAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && text.count <= 254
            && text.allSatisfy {
                $0.isASCII && !$0.isWhitespace && !"<>,;:\"()[]\\".contains($0) && $0.asciiValue! >= 33
            }
    }

    public static func isAbsolutePath(_ text: String) -> Bool {
        text.hasPrefix("/") && !text.contains("\n") && !text.contains("\0")
    }

    /// An absolute program path, then arguments separated by spaces.
    public static func isCommand(_ text: String) -> Bool {
        guard let first = arguments(text).first else { return false }
        return isAbsolutePath(first) && !text.contains("\n")
    }

    /// The argument array a command setting runs as.
    public static func arguments(_ text: String) -> [String] {
        text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
}
