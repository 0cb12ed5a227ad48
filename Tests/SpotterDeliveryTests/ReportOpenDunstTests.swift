import Foundation
import SpotterCore
import SpotterStore
import SpotterSystem
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

/// The real `spotter dispatch` shows today's workout on a real dunst and waits; Open clicked there
/// (`dunstctl action`) opens the report's route: in a running Spotter, or in a terminal.
@Suite("Open on a desktop report, for real", .serialized)
final class ReportOpenDunstTests {
    let peers: NotificationPeers
    let env: [String: String]
    let paths: SpotterPaths
    let db: SpotterDatabase
    static let now = "2026-12-01T07:30:00-05:00"
    static let route = "day/2026-12-01"

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: AgentEndToEndTests.spotter) else {
            throw PeerError("no spotter binary at \(AgentEndToEndTests.spotter): run swift build first")
        }
        peers = try NotificationPeers.start()
        var env = ProcessInfo.processInfo.environment.merging(peers.environment) { _, b in b }
        env["SPOTTER_HOME"] = peers.directory + "/home"
        env["TZ"] = "America/Bogota"
        env["SWIFT_BACKTRACE"] = "interactive=no"
        // Not a systemd service here: the terminal-command is started as it is, not in a scope.
        env["INVOCATION_ID"] = nil
        self.env = env
        paths = SpotterPaths(environment: env)!
        try FileManager.default.createDirectory(
            atPath: (paths.databaseFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        db = try SpotterDatabase.open(path: paths.databaseFile, seedDemo: false)
        let at = ISOInstant.parse(Self.now)!
        try db.savePhasedPlan(
            try PlanFile.parse("plan: p\nstart: 2026-11-30\nphase: A\nweek:\ntue: easy 5\n", file: "p"), now: at)
        _ = try db.registerDesktopEndpoint(now: at)
    }

    deinit { peers.stop() }

    /// Runs `spotter dispatch` on a thread of its own (it waits for the click), returning its result.
    func dispatch(wait: Int) -> (BackgroundStep, () -> Subprocess.Result?) {
        let box = ResultBox()
        let env = env
        let step = BackgroundStep {
            box.result = try Subprocess.run(
                [AgentEndToEndTests.spotter, "dispatch", "--now", Self.now, "--wait", String(wait)], environment: env)
        }
        return (step, { box.result })
    }

    /// Clicks the report's body (its `default` action, labelled Open) as the user would.
    func clickOpen() throws {
        let shown = peers.waitForReceived(count: 1)
        #expect(shown.map(\.summary) == ["Today: Easy run, 5 km"])
        // dunst may not have put it on screen yet: retry until it takes the action.
        var last = ""
        let taken = DispatchPeers.waitUntil(60) {
            guard let r = try? Shell.run(["dunstctl", "action", "0"], environment: peers.environment),
                let count = try? Shell.run(["dunstctl", "count", "displayed"], environment: peers.environment)
            else { return false }
            let displayed = count.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            last = "status \(r.status) \(r.stderr); displayed \(displayed)"
            return r.status == 0 && displayed == "0"
        }
        guard taken else { throw PeerError("dunst never took the Open action: \(last)") }
    }

    var openRequest: String? {
        (try? String(contentsOfFile: paths.runtimeDirectory + "/open-request", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("with Spotter running, Open leaves the report's route as the open request and wakes it with SIGWINCH")
    func runningSpotterSwitches() throws {
        // A stand-in for the TUI: holds the ui.pid lock the way RunningUI does and notes each SIGWINCH.
        let winched = peers.directory + "/winched"
        let holder = try Subprocess.spawnBackground(
            ["python3", "-c", Self.lockHolder, paths.runtimeDirectory + "/ui.pid", winched], environment: env)
        defer {
            kill(holder, SIGTERM)
            var status: Int32 = 0
            waitpid(holder, &status, 0)
        }
        try waitFor(file: winched + ".ready")

        let (step, result) = dispatch(wait: 60)
        try clickOpen()
        try step.wait()
        let out = try #require(result())
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("\(Self.route): sent to the running Spotter"), "\(out.stdout)")
        #expect(openRequest == Self.route)
        try waitFor(file: winched)
        #expect(
            try db.recentDeliveries().contains { $0.outcome == "opened" && $0.notificationId == "open:\(Self.route)" })
    }

    @Test("with none running, Open starts terminal-command with spotter open ROUTE as its arguments")
    func noneRunningStartsTerminal() throws {
        let script = peers.directory + "/term.sh"
        let record = peers.directory + "/term-args"
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \(record).tmp\nmv \(record).tmp \(record)\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        var prefs = try db.preferences()
        prefs.terminalCommand = "\(script) --title Spotter"
        try db.savePreferences(prefs)

        let (step, result) = dispatch(wait: 60)
        try clickOpen()
        try step.wait()
        let out = try #require(result())
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("\(Self.route): started \(script)"), "\(out.stdout)")
        try waitFor(file: record)
        let args = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(args == ["--title", "Spotter", AgentEndToEndTests.spotter, "open", Self.route])
        // Left for the Spotter the terminal starts (and for the next start, if the terminal fails).
        #expect(openRequest == Self.route)
    }

    @Test("with terminal-command off and no click, the wait ends at its bound and nothing is opened")
    func waitEndsAtItsBound() throws {
        var prefs = try db.preferences()
        prefs.terminalCommand = "off"
        try db.savePreferences(prefs)
        let (step, result) = dispatch(wait: 2)
        _ = peers.waitForReceived(count: 1)
        // It ends by itself: no click comes, and the run returns once its bound has passed.
        try step.wait()
        let out = try #require(result())
        #expect(out.status == 0, "\(out.stderr)")
        #expect(openRequest == nil)
    }

    func waitFor(file: String, timeout: Double = 60) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: file) {
            guard Date() < deadline else { throw PeerError("\(file) never appeared") }
            usleep(20_000)
        }
    }

    static let lockHolder = """
        import fcntl, os, signal, sys, time
        path, out = sys.argv[1], sys.argv[2]
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.ftruncate(fd, 0)
        os.pwrite(fd, ("%d\\n" % os.getpid()).encode(), 0)
        signal.signal(signal.SIGWINCH, lambda s, f: open(out, "a").write("winch\\n"))
        open(out + ".ready", "w").close()
        while True:
            time.sleep(0.05)
        """
}

private final class ResultBox: @unchecked Sendable {
    var result: Subprocess.Result?
}
