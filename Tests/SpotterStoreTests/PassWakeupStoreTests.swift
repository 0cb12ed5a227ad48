import Foundation
import SpotterCore
import Testing

@testable import SpotterStore

@Suite("The daily pass's wake-ups in the store")
struct PassWakeupStoreTests {
    let db: SpotterDatabase
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    init() throws {
        let dir = NSTemporaryDirectory() + "spotter-wakeups-" + UUID().uuidString
        db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: false)
    }

    func wakeup(_ id: String, in minutes: Double, open hours: Double = 6) -> PassWakeup {
        let at = now.addingTimeInterval(minutes * 60)
        return PassWakeup(id: "daily-pass:\(id)", at: at, validUntil: at.addingTimeInterval(hours * 3600))
    }

    @Test("a re-plan adds, moves and cancels by id, and the same plan twice changes nothing")
    func replace() throws {
        let first = try db.replacePassWakeups(
            with: [wakeup("a", in: 10), wakeup("b", in: 20), wakeup("c", in: 30)], now: now)
        #expect(first.added.map(\.id) == ["daily-pass:a", "daily-pass:b", "daily-pass:c"])
        try db.setPassWakeupHandle(id: "daily-pass:b", handle: "spotter-daily-pass-b-1")
        let second = try db.replacePassWakeups(
            with: [wakeup("a", in: 10), wakeup("b", in: 25), wakeup("d", in: 40)], now: now)
        #expect(second.unchanged.map(\.id) == ["daily-pass:a"])
        #expect(second.changed.map(\.id) == ["daily-pass:b"])
        #expect(second.changed.first?.scheduledWith == "spotter-daily-pass-b-1", "the old timer, to stop")
        #expect(second.added.map(\.id) == ["daily-pass:d"])
        #expect(second.removed.map(\.id) == ["daily-pass:c"])
        let third = try db.replacePassWakeups(
            with: [wakeup("a", in: 10), wakeup("b", in: 25), wakeup("d", in: 40)], now: now)
        #expect(third.isEmpty)
        #expect(
            try db.pendingPassWakeups().map(\.wakeup) == [
                wakeup("a", in: 10), wakeup("b", in: 25), wakeup("d", in: 40),
            ])
    }

    @Test("a wake-up is claimed once, only for its own instant, and a re-plan inside its window does not plan it again")
    func claimOnce() throws {
        try db.replacePassWakeups(with: [wakeup("a", in: 0), wakeup("b", in: 60)], now: now)
        #expect(
            try db.claimPassWakeup(id: "daily-pass:a", fireAt: now.addingTimeInterval(5), now: now) == nil,
            "a timer for another instant")
        #expect(try db.claimPassWakeup(id: "daily-pass:a", fireAt: now, now: now) == wakeup("a", in: 0))
        #expect(
            try db.claimPassWakeup(id: "daily-pass:a", fireAt: now, now: now) == nil, "the second caller gets nothing")
        let again = try db.replacePassWakeups(
            with: [wakeup("a", in: 0), wakeup("b", in: 60)], now: now.addingTimeInterval(60))
        #expect(again.isEmpty)
        #expect(try db.pendingPassWakeups().map(\.id) == ["daily-pass:b"])
    }

    @Test("rows whose window has closed are dropped; a pending one is reported removed so its timer stops")
    func closedWindows() throws {
        try db.replacePassWakeups(with: [wakeup("a", in: 0, open: 1), wakeup("b", in: 0, open: 3)], now: now)
        _ = try db.claimPassWakeup(id: "daily-pass:b", now: now)
        let later = now.addingTimeInterval(4 * 3600)
        let diff = try db.replacePassWakeups(
            with: [wakeup("a", in: 0, open: 1), wakeup("b", in: 0, open: 3)], now: later)
        #expect(diff.removed.map(\.id) == ["daily-pass:a"])
        #expect(diff.added.isEmpty, "a closed window is never planned")
        #expect(try db.pendingPassWakeups().isEmpty)
        #expect(try db.connection.scalarInt("SELECT COUNT(*) FROM pass_wakeups") == 0)
    }
}
