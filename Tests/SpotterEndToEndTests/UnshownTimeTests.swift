import Foundation
import SpotterTestSupport
import Testing

/// Times at the edge of the calendar through the real binary: an import takes the years 1900 to
/// 2999 and refuses the rest as a bad row; a stored time no calendar can show is `unknown` in
/// every output (never moved to the range's end) and `spotter doctor` names its workout.
@Suite("Times out of range: refused by import, unknown in history and the exports, named by doctor")
struct UnshownTimeTests {
    static let now = "2026-11-30 16:02:00"
    static let strongHeader =
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    static func run(_ home: TemporaryHome, _ arguments: [String]) throws -> ProcessResult {
        try HistoryCommandTests.run(home, at: now, arguments, zone: "UTC")
    }

    static func ok(_ home: TemporaryHome, _ arguments: [String]) throws -> String {
        try HistoryCommandTests.ok(home, at: now, arguments, zone: "UTC")
    }

    static func strong(_ date: String) -> String { "\(strongHeader)\n\(date),Push,1h,Bench,1,60,5,0,0,,,\n" }

    @Test("a workout dated before 1900 or after 2999 is refused as FILE:LINE naming the field, and nothing is written")
    func importRefusesTheYears() throws {
        let hevyHeader = ImportFixtures.hevyKg.components(separatedBy: "\n")[0]
        let cases: [(file: String, line: String)] = [
            (Self.strong("9999-12-31 23:59:59"), "Date \"9999-12-31 23:59:59\" is in the year 9999"),
            (Self.strong("0001-01-01 00:00:00"), "Date \"0001-01-01 00:00:00\" is in the year 1"),
            (Self.strong("1899-12-31 23:59:59"), "Date \"1899-12-31 23:59:59\" is in the year 1899"),
            (Self.strong("3000-01-01 00:00:00"), "Date \"3000-01-01 00:00:00\" is in the year 3000"),
            (
                hevyHeader + "\n" + #""Push","31 Dec 9999, 23:59","","","Bench","","","0","normal","60","5","","","""#,
                "start_time \"31 Dec 9999, 23:59\" is in the year 9999"
            ),
        ]
        for (text, message) in cases {
            let home = try TemporaryHome()
            let file = try ExportCommandTests.write(text, to: home, "old.csv")
            // A bad row is left out and named (exit 3); it is the file's only row, so nothing comes in.
            let result = try Self.run(home, ["import", file])
            #expect(result.status == 3, "\(message): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("\(file):2: \(message); a workout's dates are in the years 1900 to 2999\n"),
                "\(result.stderr)")
            #expect(try Self.ok(home, ["history", "--json"]) == "[]\n")
        }

        // The first and last second of the years taken come back exactly, and round-trip.
        let home = try TemporaryHome()
        let text = Self.strong("1900-01-01 00:00:00") + "2999-12-31 22:59:59,Legs,1h,Squat,1,100,5,0,0,,,\n"
        _ = try Self.ok(home, ["import", try ExportCommandTests.write(text, to: home, "edges.csv")])
        let history = try Self.ok(home, ["history", "--json"])
        let starts = try ExportCommandTests.workouts(history).map { $0["start"] as? String }
        #expect(starts == ["1900-01-01T00:00:00+00:00", "2999-12-31T22:59:59+00:00"])
        let csv = try Self.ok(home, ["export", "csv"])
        let fresh = try TemporaryHome()
        _ = try Self.ok(fresh, ["import", try ExportCommandTests.write(csv, to: fresh, "spotter.csv")])
        #expect(try Self.ok(fresh, ["history", "--json"]) == history)

        // Spotter's own file names its field too: start moved to the year 9999.
        let moved = csv.replacingOccurrences(of: ",2999-12-31T22:59:59+00:00,", with: ",9999-12-31T22:59:59+00:00,")
        let other = try TemporaryHome()
        let file = try ExportCommandTests.write(moved, to: other, "moved.csv")
        let refused = try Self.run(other, ["import", file, "--strict"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.hasPrefix(
                "\(file):3: start \"9999-12-31T22:59:59+00:00\" is in the year 9999; a workout's dates are in the years 1900 to 2999\n"
            ), "\(refused.stderr)")
        #expect(try Self.ok(other, ["history", "--json"]) == "[]\n")
    }

    @Test("stored times past the calendar's ends are unknown in history --json and every export, and doctor names them")
    func storedTimesAreUnknown() throws {
        let home = try TemporaryHome()
        for (day, name) in [("2026-11-23", "bench"), ("2026-11-24", "squat"), ("2026-11-25", "row")] {
            _ = try HistoryCommandTests.ok(home, at: "\(day) 07:00:00", ["log", name, "60x5"], zone: "UTC")
            _ = try HistoryCommandTests.ok(home, at: "\(day) 07:30:00", ["finish"], zone: "UTC")
        }
        let ids = try ExportCommandTests.workouts(try Self.ok(home, ["history", "--json"])).map { $0["id"] as! String }
        // 9999-12-31T23:59:59Z and 0001-01-01T00:00:00Z: an old build's import stored them as they were.
        var sql = ""
        for (id, t) in [(ids[0], 253_402_300_799), (ids[1], -62_135_596_800)] {
            sql += "UPDATE workouts SET started_at = \(t), finished_at = \(t) WHERE id = '\(id)';"
            sql += "UPDATE sets SET logged_at = \(t) WHERE workout_id = '\(id)';"
        }
        try sqliteRun(home.databaseFile, sql)

        let history = try ExportCommandTests.workouts(try Self.ok(home, ["history", "--json"]))
        let unknown = history.filter { $0["id"] as? String != ids[2] }
        #expect(unknown.count == 2)
        for w in unknown {
            let sets = ImportCommandTests.sets(w)
            #expect(w["start"] as? String == "unknown" && w["end"] as? String == "unknown", "\(w)")
            #expect(sets.map { $0["loggedAt"] as? String } == ["unknown"], "\(w)")
        }
        let kept = try #require(history.first { $0["id"] as? String == ids[2] })
        #expect(kept["start"] as? String == "2026-11-25T07:00:00+00:00")

        // The terminal's history and day say unknown too, never the range's end nor a 0 duration.
        let text = try Self.ok(home, ["history"])
        #expect(text.contains("Mon 2026-11-23 unknown  Workout  unknown  1 set"), "\(text)")
        #expect(text.contains("Tue 2026-11-24 unknown  Workout  unknown  1 set"), "\(text)")
        #expect(text.contains("    unknown  Bench press  60×5\n") && !text.contains("9999"), "\(text)")
        let day = try Self.ok(home, ["day", "2026-11-23"])
        #expect(day.contains("  Workout  unknown–unknown  unknown  1 set") && !day.contains("9999"), "\(day)")

        let spotter = try Self.ok(home, ["export", "csv"])
        #expect(try ExportSafetyTests.column("start", spotter).filter { $0 == "unknown" }.count == 2)
        #expect(!spotter.contains("9999-12-30") && !spotter.contains("0001-01-02"), "\(spotter)")
        let strong = try Self.ok(home, ["export", "csv", "--format", "strong"])
        #expect(try ExportSafetyTests.column("Date", strong).sorted() == ["2026-11-25 07:00:00", "unknown", "unknown"])
        #expect(try ExportSafetyTests.column("Duration", strong).sorted() == ["30m", "unknown", "unknown"])
        let hevy = try Self.ok(home, ["export", "csv", "--format", "hevy"])
        #expect(try ExportSafetyTests.column("start_time", hevy).filter { $0 == "unknown" }.count == 2)
        let json = try #require(try HistoryCommandTests.json(try Self.ok(home, ["export", "json"])) as? [String: Any])
        #expect((json["workouts"] as? [[String: Any]])?.filter { $0["start"] as? String == "unknown" }.count == 2)

        // Spotter's export no longer moves them on a round trip: the import refuses those rows.
        let fresh = try TemporaryHome()
        let file = try ExportCommandTests.write(spotter, to: fresh, "spotter.csv")
        let back = try Self.run(fresh, ["import", file])
        #expect(back.status == 3 && back.stderr.contains(":2: start \"unknown\" is not"), "\(back.stderr)")

        let doctor = try Self.run(home, ["doctor"])
        let line = try #require(
            doctor.stdout.split(separator: "\n").first { $0.contains("a time that cannot be shown") },
            "\(doctor.stdout)")
        #expect(line.hasPrefix("PROBLEM: 2 workouts hold a time that cannot be shown"), "\(line)")
        #expect(line.contains(ids[0]) && line.contains(ids[1]) && !line.contains(ids[2]), "\(line)")
    }
}
