import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterDelivery

/// A clock the test moves, and a waiter that jumps it straight to the deadline it was given.
final class SteppingClock: AgentWaiter, @unchecked Sendable {
    var now: Date
    var waits: [Date?] = []
    init(_ now: Date) { self.now = now }
    func wait(until deadline: Date?) {
        waits.append(deadline)
        if let deadline { now = max(now, deadline) }
    }
}

@Suite("The agent")
struct AgentTests {
    let db: SpotterDatabase
    let t0 = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        db = try SpotterDatabase.open(
            path: NSTemporaryDirectory() + "spotter-agent-\(UUID())/spotter.sqlite", seedDemo: false)
    }

    func note(_ id: String, at seconds: Double) -> PlannedNotification {
        PlannedNotification(id: id, kind: .weekInReview, fireAt: t0.addingTimeInterval(seconds), title: id, body: "")
    }

    @Test("with an injected clock it sleeps exactly until each due instant and fires each once, in order")
    func sleepsUntilDue() throws {
        try db.replaceOutbox(.plan, with: [note("b", at: 20), note("a", at: 10)], now: t0)
        let clock = SteppingClock(t0)
        var fired: [(String, Date)] = []
        let agent = Agent(
            db: db, clock: { clock.now }, waiter: clock,
            fire: { entry in
                fired.append((entry.id, clock.now))
                _ = try? db.claimOutbox(id: entry.id, now: Date())  // what `spotter fire` does
            })
        try agent.run(while: { clock.waits.count < 3 })
        #expect(fired.map(\.0) == ["a", "b"])
        #expect(fired.map(\.1) == [t0.addingTimeInterval(10), t0.addingTimeInterval(20)])
        // Woken only at the due instants, then told to sleep with no deadline: no polling.
        #expect(clock.waits == [t0.addingTimeInterval(10), t0.addingTimeInterval(20), nil])
    }

    @Test("an entry handed off but not yet claimed is not fired twice")
    func handOffOnce() throws {
        try db.replaceOutbox(.plan, with: [note("a", at: 0)], now: t0)
        var fired = 0
        let agent = Agent(db: db, clock: { t0 }, waiter: SteppingClock(t0), fire: { _ in fired += 1 })
        try agent.step()
        try agent.step()
        #expect(fired == 1)
    }

    @Test("for real: it sleeps with inotify and wakes when another connection adds a notification")
    func wakesOnOutboxChange() throws {
        let waiter = try InotifyWaiter(watching: db.outboxSignalFile, clock: Date.init)
        let path = db.path
        let start = Date()
        // The watch is in place already, so the write wakes the wait whether it lands before or during it.
        Thread.detachNewThread {
            let other = try? SpotterDatabase.open(path: path, seedDemo: false)
            _ = try? other?.upsertOutbox(
                PlannedNotification(id: "x", kind: .weekInReview, fireAt: Date(), title: "x", body: ""), group: .plan,
                now: Date())
        }
        waiter.wait(until: start.addingTimeInterval(60))
        #expect(Date() < start.addingTimeInterval(60), "woken by the write, not by the wait's own end")
        #expect(try db.outboxEntry(id: "x") != nil, "woken once the write was there, not before")
    }

    @Test("for real: an unrelated write to the database does not wake it")
    func ignoresOtherWrites() throws {
        let waiter = try InotifyWaiter(watching: db.outboxSignalFile, clock: Date.init)
        let start = Date()
        try db.setMeta("x", "y")
        waiter.wait(until: start.addingTimeInterval(0.5))
        #expect(Date().timeIntervalSince(start) >= 0.49)
    }

    @Test("a second agent is refused while the first holds the lock")
    func singleInstance() throws {
        let lock = NSTemporaryDirectory() + "spotter-lock-\(UUID())/agent.lock"
        let first = try AgentLock.acquire(at: lock)
        #expect(AgentLock.isHeld(at: lock))
        #expect(throws: AgentError.alreadyRunning(lockFile: lock)) { try AgentLock.acquire(at: lock) }
        _ = first
    }
}

@Suite("The agent runs the daily pass")
struct AgentPassWakeupTests {
    let db: SpotterDatabase
    let t0 = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        db = try SpotterDatabase.open(
            path: NSTemporaryDirectory() + "spotter-agent-pass-\(UUID())/spotter.sqlite", seedDemo: false)
    }

    func wakeup(_ id: String, at seconds: Double) -> PassWakeup {
        PassWakeup(
            id: "daily-pass:\(id)", at: t0.addingTimeInterval(seconds),
            validUntil: t0.addingTimeInterval(seconds + 3600))
    }

    @Test("with an injected clock it wakes at each pass wake-up among the notifications, hands each off once, in order")
    func passWakeupsAmongNotifications() throws {
        try db.replaceOutbox(
            .plan,
            with: [
                PlannedNotification(id: "n", kind: .weeklyGoal, fireAt: t0.addingTimeInterval(15), title: "n", body: "")
            ],
            now: t0)
        try db.replacePassWakeups(with: [wakeup("b", at: 30), wakeup("a", at: 10)], now: t0)
        let clock = SteppingClock(t0)
        var fired: [(String, Date)] = []
        let agent = Agent(
            db: db, clock: { clock.now }, waiter: clock,
            fire: { due in
                fired.append((due.id, clock.now))
                // What `spotter fire` does with each.
                if PassWakeups.isWakeup(id: due.id) {
                    _ = try? db.claimPassWakeup(id: due.id, fireAt: due.fireAt, now: clock.now)
                } else {
                    _ = try? db.claimOutbox(id: due.id, fireAt: due.fireAt, now: Date())
                }
            })
        try agent.run(while: { clock.waits.count < 4 })
        #expect(fired.map(\.0) == ["daily-pass:a", "n", "daily-pass:b"])
        #expect(fired.map(\.1) == [10, 15, 30].map { t0.addingTimeInterval($0) })
        #expect(
            clock.waits == [10, 15, 30].map { t0.addingTimeInterval($0) } + [nil], "asleep between them: no polling")
    }

    @Test("a wake-up whose instant passed while nobody ran (window still open) is handed off at once")
    func catchesUp() throws {
        try db.replacePassWakeups(with: [wakeup("late", at: -600)], now: t0)
        var fired: [String] = []
        let agent = Agent(db: db, clock: { self.t0 }, waiter: SteppingClock(t0), fire: { fired.append($0.id) })
        #expect(try agent.step() == nil)
        #expect(fired == ["daily-pass:late"])
    }

    @Test("for real: a re-plan of the wake-ups wakes an agent asleep on inotify")
    func replanWakesTheAgent() throws {
        let waiter = try InotifyWaiter(watching: db.outboxSignalFile, clock: Date.init)
        let path = db.path
        let start = Date()
        // The watch is in place already, so the write wakes the wait whether it lands before or during it.
        Thread.detachNewThread {
            let other = try? SpotterDatabase.open(path: path, seedDemo: false)
            _ = try? other?.replacePassWakeups(
                with: [
                    PassWakeup(
                        id: "daily-pass:x", at: Date().addingTimeInterval(60),
                        validUntil: Date().addingTimeInterval(3600))
                ],
                now: Date())
        }
        waiter.wait(until: start.addingTimeInterval(60))
        #expect(Date() < start.addingTimeInterval(60), "woken by the write, not by the wait's own end")
        #expect(try db.pendingPassWakeups().map(\.id) == ["daily-pass:x"], "woken once the write was there")
    }
}
