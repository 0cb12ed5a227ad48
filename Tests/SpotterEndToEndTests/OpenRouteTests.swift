import Foundation
import SpotterTestSupport
import Testing

/// `spotter open ROUTE` from another shell moves the running Spotter to that screen.
@Suite("spotter open with Spotter running", .serialized)
struct OpenRouteTests {
    @Test("open settings shows the panel at once in the running Spotter; an unknown route opens Today")
    func opensInRunningSpotter() throws {
        let tmux = try TmuxSession()
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        let home = TemporaryHome(existing: tmux.home)
        let sent = try home.run(["open", "settings"])
        #expect(sent.stdout == "settings: sent to the running Spotter\n")
        // The runtime folder and its files are the user's alone.
        #expect(Self.mode(tmux.home + "/run") == 0o700)
        #expect(Self.mode(tmux.home + "/run/ui.pid") == 0o600)
        try tmux.waitFor("Accountability style")
        #expect(try home.run(["open", "javascript:alert(1)"]).stdout == "today: sent to the running Spotter\n")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
        // Spotter gone: the request waits for the next start.
        #expect(try home.run(["open", "settings"]).stdout == "settings: Spotter opens there when it next starts\n")
        tmux.startSpotter()
        try tmux.waitFor("Accountability style")
    }

    @Test("a Spotter started with SIGWINCH blocked (as a parent may leave it) still takes spotter open at once")
    func resizeSignalBlockedByTheParent() throws {
        let tmux = try TmuxSession()
        let exec = "os.execv('\(TmuxSession.binary)', ['spotter'])"
        tmux.type(
            "python3 -c \"import os, signal; signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGWINCH]); \(exec)\"")
        try tmux.waitFor("Start a workout")
        let sent = try TemporaryHome(existing: tmux.home).run(["open", "settings"])
        #expect(sent.stdout == "settings: sent to the running Spotter\n")
        try tmux.waitFor("Accountability style")
    }

    /// Starts a process with no signal blocked (the test runner's thread blocks some, and
    /// Foundation's Process passes its mask on), so it sees a SIGWINCH as any process would.
    static func spawn(_ executable: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, nil, &attributes, argv, environ)
        guard rc == 0 else { throw TmuxTimeout(what: "\(executable) to start (error \(rc))", screen: "") }
        return pid
    }

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).flatMap { $0 }
    }

    @Test(
        "a stale run/ui.pid naming an unrelated process: that process gets no signal, and no running Spotter is claimed"
    )
    func stalePidFile() throws {
        let home = try TemporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home.path) }
        let record = home.path + "/winch-record"
        // An unrelated process that writes down every SIGWINCH it gets.
        let bystander = try Self.spawn(
            "/bin/bash",
            [
                "-c",
                "trap 'echo got >> \"$1\"' WINCH; trap 'echo marker >> \"$1\"' PWR; echo up >> \"$1\"; "
                    + "while :; do sleep 0.1; done",
                "bystander", record,
            ])
        defer {
            kill(bystander, SIGKILL)
            var status: Int32 = 0
            waitpid(bystander, &status, 0)
        }
        #expect(DispatchPeers.waitUntil(30) { (try? String(contentsOfFile: record, encoding: .utf8)) == "up\n" })
        // What a Spotter killed with SIGKILL leaves behind, its pid since taken by the bystander.
        try FileManager.default.createDirectory(atPath: home.path + "/run", withIntermediateDirectories: true)
        try "\(bystander)\n".write(toFile: home.path + "/run/ui.pid", atomically: true, encoding: .utf8)
        let result = try home.run(["open", "plan"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("sent to the running Spotter"), "\(result.stdout)")
        #expect(result.stdout == "plan: Spotter opens there when it next starts\n")
        // A marker after it: bash runs pending traps in signal order, SIGWINCH (28) before SIGPWR (30),
        // so a SIGWINCH from spotter open would be written down before the marker.
        kill(bystander, SIGPWR)
        #expect(
            DispatchPeers.waitUntil(30) {
                (try? String(contentsOfFile: record, encoding: .utf8))?.contains("marker") == true
            })
        #expect(try String(contentsOfFile: record, encoding: .utf8) == "up\nmarker\n", "the bystander was signalled")
        #expect(try String(contentsOfFile: home.path + "/run/open-request", encoding: .utf8) == "plan\n")
        #expect(Self.mode(home.path + "/run") == 0o700)
        #expect(Self.mode(home.path + "/run/open-request") == 0o600)
    }
}
