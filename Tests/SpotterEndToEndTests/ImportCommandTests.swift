import Foundation
import SpotterTestSupport
import Testing

/// `spotter import`: Strong and Hevy exports through the real binary into a real database.
@Suite("spotter import: Strong and Hevy files, twice, broken, dry")
struct ImportCommandTests {
    /// A home in Berlin with `files` written into it by name.
    struct Home {
        let home: TemporaryHome
        let zone = ["TZ": "Europe/Berlin"]

        init(_ files: [String: String]) throws {
            home = try TemporaryHome()
            try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(toFile: file(name), atomically: true, encoding: .utf8) }
        }

        func file(_ name: String) -> String { home.path + "/" + name }

        func run(_ arguments: [String]) throws -> ProcessResult { try home.run(arguments, environment: zone) }

        @discardableResult
        func ok(_ arguments: [String]) throws -> String {
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return result.stdout
        }

        func history() throws -> [[String: Any]] {
            let text = try ok(["history", "--json"])
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        }

        /// The whole database as SQL text: equal dumps mean nothing changed.
        func dump() throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            process.arguments = [home.databaseFile, ".dump"]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self)
        }
    }

    static func sets(_ workout: [String: Any]) -> [[String: Any]] { workout["sets"] as? [[String: Any]] ?? [] }

    @Test(
        "Strong's three layouts import with their set types and weights; history --json shows them; a second import adds nothing"
    )
    func strongLayouts() throws {
        let h = try Home([
            "classic.csv": ImportFixtures.strongClassic, "semicolon.csv": ImportFixtures.strongSemicolon,
            "numbered.csv": ImportFixtures.strongNumberedLbs,
        ])
        #expect(
            try h.ok(["import", h.file("classic.csv")])
                == "Imported 2 workouts, 7 sets, 0 new exercises; 0 already here; times read in Europe/Berlin (skipped: 1 rest row) from Strong (weights in kg, --unit)\n"
        )
        #expect(
            try h.ok(["import", h.file("semicolon.csv")]).hasPrefix(
                "Imported 1 workout, 4 sets, 0 new exercises; 0 already here;"))
        #expect(
            try h.ok(["import", h.file("numbered.csv"), "--from", "strong"]).hasPrefix(
                "Imported 2 workouts, 5 sets, 0 new exercises;"))

        let workouts = try h.history()
        #expect(workouts.map { $0["name"] as? String } == ["Upper", "Push Day", "Legs", "Push", "Pull"])
        #expect(workouts[1]["start"] as? String == "2024-09-15T18:02:11+02:00")
        #expect(workouts[1]["end"] as? String == "2024-09-15T19:04:11+02:00")
        #expect(
            Self.sets(workouts[1]).map { $0["type"] as? String } == ["warmup", "working", "drop", "working", "working"])
        // Strong's names are the catalogue's, which the demo plan's exercises are.
        #expect(
            Self.sets(workouts[1]).map { $0["exercise"] as? String } == [
                "Bench press", "Bench press", "Bench press", "Pull-up", "Plank",
            ])
        #expect(Self.sets(workouts[1])[3]["weightKg"] is NSNull)
        #expect(Self.sets(workouts[1])[4]["seconds"] as? Int == 60)
        let upper = Self.sets(workouts[0]).map { $0["weightKg"] as? Double ?? 0 }
        #expect(abs(upper[1] - 62.5) < 0.01 && abs(upper[2] - 43.09) < 0.01 && abs(upper[3] - 32.89) < 0.01)
        let push = Self.sets(workouts[3])
        #expect(push.map { $0["type"] as? String } == ["warmup", "working", "drop"])
        #expect((push[1]["weightKg"] as? Double ?? 0) / 0.45359237 == 135)
        #expect(Self.sets(workouts[4]).map { $0["type"] as? String } == ["working", "failure"])
        #expect(Self.sets(workouts[4])[1]["rpe"] as? Double == 9.5)

        // The same files again: nothing added, and the database is byte for byte the same.
        let before = try h.dump()
        #expect(
            try h.ok(["import", h.file("classic.csv")]).hasPrefix(
                "Imported 0 workouts, 0 sets, 0 new exercises; 2 already here;"))
        #expect(
            try h.ok(["import", h.file("numbered.csv")]).hasPrefix(
                "Imported 0 workouts, 0 sets, 0 new exercises; 2 already here;"))
        #expect(try h.dump() == before)
        #expect(try h.history().count == 5)
    }

    @Test(
        "Hevy in kg and lb: warm-up, drop and failure sets, a superset and RPE; names match the demo's exercises, case ignored"
    )
    func hevy() throws {
        let h = try Home(["kg.csv": ImportFixtures.hevyKg, "lbs.csv": ImportFixtures.hevyLbs])
        #expect(
            try h.ok(["import", h.file("kg.csv")]).hasPrefix(
                "Imported 1 workout, 6 sets, 2 new exercises; 0 already here; times read in Europe/Berlin from Hevy (weight_kg)"
            ))
        #expect(try h.ok(["import", h.file("lbs.csv")]).hasPrefix("Imported 1 workout, 3 sets, 0 new exercises;"))
        let workouts = try h.history()
        #expect(workouts.map { $0["name"] as? String } == ["Push", "Legs"])
        let push = Self.sets(workouts[0])
        #expect(push.map { $0["type"] as? String } == ["warmup", "working", "drop", "working", "failure", "working"])
        #expect(push.map { $0["rpe"] as? Double } == [nil, 8.5, nil, nil, 10, nil])
        #expect(push[5]["exercise"] as? String == "Plank" && push[5]["seconds"] as? Int == 60)
        let legs = Self.sets(workouts[1])
        #expect(abs((legs[1]["weightKg"] as? Double ?? 0) - 102.06) < 0.01)
        #expect(legs[2]["weightKg"] is NSNull)
        // "pull-up" is the demo's Pull-up (case ignored), not a new exercise; "Plank" is the demo's Plank.
        #expect(legs[2]["exercise"] as? String == "Pull-up")
        #expect(workouts[1]["start"] as? String == "2024-10-02T07:05:00+02:00")
        #expect(
            try h.ok(["import", h.file("kg.csv")]).hasPrefix(
                "Imported 0 workouts, 0 sets, 0 new exercises; 1 already here;"))
    }

    @Test("with --strict a broken line is refused as FILE:LINE, exit 2, and the database dump is unchanged")
    func brokenLine() throws {
        var lines = ImportFixtures.strongClassic.components(separatedBy: "\n")
        lines[4] = lines[4].replacingOccurrences(of: ",D,50,", with: ",D,fifty,")
        let h = try Home(["broken.csv": lines.joined(separator: "\n"), "good.csv": ImportFixtures.hevyKg])
        try h.ok(["import", h.file("good.csv")])
        let before = try h.dump()
        let result = try h.run(["import", h.file("broken.csv"), "--strict"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("\(h.file("broken.csv")):5: weight \"fifty\" is not a number such as 60 or 62.5\n"),
            "\(result.stderr)")
        #expect(result.stderr.contains("nothing imported"))
        #expect(try h.dump() == before)

        // Not CSV at all, and not UTF-8: the line again, and still nothing.
        try "Date,Workout Name\n\"open,1\n".write(toFile: h.file("open.csv"), atomically: true, encoding: .utf8)
        let open = try h.run(["import", h.file("open.csv")])
        #expect(
            open.status == 2 && open.stderr.hasPrefix("\(h.file("open.csv")):2: a quoted field is never closed"),
            "\(open.stderr)")
        try Data(Array(ImportFixtures.hevyKg.utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: h.file("bytes.csv")))
        let bytes = try h.run(["import", h.file("bytes.csv")])
        #expect(
            bytes.status == 2 && bytes.stderr.hasPrefix("\(h.file("bytes.csv")):8: not valid UTF-8"), "\(bytes.stderr)")
        #expect(try h.dump() == before)
    }

    @Test("--dry-run prints the workouts and new exercises it would add and writes nothing")
    func dryRun() throws {
        let h = try Home(["classic.csv": ImportFixtures.strongClassic])
        try h.ok(["history"])
        let before = try h.dump()
        let out = try h.ok(["import", h.file("classic.csv"), "--dry-run"])
        #expect(out.contains("2024-09-15 18:02  Push Day  5 sets\n"))
        #expect(out.contains("2024-09-17 07:30  Legs  2 sets\n"))
        #expect(!out.contains("new exercise:"))
        #expect(
            out.hasSuffix(
                "Would add 2 workouts, 7 sets, 0 new exercises; 0 already here; times read in Europe/Berlin (skipped: 1 rest row) from Strong (weights in kg, --unit); dry run, nothing written\n"
            ))
        // Names the catalogue has and the plan lacks are new, under the catalogue's names.
        try ImportFixtures.hevyKg.write(toFile: h.file("kg.csv"), atomically: true, encoding: .utf8)
        let hevy = try h.ok(["import", h.file("kg.csv"), "--dry-run"])
        #expect(hevy.contains("new exercise: Triceps pushdown (triceps-pushdown)\n"), "\(hevy)")
        #expect(hevy.contains("new exercise: Lateral raise (lateral-raise)\n"), "\(hevy)")
        #expect(try h.dump() == before)
        #expect(try h.history().isEmpty)
    }

    @Test("--unit lb reads a unitless Strong file in pounds; a bad --unit or --from is exit 2")
    func unitAndFrom() throws {
        let h = try Home(["classic.csv": ImportFixtures.strongClassic])
        let bad = try h.run(["import", h.file("classic.csv"), "--unit", "stone"])
        #expect(
            bad.status == 2 && bad.stderr.hasPrefix("spotter import: --unit takes kg or lb"),
            "\(bad.stderr)")
        let from = try h.run(["import", h.file("classic.csv"), "--from", "fitbod"])
        #expect(
            from.status == 2
                && from.stderr.hasPrefix(
                    "spotter import: --from takes spotter, strong, hevy, fitnotes or liftosaur")
        )
        // A Strong file read as Spotter's own: the header is refused at line 1, nothing imported.
        let own = try h.run(["import", h.file("classic.csv"), "--from", "spotter"])
        #expect(own.status == 2 && own.stderr.contains("classic.csv:1: not a Spotter export"), "\(own.stderr)")
        let wrong = try h.run(["import", h.file("classic.csv"), "--from", "hevy"])
        #expect(
            wrong.status == 2 && wrong.stderr.hasPrefix("\(h.file("classic.csv")):1: not a Hevy export"),
            "\(wrong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: h.home.databaseFile))
        try h.ok(["import", h.file("classic.csv"), "--unit", "lb"])
        let bench = Self.sets(try h.history()[0])[1]
        #expect((bench["weightKg"] as? Double ?? 0) / 0.45359237 == 62.5)
    }

    /// A Strong file of `workouts` workouts of 20 sets each.
    static func bigStrongFile(workouts: Int) -> String {
        var rows = [
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        ]
        for w in 0..<workouts {
            let date = String(format: "2024-%02d-%02d %02d:00:00", w / 28 % 12 + 1, w % 28 + 1, 6 + w / 336)
            for s in 0..<20 {
                rows.append("\(date),Day \(w % 3),1h,Exercise \(s % 4),\(s + 1),\(60 + Double(s % 5) * 2.5),5,0,0,,,")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    @Test("a large import draws a progress line on a terminal, and none through a pipe")
    func progress() throws {
        let h = try Home(["big.csv": Self.bigStrongFile(workouts: 300)])
        let piped = try h.run(["import", h.file("big.csv"), "--dry-run"])
        #expect(piped.status == 0 && piped.stderr.isEmpty)
        // Under a pty (script), standard error is a terminal.
        let log = h.file("tty.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", "\(SpotterBinary.path) import \(h.file("big.csv"))", log]
        process.environment = h.home.environment(h.zone)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let screen = try String(contentsOfFile: log, encoding: .utf8)
        #expect(screen.contains("Importing [#"), "\(screen)")
        #expect(screen.contains("100%  6,000 of 6,000 sets"), "\(screen)")
        #expect(screen.contains("Imported 300 workouts, 6,000 sets, 4 new exercises; 0 already here"), "\(screen)")
        #expect(try h.history().count == 300)
    }
}

extension ImportCommandTests {
    @Test(
        "imported workouts set records against each other as logged ones do: a later heavier squat, a bigger bench session"
    )
    func records() throws {
        let h = try Home([
            "classic.csv": ImportFixtures.strongClassic, "lbs.csv": ImportFixtures.strongNumberedLbs,
            "kg.csv": ImportFixtures.strongNumberedKg,
        ])
        for file in ["classic.csv", "lbs.csv", "kg.csv"] { try h.ok(["import", h.file(file)]) }
        let text = try h.ok(["history"])
        let blocks = text.components(separatedBy: "\n").split { !$0.hasPrefix(" ") }.map(Array.init)
        let heads = text.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(heads.count == 5, "\(text)")
        // Newest first: Legs 2025-02-03 (squat 102.5 kg × 5 beats 100 × 5), then Pull, Push 2025-01-06.
        let legs = blocks[0].filter { $0.contains("New record:") }
        #expect(legs.contains { $0.contains("Back squat") && $0.contains("102.5") }, "\(text)")
        let push = blocks[2].filter { $0.contains("New record:") }
        #expect(
            push.contains { $0.contains("Bench press") }, "a session volume of 723.5 kg beats 712.5: \(text)")
        // The first workout of each exercise sets none: there was nothing to beat.
        #expect(!blocks[4].contains { $0.contains("New record:") }, "\(text)")
    }
}
