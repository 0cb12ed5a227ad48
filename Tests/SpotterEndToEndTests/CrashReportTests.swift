import Foundation
import Testing

/// A crash of the real binary says so: one line on stderr naming the crash file, and the file in
/// the state folder (version, signal, last screen, backtrace, mode 0600). The terminal comes back
/// and the exit status stays the signal's, so a shell or a supervisor still sees a crash.
@Suite("A crash says so, end to end", .serialized)
struct CrashReportTests {
    /// What a crash left: the stderr line's crash file, read and checked for what every report holds.
    struct Report {
        let line: String
        let path: String
        let text: String
    }

    static func report(stderr: String, meaning: String, home: String) throws -> Report {
        let prefix = "spotter crashed (\(meaning)); your data is safe; please report it with "
        let line = try #require(
            stderr.components(separatedBy: "\n").first { $0.hasPrefix(prefix) }, "no crash line in:\n\(stderr)")
        let path = String(line.dropFirst(prefix.count))
        #expect(path.hasPrefix(home + "/state/crash-") && path.hasSuffix(".txt"), "\(path)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "mode \(attributes[.posixPermissions] ?? "?")")
        let folder = try FileManager.default.attributesOfItem(atPath: home + "/state")
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(text.contains("\nversion: 0.1.0\n"), "\(text)")
        // Some backtrace: frames as backtrace_symbols_fd writes them, `file(symbol+offset)[address]`.
        let frames =
            text.components(separatedBy: "\nbacktrace:\n").last?.components(separatedBy: "\n")
            .filter { $0.range(of: #"\[0x[0-9a-f]+\]$"#, options: .regularExpression) != nil } ?? []
        #expect(frames.count >= 3, "backtrace: \(text)")
        return Report(line: line, path: path, text: text)
    }

    @Test(
        "SPOTTER_TEST_CRASH=trap traps after the first frame: the line, the report of Today, the terminal back, exit 132"
    )
    func trapInTheTUI() throws {
        let tmux = try TmuxSession()
        let stderr = tmux.home + "/stderr.txt"
        tmux.type("SPOTTER_TEST_CRASH=trap \(TmuxSession.binary) 2>\(stderr); echo EXIT=$?")
        // 128 + SIGILL: the shell saw a death by the signal, not an exit.
        try tmux.waitFor("EXIT=\(128 + SIGILL)", timeout: 30)
        let report = try Self.report(
            stderr: try String(contentsOfFile: stderr, encoding: .utf8), meaning: "illegal instruction",
            home: tmux.home)
        #expect(report.text.contains("\nsignal: SIGILL (illegal instruction)"), "\(report.text)")
        #expect(report.text.contains("\nscreen: today\n"), "\(report.text)")
        // The unwinder is loaded at start without unwinding a frame: the crash's own still list.
        #expect(report.text.contains("\nbacktrace:\n/"), "\(report.text)")
        try LiveWorkoutTests.assertSaneTerminal(tmux)
    }

    @Test(
        "a crash signal sent to the TUI on the workout screen: the line, the report names the screen",
        arguments: [SIGILL, SIGSEGV])
    func signalToTheTUI(_ signal: Int32) throws {
        let tmux = try TmuxSession()
        let stderr = tmux.home + "/stderr.txt"
        tmux.type("\(TmuxSession.binary) 2>\(stderr); echo EXIT=$?")
        try tmux.waitFor("Start a workout", timeout: 10)
        tmux.send("Enter")
        try tmux.waitFor("log set")
        kill(try LiveWorkoutTests.spotterPid(tmux), signal)
        try tmux.waitFor("EXIT=\(128 + signal)", timeout: 30)
        let meaning = signal == SIGILL ? "illegal instruction" : "segmentation fault"
        let report = try Self.report(
            stderr: try String(contentsOfFile: stderr, encoding: .utf8), meaning: meaning, home: tmux.home)
        #expect(report.text.contains("\nscreen: workout\n"), "\(report.text)")
        #expect(report.text.contains(", sent by pid \(getpid())"), "\(report.text)")
        try LiveWorkoutTests.assertSaneTerminal(tmux)
    }

    @Test("a command that is not the TUI (status --follow) says so too, and dies of the signal")
    func signalToACommand() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["sync"]).status == 0)
        let out = home.path + "/stdout.txt"
        let err = home.path + "/stderr.txt"
        #expect(FileManager.default.createFile(atPath: out, contents: nil))
        #expect(FileManager.default.createFile(atPath: err, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SpotterBinary.path)
        process.arguments = ["status", "--follow"]
        process.environment = home.environment()
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        // Its first line (empty: nothing open) says it is running.
        let deadline = Date().addingTimeInterval(60)
        while ((try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0) == 0 {
            guard Date() < deadline else { break }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGSEGV)
        // A handler that returns from a signal sent with kill lets the process run on: wait with a
        // generous limit, never for ever.
        let dying = Date().addingTimeInterval(30)
        while process.isRunning && Date() < dying { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("still running 30 s after SIGSEGV")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGSEGV)
        let report = try Self.report(
            stderr: try String(contentsOfFile: err, encoding: .utf8), meaning: "segmentation fault", home: home.path)
        #expect(report.text.contains("\nscreen: none (not the terminal UI)\n"), "\(report.text)")
    }
}
