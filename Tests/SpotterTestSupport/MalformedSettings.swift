/// Generated wrong values for `spotter config set KEY VALUE`, by the kind of value a key takes,
/// each certain to be refused, from a seeded generator so every run sees the same ones.
///
/// ```swift
/// for value in MalformedSettings.values(for: .onOff, count: 100, seed: 1) {
///     // PreferenceCatalog.set("rest-bell", to: value, …) must throw, naming rest-bell
/// }
/// ```
/// The kinds mirror the builders in `PreferenceCatalog`; the core test maps every catalogue key
/// to one, so a new key without a kind fails there.
public enum MalformedSettings {
    /// What a setting takes, as far as generating wrong values needs to know.
    public enum Kind: Sendable {
        case onOff
        /// One of these words (compared without case).
        case choice([String])
        /// A whole number from this list.
        case whole([Int])
        /// `HH:MM`.
        case time
        /// `HH:MM-HH:MM` or off.
        case window
        /// `YYYY-MM-DDTHH:MM` or off.
        case localDateTime
        /// A mail address; `off` too when `offAllowed`.
        case address(offAllowed: Bool)
        /// An absolute path, or off.
        case path
        /// An absolute program path and arguments; `off` too when `offAllowed`.
        case command(offAllowed: Bool)
        /// Letters, digits, `-` and `_`, at most 64.
        case themeName
        /// A weight and its unit, `20kg` (the `bar`).
        case barWeight
        /// Plate sizes then the unit, `25 20 10 5 2.5 kg`.
        case plateList
        /// `off`, or an athlete id, a space and a libpq connection string.
        case club
    }

    /// The kind of value each catalogue key takes, given the lists that live in the catalogue's
    /// own types; the core test checks that it names every key there is.
    public static func kinds(
        accountability: [String], lockScreen: [String], leadMinutes: [Int], refreshSeconds: [Int]
    ) -> [String: Kind] {
        var kinds: [String: Kind] = [
            "accountability": .choice(accountability), "lock-screen": .choice(lockScreen),
            "lead-minutes": .whole(leadMinutes), "refresh-seconds": .whole(refreshSeconds),
            "weekly-goal": .whole(Array(1...7)),
            "rest-step": .whole([15, 30]), "forgot-finish": .whole([15, 30, 45, 60, 90]),
            "quiet-hours": .window, "paused-until": .localDateTime,
            "mail-to": .address(offAllowed: true), "mail-from": .address(offAllowed: false),
            "sendmail-command": .command(offAllowed: false), "forecast-command": .command(offAllowed: true),
            "terminal-command": .command(offAllowed: true),
            "maildir": .path, "forecast-file": .path, "theme": .themeName, "club": .club,
            "bar": .barWeight, "plates": .plateList,
            "units": .choice(["kg", "lb"]), "charts": .choice(["auto", "braille", "blocks"]),
        ]
        for key in ["goal-nudge-time", "report-todays-workout-at", "report-still-time-at", "report-week-in-review-at"] {
            kinds[key] = .time
        }
        for key in [
            "workout-reminders", "weekly-goal-nudge", "forgot-to-finish", "rest-alert", "rest-break-dnd", "rest-repeat",
            "rest-bell", "report-todays-workout", "report-still-time", "report-phase-starts", "report-week-in-review",
        ] { kinds[key] = .onOff }
        return kinds
    }

    /// `count` wrong values for `kind`; `argument` leaves out NUL, which cannot be in a program argument.
    public static func values(for kind: Kind, count: Int, seed: UInt64, argument: Bool = false) -> [String] {
        var g = MalformedInputs.Generator(seed: seed)
        return (0..<count).map { _ in
            // One in five: a value of the right shape made wrong by a control character or its length.
            if g.below(5) == 0 { return g.spoiled(validSample(kind), argument: argument) }
            if g.below(3) == 0, let value = generated(kind, &g) { return value }
            let list = listed(kind)
            return list[g.below(list.count)]
        }
    }

    /// Wrong for every kind: empty, blank or invisible.
    static let blanks = ["", " ", "   ", "\u{00A0}", "\u{200B}", "?"]
    /// Wrong for every kind but a theme name: words that look like a value and are none.
    static let common = blanks + ["yes", "no", "true", "false", "null", "nil", "none"]
    static let switchLookalikes = [
        "yes", "no", "y", "n", "true", "false", "1", "0", "enable", "enabled", "disabled", "onn", "of", "0n", "0ff",
        "o n",
        "on off", "оn", "оff", "ｏｎ", "o\u{200B}n", "\"on\"", "'off'", "on;", "-on", "+off", "on=1", "ON!", "offf",
        "unset",
    ]
    static let numberLookalikes = [
        "+15", "-0", "+0", "-15", "0x0f", "0X1E", "1e1", "15.0", "15.", ".5", "١٥", "１５", "15 15", "15,0", "1_5", "inf",
        "nan", "∞", "99999999999999999999", "-99999999999999999999", "15m", "15min", "fifteen", "0b11", "0o17",
        "1\u{200B}5",
    ]
    static let times = [
        "25:00", "24:00", "7:5", "07:5", "7:05", "07:60", "0700", "07-00", "07:00:00", "07.00", "+7:00", "-1:00",
        "07:00am", "٠٧:٠٠", "０７:００", "07 :00", "07: 00", "7", "noon", "99:99", "0x7:00", "on", "off", "07:0x", "-07:00",
        "07:+5", "+07:05",
    ]
    static let windows = [
        "22:00", "22:00-", "-07:00", "22:00-07:00-08:00", "25:00-07:00", "22:00-24:00", "22:00–07:00", "22:00 - 07:00",
        "22-07", "22:00-7:5", "on", "offf", "22:00_07:00", "22:00/07:00", "22:00-+7:00", "+2:00-07:00", "22:00--07:00",
    ]
    static let dateTimes = [
        "2026-02-30T12:00", "2026-13-01T12:00", "2026-00-01T12:00", "2026-12-32T12:00", "2026-12-01 12:00",
        "2026-12-01T25:00", "2026-12-01T12:00:00", "2026-12-01t12:00", "2026-12-01T12:00Z", "2026-12-01T12:00+01:00",
        "26-12-01T12:00", "2026-1-1T12:00", "tomorrow", "3d", "2026-12-01", "12:00", "+2026-12-01T12:00",
        "2026-12-01TT12:00", "2026-12-01T7:5", "20261201T1200", "on", "2026-+1-01T12:00", "2026-12-+1T12:00", "T",
        "2026-12-01T12:00T12:00", "02026-12-01T12:00",
    ]
    static let addresses = [
        "you", "@example.org", "you@", "a@b@c", "you @example.org", "<you@example.org>",
        "you@example.org,me@example.org",
        "you;@example.org", "\"you\"@example.org", "jürgen@example.org", "you@exämple.org", "(you)@example.org",
        "you@[192.0.2.1]", "you\\@example.org", "you@example.org>", "on", "mailto:you@example.org", "you@@example.org",
        String(repeating: "a", count: 250) + "@example.org",
    ]
    static let paths = [
        "relative/path", "~/Maildir", "./x", "x", "$HOME/x", "file:///tmp/x", "C:\\x", "\\x", "-", "on", "~", ".",
        "..", "../etc", "Maildir/", "http://example.org/forecast",
    ]
    static let commands = [
        "msmtp -t", "sendmail", "~/bin/x", "./x -t", "$(reboot)", "`id`", "sh -c x", "| /bin/x", "relative/x -t",
        "-t /usr/bin/msmtp", "on", "\\bin\\x", "C:\\bin\\x.exe",
    ]
    static let themeNames = [
        "../etc/passwd", "a/b", "dark.theme", "my theme", "ümlaut", String(repeating: "a", count: 65), "*", "a\\b", "~",
        ".hidden", "a.b", "$x", "dark!", "dark?", "da:rk", "dark;rm", "ｄａｒｋ", "тема", "off theme",
    ]

    static let barWeights = [
        "20", "kg", "20 kg", "20KG", "20kgs", "20 lb", "0kg", "100kg", "-20kg", "+20kg", "20.kg", ".5kg", "20.125kg",
        "1e1kg", "0x14kg", "infkg", "nankg", "２０kg", "20kg20kg", "20stone", "kg20", "20,5kg", "20_0kg", "on", "off",
    ]
    static let plateLists = [
        "25 20 10", "kg", "25 20 10 KG", "25 20 10kg", "25 25 kg", "25 0 kg", "25 -5 kg", "25 +5 kg", "101 kg",
        "2.555 kg", "25 20 10 kg lb", "kg 25 20", "25,20 kg", "25;20 kg", "1e1 kg", "0x19 kg", "inf kg", "nan kg",
        "２５ kg", "1 2 3 4 5 6 7 8 9 10 11 12 13 kg", "25 20 10 stone", "on", "off", "25 .5 kg", "25 5. kg",
    ]
    static let clubs = [
        "ana", "on", "host=db dbname=club", "ana@club host=db", "ana/x host=db", "ana db", "ana club",
        "ana =db", "ana host", "ana http://db/club", "ana postgresql:/db", "ana pg://db/club", "ä host=db",
        String(repeating: "a", count: 65) + " host=db", "ana: host=db", "'ana' host=db",
        "ana h-ost=db", "ana 9=db",
    ]

    static func listed(_ kind: Kind) -> [String] {
        switch kind {
        case .onOff: return common + switchLookalikes
        case .choice(let words):
            let near: [String] = words.flatMap { (w: String) -> [String] in
                [w + "s", String(w.dropLast()), "-" + w, w + "!", w + " " + w]
            }
            let lookalikes: [String] = near + ["yes", "1", "0", "true", "default", "auto", "medium"]
            return (common + lookalikes).filter { !words.contains($0.lowercased()) }
        case .whole: return common + numberLookalikes + ["on", "off"]
        case .time: return common + times
        case .window: return common + times.filter { $0 != "off" } + windows
        case .localDateTime: return common + dateTimes
        case .address(let offAllowed): return common + addresses + (offAllowed ? [] : ["off"])
        case .path: return common + paths
        case .command(let offAllowed): return common + commands + (offAllowed ? [] : ["off"])
        case .themeName: return blanks + themeNames
        case .barWeight: return common + barWeights
        case .plateList: return common + plateLists
        case .club: return common + clubs
        }
    }

    /// A freshly generated wrong value, where the kind has a range to step out of.
    static func generated(_ kind: Kind, _ g: inout MalformedInputs.Generator) -> String? {
        switch kind {
        case .whole(let allowed):
            var n = g.pick(-100_000...100_000)
            while allowed.contains(n) { n += 1 }
            return String(n)
        case .time:
            return g.below(2) == 0 ? "\(g.pick(24...99)):\(g.pick(0...59))" : "\(g.pick(0...23)):\(g.pick(60...99))"
        case .window:
            return "\(g.pick(0...23)):00-\(g.pick(24...99)):00"
        case .localDateTime:
            let months = [2, 4, 6, 9, 11]
            let month = months[g.below(months.count)]
            return "2026-\(month < 10 ? "0" : "")\(month)-31T\(g.pick(10...23)):00"
        default:
            return nil
        }
    }

    /// A valid value of the kind: what the control-character and length cases break.
    public static func validSample(_ kind: Kind) -> String {
        switch kind {
        case .onOff: return "on"
        case .choice(let words): return words.first ?? "x"
        case .whole(let allowed): return String(allowed.last ?? 1)
        case .time: return "07:30"
        case .window: return "22:00-07:00"
        case .localDateTime: return "2026-12-03T12:00"
        case .address: return "you@example.org"
        case .path: return "/home/you/Maildir"
        case .command: return "/usr/bin/msmtp -t"
        case .themeName: return "dark"
        case .barWeight: return "20kg"
        case .plateList: return "25 20 10 5 2.5 kg"
        case .club: return "ana host=db.example.org dbname=club"
        }
    }
}

extension MalformedInputs.Generator {
    /// A valid value with a control character inside it (tabs and NUL too), or one far too long.
    mutating func spoiled(_ value: String, argument: Bool) -> String {
        if below(4) == 0 { return String(repeating: value, count: 1001 / max(1, value.count) + 1) }
        let controls: [UInt32] = Array((argument ? 0x01 : 0x00)...0x1F) + [0x7F] + Array(0x80...0x9F)
        var scalars = Array(value.unicodeScalars)
        let control = Unicode.Scalar(controls[below(controls.count)]) ?? "\u{1B}"
        scalars.insert(control, at: below(scalars.count + 1))
        return String(String.UnicodeScalarView(scalars))
    }
}
