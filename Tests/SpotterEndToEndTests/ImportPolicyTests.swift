import Foundation
import SpotterTestSupport
import Testing

/// The import policy through the real binary: unreadable rows are left out and named (exit 3),
/// `--strict` refuses the file, a kill mid-write leaves nothing, and the same history from two
/// apps is one.
@Suite("spotter import: rows not taken, --strict, a kill mid-import, the same history from two apps")
struct ImportPolicyTests {
    typealias Home = ImportCommandTests.Home

    /// The big file of `ImportCommandTests` with 25 unreadable reps from line 3,001 and a date that is no day at line 4,501.
    static func brokenBigFile() -> String {
        var lines = ImportCommandTests.bigStrongFile(workouts: 300).components(separatedBy: "\n")
        for i in 3000..<3025 { lines[i] = lines[i].replacingOccurrences(of: ",5,0,0,,,", with: ",five,0,0,,,") }
        lines[4500] = "2024-13-45 06:00:00" + lines[4500].drop { $0 != "," }
        return lines.joined(separator: "\n")
    }

    @Test(
        "a malformed row in the middle of a large file: the rest imports, the rows are named (20, then a count), exit 3"
    )
    func rowsNotTaken() throws {
        let h = try Home(["big.csv": Self.brokenBigFile()])
        let result = try h.run(["import", h.file("big.csv")])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported 299 workouts, 5,974 sets, 4 new exercises; 0 already here;"))
        #expect(result.stdout.hasSuffix("; 26 rows not taken (below)\n"), "\(result.stdout)")
        let err = result.stderr.components(separatedBy: "\n")
        #expect(
            err[0] == "\(h.file("big.csv")):3001: Reps \"five\" is not a whole number from 1 to 1,000,000", "\(err[0])")
        #expect(err[19].hasPrefix("\(h.file("big.csv")):3020: "))
        #expect(err[20] == "… and 6 more", "\(result.stderr)")
        #expect(err[21] == "spotter import: 26 rows not taken (above); every other row was read (exit 3)")
        let workouts = try h.history()
        // Every set of workout 150 (lines 3,002 to 3,021) was unreadable: it has nothing to keep.
        #expect(workouts.count == 299)
        #expect(workouts.reduce(0) { $0 + ImportCommandTests.sets($1).count } == 5_974)
    }

    @Test("--strict refuses a file with one unreadable row: exit 2, the rows named, nothing written")
    func strict() throws {
        let h = try Home(["big.csv": Self.brokenBigFile()])
        let result = try h.run(["import", h.file("big.csv"), "--strict"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(h.file("big.csv")):3001: Reps \"five\""), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "spotter import: nothing imported (--strict); fix the lines above and run it again\n"))
        #expect(!FileManager.default.fileExists(atPath: h.home.databaseFile))
    }

    @Test("a SIGKILL while the import writes leaves nothing: no workout, and the same file then imports whole")
    func killMidImport() throws {
        let h = try Home(["big.csv": ImportCommandTests.bigStrongFile(workouts: 2_000)])
        try h.ok(["history"])
        let before = try h.dump()
        // Under a pty the import draws its progress line from inside its transaction: seeing it
        // below 100 % means the write has begun and is not committed.
        let log = h.file("tty.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-f", "-e", "-c", "exec \(SpotterBinary.path) import \(h.file("big.csv"))", log]
        process.environment = h.home.environment(h.zone)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var spotter: Int32?
        var seen = ""
        let limit = Date().addingTimeInterval(120)
        while Date() < limit {
            seen = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if seen.contains("Importing [") || seen.contains("Imported") { break }
            usleep(2_000)
        }
        #expect(seen.contains("Importing [") && !seen.contains("Imported"), "\(seen)")
        // `exec` made spotter the child of script: kill that one process, at once.
        if let children = try? String(
            contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
            encoding: .utf8),
            let pid = children.split(separator: " ").first.flatMap({ Int32($0) })
        {
            spotter = pid
            kill(pid, SIGKILL)
        }
        process.waitUntilExit()
        #expect(spotter != nil)
        #expect(try h.history().isEmpty)
        #expect(try h.dump() == before)
        #expect(try h.ok(["import", h.file("big.csv")]).hasPrefix("Imported 2,000 workouts, 40,000 sets"))
    }

    /// One lifter's history, written as Strong (pounds, seconds in the start) and as Hevy wrote it
    /// after importing the Strong years (kilograms rounded to 0.01, the start to the minute, other names).
    struct Lifted {
        var day: String
        var hhmmss: String
        var sets: [(exercise: String, type: String, lb: Double?, reps: Int?, seconds: Int?)]
    }

    static let history: [Lifted] = [
        Lifted(
            day: "2024-09-15", hhmmss: "18:02:11",
            sets: [
                ("Bench Press (Barbell)", "W", 95, 10, nil), ("Bench Press (Barbell)", "1", 135, 5, nil),
                ("Bench Press (Barbell)", "F", 155, 0, nil), ("Plank", "1", nil, nil, 60),
            ]),
        Lifted(
            day: "2024-09-17", hhmmss: "07:30:59",
            sets: [("Squat (Barbell)", "1", 225, 5, nil), ("Squat (Barbell)", "2", 225, 5, nil)]),
        Lifted(day: "2024-09-19", hhmmss: "18:00:00", sets: [("Pull Up", "1", nil, 8, nil)]),
    ]

    static func strongFile() -> String {
        var rows = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for (i, w) in history.enumerated() {
            for s in w.sets {
                let weight = s.lb.map { "\($0)" } ?? "0"
                rows.append(
                    "\(w.day) \(w.hhmmss),Strong day \(i),1h,\(s.exercise),\(s.type),\(weight),\(s.reps ?? 0),0,\(s.seconds ?? 0),,,"
                )
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func hevyFile(extra: Bool) -> String {
        let months = ["Sep": "09"]
        var rows = [ImportFixtures.hevyHeaderKg]
        var workouts = history
        if extra {
            workouts.append(Lifted(day: "2024-09-21", hhmmss: "09:00:00", sets: [("Deadlift", "1", 315, 3, nil)]))
        }
        for w in workouts {
            let d = w.day.split(separator: "-")
            let month = months.first { $0.value == d[1] }!.key
            let start = "\(Int(d[2])!) \(month) \(d[0]), \(w.hhmmss.prefix(5))"
            for (i, s) in w.sets.enumerated() {
                let type = ["W": "warmup", "F": "failure"][s.type] ?? "normal"
                let kg = s.lb.map { String(format: "%.2f", $0 * 0.45359237) } ?? ""
                rows.append(
                    "\"Hevy \(w.day)\",\"\(start)\",\"\(start)\",\"\",\"\(s.exercise)\",,\"\",\(i),\"\(type)\",\(kg),"
                        + "\(s.reps.map(String.init) ?? ""),,\(s.seconds.map(String.init) ?? ""),")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    @Test("a Strong export and a Hevy export of the same history, one after the other, give each workout once")
    func sameHistoryTwice() throws {
        let h = try Home(["strong.csv": Self.strongFile(), "hevy.csv": Self.hevyFile(extra: true)])
        #expect(try h.ok(["import", h.file("strong.csv"), "--unit", "lb"]).hasPrefix("Imported 3 workouts, 7 sets"))
        let hevy = try h.ok(["import", h.file("hevy.csv")])
        #expect(
            hevy.hasPrefix("Imported 1 workout, 1 set, 0 new exercises; 3 already here (3 recognised from Strong);"),
            "\(hevy)")
        let workouts = try h.history()
        try #require(workouts.count == 4, "\(workouts.map { $0["name"] ?? "" })")
        #expect(
            workouts.map { $0["name"] as? String } == [
                "Strong day 0", "Strong day 1", "Strong day 2", "Hevy 2024-09-21",
            ])
        // The failed attempt (155 lb × 0) is kept as 0 reps in both, so the sets still match.
        #expect(ImportCommandTests.sets(workouts[0])[2]["reps"] as? Int == 0)
        // And the other way round: Hevy first, then Strong.
        let g = try Home(["strong.csv": Self.strongFile(), "hevy.csv": Self.hevyFile(extra: false)])
        try g.ok(["import", g.file("hevy.csv")])
        #expect(
            try g.ok(["import", g.file("strong.csv"), "--unit", "lb"]).hasPrefix(
                "Imported 0 workouts, 0 sets, 0 new exercises; 3 already here (3 recognised from Hevy);"))
        #expect(try g.history().count == 3)
    }
}
