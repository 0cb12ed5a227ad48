import Foundation
import Testing

/// `spotter finish` through the real binary on a real file: what it says of the sets left undone.
@Suite("spotter finish says what was left")
struct FinishCommandTests {
    @Test("finishing Push after one bench set lists the ten sets left, exercise by exercise; a done one lists none")
    func saysWhatWasLeft() throws {
        let home = try TemporaryHome()
        _ = try HistoryCommandTests.ok(home, at: "2026-11-30 07:00:00", ["start", "push"])
        _ = try HistoryCommandTests.ok(home, at: "2026-11-30 07:05:00", ["log", "bench", "60x5"])
        let out = try HistoryCommandTests.ok(home, at: "2026-11-30 07:40:00", ["finish"])
        #expect(out.contains("  Left undone     10 sets: Bench press 4, Overhead press 3, Plank 3\n"), "\(out)")

        // An empty workout has no targets: nothing is left undone.
        _ = try HistoryCommandTests.ok(home, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        let free = try HistoryCommandTests.ok(home, at: "2026-11-30 18:40:00", ["finish"])
        #expect(!free.contains("Left undone"), "\(free)")
    }
}

/// `spotter finish`'s volume with a body-weight exercise: the lifter's weight of the day counts.
@Suite("spotter finish counts body weight")
struct FinishBodyWeightTests {
    @Test("8 pull-ups at 80 kg body weight and 2 bench sets: the summary's volume is 1,240 kg and says why")
    func countsBodyWeight() throws {
        let home = try TemporaryHome()
        let clock = FakedClock.standing(at: "2026-12-03 07:00:00")
        #expect(try home.run(["weigh", "80"], environment: clock.environment).status == 0)
        let sched = try home.run(["schedule", "export"]).stdout
        let imported = try home.run(
            ["schedule", "import", "-"], stdin: sched + "\nexercise pull-up \"Pull-up\" bodyweight\n")
        try #require(imported.status == 0, "\(imported.stderr)")
        for set in [["pull-up", "8"], ["bench", "60x5"], ["bench", "60x5"]] {
            #expect(try home.run(["log"] + set, environment: clock.environment).status == 0)
        }
        let out = try home.run(["finish"], environment: clock.environment)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("  Volume          1,240 kg (with 80 kg body weight)\n"), "\(out.stdout)")

        // No body-weight exercise, no word about it.
        #expect(try home.run(["log", "bench", "60x5"], environment: clock.environment).status == 0)
        let plain = try home.run(["finish"], environment: clock.environment).stdout
        #expect(plain.contains("  Volume          300 kg\n"), "\(plain)")
    }
}
