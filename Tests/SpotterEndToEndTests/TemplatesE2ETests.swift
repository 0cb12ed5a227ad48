import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

/// Plan › Templates in the real binary under tmux: a template built from nothing, planned, started,
/// and found in `spotter schedule export`; the reminders re-planned as after an import.
@Suite("Plan › Templates in a real terminal", .serialized)
struct TemplatesE2ETests {
    @Test("a template built from nothing in the TUI is planned, re-plans the reminders, starts, and is exported")
    func fromNothing() throws {
        let tmux = try TmuxSession()
        // Monday 2026-12-07, 09:00 UTC: Push is Monday's template in the demo plan.
        try LogScreensE2ETests.start(tmux, at: "2026-12-07 09:00:00")
        tmux.send("p")
        try tmux.waitFor("Next 14 days")
        tmux.send("t")
        try tmux.waitFor("Plan · Templates")
        tmux.send("n")
        try tmux.waitFor("New template: name")
        tmux.send("Arms day")
        tmux.send("Enter")
        try tmux.waitFor("Templates · Arms day")
        try tmux.waitFor("not saved yet")
        tmux.send("a")
        try tmux.waitFor("Add to Arms day")
        // The one exercise picker: search, Enter takes the best match.
        tmux.send("bench press")
        try tmux.waitFor("bench press_")
        tmux.send("Enter")
        try tmux.waitFor("Saved Arms day with Bench press")
        tmux.send("e")
        try tmux.waitFor("[ 3x10 rest 90_")
        for _ in 0..<"3x10 rest 90".count { tmux.send("BSpace") }
        tmux.send("4x6 @50 rest 100")
        tmux.send("Enter")
        try tmux.waitFor("Saved Bench press")
        tmux.send("q")
        try tmux.waitFor("Plan · Templates")
        // Monday, after the six templates: Push → rest → Arms day (the last).
        for _ in 0..<6 { tmux.send("j") }
        try tmux.waitUntil("Monday selected") { $0.contains("› Mon") || $0.contains("> Mon") }
        tmux.send("h")
        try tmux.waitFor("Saved: Mon rest")
        tmux.send("h")
        try tmux.waitFor("Saved: Mon Arms day 18:00")
        // The edit re-planned as an import does (a `spotter sync` child): a reminder for it.
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        #expect(
            DispatchPeers.waitUntil(60) {
                ((try? db.outbox()) ?? []).contains {
                    $0.notification.kind == .workoutReminder && $0.notification.templateId == "arms-day"
                }
            }, "no reminder for the new template in the outbox")
        // Back to Today, where it is planned today: start it.
        tmux.send("q")
        try tmux.waitFor("Next 14 days")
        tmux.send("q")
        let today = try tmux.waitFor("Start a workout")
        #expect(today.contains("Arms day"), "\(today)")
        tmux.send("Enter")
        try tmux.waitFor("Started Arms day")
        let open = try #require(try db.openWorkout())
        #expect(open.templateId == "arms-day")
        let exported = try TemporaryHome(existing: tmux.home).run(["schedule", "export"]).stdout
        #expect(exported.contains("template arms-day \"Arms day\"\n  bench 4x6 @50 rest 100\n"), "\(exported)")
        #expect(exported.contains("weekly arms-day mon 18:00"), "\(exported)")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
