import Foundation
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
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
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
            (["Right"], "Saved: Accountability style Gentle"),
            (["j", "l"], "Saved: Lead time 15 min before"),
            (["j", "j", "2", "3", "3", "0", "Enter"], "Saved: from 23:30"),
            (["j", "0", "6", "1", "5", "Enter"], "Saved: until 06:15"),
            (["j", "Enter"], "Saved: Pause until"),
            (["j", "Right"], "Saved: Lock screen shows \"Workout in progress\""),
            (["j", "Right"], "Saved: Clock refresh every 30 s"),
            (["j", "Enter"], "Saved: Rest alert off"),
            (["j", "Space"], "Saved: break through DND off"),
            (["j", "Enter"], "Saved: repeat nudge on"),
            (["j", "Enter"], "Saved: terminal bell off"),
            (["j", "Enter"], "Saved: Workout reminders off"),
            (["j", "Enter"], "Saved: Weekly-goal nudge off"),
            (["j", "Right"], "Saved: goal 4 days a week"),
            (["j", "0", "8", "3", "0", "Enter"], "Saved: nudge at 08:30"),
            (["j", "Enter"], "Saved: Forgot to finish? off"),
            (["j", "Enter"], "Saved: Today's workout off"),
            (["j", "Enter"], "Saved: Still time to log it off"),
            (["j", "Enter"], "Saved: Phase starts off"),
            (["j", "Enter"], "Saved: Week in review off"),
            (["j", "Right"], "Saved: Theme high-contrast"),
        ]
        for step in steps {
            for key in step.keys { tmux.send(key) }
            try tmux.waitFor(step.saved)
        }
        let values = try Self.configList(tmux)
        let expected: [String: String] = [
            "accountability": "gentle", "lead-minutes": "15", "quiet-hours": "23:30-06:15", "lock-screen": "hidden",
            "refresh-seconds": "30", "rest-alert": "off", "rest-break-dnd": "off", "rest-repeat": "on", "rest-bell": "off",
            "workout-reminders": "off", "weekly-goal-nudge": "off", "weekly-goal": "4", "goal-nudge-time": "08:30",
            "forgot-to-finish": "off", "report-todays-workout": "off", "report-still-time": "off",
            "report-phase-starts": "off", "report-week-in-review": "off", "theme": "high-contrast",
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

    @Test("a `spotter config set` while Spotter runs shows in the panel when it opens")
    func configToPanel() throws {
        let tmux = try TmuxSession()
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        let sets = [
            ("accountability", "flexible"), ("lead-minutes", "30"), ("quiet-hours", "21:15-06:45"),
            ("lock-screen", "hidden"), ("refresh-seconds", "60"), ("rest-bell", "off"), ("rest-repeat", "on"),
            ("weekly-goal", "5"), ("goal-nudge-time", "10:30"), ("report-phase-starts", "off"), ("theme", "light"),
        ]
        for (key, value) in sets { _ = try Self.config(tmux, "set", key, value) }
        tmux.send("s")
        var screen = try tmux.waitFor("Accountability style")
        #expect(Self.row(screen, "Accountability style").contains("Flexible"))
        #expect(Self.row(screen, "Lead time").contains("30 min before"))
        #expect(Self.row(screen, "  from").contains("21:15"))
        #expect(Self.row(screen, "  until").contains("06:45"))
        #expect(Self.row(screen, "Lock screen shows").contains("\"Workout in progress\""))
        #expect(Self.row(screen, "Clock refresh").contains("every 60 s"))
        #expect(Self.row(screen, "  terminal bell").contains("off"))
        #expect(Self.row(screen, "  repeat nudge").contains("on"))
        #expect(screen.contains("Flexible: no reminders or nudges"))
        for _ in 0..<30 { tmux.send("j") }
        screen = try tmux.waitFor("Delivery check")
        #expect(Self.row(screen, "  goal").contains("5 days a week"))
        #expect(Self.row(screen, "  nudge at").contains("10:30"))
        #expect(Self.row(screen, "Phase starts").contains("off"))
        #expect(Self.row(screen, "Theme").contains("light"))
    }

    @Test("quiet hours and pause set in the panel change `spotter plan --json` at once")
    func panelChangesPlan() throws {
        let tmux = try TmuxSession()
        try Self.openPanel(tmux)
        let before = try Self.plan(tmux)
        #expect(before.scheduled.contains { ($0["fireAt"] as? String)?.contains("T18:00:00") == true })
        #expect(!before.skipped.contains { $0["reason"] as? String == "quiet" || $0["reason"] as? String == "paused" })

        // Quiet from 17:00: every 18:00 reminder is now held back as quiet, none is scheduled.
        tmux.send("j", "j", "j", "1", "7", "0", "0", "Enter")
        try tmux.waitFor("Saved: from 17:00")
        let quiet = try Self.plan(tmux)
        #expect(!quiet.scheduled.contains { ($0["fireAt"] as? String)?.contains("T18:00:00") == true })
        #expect(quiet.skipped.contains { $0["reason"] as? String == "quiet" && ($0["fireAt"] as? String)?.contains("T18:00:00") == true })

        // Quiet hours off, then a pause of a week: everything in the coming week is held back as paused.
        tmux.send("k", "Enter")
        try tmux.waitFor("Saved: Quiet hours off")
        tmux.send("j", "j", "j", "Left")
        try tmux.waitFor("Saved: Pause until")
        let paused = try Self.plan(tmux)
        #expect(!paused.skipped.contains { $0["reason"] as? String == "quiet" })
        #expect(paused.skipped.contains { $0["reason"] as? String == "paused" })
        let weekAhead = ISO8601DateFormatter().string(from: Date().addingTimeInterval(6 * 86400))
        #expect(!paused.scheduled.contains { ($0["fireAt"] as? String ?? "") < weekAhead && ($0["kind"] as? String) == "workout-reminder" })
        #expect(try Self.config(tmux, "get", "quiet-hours") == "off")

        // Resume: the plan is back to what it was.
        tmux.send("Right")
        try tmux.waitFor("Saved: Pause off")
        let resumed = try Self.plan(tmux)
        #expect(!resumed.skipped.contains { $0["reason"] as? String == "paused" })
        #expect(resumed.scheduled.count == before.scheduled.count)
    }
}
