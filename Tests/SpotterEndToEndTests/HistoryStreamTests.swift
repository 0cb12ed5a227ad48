import Foundation
import SpotterCore
import SpotterStore
import Testing

/// `spotter history --json` over a history longer than a page: written a page at a time, the
/// same array as one read whole would give.
@Suite("spotter history --json streams a long history")
struct HistoryStreamTests {
    /// `count` finished workouts a day apart from 2025-01-01, three sets each (bench, then squat
    /// on every third), written through the store; the last one has a note.
    static func home(count: Int) throws -> TemporaryHome {
        let home = try TemporaryHome()
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let calendar = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
        for w in 0..<count {
            let day = LocalDate(iso: "2025-01-01")!.adding(days: w)
            let start = calendar.instant(day, LocalTime(hhmm: "18:00")!, second: 0)
            let workout = try db.startWorkout(templateId: nil, day: day, at: start)
            for n in 0..<3 {
                try db.logSet(
                    LoggedSet(
                        id: "s\(w)-\(n)", exerciseId: w % 3 == 0 && n == 2 ? "squat" : "bench",
                        weight: 60 + Double(n), reps: 5, loggedAt: start + Double(n) * 120), in: workout.id)
            }
            try db.finishWorkout(id: workout.id, at: start + 3600)
        }
        return home
    }

    @Test("450 workouts (three pages): every one once, oldest first, with its sets; filters hold across pages")
    func pages() throws {
        let home = try Self.home(count: 450)
        let text = try HistoryCommandTests.ok(home, at: "2026-12-03 09:00:00", ["history", "--json"])
        let all = try #require(try HistoryCommandTests.json(text) as? [[String: Any]])
        #expect(all.count == 450)
        let starts = all.compactMap { $0["start"] as? String }
        #expect(starts == starts.sorted() && Set(starts).count == 450)
        #expect(all.allSatisfy { ($0["sets"] as? [Any])?.count == 3 })
        #expect(text.hasPrefix("[{") && text.hasSuffix("}]\n"))

        let squat = try HistoryCommandTests.ok(
            home, at: "2026-12-03 09:00:00", ["history", "--json", "--exercise", "squat", "--since", "2025-03-01"])
        let some = try #require(try HistoryCommandTests.json(squat) as? [[String: Any]])
        // Every third day from 2025-01-01 (day 0), from March 1st (day 59) on: days 60, 63, … 447.
        let expected = (59...449).filter { $0 % 3 == 0 }.count
        #expect(some.count == expected)
        let squatStarts = some.compactMap { $0["start"] as? String }
        #expect(squatStarts.count == expected && squatStarts.allSatisfy { $0 >= "2025-03-01" })

        let none = try HistoryCommandTests.ok(
            home, at: "2026-12-03 09:00:00", ["history", "--json", "--since", "2026-06-01"])
        #expect(none == "[]\n")
    }
}

extension HistoryStreamTests {
    @Test("export csv over 450 workouts: one header, every set once; Spotter's own reads back to the same history")
    func exportPages() throws {
        let home = try Self.home(count: 450)
        for format in ["strong", "hevy"] {
            let csv = try ExportCommandTests.ok(home, ["export", "csv", "--format", format])
            let lines = csv.split(separator: "\r\n")
            #expect(lines.count == 1 + 450 * 3, "\(format)")
            #expect(lines.dropFirst().allSatisfy { $0 != lines[0] }, "\(format): the header once")
        }
        let before = try ExportCommandTests.ok(home, ["history", "--json"])
        let csv = try ExportCommandTests.ok(home, ["export", "csv"])
        let fresh = try TemporaryHome()
        _ = try ExportCommandTests.ok(fresh, ["import", try ExportCommandTests.write(csv, to: fresh, "spotter.csv")])
        #expect(try ExportCommandTests.ok(fresh, ["history", "--json"]) == before)
        #expect(try ExportCommandTests.ok(fresh, ["export", "csv"]) == csv)
    }
}
