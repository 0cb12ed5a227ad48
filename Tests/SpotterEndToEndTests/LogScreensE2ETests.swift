import Foundation
import Testing

/// The Day, Week and History screens in the real binary under tmux, on a faked clock (libfaketime).
@Suite("Day, Week and History screens in a real terminal", .serialized)
struct LogScreensE2ETests {
    /// `spotter ARGS…` in the tmux session's home, at `time` (UTC, as the pane runs).
    @discardableResult
    static func ok(_ tmux: TmuxSession, at time: String, _ arguments: [String]) throws -> String {
        try HistoryCommandTests.ok(TemporaryHome(existing: tmux.home), at: time, arguments, zone: "UTC")
    }

    /// Starts Spotter in the pane on a clock that starts at `time` and runs on.
    static func start(_ tmux: TmuxSession, at time: String) throws {
        tmux.type(FakedClock.starting(at: time).shellPrefix + " " + TmuxSession.binary)
        try tmux.waitFor("Start a workout")
    }

    @Test("sets logged with spotter log on two days: the Week screen shows both days done")
    func weekShowsBothDays() throws {
        let tmux = try TmuxSession()
        try Self.ok(tmux, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        try Self.ok(tmux, at: "2026-11-30 18:40:00", ["finish"])
        try Self.ok(tmux, at: "2026-12-02 07:10:00", ["log", "squat", "80x5"])
        try Self.ok(tmux, at: "2026-12-02 07:50:00", ["finish"])
        try Self.start(tmux, at: "2026-12-02 09:00:00")
        tmux.send("w")
        let screen = try tmux.waitFor("Goal ")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines[0].contains("Week · 2026-W49"), "\(screen)")
        let days = lines.dropFirst(2)
        let monday = try #require(days.first { $0.contains("Mon 30") }, "\(screen)")
        let wednesday = try #require(days.first { $0.contains("Wed 2") }, "\(screen)")
        #expect(monday.contains("✓") && monday.contains("1 set"), "\(screen)")
        #expect(wednesday.contains("✓") && wednesday.contains("1 set"), "\(screen)")
        #expect(lines.filter { $0.contains("✓") }.count == 2, "\(screen)")
        #expect(screen.contains("2 of 3 days"), "\(screen)")
        // Enter on Wednesday (today is selected) opens its Day with the squat set.
        tmux.send("Enter")
        try tmux.waitFor("Back squat")
        #expect(tmux.lines()[0].contains("Day · Wed 2026-12-02"))
        tmux.send("q")
        try tmux.waitFor("Goal ")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    @Test("spotter open day/… and week/… and plan open those screens; day/2026-02-30 and https://x still open Today")
    func routes() throws {
        let tmux = try TmuxSession()
        try Self.start(tmux, at: "2026-12-02 09:00:00")
        let home = TemporaryHome(existing: tmux.home)
        #expect(try home.run(["open", "day/2026-11-30"]).stdout == "day/2026-11-30: sent to the running Spotter\n")
        try tmux.waitFor("Day · Mon 2026-11-30")
        try home.run(["open", "day/2026-02-30"])
        try tmux.waitFor("Start a workout")
        try home.run(["open", "week/2026-W49"])
        try tmux.waitFor("Week · 2026-W49")
        try home.run(["open", "https://x"])
        try tmux.waitFor("Start a workout")
        try home.run(["open", "plan"])
        try tmux.waitFor("Next 14 days")
        tmux.send("Escape")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    /// Every set's weight in `spotter history --json`, in order.
    static func weights(_ json: String) throws -> [Double] {
        let workouts = try #require(try HistoryCommandTests.json(json) as? [[String: Any]])
        return workouts.flatMap { ($0["sets"] as? [[String: Any]]) ?? [] }.compactMap { $0["weightKg"] as? Double }
    }

    @Test("a past set deleted from History after its confirmation is gone from spotter history --json")
    func deletePastSet() throws {
        let tmux = try TmuxSession()
        try Self.ok(tmux, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        try Self.ok(tmux, at: "2026-11-30 18:09:00", ["log", "bench", "62.5x5"])
        try Self.ok(tmux, at: "2026-11-30 18:40:00", ["finish"])
        let before = try Self.ok(tmux, at: "2026-12-01 09:00:00", ["history", "--json"])
        #expect(try Self.weights(before) == [60, 62.5], "\(before)")
        try Self.start(tmux, at: "2026-12-01 09:00:00")
        tmux.send("h")
        try tmux.waitFor("1 workout")
        tmux.send("Enter")
        try tmux.waitFor("62.5×5")
        tmux.send("d")
        try tmux.waitFor("Delete Bench press 60×5 from")
        #expect(tmux.capture().contains("Mon 30 Nov?"))
        tmux.send("n")
        try tmux.waitUntil("the question closed") { !$0.contains("Delete Bench press") }
        #expect(try Self.ok(tmux, at: "2026-12-01 09:01:00", ["history", "--json"]) == before, "n keeps the set")
        tmux.send("d")
        try tmux.waitFor("Delete Bench press 60×5 from")
        tmux.send("y")
        try tmux.waitFor("Deleted Bench press 60×5 from")
        let after = try Self.ok(tmux, at: "2026-12-01 09:02:00", ["history", "--json"])
        #expect(try Self.weights(after) == [62.5], "\(after)")
        let sets = tmux.lines().dropFirst(2).prefix(19)
        #expect(!sets.contains { $0.contains("60×5") } && sets.contains { $0.contains("62.5×5") }, "\(tmux.capture())")
        tmux.send("q")
        tmux.send("q")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    /// The ids `spotter plan --json` schedules, at `time`.
    static func scheduled(_ tmux: TmuxSession, at time: String) throws -> [String] {
        let plan = try #require(
            try HistoryCommandTests.json(try Self.ok(tmux, at: time, ["plan", "--json"])) as? [String: Any])
        return ((plan["scheduled"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
    }

    @Test("a day marked rest from the Day screen is the overlay spotter overlay list reads, and its reminder is gone")
    func markRestFromDay() throws {
        let tmux = try TmuxSession()
        // Monday 30 November, Push at 18:00 in the demo plan: its reminder is planned.
        try Self.ok(tmux, at: "2026-11-30 09:00:00", ["overlay", "list"])
        #expect(try Self.scheduled(tmux, at: "2026-11-30 09:00:00").contains("workout-reminder:push:2026-11-30"))
        try Self.start(tmux, at: "2026-11-30 09:00:00")
        tmux.send("d")
        try tmux.waitFor("Push at 18:00")
        tmux.send("r")
        try tmux.waitFor("rest day (rest overlay)")
        try tmux.waitFor("Marked Mon 30 Nov: rest")
        #expect(try Self.ok(tmux, at: "2026-11-30 09:01:00", ["overlay", "list"]).contains("rest  2026-11-30"))
        #expect(!(try Self.scheduled(tmux, at: "2026-11-30 09:01:00")).contains("workout-reminder:push:2026-11-30"))
        tmux.send("x")
        try tmux.waitFor("Cleared the overlays on Mon 30 Nov")
        try tmux.waitFor("Push at 18:00")
        #expect(try Self.ok(tmux, at: "2026-11-30 09:02:00", ["overlay", "list"]).isEmpty)
        tmux.send("q")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
