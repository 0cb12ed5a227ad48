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
        let shell =
            "env -i PATH=/usr/bin:/bin HOME=\(home) TERM=tmux-256color LANG=C.UTF-8 TZ=UTC SPOTTER_HOME=\(home) SWIFT_BACKTRACE=interactive=no PS1='\(Self.prompt)' bash --norc --noprofile"
        // The server this starts outlives the call. Foundation's Process waits until every
        // descendant has closed its bookkeeping descriptor, which the daemon never does, so the
        // server is started with plain posix_spawn and waitpid.
        try Self.spawnAndWait(
            "/usr/bin/tmux",
            ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", shell])
        // Keys typed before the shell has set up its line editor can be lost (a busy machine lost
        // "faketim" of a command line): wait for the first prompt.
        try waitForPrompt(timeout: 10)
    }

    deinit {
        // Spotter first, hard: a test that failed half-way may have left it running. Its whole
        // process group: under a wrapper (`sh -c`) Spotter is the shell's grandchild.
        if let pid = childPid() {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: home)
    }

    var databaseFile: String { home + "/data/spotter.sqlite" }

    /// Types a command line into the shell and presses Enter.
    func type(_ line: String) {
        tmux(["send-keys", "-l", line])
        tmux(["send-keys", "Enter"])
    }

    /// Types the command that starts Spotter. `clockFrom` (`"2026-12-01 10:00:00"`) starts its
    /// clock there (libfaketime), which then runs on: for a test that names the day's exercises,
    /// which the plan picks by weekday. `term` runs it under another `TERM` than tmux's.
    func startSpotter(clockFrom time: String? = nil, term: String? = nil) {
        let command = time.map { FakedClock.starting(at: $0).shellPrefix + " " + Self.binary } ?? Self.binary
        type(term.map { "TERM=\($0) \(command)" } ?? command)
    }

    /// Stops the tmux server: the pane's terminal goes away, as when its window is closed.
    func killServer() { tmux(["kill-server"]) }

    /// Sends tmux key names (`Enter`, `Escape`, `Up`) or single characters.
    func send(_ keys: String...) {
        for key in keys { tmux(["send-keys", key]) }
    }

    func capture() -> String { tmux(["capture-pane", "-p"]) }
    /// The pane with each cell's colours and attributes, as SGR sequences.
    func captureWithLooks() -> String { tmux(["capture-pane", "-p", "-e"]) }
    /// The pane's title, as the program last set it (OSC 2).
    func title() -> String {
        tmux(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .newlines)
    }
    func lines() -> [String] { capture().components(separatedBy: "\n") }
    /// The pane with its scrollback (what scrolled off the top too).
    func captureWithHistory() -> String { tmux(["capture-pane", "-p", "-S", "-2000"]) }

    /// How long a wait on the pane may take before it fails: generous, since a loaded machine
    /// (CI beside another build) can take seconds to start a process. A wait ends as soon as its
    /// condition holds, so the limit costs nothing when things go right; how fast something shows
    /// is a benchmark's question, never a test's.
    static let patience: TimeInterval = 30

    /// Polls the pane every 50 ms until `text` shows, or fails after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = TmuxSession.patience) throws -> String {
        try waitUntil("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    @discardableResult
    func waitUntil(_ what: String, timeout: TimeInterval = TmuxSession.patience, _ test: (String) -> Bool) throws
        -> String
    {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !test(screen) {
            guard Date() < deadline else { throw TmuxTimeout(what: what, screen: screen) }
            usleep(50_000)
            screen = capture()
        }
        return screen
    }

    /// Waits until the shell's prompt is the last line: Spotter has exited and given the terminal back.
    @discardableResult
    func waitForPrompt(timeout: TimeInterval = TmuxSession.patience) throws -> String {
        try waitUntil("the shell prompt", timeout: timeout) { screen in
            let lines = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.last(where: { !$0.isEmpty }) == Self.prompt.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The pid of the program running in the shell (Spotter), if any.
    func childPid() -> Int32? {
        let shell = tmux(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let out = Self.run("/usr/bin/pgrep", ["-P", shell])
        return out.split(separator: "\n").first.flatMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The rest countdown in the header, in seconds (`Rest 01:58` → 118), if shown.
    func restSecondsLeft() -> Int? {
        guard let header = lines().first,
            let range = header.range(of: #"Rest (\d\d):(\d\d)"#, options: .regularExpression)
        else { return nil }
        let parts = header[range].dropFirst(5).split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) -> String { Self.run("/usr/bin/tmux", ["-L", socket] + arguments) }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func spawnAndWait(_ executable: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        // The caller's thread may block signals; the shell and Spotter must start with none blocked
        // and default handlers, as they would from a terminal.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard rc == 0 else { throw TmuxTimeout(what: "\(executable) to start (error \(rc))", screen: "") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}

/// The pane never showed what a test waited for; the message carries the last screen.
struct TmuxTimeout: Error, CustomStringConvertible {
    let what: String
    let screen: String
    var description: String { "timed out waiting for \(what); the screen was:\n\(screen)" }
}
