import Foundation
import SpotterCore
import SpotterStore
import Testing

/// Paused rest and the rest alert through the real binary: tmux for the screen, the real SQLite
/// file, and `spotter plan --json` / `spotter status` as other processes see them.
@Suite("Rest pause and the rest alert, end to end", .serialized)
struct RestPauseE2ETests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The rest alert's planned instant as `spotter plan --json` lists it under "live", or nil.
    static func restAlertAt(_ tmux: TmuxSession) throws -> Date? {
        let result = try TemporaryHome(existing: tmux.home).run(["plan", "--json"], environment: ["TZ": "UTC"])
        #expect(result.status == 0, "\(result.stderr)")
        let live = try #require(try json(result.stdout)["live"] as? [[String: Any]], "\(result.stdout)")
        let alert = live.first { $0["kind"] as? String == "rest-alert" }
        return (alert?["fireAt"] as? String).flatMap { ISOInstant.parse($0) }
    }

    /// Starts Spotter, logs the first set and allows rest alerts, so the rest alert is planned.
    static func restingWithAlerts(_ tmux: TmuxSession) throws {
        try LiveWorkoutTests.startAndLogFirstSet(tmux)
        try tmux.waitFor("[ Not now ]")
        tmux.send("a")
        try tmux.waitUntil("the prompt to close") { !$0.contains("Rest timer alerts?") }
    }

    @Test("paused rest survives a restart: still paused, with the same time left, and status says paused")
    func pausedAcrossRestart() throws {
        let tmux = try TmuxSession()
        try Self.restingWithAlerts(tmux)
        tmux.send("p")
        try tmux.waitFor("REST PAUSED")
        let left = try #require(tmux.restSecondsLeft())
        let status = try TemporaryHome(existing: tmux.home).run(["status"], environment: ["TZ": "UTC"])
        #expect(status.stdout.contains("rest \(ActiveWorkoutLine.clock(left)) paused"), "\(status.stdout)")
        let before = try #require(tmux.workoutSeconds())
        try LiveWorkoutTests.quitToShell(tmux)
        tmux.startSpotter()
        // Time passes while paused, closed and open again: the workout's own clock says how much.
        try tmux.waitUntil("the workout clock to pass 3 s after the quit") { _ in
            (tmux.workoutSeconds() ?? 0) >= before + 3
        }
        let screen = try tmux.waitFor("REST PAUSED")
        #expect(screen.contains("paused"))
        #expect(tmux.restSecondsLeft() == left, "paused with \(left) s left; after the restart: \(screen)")
        let reopened = try #require(tmux.workoutSeconds())
        try tmux.waitUntil("the workout clock to move 2 s") { _ in (tmux.workoutSeconds() ?? 0) >= reopened + 2 }
        #expect(tmux.restSecondsLeft() == left, "the countdown holds while paused")
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        let open = try #require(try db.openWorkout())
        #expect(try db.liveSession(workoutId: open.id)?.restPausedAt != nil)
        // Resumed, it counts again.
        tmux.send("p")
        try tmux.waitFor("Rest resumed")
        try tmux.waitUntil("the countdown to move") { _ in (tmux.restSecondsLeft() ?? left) < left }
    }

    @Test("spotter plan --json: a pause retires the rest alert, and resuming plans it moved by the paused time")
    func planShowsTheMovedAlert() throws {
        let tmux = try TmuxSession()
        try Self.restingWithAlerts(tmux)
        let planned = try #require(try Self.restAlertAt(tmux), "the rest alert is planned while rest runs")
        tmux.send("p")
        let pausedBy = Date()
        try tmux.waitFor("REST PAUSED")
        let pausedSeen = Date()
        try tmux.waitUntil("the alert to be retired") { _ in (try? Self.restAlertAt(tmux)) == .some(nil) }
        // A pause of at least 3 s, as the workout's own clock counts it.
        let paused = try #require(tmux.workoutSeconds())
        try tmux.waitUntil("the workout clock to move 3 s") { _ in (tmux.workoutSeconds() ?? 0) >= paused + 3 }
        let resumeSent = Date()
        tmux.send("p")
        try tmux.waitFor("Rest resumed")
        let resumedSeen = Date()
        let moved = try #require(try Self.restAlertAt(tmux), "resuming plans the rest alert again")
        let shift = moved.timeIntervalSince(planned)
        // The pause lasted from the first p (reached Spotter between pausedBy and pausedSeen) to the
        // second (between resumeSent and resumedSeen); plan --json writes whole seconds, so ±1 s.
        let shortest = resumeSent.timeIntervalSince(pausedSeen)
        let longest = resumedSeen.timeIntervalSince(pausedBy)
        #expect(
            shift >= shortest - 1 && shift <= longest + 1, "moved by \(shift) s; paused \(shortest)…\(longest) s")
        #expect(shift >= 2)
    }

    @Test("spotter plan --json: the forgot-to-finish nudge comes at the forgot-finish delay after the last set")
    func forgotFinishDelay() throws {
        let home = try TemporaryHome()
        let env = ["TZ": "UTC"]
        #expect(try home.run(["config", "set", "forgot-finish", "90"], environment: env).status == 0)
        // The nudge is a reminder, which quiet hours hold back: the set is logged at the real
        // time, and from 20:30 UTC on the nudge 90 minutes later fell in the default 22:00–07:00.
        #expect(try home.run(["config", "set", "quiet-hours", "off"], environment: env).status == 0)
        let logged = try home.run(["log", "bench", "60x5"], environment: env)
        #expect(logged.status == 0, "\(logged.stderr)")
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let open = try #require(try db.openWorkout())
        let last = try #require(open.lastSetAt)
        let now = ISOInstant.format(last.addingTimeInterval(60), in: Zone.utc)
        let plan = try home.run(["plan", "--json", "--now", now], environment: env)
        let scheduled = try #require(try Self.json(plan.stdout)["scheduled"] as? [[String: Any]])
        let nudge = scheduled.first { $0["id"] as? String == "forgot-to-finish:\(open.id)" }
        let fireAt = (nudge?["fireAt"] as? String).flatMap { ISOInstant.parse($0) }
        let at = try #require(fireAt, "\(plan.stdout)")
        #expect(abs(at.timeIntervalSince(last) - 90 * 60) < 1, "fires at \(at), last set at \(last)")
        // The same rule in the other direction: 15 minutes.
        #expect(try home.run(["config", "set", "forgot-finish", "15"], environment: env).status == 0)
        let sooner = try home.run(["plan", "--json", "--now", now], environment: env)
        let again = try #require(try Self.json(sooner.stdout)["scheduled"] as? [[String: Any]])
        let early = again.first { $0["id"] as? String == "forgot-to-finish:\(open.id)" }
        let earlyAt = (early?["fireAt"] as? String).flatMap { ISOInstant.parse($0) }
        let at15 = try #require(earlyAt)
        #expect(abs(at15.timeIntervalSince(last) - 15 * 60) < 1)
    }
}

extension TmuxSession {
    /// The workout's clock in the header (` Push · 00:52`, or `1:02:03` after an hour), in seconds:
    /// what a test waits on when time must pass, instead of sleeping.
    func workoutSeconds() -> Int? {
        guard let header = lines().first,
            let range = header.range(of: #"· (\d+:)?\d+:\d\d"#, options: .regularExpression)
        else { return nil }
        return header[range].dropFirst(2).split(separator: ":").compactMap { Int($0) }.reduce(0) { $0 * 60 + $1 }
    }
}
