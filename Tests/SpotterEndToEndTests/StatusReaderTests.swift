import Foundation
import Testing

/// `spotter status` as a bar runs it, every second, beside the TUI and after it: it reads what the
/// TUI committed, even what a killed TUI left in the write-ahead log, and writes nothing, not even
/// the WAL index (`-shm`) the TUI left behind.
@Suite("spotter status: reading what the TUI left, writing nothing")
struct StatusReaderTests {
    @Test(
        "after the TUI is killed with its set still in the write-ahead log, status reads it and leaves the WAL index as it was; a write after it goes on from there"
    )
    func afterAKilledTUI() throws {
        let tmux = try TmuxSession()
        try LiveWorkoutTests.startAndLogFirstSet(tmux)
        let home = TemporaryHome(existing: tmux.home)
        let beside = try home.run(["status"])
        #expect(beside.stdout.contains("set 2") && beside.stdout.contains("rest"), "\(beside.stdout)")

        kill(try #require(tmux.childPid()), SIGKILL)
        try tmux.waitForPrompt()
        let log = tmux.databaseFile + "-wal"
        let index = tmux.databaseFile + "-shm"
        // As the kill left them: the set is in the log, not yet copied into the database file.
        #expect((try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int ?? 0) > 0)
        let indexBytes = try Data(contentsOf: URL(fileURLWithPath: index))
        let indexTime = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        usleep(20_000)  // past the file system's clock tick, so a rewrite would show in the time

        let after = try home.run(["status"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("set 2") && after.stdout.contains("rest"), "\(after.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == indexBytes, "the WAL index was written")
        #expect(try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date == indexTime)

        // A writer after it takes the log as the TUI left it, and status sees its set.
        let logged = try home.run(["log", "bench", "60x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(try home.run(["status"]).stdout.contains("Bench press"))
    }

    @Test(
        "warm-ups logged with w in the set form leave status at set 1 of 5, as the row's 0/5; a working set moves both"
    )
    func warmupsAreNoWorkingSets() throws {
        let tmux = try TmuxSession()
        // A Tuesday: the plan's Push day, which opens with Bench press, 5 sets.
        tmux.startSpotter(clockFrom: "2026-12-01 10:00:00")
        try tmux.waitFor("Start a workout")
        tmux.send("Enter")
        try tmux.waitFor("log set")
        tmux.send("Enter")
        try tmux.waitFor("› Weight")
        tmux.send("w")
        try tmux.waitFor("Rest timer alerts?")
        tmux.send("n")
        try tmux.waitUntil("the row at 0/5") { $0.contains(" 0/5") }
        let home = TemporaryHome(existing: tmux.home)
        let warm = try home.run(["status"])
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(warm.stdout.contains("Push · Bench press · set 1 of 5 · "), "\(warm.stdout)")

        tmux.send("Enter")
        try tmux.waitFor("› Weight")
        tmux.send("Enter")
        try tmux.waitUntil("the row at 1/5") { $0.contains(" 1/5") }
        let working = try home.run(["status"])
        #expect(working.stdout.contains("Push · Bench press · set 2 of 5 · "), "\(working.stdout)")
        try LiveWorkoutTests.quitToShell(tmux)
    }
}
