import Foundation
import SpotterStore
import Testing

extension TemporaryHome {
    /// The home of a tmux session, so `spotter config` runs against the database the TUI uses.
    init(existing path: String) { self.path = path }
}

/// The settings panel in the real binary inside tmux, checked against `spotter config` and `spotter plan`.
@Suite("Settings panel in tmux", .serialized)
struct SettingsPanelTests {
    /// Starts Spotter in a fresh session and opens the panel with `s`.
    static func openPanel(_ tmux: TmuxSession) throws {
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        tmux.send("s")
        try tmux.waitFor("Accountability style")
    }

    static func config(_ tmux: TmuxSession, _ arguments: String...) throws -> String {
        let result = try TemporaryHome(existing: tmux.home).run(["config"] + arguments, environment: ["TZ": "UTC"])
        #expect(result.status == 0, "spotter config \(arguments): \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `spotter config list` as `[key: value]`.
    static func configList(_ tmux: TmuxSession) throws -> [String: String] {
        var values: [String: String] = [:]
        for line in try config(tmux, "list").split(separator: "\n") {
            let setting = line.components(separatedBy: "  allowed: ")[0]
            let parts = setting.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    /// The panel's row for a title, e.g. `Lead time                   30 min before`.
    static func row(_ screen: String, _ title: String) -> String {
        screen.components(separatedBy: "\n").first { $0.dropFirst(4).hasPrefix(title) } ?? "(no row \(title))"
    }

    static func plan(_ tmux: TmuxSession) throws -> (scheduled: [[String: Any]], skipped: [[String: Any]]) {
        let result = try TemporaryHome(existing: tmux.home).run(["plan", "--json"], environment: ["TZ": "UTC"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (json["scheduled"] as? [[String: Any]] ?? [], json["skipped"] as? [[String: Any]] ?? [])
    }

    @Test("every setting changed in the panel is what `spotter config get` reads, each saved at once")
    func panelToConfig() throws {
        let tmux = try TmuxSession()
        try Self.openPanel(tmux)
        // One step per row, top to bottom: the keys to press, and the status line that proves the save.
        let steps: [(keys: [String], saved: String)] = [
            // Appearance and units first: the unit brings its standard bar and plates along.
            (["Right"], "Saved: Units lb"),
            (["j", "Enter", "C-u", "35lb", "Enter"], "Saved: Bar 35lb"),
            (
                ["j", "Enter", "C-u", "45 35 25 10 5 2.5 1.25 lb", "Enter"],
                "Saved: Plates on hand 45 35 25 10 5 2.5 1.25 lb"
            ),
            (["j", "Right"], "Saved: Theme high-contrast"),
            (["j", "Right"], "Saved: Charts braille"),
            (["j", "Right"], "Saved: Accountability style Gentle"),
            (["j", "l"], "Saved: Lead time 15 min before"),
            (["j", "j", "2", "3", "3", "0", "Enter"], "Saved: Quiet hours from 23:30"),
            (["j", "0", "6", "1", "5", "Enter"], "Saved: Quiet hours until 06:15"),
            (["j", "Enter"], "Saved: Pause until"),
            (["j", "Right"], "Saved: Lock screen shows \"Workout in progress\""),
            (["j", "Right"], "Saved: Clock refresh every 30 s"),
            (["j", "Right"], "Saved: Rest step (+/-) 15 s"),
            (["j", "Enter"], "Saved: Rest alert off"),
            (["j", "Space"], "Saved: break through DND off"),
            (["j", "Enter"], "Saved: repeat nudge on"),
            (["j", "Enter"], "Saved: terminal bell off"),
            (["j", "Enter"], "Saved: Workout reminders off"),
            (["j", "Enter"], "Saved: Weekly-goal nudge off"),
            (["j", "Right"], "Saved: goal 4 days a week"),
            (["j", "0", "8", "3", "0", "Enter"], "Saved: nudge at 08:30"),
            (["j", "Enter"], "Saved: Forgot to finish? off"),
            (["j", "Right"], "Saved: Forgot to finish? asked after 60 min"),
            (["j", "Enter"], "Saved: Today's workout off"),
            (["j", "0", "6", "0", "0", "Enter"], "Saved: Today's workout sent at 06:00"),
            (["j", "Enter"], "Saved: Still time to log it off"),
            (["j", "2", "0", "3", "0", "Enter"], "Saved: Still time to log it sent at 20:30"),
            (["j", "Enter"], "Saved: Phase starts off"),
            (["j", "Enter"], "Saved: Week in review off"),
            (["j", "7", "0", "0", "Enter"], "Saved: Week in review sent at 07:00"),
            (["j", "Enter", "C-u", "off", "Enter"], "Saved: Open reports in off"),
            // Text rows: Enter starts typing from the value (empty when off), C-u empties the line.
            (["j", "Enter", "ana@example.org", "Enter"], "Saved: Mail to ana@example.org"),
            (["j", "Enter", "C-u", "me@example.org", "Enter"], "Saved: Mail from me@example.org"),
            (["j", "Enter", "C-u", "/usr/bin/msmtp -t", "Enter"], "Saved: Sendmail command /usr/bin/msmtp -t"),
            (["j", "Enter", "/tmp/spotter-mail", "Enter"], "Saved: Maildir instead /tmp/spotter-mail"),
            (["j", "Enter", "/tmp/forecast.txt", "Enter"], "Saved: Forecast file /tmp/forecast.txt"),
            (["j", "Enter", "/bin/echo 30", "Enter"], "Saved: Forecast command /bin/echo 30"),
            // The club's value may hold a password: typed anew, and shown without it.
            (
                ["j", "Enter", "ana host=/nx password=s3cret", "Enter"],
                "Saved: Report trained days to ana host=/nx password=***"
            ),
        ]
        for step in steps {
            for key in step.keys { tmux.send(key) }
            try tmux.waitFor(step.saved)
        }
        let values = try Self.configList(tmux)
        let expected: [String: String] = [
            "accountability": "gentle", "lead-minutes": "15", "quiet-hours": "23:30-06:15", "lock-screen": "hidden",
            "refresh-seconds": "30", "rest-alert": "off", "rest-break-dnd": "off", "rest-repeat": "on",
            "rest-bell": "off",
            "workout-reminders": "off", "weekly-goal-nudge": "off", "weekly-goal": "4", "goal-nudge-time": "08:30",
            "forgot-to-finish": "off", "report-todays-workout": "off", "report-still-time": "off",
            "report-phase-starts": "off", "report-week-in-review": "off", "theme": "high-contrast",
            "report-todays-workout-at": "06:00", "report-still-time-at": "20:30", "report-week-in-review-at": "07:00",
            "mail-to": "ana@example.org", "mail-from": "me@example.org", "sendmail-command": "/usr/bin/msmtp -t",
            "maildir": "/tmp/spotter-mail", "forecast-file": "/tmp/forecast.txt", "forecast-command": "/bin/echo 30",
            "terminal-command": "off", "rest-step": "15", "forgot-finish": "60", "bar": "35lb",
            "plates": "45 35 25 10 5 2.5 1.25 lb", "units": "lb", "charts": "braille",
            "club": "ana host=/nx password=***",
        ]
        for (key, value) in expected { #expect(values[key] == value, "\(key)") }
        // Paused for 3 days from now, to the minute, in local time (TZ=UTC here).
        let paused = try #require(values["paused-until"])
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let until = try #require(formatter.date(from: paused), "paused-until \(paused)")
        #expect(abs(until.timeIntervalSinceNow - 3 * 86400) < 120)
        #expect(Set(values.keys) == Set(expected.keys).union(["paused-until"]), "the panel reached every setting")
    }

    @Test("a `spotter config set` while Spotter runs shows in the panel when it opens, and while it is open")
    func configToPanel() throws {
        let tmux = try TmuxSession()
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        let sets = [
            ("accountability", "flexible"), ("lead-minutes", "30"), ("quiet-hours", "21:15-06:45"),
            ("lock-screen", "hidden"), ("refresh-seconds", "60"), ("rest-bell", "off"), ("rest-repeat", "on"),
            ("weekly-goal", "5"), ("goal-nudge-time", "10:30"), ("report-phase-starts", "off"), ("theme", "light"),
            ("mail-to", "ana@example.org"),
        ]
        for (key, value) in sets { _ = try Self.config(tmux, "set", key, value) }
        tmux.send("s")
        var screen = try tmux.waitFor("Accountability style")
        #expect(Self.row(screen, "Theme").contains("light"), "Appearance and units come first")
        // And while the panel is open: shown within about a second.
        _ = try Self.config(tmux, "set", "lead-minutes", "60")
        screen = try tmux.waitUntil("lead time 60") { Self.row($0, "Lead time").contains("60 min before") }
        #expect(Self.row(screen, "Accountability style").contains("Flexible"))
        #expect(Self.row(screen, "  from").contains("21:15"))
        #expect(Self.row(screen, "  until").contains("06:45"))
        #expect(Self.row(screen, "Lock screen shows").contains("\"Workout in progress\""))
        #expect(Self.row(screen, "Clock refresh").contains("every 60 s"))
        #expect(screen.contains("Flexible: no reminders or nudges"))
        for _ in 0..<20 { tmux.send("j") }
        screen = try tmux.waitFor("Training days a week the weekly-goal nudge aims for")  // on "goal"
        #expect(Self.row(screen, "  goal").contains("5 days a week"))
        #expect(Self.row(screen, "  nudge at").contains("10:30"))
        #expect(Self.row(screen, "  terminal bell").contains("off"))
        #expect(Self.row(screen, "  repeat nudge").contains("on"))
        for _ in 0..<40 { tmux.send("j") }
        screen = try tmux.waitFor("Consent, and what is planned")  // on the last row
        // The Reports rows are further up than one screen holds now: go up until they show.
        for _ in 0..<30 where !tmux.capture().contains("Phase starts") {
            let before = tmux.capture()
            tmux.send("k")
            // The selection moved: wait for the screen to answer, not for a time.
            _ = try? tmux.waitUntil("the selection to move", timeout: 30) { $0 != before }
        }
        screen = try tmux.waitFor("Phase starts")
        #expect(Self.row(screen, "Phase starts").contains("off"))
        for _ in 0..<30 where !tmux.capture().contains("Mail to") {
            let before = tmux.capture()
            tmux.send("j")
            // The selection moved: wait for the screen to answer, not for a time.
            _ = try? tmux.waitUntil("the selection to move", timeout: 30) { $0 != before }
        }
        screen = try tmux.waitFor("Mail to")
        #expect(Self.row(screen, "Mail to").contains("ana@example.org"))
    }

    @Test("the theme row lists the user's theme files; a broken one is refused with its file and line, and saved")
    func userTheme() throws {
        let tmux = try TmuxSession()
        let themes = tmux.home + "/config/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        try "title = cyan bold\ntitel = red\n".write(toFile: themes + "/mine.theme", atomically: true, encoding: .utf8)
        try Self.openPanel(tmux)
        tmux.send("j", "j", "j")  // Units, Bar, Plates on hand, then Theme
        try tmux.waitFor("Themes from themes/")  // the Theme row's line: it is selected
        tmux.send("Left")  // default → mine (the last of default, high-contrast, light, mine)
        let screen = try tmux.waitFor(" theme: \(themes)")  // the path is long: the line number may be clipped
        #expect(Self.row(screen, "Theme").contains("mine"), "\(screen)")
        #expect(try Self.config(tmux, "get", "theme") == "mine")
    }

    @Test("the Delivery entry shows the delivery check's report, and `a` there is the way back after Not now")
    func deliveryPage() throws {
        let tmux = try TmuxSession()
        try Self.openPanel(tmux)
        for _ in 0..<40 { tmux.send("j") }
        try tmux.waitFor("Consent, and what is planned")
        tmux.send("Enter")
        // No session bus in this pane: the check says so, as `spotter doctor` does.
        let screen = try tmux.waitFor("session bus")
        #expect(screen.contains("NOT reachable"), "\(screen)")
        #expect(screen.contains("Alerts outside: not asked yet"))
        // The check's own consent line ("consent  not-asked") is left out: the first line says it.
        #expect(!screen.contains("not-asked"), "\(screen)")
        tmux.send("a")
        try tmux.waitFor("Alerts outside: allowed")
        let consent = try #require(try SpotterDatabase.open(path: tmux.databaseFile).restAlertConsent())
        #expect(consent.answer == .allowed)
    }

    @Test("? on the Delivery page lists the page's own keys (a, t, r), not the list's, and t does what it says")
    func deliveryHelp() throws {
        let tmux = try TmuxSession()
        try Self.openPanel(tmux)
        for _ in 0..<40 { tmux.send("j") }
        try tmux.waitFor("Consent, and what is planned")
        tmux.send("Enter")
        try tmux.waitFor("session bus")
        tmux.send("?")
        let lines = [
            "allow rest alerts outside the terminal", "send a test rest alert", "run the delivery check again",
        ]
        // The box may be captured half drawn on a busy machine: wait for all of it, then read it.
        _ = try tmux.waitFor("Keys · Delivery")
        let help =
            (try? tmux.waitUntil("the whole help box") { screen in lines.allSatisfy(screen.contains) })
            ?? tmux.capture()
        for line in lines {
            #expect(help.contains(line), "help misses \(line):\n\(help)")
        }
        #expect(
            !help.contains("flip a switch") && !help.contains("type a time"),
            "the list's keys in the page's help:\n\(help)")
        tmux.send("Escape")
        try tmux.waitUntil("help to close") { !$0.contains("Keys · Delivery") }
        tmux.send("t")
        try tmux.waitFor("Test rest alert sent")
        tmux.send("?")
        try tmux.waitFor("Keys · Delivery")
        tmux.send("q")
        try tmux.waitUntil("help to close") { !$0.contains("Keys · Delivery") }
        #expect(tmux.capture().contains("Settings · Delivery"), "q in help closes help only")
    }

    @Test("quiet hours and pause set in the panel change `spotter plan --json` at once")
    func panelChangesPlan() throws {
        let tmux = try TmuxSession()
        try Self.openPanel(tmux)
        let before = try Self.plan(tmux)
        #expect(before.scheduled.contains { ($0["fireAt"] as? String)?.contains("T18:00:00") == true })
        #expect(!before.skipped.contains { $0["reason"] as? String == "quiet" || $0["reason"] as? String == "paused" })

        // Quiet from 17:00: every 18:00 reminder is now held back as quiet, none is scheduled.
        tmux.send("j", "j", "j", "j", "j", "j", "j", "j", "1", "7", "0", "0", "Enter")  // past Appearance and units
        try tmux.waitFor("Saved: Quiet hours from 17:00")
        let quiet = try Self.plan(tmux)
        #expect(!quiet.scheduled.contains { ($0["fireAt"] as? String)?.contains("T18:00:00") == true })
        #expect(
            quiet.skipped.contains {
                $0["reason"] as? String == "quiet" && ($0["fireAt"] as? String)?.contains("T18:00:00") == true
            })

        // Quiet hours off, then a pause of a week: everything in the coming week is held back as paused.
        tmux.send("k", "Enter")
        try tmux.waitFor("Saved: Quiet hours off")
        tmux.send("j", "j", "j", "Left")
        try tmux.waitFor("Saved: Pause until")
        let paused = try Self.plan(tmux)
        #expect(!paused.skipped.contains { $0["reason"] as? String == "quiet" })
        #expect(paused.skipped.contains { $0["reason"] as? String == "paused" })
        let weekAhead = ISO8601DateFormatter().string(from: Date().addingTimeInterval(6 * 86400))
        #expect(
            !paused.scheduled.contains {
                ($0["fireAt"] as? String ?? "") < weekAhead && ($0["kind"] as? String) == "workout-reminder"
            })
        #expect(try Self.config(tmux, "get", "quiet-hours") == "off")

        // Resume: the plan is back to what it was.
        tmux.send("Right")
        try tmux.waitFor("Saved: Pause off")
        let resumed = try Self.plan(tmux)
        #expect(!resumed.skipped.contains { $0["reason"] as? String == "paused" })
        #expect(resumed.scheduled.count == before.scheduled.count)
    }
}
