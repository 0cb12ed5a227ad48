import Foundation
import Testing

/// Records through the real binary: `spotter log`, `spotter finish` and `spotter history` on a faked clock.
@Suite("spotter finish and history list the records a workout set")
struct RecordsCommandTests {
    @Test("log then finish prints the records beaten; history lists them; --json keeps its shape")
    func finishPrintsRecords() throws {
        let home = try TemporaryHome()
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:09:00", ["log", "bench", "62.5x5"])
        let first = try HistoryCommandTests.ok(home, at: "2026-11-30 18:40:00", ["finish"])
        #expect(!first.contains("Records"), "a first workout has nothing to beat: \(first)")
        try HistoryCommandTests.ok(home, at: "2026-12-02 18:05:00", ["log", "bench", "65x5"])
        try HistoryCommandTests.ok(home, at: "2026-12-02 18:09:00", ["log", "bench", "50x12"])
        let second = try HistoryCommandTests.ok(home, at: "2026-12-02 18:40:00", ["finish"])
        // 65×5 is e1RM 75.8 (was 72.9 from 62.5×5); 50×12 adds 600 to a session of 925 (was 612.5).
        #expect(second.contains("  Records         Bench press e1RM 75.8 kg\n"), "\(second)")
        #expect(second.contains("                  Bench press heaviest 65 kg\n"), "\(second)")
        #expect(second.contains("                  Bench press 3RM 65 kg\n"), "\(second)")
        #expect(second.contains("                  Bench press 5RM 65 kg\n"), "\(second)")
        #expect(second.contains("                  Bench press session volume 925 kg\n"), "\(second)")
        let history = try HistoryCommandTests.ok(home, at: "2026-12-03 09:00:00", ["history"])
        #expect(history.contains("    New record: Bench press e1RM 75.8 kg\n"), "\(history)")
        #expect(history.components(separatedBy: "New record:").count == 6, "five records, all on the second workout: \(history)")
        // Records are judged against all history, whatever --since keeps.
        let since = try HistoryCommandTests.ok(home, at: "2026-12-03 09:00:00", ["history", "--since", "2026-12-02"])
        #expect(since.contains("    New record: Bench press e1RM 75.8 kg\n"), "\(since)")
        let json = try HistoryCommandTests.ok(home, at: "2026-12-03 09:00:00", ["history", "--json"])
        #expect(!json.contains("record"), "the --json shape is fixed: \(json)")
    }
}
