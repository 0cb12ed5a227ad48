import Foundation
import SpotterStore
import Testing

/// Terminal injection and bounds, through the real binary: text with escape sequences, invalid
/// UTF-8 or no end is refused at input (exit 2, `sqlite3 .dump` unchanged), and whatever is
/// stored already is printed with its control characters escaped.
@Suite("spotter: names, activities and settings are plain, bounded text")
struct TextSafetyTests {
    /// The issue's name: sets the window title, then clears the screen.
    static let hostile = "Overhead\u{1B}]2;PWNED\u{07}\u{1B}[2J"

    @Test("a schedule file naming an exercise with escape sequences is refused at its line; nothing changes")
    func scheduleNameWithEscapes() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try home.dump()
        let file = "exercise ohp \"\(Self.hostile)\"\ntemplate t \"T\"\n  ohp 3x5\nweekly t mon 07:00\n"
        let result = try home.run(["schedule", "import", "-"], stdin: file)
        #expect(result.status == 2)
        #expect(result.stderr.contains("stdin: line 1: exercise name contains a control character"), "\(result.stderr)")
        #expect(!result.stderr.hasControlBytes && !result.stdout.hasControlBytes)
        #expect(try home.dump() == before)
    }

    @Test("template and rotation names are checked the same way, each naming its line")
    func templateAndRotationNames() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["schedule", "show"]).status == 0)
        let before = try home.dump()
        let template = try home.run(["schedule", "import", "-"], stdin: "template t \"T\u{07}\"\n  bench 3x5\n")
        #expect(template.status == 2)
        #expect(template.stderr.contains("line 1: template name contains a control character"), "\(template.stderr)")
        let rotation = try home.run(
            ["schedule", "import", "-"], stdin: "template t \"T\"\n  bench 3x5\nrotation r \"R\u{9B}2J\" t mon 07:00\n")
        #expect(rotation.status == 2)
        #expect(rotation.stderr.contains("line 3: rotation name contains a control character"), "\(rotation.stderr)")
        let long = try home.run(
            ["schedule", "import", "-"], stdin: "template t \"\(String(repeating: "T", count: 101))\"\n  bench 3x5\n")
        #expect(long.status == 2)
        #expect(long.stderr.contains("line 1: template name is 101 characters long; at most 100"), "\(long.stderr)")
        #expect(try home.dump() == before)
    }

    @Test("overlay cross with an escape sequence or a 100,000-character activity is refused, exit 2")
    func overlayActivity() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        let escape = try home.run(["overlay", "cross", "2026-12-03", "\u{1B}[2J"])
        #expect(escape.status == 2)
        #expect(escape.stderr.contains("activity contains a control character"), "\(escape.stderr)")
        #expect(!escape.stderr.hasControlBytes)
        let huge = try home.run(["overlay", "cross", "2026-12-03", String(repeating: "a", count: 100_000)])
        #expect(huge.status == 2)
        #expect(huge.stderr.contains("activity is 100000 characters long; at most 200"), "\(huge.stderr)")
        #expect(try home.dump() == before)
        #expect(try home.run(["overlay", "cross", "2026-12-03", "cycling"]).status == 0)
    }

    @Test("spotter log refuses an exercise argument with control characters, and prints no raw ESC")
    func logArgument() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        let result = try home.run(["log", "bench\u{1B}[2J", "60x5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("EXERCISE contains a control character"), "\(result.stderr)")
        #expect(!result.stderr.hasControlBytes)
        #expect(try home.dump() == before)
    }

    @Test("a plan file with an escape in its name, a phase or a cross activity is refused at its line")
    func planFileTexts() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        let good = ["plan: P", "start: 2027-01-04", "phase: Base", "week:", "mon: easy 5"]
        for (line, bad, field) in [
            (1, "plan: P\u{1B}[2J", "plan name"), (3, "phase: B\u{07}", "phase name"),
            (5, "mon: cross bike\u{1B}]2;x", "activity"),
        ] {
            var lines = good
            lines[line - 1] = bad
            let result = try home.run(["plan", "new", "--file", "-"], stdin: lines.joined(separator: "\n") + "\n")
            #expect(result.status == 2, "\(field)")
            #expect(
                result.stderr.contains("standard input:\(line): \(field) contains a control character"),
                "\(result.stderr)")
            #expect(!result.stderr.hasControlBytes)
        }
        #expect(try home.dump() == before)
    }

    @Test("a text setting with a control character or no sensible length is refused, exit 2")
    func textSettings() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        let escape = try home.run(["config", "set", "maildir", "/tmp/m\u{1B}[2J"])
        #expect(escape.status == 2)
        #expect(escape.stderr.contains("maildir contains a control character"), "\(escape.stderr)")
        let long = try home.run(["config", "set", "forecast-file", "/" + String(repeating: "f", count: 5000)])
        #expect(long.status == 2)
        #expect(long.stderr.contains("forecast-file is 5001 characters long"), "\(long.stderr)")
        #expect(try home.dump() == before)
    }

    @Test("names stored before the check print with their control characters escaped, everywhere")
    func storedNamesPrintEscaped() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        let name = Self.hostile.replacingOccurrences(of: "'", with: "''")
        try home.sql(
            """
            UPDATE exercises SET name = '\(name)' WHERE id = 'bench';
            UPDATE templates SET name = '\(name)';
            UPDATE rotations SET name = '\(name)';
            INSERT INTO overlays(kind, first_day, last_day, activity, created_at)
              VALUES ('cross-training', date('now'), date('now'), '\(name)', 0);
            """)
        let runs: [[String]] = [
            ["log", "bench", "62.5x5"], ["status"], ["status", "--format", "json"], ["overlay", "list"],
            ["plan", "--explain"], ["plan", "--json"], ["schedule", "export"], ["schedule", "show"],
            ["config", "list"],
        ]
        for args in runs {
            let result = try home.run(args)
            #expect(result.status == 0, "\(args): \(result.stderr)")
            #expect(!result.stdout.hasControlBytes, "\(args): \(result.stdout.debugDescription)")
            #expect(!result.stderr.hasControlBytes, "\(args)")
        }
        #expect(try home.run(["log", "bench", "62.5x5"]).stdout.contains("Overhead^[]2;PWNED^G^[[2J"))
        #expect(try home.run(["overlay", "list"]).stdout.contains("Overhead^[]2;PWNED^G^[[2J"))
    }

    @Test("doctor prints a TZ value with escape sequences escaped, in text and JSON")
    func doctorEscapes() throws {
        let home = try TemporaryHome()
        for args in [["doctor"], ["doctor", "--json"]] {
            let result = try home.run(args, environment: ["TZ": "\u{1B}]2;PWNED\u{07}"])
            #expect(!result.stdout.hasControlBytes, "\(result.stdout.debugDescription)")
            #expect(!result.stderr.hasControlBytes, "\(result.stderr.debugDescription)")
            #expect(result.stdout.contains("PWNED"))
        }
    }

    @Test("invalid UTF-8 in a schedule or plan file is refused naming the file and line")
    func invalidUTF8Files() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        let schedule = home.path + "/bad.schedule"
        var bytes = Data("template t \"T\"\n  bench 3x5\nexercise x \"Bad ".utf8)
        bytes.append(contentsOf: [0xFF, 0x22, 0x0A])
        try bytes.write(to: URL(fileURLWithPath: schedule))
        let result = try home.run(["schedule", "import", schedule])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("\(schedule): line 3: not valid UTF-8 (byte 0xFF at column 17)"), "\(result.stderr)")

        let plan = home.path + "/bad.plan"
        var planBytes = Data("plan: P".utf8)
        planBytes.append(contentsOf: [0xC3, 0x28, 0x0A])
        try planBytes.write(to: URL(fileURLWithPath: plan))
        let planResult = try home.run(["plan", "new", "--file", plan])
        #expect(planResult.status == 2)
        #expect(
            planResult.stderr.contains("\(plan):1: not valid UTF-8 (byte 0xC3 at column 8)"), "\(planResult.stderr)")
        #expect(try home.dump() == before)
    }

    @Test(
        "an argument that is not UTF-8 is refused naming the argument, exit 2, nothing changes",
        arguments: [false, true])
    func invalidUTF8Argument(preloaded: Bool) throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        // Process takes Strings, so the raw bytes go through python3's execve: NUL-separated from a
        // file. Preloaded, libfaketime goes into Spotter alone, which then reads its arguments from
        // the kernel (RawArguments).
        let args = home.path + "/args"
        var bytes = Data("\(SpotterBinary.path)\0overlay\0cross\02026-12-03\0cycl".utf8)
        bytes.append(contentsOf: [0xFF, 0x69, 0x6E, 0x67, 0x00])
        try bytes.write(to: URL(fileURLWithPath: args))
        let preload = preloaded ? FakedClock.standing(at: "2026-12-01 09:00:00").environment : [:]
        let exec = """
            import json, os, sys
            a = open(sys.argv[1], 'rb').read().split(b'\\0')[:-1]
            os.execve(a[0], a, dict(os.environ, **json.loads(sys.argv[2])))
            """
        let extra = String(decoding: try JSONSerialization.data(withJSONObject: preload), as: UTF8.self)
        let result = try home.runRaw(["/usr/bin/python3", "-c", exec, args, extra])
        #expect(result.status == 2)
        #expect(result.stderr.contains("argument 4 is not valid UTF-8 (byte 0xFF at column 5)"), "\(result.stderr)")
        #expect(try home.dump() == before)
    }

    @Test("an ntfy endpoint on port 99999 or 0 is refused, exit 2; 8080 is fine")
    func endpointPort() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["overlay", "list"]).status == 0)
        let before = try home.dump()
        for url in ["https://ntfy.example.org:99999/topic", "http://ntfy.example.org:0/topic"] {
            let result = try home.run(["endpoint", "add", "ntfy", url])
            #expect(result.status == 2, "\(url)")
            #expect(result.stderr.contains("the port must be 1–65535"), "\(result.stderr)")
        }
        #expect(try home.dump() == before)
        #expect(try home.run(["endpoint", "add", "ntfy", "http://127.0.0.1:8080/topic"]).status == 0)
    }
}

extension String {
    /// Whether the text holds a byte a terminal would act on: C0 (but line feed and tab), DEL or C1.
    var hasControlBytes: Bool {
        unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }
}

extension TemporaryHome {
    /// `sqlite3 FILE .dump`: what "nothing changed" is compared on.
    func dump() throws -> String { try runRaw(["/usr/bin/sqlite3", databaseFile, ".dump"]).stdout }

    /// Runs SQL on the database with the sqlite3 tool, as a damaged or older file would hold it.
    func sql(_ statements: String) throws {
        let result = try runRaw(["/usr/bin/sqlite3", databaseFile], stdin: statements)
        guard result.status == 0 else { throw RawRunError(message: result.stderr) }
    }

    /// Runs any program with this home's environment and collects what it printed.
    func runRaw(_ command: [String], stdin: String? = nil, environment extra: [String: String] = [:]) throws
        -> ProcessResult
    {
        try run(Array(command.dropFirst()), stdin: stdin, environment: extra, executable: command[0])
    }
}

struct RawRunError: Error { let message: String }
