import Foundation
import SpotterCore
import SpotterStore
import Testing

/// The real `spotter` binary in tmux: keys in, screens out, a temporary SPOTTER_HOME each.
@Suite("Live workout in tmux", .serialized)
struct LiveWorkoutTests {
    static let consentText =
        "Rest timer alerts? Your rest timer is running. Want an alert if you lock your screen or switch windows?"

    /// The text inside the modal's borders, words joined by single spaces, title first.
    static func modalText(_ screen: String) -> String {
        var words: [String] = []
        for line in screen.components(separatedBy: "\n") {
            if let title = line.range(of: #"┌ [^─]+ ─"#, options: .regularExpression) {
                words.append(String(line[title].dropFirst(2).dropLast(2)))
            } else if let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last {
                words.append(String(line[line.index(after: first)..<last]))
            }
        }
        return words.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    /// Starts Spotter, starts the first workout on Today and logs its first set.
    static func startAndLogFirstSet(_ tmux: TmuxSession, clockFrom time: String? = nil, term: String? = nil) throws {
        tmux.startSpotter(clockFrom: time, term: term)
        try tmux.waitFor("Start a workout")
        tmux.send("Enter")
        try tmux.waitFor("log set")
        tmux.send("Enter")
        try tmux.waitFor("Log set ·")
        tmux.send("Enter")
        try tmux.waitFor("REST")
    }

    static func quitToShell(_ tmux: TmuxSession) throws {
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    static func assertSaneTerminal(_ tmux: TmuxSession) throws {
        // The typed line spells the marker with quotes in it, so only the output matches.
        tmux.type(
            "clear; stty -a | tr -s ' ;\\n' '\\n' | grep -E -x -- '-?(icanon|echo|isig|icrnl|opost)' | tr '\\n' ' '; echo STTY_''DONE"
        )
        let screen = try tmux.waitUntil("stty's output") { $0.contains("STTY_DONE") }
        let line = screen.components(separatedBy: "\n").first { $0.contains("STTY_DONE") } ?? ""
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] {
            #expect(line.contains(flag) && !line.contains("-\(flag)"), "stty flag \(flag) in: \(line)")
        }
    }

    @Test("the first set brings the consent prompt with its exact words; Not now is stored and never asked again")
    func consentNotNow() throws {
        let tmux = try TmuxSession()
        try Self.startAndLogFirstSet(tmux)
        let screen = try tmux.waitFor("[ Not now ]")
        #expect(Self.modalText(screen).contains(Self.consentText), "modal: \(Self.modalText(screen))")
        #expect(tmux.restSecondsLeft() != nil, "the rest timer counts behind the prompt")
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        #expect(try db.restAlertConsent()?.answer == .declined)

        try Self.quitToShell(tmux)
        tmux.startSpotter()
        try tmux.waitFor("log set")
        tmux.send("n")  // Next set: end the resumed rest
        tmux.send("Enter")
        try tmux.waitFor("Log set ·")
        tmux.send("Enter")
        let saved = try tmux.waitFor("Saved:")
        // A frame after the save (the new rest ticks): a prompt the save brought would be on it.
        try tmux.waitUntil("the next frame") { $0 != saved }
        #expect(!tmux.capture().contains("Rest timer alerts?"))
        let open = try db.openWorkout()
        #expect(open?.sets.count == 2)
    }

    @Test("+30s moves the countdown by 30 s; Next set ends rest")
    func plusThirtyAndNextSet() throws {
        let tmux = try TmuxSession()
        try Self.startAndLogFirstSet(tmux)
        try tmux.waitFor("[ Not now ]")
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        let before = try #require(tmux.restSecondsLeft())
        tmux.send("+")
        try tmux.waitFor("+30s:")
        let after = try #require(tmux.restSecondsLeft())
        #expect((29...31).contains(after - before), "before \(before), after \(after)")
        tmux.send("n")
        let screen = try tmux.waitUntil("rest to end") { !$0.contains("REST") }
        #expect(tmux.restSecondsLeft() == nil)
        // Which workout Today offers first depends on the weekday the test runs on.
        #expect(screen.contains(" · set 2 of "))
    }

    @Test(
        "killed mid-rest (SIGTERM or SIGKILL), a restart resumes the timer with the time really left",
        arguments: [SIGTERM, SIGKILL])
    func resumeAfterKill(_ signal: Int32) throws {
        let tmux = try TmuxSession()
        try Self.startAndLogFirstSet(tmux)
        try tmux.waitFor("[ Not now ]")
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        let beforeLeft = Date()
        let left = try #require(tmux.restSecondsLeft())
        let killedAt = Date()
        let pid = try #require(tmux.childPid())
        kill(pid, signal)
        try tmux.waitForPrompt()
        if signal == SIGTERM { try Self.assertSaneTerminal(tmux) } else { tmux.type("stty sane; clear") }
        // The rest runs on while Spotter is gone: another process, spotter status, sees it fall.
        let home = TemporaryHome(existing: tmux.home)
        try tmux.waitUntil("spotter status to show the rest 2 s lower") { _ in
            Self.statusRestSeconds(home).map { $0 <= left - 2 } ?? false
        }
        let restartedAt = Date()
        tmux.startSpotter()
        try tmux.waitFor("REST")
        let resumed = try #require(tmux.restSecondsLeft())
        let readAt = Date()
        // Bounds from instants measured around each reading, so a slow machine widens them rather
        // than failing: whole seconds, and a frame on screen may be a tick old.
        #expect(
            resumed <= left - Int(restartedAt.timeIntervalSince(killedAt)) + 1,
            "left \(left) at the kill, \(resumed) after restart: the time while it was gone counts")
        #expect(
            resumed >= left - Int(readAt.timeIntervalSince(beforeLeft).rounded(.up)) - 2,
            "left \(left) at the kill, \(resumed) after restart: no more than the time that passed")
        #expect(resumed < left)
    }

    /// The rest `spotter status` shows (`rest 01:12`), in seconds.
    static func statusRestSeconds(_ home: TemporaryHome) -> Int? {
        guard let out = try? home.run(["status"]).stdout,
            let range = out.range(of: #"rest (\d+:)?\d\d:\d\d"#, options: .regularExpression)
        else { return nil }
        return out[range].dropFirst(5).split(separator: ":").compactMap { Int($0) }.reduce(0) { $0 * 60 + $1 }
    }

    @Test("after quitting, stty -a shows a sane terminal")
    func saneAfterQuit() throws {
        let tmux = try TmuxSession()
        try Self.startAndLogFirstSet(tmux)
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        try Self.quitToShell(tmux)
        try Self.assertSaneTerminal(tmux)
    }

    @Test("a +30s and a Next set written by another process (a desktop action) show in the running TUI")
    func changedByAnotherProcess() throws {
        let tmux = try TmuxSession()
        try Self.startAndLogFirstSet(tmux)
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        let workout = try #require(try db.openWorkout())
        let before = try #require(tmux.restSecondsLeft())
        try db.extendRest(workoutId: workout.id, bySeconds: 30, now: Date())
        try tmux.waitUntil("the countdown to move by 30 s") { _ in
            (tmux.restSecondsLeft() ?? 0) >= before + 28
        }
        try db.endRest(workoutId: workout.id, now: Date())
        try tmux.waitUntil("rest to end") { !$0.contains("REST") }
    }

    /// Starts Spotter as a user's shell would, without the `SWIFT_BACKTRACE=interactive=no` of the
    /// test pane: there the backtracer would wait 30 s for a key after a crash.
    static func startWithoutBacktraceSettings(_ tmux: TmuxSession, wrappedIn wrap: (String) -> String = { $0 }) throws {
        tmux.type(wrap("env -u SWIFT_BACKTRACE \(TmuxSession.binary)"))
        try tmux.waitFor("Start a workout")
    }

    /// The pid the running Spotter wrote to `run/ui.pid`.
    static func spotterPid(_ tmux: TmuxSession) throws -> pid_t {
        let text = try String(contentsOfFile: tmux.home + "/run/ui.pid", encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test(
        "a crash signal gives the terminal back at once, with no key to press, and the backtrace still prints",
        arguments: [SIGSEGV, SIGILL, SIGTRAP])
    func crash(_ signal: Int32) throws {
        let tmux = try TmuxSession()
        try Self.startWithoutBacktraceSettings(tmux)
        let crashedAt = Date()
        kill(try Self.spotterPid(tmux), signal)
        try tmux.waitForPrompt()
        #expect(Date().timeIntervalSince(crashedAt) < 15)
        let output = tmux.captureWithHistory()
        #expect(output.contains("Program crashed"), "no backtrace in:\n\(output)")
        #expect(!tmux.capture().contains("Press space"), "\(tmux.capture())")
        try Self.assertSaneTerminal(tmux)
    }

    @Test("after a crash the keypad mode is reset: the terminal's rmkx follows its last smkx")
    func crashResetsKeypadMode() throws {
        let tmux = try TmuxSession()
        let log = tmux.home + "/typescript"
        try Self.startWithoutBacktraceSettings(tmux) { "script -q -f -c '\($0)' \(log)" }
        kill(try Self.spotterPid(tmux), SIGSEGV)
        try tmux.waitForPrompt()
        let bytes = try #require(FileManager.default.contents(atPath: log))
        let smkx = Data(TmuxSession.run("/usr/bin/tput", ["-T", "tmux-256color", "smkx"]).utf8)
        let rmkx = Data(TmuxSession.run("/usr/bin/tput", ["-T", "tmux-256color", "rmkx"]).utf8)
        #expect(!smkx.isEmpty && !rmkx.isEmpty)
        let lastOn = try #require(bytes.range(of: smkx, options: .backwards), "Spotter never turned keypad mode on")
        #expect(bytes.range(of: rmkx, in: lastOn.upperBound..<bytes.endIndex) != nil, "no rmkx after the crash")
        #expect(String(decoding: bytes, as: UTF8.self).contains("Program crashed"))
    }

    @Test("Ctrl-C mid-rest gives the terminal back and keeps the workout open")
    func controlC() throws {
        let tmux = try TmuxSession()
        try Self.startAndLogFirstSet(tmux)
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        tmux.send("C-c")
        try tmux.waitForPrompt()
        try Self.assertSaneTerminal(tmux)
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        #expect(try db.openWorkout()?.sets.count == 1)
        #expect(try db.openWorkout().flatMap { try db.liveSession(workoutId: $0.id) }?.restEndsAt != nil)
    }

    @Test(
        "a second of rest, sent as changed cells only, leaves the screen a full repaint (Ctrl-L) draws, looks included",
        arguments: ["tmux-256color", "dumb", "ansi"])
    func ticksLeaveWhatAFullPaintDraws(term: String) throws {
        let tmux = try TmuxSession()
        // Each frame then ends with the title "frame N": tmux has read the whole frame once it shows.
        tmux.type("export SPOTTER_TRACE_FRAMES=1")
        // TERM=dumb is drawn as a VT100: no column or row addressing (hpa, vpa), a padded cursor
        // address. TERM=ansi scrolls when its corner is written (am without xenl): that cell goes
        // in through an inserted character (ich).
        try Self.startAndLogFirstSet(tmux, term: term)
        try tmux.waitFor("Rest timer alerts?")
        tmux.send("n")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
        var compared = 0
        var shown = try Self.frameShown(tmux)
        for _ in 0..<8 where compared < 3 {
            shown = try Self.waitForFrame(after: shown, tmux)  // the next second, every byte of it
            let afterTick = tmux.captureWithLooks()
            tmux.send("C-l")
            shown = try Self.waitForFrame(after: shown, tmux)  // the full repaint (or a later second)
            let repainted = tmux.captureWithLooks()
            // A second that ended in between changes both: try again.
            guard Self.plain(afterTick) == Self.plain(repainted) else { continue }
            #expect(SGRCells.rows(afterTick) == SGRCells.rows(repainted))
            compared += 1
        }
        #expect(compared > 0, "no second of rest stayed long enough to compare")
    }

    /// The last frame tmux has read whole, by the mark `SPOTTER_TRACE_FRAMES=1` puts in the title.
    static func frameShown(_ tmux: TmuxSession) throws -> Int {
        let title = tmux.title()
        return try #require(title.hasPrefix("frame ") ? Int(title.dropFirst(6)) : nil, "no frame mark: \(title)")
    }

    /// Waits until a frame after `frame` has arrived whole, and returns the last one shown.
    static func waitForFrame(after frame: Int, _ tmux: TmuxSession) throws -> Int {
        let deadline = Date().addingTimeInterval(TmuxSession.patience)
        while true {
            let shown = try frameShown(tmux)
            if shown > frame { return shown }
            try #require(Date() < deadline, "no frame after frame \(frame) within \(TmuxSession.patience) s")
            usleep(20_000)  // polling, as TmuxSession.waitUntil does: the condition decides
        }
    }

    /// A captured screen without its SGR sequences.
    static func plain(_ screen: String) -> String {
        screen.replacing(/\x1B\[[0-9;]*m/, with: "")
    }

    @Test("Ctrl-Z gives the shell a sane terminal, and fg brings the screen back")
    func suspendAndResume() throws {
        let tmux = try TmuxSession()
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        tmux.send("C-z")
        try tmux.waitFor("Stopped")
        try Self.assertSaneTerminal(tmux)
        tmux.type("fg")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }

    @Test("a terminal that goes away with no hang-up signal ends Spotter at once; it never spins on it")
    func terminalGoneWithoutSignal() throws {
        let tmux = try TmuxSession()
        // Under a parent that dies first (a wrapper such as faketime, killed), the shell's hang-up
        // reaches no one: Spotter learns the terminal is gone only from reading it.
        tmux.type("sh -c '\(TmuxSession.binary); :'")
        try tmux.waitFor("Start a workout")
        let pid = try Self.spotterPid(tmux)
        defer { kill(pid, SIGKILL) }
        kill(try #require(tmux.childPid()), SIGKILL)
        // Once the shell has reaped the sh, its own hang-up goes to no job of Spotter's.
        let reaped = Date().addingTimeInterval(30)
        while tmux.childPid() != nil, Date() < reaped { usleep(20_000) }
        #expect(tmux.childPid() == nil)
        tmux.killServer()
        let deadline = Date().addingTimeInterval(30)
        while Self.isRunning(pid), Date() < deadline { usleep(50_000) }
        #expect(!Self.isRunning(pid), "Spotter still running 30 s after its terminal went away")
    }

    /// Whether a process is alive and not a zombie waiting for a parent that is not reaping.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] != "Z"
    }

    @Test("a terminal below the minimum says what it needs")
    func tooSmall() throws {
        let tmux = try TmuxSession(width: 36, height: 10)
        tmux.startSpotter()
        try tmux.waitFor("terminal too small")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
