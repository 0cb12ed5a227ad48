import Foundation
import SpotterStore
import SpotterTestSupport
import Testing

/// The database as text, to show that a refused input changed nothing.
func sqliteDump(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path, ".dump"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Runs SQL on the database with the `sqlite3` tool, as a hand edit or an old build could.
func sqliteRun(_ path: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path, sql]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "sqlite3 \(sql)")
}

/// A refusal: exit 2 (not 0, not a crash signal such as 4 or 6), a message, no backtrace.
func expectRefused(_ result: ProcessResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 2, "\(what): \(result.status) \(result.stderr)", sourceLocation: sourceLocation)
    #expect(
        !result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(what)",
        sourceLocation: sourceLocation)
    #expect(
        !result.stderr.contains("crashed") && !result.stderr.contains("Fatal error"), "\(what)",
        sourceLocation: sourceLocation)
}

@Suite("Numbers and files through the real binary")
struct NumberInputTests {
    @Test("a schedule weight that is infinite, huge, hex or 1000 kg or more is refused at its line; nothing changes")
    func scheduleWeights() throws {
        let home = try TemporaryHome()
        let exported = try home.run(["schedule", "export"]).stdout
        #expect(exported.contains("bench 5x5 @60"))
        let before = try sqliteDump(home.databaseFile)
        for weight in ["@1e309", "@1e19", "@5000", "@0x3c", "@inf", "@0"] {
            let file = home.path + "/s"
            try exported.replacingOccurrences(of: "bench 5x5 @60", with: "bench 5x5 \(weight)").write(
                toFile: file, atomically: true, encoding: .utf8)
            let result = try home.run(["schedule", "import", file])
            expectRefused(result, weight)
            #expect(result.stderr.contains("\(file): line "), "\(result.stderr)")
            #expect(result.stderr.contains("weight"), "\(result.stderr)")
        }
        #expect(try sqliteDump(home.databaseFile) == before)
        #expect(try home.run(["schedule", "export"]).stdout == exported)
    }

    @Test("an infinite or 1e19 weight already in the database: export shows it as @? and nothing crashes")
    func storedInvalidWeights() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        try sqliteRun(home.databaseFile, "UPDATE template_items SET weight = 9e999 WHERE exercise_id = 'bench'")
        try sqliteRun(home.databaseFile, "UPDATE template_items SET weight = 1e19 WHERE exercise_id = 'ohp'")
        try sqliteRun(home.databaseFile, "UPDATE template_items SET weight = -9e999 WHERE exercise_id = 'squat'")
        try sqliteRun(home.databaseFile, "UPDATE sets SET weight = 9e999")
        let export = try home.run(["schedule", "export"])
        #expect(export.status == 0, "\(export.status) \(export.stderr)")
        #expect(export.stdout.contains("bench 5x5 @? rest 120"), "\(export.stdout)")
        #expect(export.stdout.contains("ohp 3x8 @? rest 90"))
        // The file it wrote is refused back at the line of the invalid weight, not stored again.
        let reimport = try home.run(["schedule", "import", "-"], stdin: export.stdout)
        expectRefused(reimport, "re-import")
        let log = try home.run(["log", "bench", "62.5x5"])
        #expect(log.status == 0, "\(log.stderr)")
        #expect(try home.run(["status"]).status == 0)
    }

    @Test(
        "spotter log refuses hex, a hex RPE, reps for a timed exercise and a time for a reps exercise; nothing stored")
    func logRefusals() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try sqliteDump(home.databaseFile)
        let cases: [([String], String)] = [
            (["bench", "0x10"], "weight"), (["bench", "60x5", "--rpe", "0x8"], "RPE"),
            (["plank", "60x5"], "plank is timed"),
            (["plank", "3x8"], "plank is timed"), (["bench", "45s"], "bench counts reps"),
            (["bench", "5x45s"], "reps"),
            (["bench", "1e3x5"], "weight"), (["bench", "60x5", "--rpe", "inf"], "RPE"),
        ]
        for (args, message) in cases {
            let result = try home.run(["log"] + args)
            expectRefused(result, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
        #expect(try sqliteDump(home.databaseFile) == before)
        #expect(try home.run(["log", "plank", "45s"]).status == 0)
        #expect(try home.run(["log", "bench", "62.5x5", "--rpe", "8.5"]).status == 0)
        let sets = try SpotterDatabase.open(path: home.databaseFile).openWorkout()?.sets ?? []
        #expect(sets.map(\.durationSeconds) == [45, nil])
        #expect(sets.last?.rpe == 8.5)
    }

    @Test("CRLF schedule and plan files, with a byte-order mark, import as their LF twins")
    func crlfFiles() throws {
        let lf = try TemporaryHome()
        let crlf = try TemporaryHome()
        let schedule = "exercise bench \"Bench\"\ntemplate a \"A\"\n  bench 3x5 @62.5 rest 120\nweekly a mon 07:00\n"
        #expect(try lf.run(["schedule", "import", "-"], stdin: schedule).status == 0)
        let windows = "\u{FEFF}" + schedule.replacingOccurrences(of: "\n", with: "\r\n")
        let imported = try crlf.run(["schedule", "import", "-"], stdin: windows)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try crlf.run(["schedule", "export"]).stdout == lf.run(["schedule", "export"]).stdout)
        let bad = try crlf.run(
            ["schedule", "import", "-"], stdin: windows.replacingOccurrences(of: "mon 07:00", with: "funday 07:00"))
        expectRefused(bad, "crlf")
        #expect(bad.stderr.contains("line 4"), "\(bad.stderr)")

        let plan = "plan: Block\r\nstart: 2026-11-30\r\nphase: A\r\nweek:\r\nmon: strength a\r\nwed: easy 6.5\r\n"
        let saved = try crlf.run(["plan", "new", "--file", "-"], stdin: "\u{FEFF}" + plan)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("active plan: Block, 1 weeks from 2026-11-30"), "\(saved.stdout)")
    }

    @Test("a plan file naming an unknown template is refused as FILE:LINE and the stored plan stays")
    func planUnknownTemplate() throws {
        let home = try TemporaryHome()
        let file = home.path + "/block.txt"
        try "plan: Block\nstart: 2026-11-30\nphase: A\nweek:\nmon: strength pussh\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try sqliteDump(home.databaseFile)
        let result = try home.run(["plan", "new", "--file", file])
        expectRefused(result, "unknown template")
        #expect(
            result.stderr.contains("\(file):5: strength pussh: unknown template \"pussh\"; known: "), "\(result.stderr)"
        )
        #expect(result.stderr.contains("push"))
        #expect(try sqliteDump(home.databaseFile) == before)
    }

    @Test("plan new --start on a Tuesday is refused, naming the Monday of that week")
    func startNotMonday() throws {
        let home = try TemporaryHome()
        let result = try home.run([
            "plan", "new", "--race", "10k", "--date", "2027-03-14", "--days", "tue,sun", "--start", "2027-01-05",
        ])
        expectRefused(result, "--start")
        #expect(result.stderr.contains("2027-01-05 is a Tue"), "\(result.stderr)")
        #expect(result.stderr.contains("--start 2027-01-04"), "\(result.stderr)")
        let monday = try home.run([
            "plan", "new", "--race", "10k", "--date", "2027-03-14", "--days", "tue,sun", "--start", "2027-01-04",
            "--print",
        ])
        #expect(monday.status == 0, "\(monday.stderr)")
        #expect(monday.stdout.contains("start: 2027-01-04"))
    }

    @Test(
        "a sample of 50 generated malformed inputs through the binary: exit 2, a message, no crash, the database unchanged"
    )
    func fuzzSample() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try sqliteDump(home.databaseFile)
        for args in MalformedInputs.logArguments(count: 20, seed: 0xB1_0001) {
            expectRefused(try home.run(["log"] + args), "log \(args)")
        }
        for text in MalformedInputs.scheduleFiles(count: 15, seed: 0xB1_0002) {
            let result = try home.run(["schedule", "import", "-"], stdin: text)
            expectRefused(result, "schedule \(text.debugDescription)")
            #expect(result.stderr.contains("line \(MalformedInputs.scheduleBadLine):"), "\(result.stderr)")
        }
        for text in MalformedInputs.planFiles(count: 15, seed: 0xB1_0003) {
            // The demo plan's templates are push, pull and legs, the ones the generator never names.
            let result = try home.run(["plan", "new", "--file", "-"], stdin: text)
            expectRefused(result, "plan \(text.debugDescription)")
            #expect(result.stderr.contains("standard input:\(MalformedInputs.planBadLine):"), "\(result.stderr)")
        }
        #expect(try sqliteDump(home.databaseFile) == before)
    }
}
