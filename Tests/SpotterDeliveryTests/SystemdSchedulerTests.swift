import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

@testable import SpotterDelivery

/// Against a real `systemd --user` (started by `Fixtures/systemd-user.sh` in a private mount
/// namespace): timers fire `spotter fire ID --at EPOCH` once, not early, and cancelled ones never do.
@Suite("systemd user timers", .serialized)
final class SystemdSchedulerTests {
    let dir: String
    let db: SpotterDatabase
    let scheduler: SystemdUserScheduler
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    init() throws {
        dir = NSTemporaryDirectory() + "spotter-systemd-" + UUID().uuidString.prefix(8)
        let started = try Shell.run(["bash", Self.fixtures + "/systemd-user.sh", "start", dir])
        guard started.status == 0 else { throw PeerError("systemd --user did not start: \(started.stderr)") }
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = dir + "/runtime"
        env["SPOTTER_HOME"] = dir
        db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: false)
        scheduler = SystemdUserScheduler(spotter: Self.fixtures + "/record-fire.sh", environment: env)
    }

    deinit {
        _ = try? Shell.run(["bash", Self.fixtures + "/systemd-user.sh", "stop", dir])
    }

    /// A whole second a little ahead: `--on-calendar=@EPOCH` has one-second resolution.
    func instant(inSeconds s: Double) -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + s).rounded(.up))
    }

    func note(_ id: String, _ at: Date) -> PlannedNotification {
        PlannedNotification(id: id, kind: .weekInReview, fireAt: at, title: id, body: "")
    }

    /// `(time, arguments)` for every run of the stand-in `spotter`.
    func fired() -> [(Double, String)] {
        let text = (try? String(contentsOfFile: dir + "/fired.log", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (Double(parts[0]) ?? 0, parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// Waits until the stand-in `spotter` has run at least once, up to a generous limit: how late
    /// a timer fires on a loaded machine is not this suite's question (`AccuracySec=1s` is set by
    /// the scheduler and checked in its arguments), only that it fires, once, and not early.
    func waitForFirstRun() -> [(Double, String)] {
        _ = DispatchPeers.waitUntil(60) { !fired().isEmpty }
        return fired()
    }

    @Test("a timer runs spotter fire once, with the id and instant, not before the instant")
    func firesOnTime() throws {
        let at = instant(inSeconds: 2)
        try scheduler.apply(
            try db.replaceOutbox(.plan, with: [note("week-in-review:2026-W23", at)], now: Date()), in: db)
        let unit = try #require(try db.outboxEntry(id: "week-in-review:2026-W23")?.scheduledWith)
        #expect(try scheduler.loadedUnits().contains(unit))
        let runs = waitForFirstRun()
        #expect(runs.map(\.1) == ["fire week-in-review:2026-W23 --at \(Int(at.timeIntervalSince1970))"])
        #expect((runs.first?.0 ?? 0) >= at.timeIntervalSince1970, "fired before its instant")
    }

    @Test("a removed notification's timer is stopped, and a moved one fires only at its new instant")
    func cancelAndMove() throws {
        let soon = instant(inSeconds: 2)
        let later = soon.addingTimeInterval(1)
        try scheduler.apply(try db.replaceOutbox(.plan, with: [note("a", soon), note("b", soon)], now: Date()), in: db)
        let diff = try db.replaceOutbox(.plan, with: [note("b", later)], now: Date())
        #expect(diff.removed.map(\.id) == ["a"])
        #expect(diff.changed.map(\.id) == ["b"])
        try scheduler.apply(diff, in: db)
        // "a" was due a second before "b": had its timer survived, it would have run first.
        let runs = waitForFirstRun()
        #expect(runs.map(\.1) == ["fire b --at \(Int(later.timeIntervalSince1970))"])
        #expect((runs.first?.0 ?? 0) >= later.timeIntervalSince1970)
    }

    @Test("a timer that vanished (the user manager restarted) is re-armed by resync")
    func resync() throws {
        let at = instant(inSeconds: 60)
        try scheduler.apply(try db.replaceOutbox(.plan, with: [note("x", at)], now: Date()), in: db)
        let unit = try #require(try db.outboxEntry(id: "x")?.scheduledWith)
        _ = try Shell.run(["systemctl", "--user", "stop", unit + ".timer"], environment: scheduler.environment)
        #expect(try !scheduler.loadedUnits().contains(unit))
        #expect(try scheduler.resync(db, loaded: scheduler.loadedUnits()) == 1)
        #expect(try scheduler.loadedUnits().contains(unit))
        #expect(try scheduler.resync(db, loaded: scheduler.loadedUnits()) == 0)
    }
}
