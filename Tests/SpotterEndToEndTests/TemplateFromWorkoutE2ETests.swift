import Foundation
import Testing

/// The finish summary's `t` in the real binary under tmux: the workout becomes a template that
/// `spotter schedule export` writes.
@Suite("Save a workout as a template in a real terminal", .serialized)
struct TemplateFromWorkoutE2ETests {
    @Test("f, then t and a name on the summary: spotter schedule export has the new template")
    func saveAsTemplate() throws {
        let tmux = try TmuxSession()
        try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:55:00", ["start", "push"])
        try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:58:00", ["log", "bench", "60x5"])
        // The open workout is resumed at start.
        tmux.type(FakedClock.starting(at: "2026-12-01 10:00:00").shellPrefix + " " + TmuxSession.binary)
        try tmux.waitFor("log set")
        tmux.send("f")
        try tmux.waitFor("sets left?")
        tmux.send("Enter")
        try tmux.waitFor("Workout saved")
        tmux.send("t")
        try tmux.waitFor("Save as a new template")
        tmux.send("BSpace", "BSpace", "BSpace", "BSpace")
        // `type` ends with Enter, which saves.
        tmux.type("Hotel push")
        try tmux.waitFor("Saved template Hotel push")
        let export = try LogScreensE2ETests.ok(tmux, at: "2026-12-01 10:05:00", ["schedule", "export"])
        #expect(export.contains("template hotel-push \"Hotel push\""), "\(export)")
        #expect(export.contains("bench 1x5 @60"), "\(export)")
        tmux.send("Enter")
        try tmux.waitFor("Hotel push")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
