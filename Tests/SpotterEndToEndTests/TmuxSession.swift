import Foundation

/// A private tmux server with one 80×24 pane running a plain shell, for driving the real TUI.
///
/// ```swift
/// let tmux = try TmuxSession()
/// tmux.startSpotter()
/// try tmux.waitFor("Start a workout")
/// tmux.send("Enter")
/// let screen = tmux.capture()
/// ```
/// Each session has its own socket (`tmux -L spotter-e2e-…`) and its own `SPOTTER_HOME`, so tests
/// never see each other or the user's tmux. The shell prompt is `READY$ `, so a test can tell
/// when Spotter has given the terminal back.
final class TmuxSession {
    let socket = "spotter-e2e-\(UUID().uuidString.prefix(8).lowercased())"
    let home: String
    static let prompt = "READY$ "

    /// `.build/debug/spotter` of this package, or `SPOTTER_BIN`.
    static var binary: String {
        if let bin = ProcessInfo.processInfo.environment["SPOTTER_BIN"], !bin.isEmpty { return bin }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/spotter").path
    }

    init(width: Int = 80, height: Int = 24) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let shell = "env -i PATH=/usr/bin:/bin HOME=\(home) TERM=tmux-256color LANG=C.UTF-8 TZ=UTC SPOTTER_HOME=\(home) SWIFT_BACKTRACE=interactive=no PS1='\(Self.prompt)' bash --norc --noprofile"
        // The server this starts outlives the call. Foundation's `Process.waitUntilExit()` never
        // returns for this one call on Linux (the client is left a zombie), so it is spawned and
        // reaped with posix_spawn and waitpid.
        Self.spawnAndWait(["/usr/bin/tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", shell])
    }

    deinit {
        tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: home)
    }

    var databaseFile: String { home + "/data/spotter.sqlite" }

    /// Types a command line into the shell and presses Enter.
    func type(_ line: String) {
        tmux(["send-keys", "-l", line])
        tmux(["send-keys", "Enter"])
    }

    func startSpotter() { type(Self.binary) }

    /// Sends tmux key names (`Enter`, `Escape`, `Up`) or single characters.
    func send(_ keys: String...) {
        for key in keys { tmux(["send-keys", key]) }
    }

    func capture() -> String { tmux(["capture-pane", "-p"]) }
    func lines() -> [String] { capture().components(separatedBy: "\n") }

    /// Polls the pane every 50 ms until `text` shows, or fails after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 5) throws -> String {
        try waitUntil("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    @discardableResult
    func waitUntil(_ what: String, timeout: TimeInterval = 5, _ test: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !test(screen) {
            guard Date() < deadline else { throw TmuxTimeout(what: what, screen: screen) }
            usleep(50_000)
            screen = capture()
        }
        return screen
    }

    /// The pid of the program running in the shell (Spotter), if any.
    func childPid() -> Int32? {
        let shell = tmux(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let out = Self.run("/usr/bin/pgrep", ["-P", shell])
        return out.split(separator: "\n").first.flatMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The rest countdown in the header, in seconds (`Rest 01:58` → 118), if shown.
    func restSecondsLeft() -> Int? {
        guard let header = lines().first, let range = header.range(of: #"Rest (\d\d):(\d\d)"#, options: .regularExpression)
        else { return nil }
        let parts = header[range].dropFirst(5).split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) -> String { Self.run("/usr/bin/tmux", ["-L", socket] + arguments) }

    /// Runs a program with no input or output and waits for it; its exit status, or -1.
    @discardableResult
    static func spawnAndWait(_ argv: [String]) -> Int32 {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String], capture: Bool = true) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = capture ? out : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        guard capture else {
            process.waitUntilExit()
            return ""
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The pane never showed what a test waited for; the message carries the last screen.
struct TmuxTimeout: Error, CustomStringConvertible {
    let what: String
    let screen: String
    var description: String { "timed out waiting for \(what); the screen was:\n\(screen)" }
}
