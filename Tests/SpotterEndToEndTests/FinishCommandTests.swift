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
