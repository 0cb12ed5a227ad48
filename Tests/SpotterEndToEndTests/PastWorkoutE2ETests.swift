import Foundation
import Testing

/// A past workout changed from History in the real binary under tmux, on a faked clock, and read
/// back through `spotter history --json`.
@Suite("Past workouts changed in a real terminal", .serialized)
struct PastWorkoutE2ETests {
    /// Each workout's start in `spotter history --json`, oldest first.
    static func starts(_ json: String) throws -> [String] {
        let workouts = try #require(try HistoryCommandTests.json(json) as? [[String: Any]])
        return workouts.compactMap { $0["start"] as? String }
    }

    @Test("E on a History workout moves its date; D deletes it and u brings it back; history --json follows")
    func editDateThenDeleteAndUndo() throws {
        let tmux = try TmuxSession()
        try LogScreensE2ETests.ok(tmux, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        try LogScreensE2ETests.ok(tmux, at: "2026-11-30 18:40:00", ["finish"])
        let before = try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:00:00", ["history", "--json"])
        #expect(try Self.starts(before).map { $0.prefix(10) } == ["2026-11-30"], "\(before)")
        try LogScreensE2ETests.start(tmux, at: "2026-12-01 09:00:00")
        tmux.send("h")
        try tmux.waitFor("1 workout")
        tmux.send("Enter")
        try tmux.waitFor("60×5")
        tmux.send("E")
        try tmux.waitFor("Edit workout")
        tmux.send("Tab")
        // The first key replaces the prefilled date; `type` ends with Enter, which saves.
        tmux.type("2026-11-28")
        try tmux.waitFor("Changed ")
        try tmux.waitFor("Sat 2026-11-28")
        let moved = try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:01:00", ["history", "--json"])
        let starts = try Self.starts(moved)
        #expect(starts.count == 1 && starts[0].hasPrefix("2026-11-28T18:0"), "\(moved)")

        tmux.send("D")
        try tmux.waitFor("with its 1 set?")
        tmux.send("y")
        try tmux.waitFor("u brings it back")
        #expect(
            try Self.starts(try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:02:00", ["history", "--json"])) == [])
        tmux.send("u")
        try tmux.waitFor("Brought back")
        let back = try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:03:00", ["history", "--json"])
        #expect(back == moved, "the workout is back as it was\n\(back)")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    @Test("A on a History workout picks an exercise it did not have from the catalogue; history --json has its set")
    func addExerciseItDidNotHave() throws {
        let tmux = try TmuxSession()
        try LogScreensE2ETests.ok(tmux, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        try LogScreensE2ETests.ok(tmux, at: "2026-11-30 18:40:00", ["finish"])
        try LogScreensE2ETests.start(tmux, at: "2026-12-01 09:00:00")
        tmux.send("h")
        try tmux.waitFor("1 workout")
        tmux.send("Enter")
        try tmux.waitFor("60×5")
        tmux.send("A")
        try tmux.waitFor("Add to ")
        // `type` ends with Enter: the best match is picked, stored as yours, and its set form opens.
        tmux.type("kettlebell swing")
        try tmux.waitFor("Log set")
        tmux.send("2", "4", "Tab", "1", "5", "Enter")
        try tmux.waitFor("Added Kettlebell swing")
        let json = try LogScreensE2ETests.ok(tmux, at: "2026-12-01 09:01:00", ["history", "--json"])
        let workouts = try #require(try HistoryCommandTests.json(json) as? [[String: Any]])
        let sets = try #require(workouts.first?["sets"] as? [[String: Any]], "\(json)")
        #expect(workouts.count == 1 && sets.count == 2, "\(json)")
        let added = try #require(sets.last, "\(json)")
        #expect(added["exercise"] as? String == "Kettlebell swing", "\(json)")
        #expect(added["weightKg"] as? Double == 24 && added["reps"] as? Int == 15, "\(json)")
        // After the workout's last set, inside the workout.
        #expect((added["loggedAt"] as? String)?.hasPrefix("2026-11-30T18:") == true, "\(json)")
        tmux.send("q", "q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
