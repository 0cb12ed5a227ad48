import Foundation
import Testing

/// The README's examples run as written, and so do those of `docs/*.md` (the reference moved out of
/// the README): every command line in their code blocks is run through the real binary, in a fresh
/// home per block, at a fixed clock, exits as the page says and prints what a comment line right
/// under it shows. The lines of one block share their home and run in order (an export, then the
/// import of what it wrote); the next block starts afresh.
@Suite("README and docs: every command line in a code block runs as written")
struct ReadmeExamplesTests {
    /// Lines the README or docs show that a test cannot run here, each with the reason. Keep it short:
    /// a line not listed must run and exit 0 (or the status its `# exits N: …` comment gives).
    static let notRunHere: [String: String] = [
        "swift run spotter": "builds the package and starts the terminal UI; the tmux tests drive the UI",
        "bash Tests/Scripts/run-tests.sh": "installs peers with apt-get and runs the whole suite, this test included",
        "swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter && install -Dm755 .build/release/spotter ~/.local/bin/spotter && ~/.local/bin/spotter completions install":
            "builds a release and installs it in the user's home; CompletionsTests.install runs its last step in a test home",
        "bash Tests/Scripts/footprint.sh":
            "builds a release and measures for minutes; FootprintScriptTests checks that it parses",
        "swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter":
            "a release build of minutes; ReleaseBinaryTests runs the binary it makes",
        "swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter-bench":
            "a release build of the benchmarks, minutes long; nothing in the suite runs them",
        ".build/release/spotter-bench history-scale --years 0 --years 10 --years 20":
            "builds twenty years of history and drives the TUI for a minute; a benchmark, not a test",
        "$EDITOR my.schedule": "an interactive editor; the block's import then reads the export unchanged",
        "spotter club init \"host=db.example.org dbname=club user=coach\"":
            "needs the club's own PostgreSQL server; ClubCommandTests run init against a server they start",
        "spotter club import athletes.csv":
            "needs the club database from the line above; ClubCommandTests import an athletes file into a real server",
        "spotter doctor":
            "its example shows a desktop (session bus, dunst, a running scheduler); with none it exits 1, as DeliveryCommandTests.doctorWithoutBus checks",
    ]

    /// The instant every line runs at (the clock runs on from there), in `zone`: the Monday the
    /// README's Today screen shows.
    static let clock = "2026-11-30 16:02:00"
    static let zone = "Europe/Berlin"

    static var readme: String {
        get throws { try String(contentsOfFile: SpotterBinary.packageRoot + "/README.md", encoding: .utf8) }
    }

    /// The pages whose examples run: README.md, then every `docs/*.md` by name.
    static var pages: [String] {
        get throws {
            let docs = try FileManager.default.contentsOfDirectory(atPath: SpotterBinary.packageRoot + "/docs")
            return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        }
    }

    /// The fenced blocks of every page, each naming its page.
    static var pageBlocks: [ReadmeShellLines.Block] {
        get throws {
            try pages.flatMap { page -> [ReadmeShellLines.Block] in
                let text = try String(contentsOfFile: SpotterBinary.packageRoot + "/" + page, encoding: .utf8)
                return ReadmeShellLines.blocks(text, page: page)
            }
        }
    }

    @Test(
        "the splitter splits as a POSIX shell would: quotes across lines, continuations, comments, a pipe, a redirection"
    )
    func splitter() {
        let source = """
            spotter config set sendmail-command /usr/bin/msmtp -t   # default /usr/sbin/sendmail -t -oi

            # a comment line alone, after a blank line: not output
            spotter plan new --race 10k \\
                --date 2027-03-14
            # active plan: 10K
            echo '{"a": 1,
                   "b": "x y"}' | spotter plan --scenario - --json
            spotter schedule export > my.schedule
            spotter log bench "60x5" --rpe\\ 8 ~/a   # exits 2: why
            $EDITOR my.schedule
            """
        let lines = ShellLine.split(source, firstLine: 10, tilde: "/h")
        #expect(lines.map(\.readmeLine) == [10, 13, 16, 18, 19, 20])
        #expect(lines.map(\.shownOutput) == [nil, "active plan: 10K", nil, nil, nil, nil])
        #expect(lines[0].stages == [["spotter", "config", "set", "sendmail-command", "/usr/bin/msmtp", "-t"]])
        #expect(lines[0].comment == "default /usr/sbin/sendmail -t -oi")
        #expect(lines[0].text == "spotter config set sendmail-command /usr/bin/msmtp -t")
        #expect(lines[0].expectedStatus == 0)
        #expect(lines[1].stages == [["spotter", "plan", "new", "--race", "10k", "--date", "2027-03-14"]])
        #expect(lines[1].text == "spotter plan new --race 10k --date 2027-03-14")
        #expect(
            lines[2].stages == [
                ["echo", "{\"a\": 1,\n       \"b\": \"x y\"}"], ["spotter", "plan", "--scenario", "-", "--json"],
            ])
        #expect(lines[3].stages == [["spotter", "schedule", "export"]])
        #expect(lines[3].stdoutFile == "my.schedule")
        #expect(lines[4].stages == [["spotter", "log", "bench", "60x5", "--rpe 8", "/h/a"]])
        #expect(lines[4].expectedStatus == 2)
        #expect(!lines[4].needsShell)
        #expect(lines[5].needsShell)
        #expect(lines[5].text == "$EDITOR my.schedule")
    }

    @Test("only sh blocks are all commands; other blocks give only their spotter lines")
    func blocks() {
        let markdown = """
            text
            ```sh
            spotter sync
            ```
            ```
            exercise bench "Bench press
            $ spotter plan --explain
            Notifications planned
            ```
            """
        let blocks = ReadmeShellLines.blocks(markdown)
        #expect(blocks.map(\.info) == ["sh", ""])
        let lines = blocks.flatMap { ReadmeShellLines.commands(in: $0, tilde: "/h") }
        #expect(lines.map(\.stages) == [[["spotter", "sync"]], [["spotter", "plan", "--explain"]]])
        #expect(lines.map(\.readmeLine) == [3, 7])
    }

    @Test("the allow-list names only lines the README or docs still show")
    func allowListIsCurrent() throws {
        let shown = Set(try Self.pageBlocks.flatMap { ReadmeShellLines.commands(in: $0, tilde: "~") }.map(\.text))
        for line in Self.notRunHere.keys {
            #expect(shown.contains(line), "the allow-list names \"\(line)\", which neither the README nor docs show")
        }
    }

    @Test("every command line in the README's and docs' code blocks runs as written and exits as they say")
    func everyLineRuns() throws {
        let blocks = try Self.pageBlocks
        var ran = 0
        for block in blocks where !ReadmeShellLines.commands(in: block, tilde: "~").isEmpty {
            let place = try ReadmePlace()
            try prepareFiles(in: place, from: blocks)
            for line in ReadmeShellLines.commands(in: block, tilde: place.user) {
                if Self.notRunHere[line.text] != nil { continue }
                guard let run = Self.runnable(line) else {
                    Issue.record(
                        "\(line): not a spotter command line this test can run; change the README or add it to notRunHere with the reason"
                    )
                    continue
                }
                if run.arguments.isEmpty { continue }  // `spotter` alone is the TUI: the tmux tests cover it
                let result = try place.run(run.arguments, stdin: run.stdin, stdoutFile: line.stdoutFile)
                ran += 1
                #expect(
                    result.status == line.expectedStatus,
                    "\(line): exit \(result.status), expected \(line.expectedStatus)\nstdout: \(result.stdout)\nstderr: \(result.stderr)"
                )
                if let shown = line.shownOutput {
                    let first = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)[0]
                    #expect(
                        first == shown, "\(line): the README shows it printing \"\(shown)\", it prints \"\(first)\"")
                }
            }
        }
        #expect(ran >= 25, "ran only \(ran) README lines: did the extraction break?")
    }

    @Test("the schedule format example (docs), saved as a file, imports as written")
    func scheduleFormatExampleImports() throws {
        let blocks = try Self.pageBlocks
        let example = try #require(
            blocks.first { !$0.isShell && $0.lines.first?.hasPrefix("exercise ") == true },
            "the schedule format block")
        let place = try ReadmePlace()
        try (example.lines.joined(separator: "\n") + "\n").write(
            toFile: place.user + "/example.schedule", atomically: true, encoding: .utf8)
        let result = try place.run(["schedule", "import", "example.schedule"], stdin: nil, stdoutFile: nil)
        #expect(result.status == 0, "\(example.page):\(example.firstLine): \(result.stderr)")
    }

    /// What to run for `line`: the arguments after `spotter` and its standard input, or nil when
    /// the line is not one this test runs by itself.
    static func runnable(_ line: ShellLine) -> (arguments: [String], stdin: String?)? {
        guard !line.needsShell else { return nil }
        var stdin: String?
        var words = line.stages[line.stages.count - 1]
        switch line.stages.count {
        case 1: break
        case 2 where line.stages[0].first == "echo":
            stdin = line.stages[0].dropFirst().joined(separator: " ") + "\n"
        default: return nil
        }
        // A crontab entry: five time fields, then the command cron runs.
        let cronField = #/[0-9*/,-]+/#
        if words.count > 5 && words.prefix(5).allSatisfy({ $0.wholeMatch(of: cronField) != nil }) {
            words.removeFirst(5)
        }
        guard words.first == "spotter" else { return nil }
        return (Array(words.dropFirst()), stdin)
    }

    /// Writes the files README and docs lines read: the plan file of the plan-format block at
    /// `~/plans/winter-block.txt` (the path the `--file` line names).
    func prepareFiles(in place: ReadmePlace, from blocks: [ReadmeShellLines.Block]) throws {
        let planBlock = try #require(
            blocks.first { !$0.isShell && $0.lines.contains { $0.hasPrefix("plan: ") } },
            "the plan file format block")
        let plans = place.user + "/plans"
        try FileManager.default.createDirectory(atPath: plans, withIntermediateDirectories: true)
        try (planBlock.lines.joined(separator: "\n") + "\n").write(
            toFile: plans + "/winter-block.txt", atomically: true, encoding: .utf8)
    }
}

/// A fresh Spotter home and a user's home folder (the working directory and `~`) for one block.
struct ReadmePlace {
    let home: TemporaryHome
    var user: String { home.path + "/user" }

    init() throws {
        home = try TemporaryHome()
        try FileManager.default.createDirectory(atPath: home.path + "/user", withIntermediateDirectories: true)
    }

    /// Runs `spotter ARGS…` on a clock that starts at the README's, in the user's folder, with no
    /// desktop; `stdoutFile` (relative to that folder) receives standard output when given.
    func run(_ arguments: [String], stdin: String?, stdoutFile: String?) throws -> ProcessResult {
        var extra = ["TZ": ReadmeExamplesTests.zone, "HOME": user]
        for name in ["DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"] { extra[name] = "" }
        extra.merge(FakedClock.starting(at: ReadmeExamplesTests.clock).environment) { $1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SpotterBinary.path)
        process.arguments = arguments
        process.environment = home.environment(extra).filter { !$0.value.isEmpty }
        process.currentDirectoryURL = URL(fileURLWithPath: user)
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // A line that hangs fails instead of holding the suite.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        if let stdoutFile {
            let path = stdoutFile.hasPrefix("/") ? stdoutFile : user + "/" + stdoutFile
            try stdoutData.write(to: URL(fileURLWithPath: path))
        }
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
