import Foundation
import SpotterCore
import SpotterStore
import Testing

/// Supersets through the real binary: the schedule file round trip, and a round in tmux.
@Suite("Supersets through the real binary", .serialized)
struct StructureE2ETests {
    static let schedule = """
        exercise bench "Bench press"
        exercise row "Barbell row"
        template ss "Superset day"
          bench 2x5 @60 rest 120
          row 2x8 @50 rest 90
          superset bench,row
        """

    @Test("schedule import reads a superset line; export writes it back, and importing that changes nothing")
    func scheduleRoundTrip() throws {
        let home = try TemporaryHome()
        let imported = try home.run(["schedule", "import", "-"], stdin: Self.schedule)
        #expect(imported.status == 0, "\(imported.stderr)")
        let db = try SpotterDatabase.open(path: home.databaseFile)
        #expect(try db.plan().template("ss")?.supersets == [["bench", "row"]])
        let exported = try home.run(["schedule", "export"]).stdout
        #expect(
            exported.contains(
                "template ss \"Superset day\"\n  bench 2x5 @60 rest 120\n  row 2x8 @50 rest 90\n  superset bench,row\n")
        )
        #expect(try home.run(["schedule", "import", "-"], stdin: exported).status == 0)
        #expect(try home.run(["schedule", "export"]).stdout == exported)
        let bad = try home.run(["schedule", "import", "-"], stdin: Self.schedule + "\n  superset row,squat\n")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("line 7"), "\(bad.stderr)")
    }

    /// Spotter in tmux with the superset schedule imported and its workout started.
    static func openSupersetDay() throws -> TmuxSession {
        let tmux = try TmuxSession()
        let file = tmux.home + "/ss.schedule"
        try Self.schedule.write(toFile: file, atomically: true, encoding: .utf8)
        tmux.type("\(TmuxSession.binary) schedule import \(file); clear")
        try tmux.waitForPrompt()
        tmux.startSpotter()
        try tmux.waitFor("Superset day")
        tmux.send("Enter")
        try tmux.waitFor("A1 Bench press")
        return tmux
    }

    @Test("a superset round in tmux: bench, then row with no rest between, then exactly one rest (row's 90 s)")
    func supersetRound() throws {
        let tmux = try Self.openSupersetDay()
        tmux.send("Enter")
        try tmux.waitFor("Log set · Bench press")
        tmux.send("Enter")
        var screen = try tmux.waitFor("Next: Barbell row")
        #expect(!screen.contains("REST"), "no rest inside the round:\n\(screen)")
        #expect(tmux.restSecondsLeft() == nil)
        tmux.send("Enter")
        try tmux.waitFor("Log set · Barbell row")
        tmux.send("Enter")
        screen = try tmux.waitFor("REST")
        let left = try #require(tmux.restSecondsLeft())
        #expect((80...90).contains(left), "row's rest, 90 s: \(left) left")
        #expect(screen.components(separatedBy: "REST").count == 2, "one rest:\n\(screen)")
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        let open = try #require(try db.openWorkout())
        #expect(open.sets.map(\.exerciseId) == ["bench", "row"])
        #expect(try db.liveSession(workoutId: open.id)?.restExerciseId == "row")
        // The first rest of all asks about alerts; the answer leaves the one rest running.
        try tmux.waitFor("[ Not now ]")
        tmux.send("n")
        screen = try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        #expect(screen.contains("Next: Bench press · set 2 of 2"), "round 2 starts with bench:\n\(screen)")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    @Test("the workout's own order (S splits the superset, O moves bench down) is there again after a restart")
    func orderSurvivesRestart() throws {
        let tmux = try Self.openSupersetDay()
        tmux.send("S")
        try tmux.waitFor("no longer a superset")
        tmux.send("O")
        try tmux.waitFor("Moved Bench press down")
        func order(_ screen: String) -> [String] {
            screen.components(separatedBy: "\n").compactMap { line in
                ["Bench press", "Barbell row"].first {
                    line.contains($0) && line.trimmingCharacters(in: .whitespaces).hasSuffix("0/2")
                }
            }
        }
        #expect(order(tmux.capture()) == ["Barbell row", "Bench press"])
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
        tmux.startSpotter()
        let screen = try tmux.waitFor("log set")
        #expect(order(screen) == ["Barbell row", "Bench press"], "after the restart:\n\(screen)")
        #expect(!screen.contains("A1 "))
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
