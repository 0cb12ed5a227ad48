import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// A fresh database file in a temporary folder.
func temporaryDatabase() throws -> (SpotterDatabase, String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-claims-\(UUID().uuidString)").path
    let path = dir + "/spotter.sqlite"
    return (try SpotterDatabase.open(path: path, seedDemo: false), path)
}

@Suite("The claims ledger")
struct ClaimsLedgerTests {
    let key = ClaimKey(userId: "local", channel: "mail", occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
    let t0 = Date(timeIntervalSince1970: 1_796_100_000)

    @Test("the first claim wins and the second pass sends nothing")
    func firstWins() throws {
        let ledger = try temporaryDatabase().0.claimsLedger
        #expect(try ledger.claim(key, owner: "a", now: t0, lease: 60))
        #expect(try !ledger.claim(key, owner: "b", now: t0, lease: 60))
        let other = ClaimKey(userId: "local", channel: "push:1", occasion: key.occasion)
        #expect(try ledger.claim(other, owner: "b", now: t0, lease: 60), "each channel has its own claim")
    }

    @Test("a transient failure hands the claim back, but only while it is still the caller's")
    func release() throws {
        let ledger = try temporaryDatabase().0.claimsLedger
        #expect(try ledger.claim(key, owner: "a", now: t0, lease: 60))
        #expect(try !ledger.release(key, owner: "b"))
        #expect(try ledger.release(key, owner: "a"))
        #expect(try ledger.claim(key, owner: "b", now: t0, lease: 60), "a later pass may retry")
    }

    @Test("a pass killed after claiming is taken over after its lease, and cannot undo its successor")
    func lease() throws {
        let (db, _) = try temporaryDatabase()
        let ledger = db.claimsLedger
        #expect(try ledger.claim(key, owner: "dead", now: t0, lease: 60))
        #expect(try !ledger.claim(key, owner: "b", now: t0.addingTimeInterval(59), lease: 60))
        #expect(try ledger.claim(key, owner: "b", now: t0.addingTimeInterval(60), lease: 60))
        #expect(try !ledger.release(key, owner: "dead"))
        #expect(try !ledger.finish(key, owner: "dead", result: .sent, outcome: "late", now: t0))
        #expect(try ledger.finish(key, owner: "b", result: .sent, outcome: "delivered", now: t0))
        let stored = try db.claims()
        #expect(stored.count == 1)
        #expect(stored[0].owner == "b")
        #expect(stored[0].attempts == 2)
        #expect(stored[0].state == "sent")
    }

    @Test("a finished claim, sent or failed for good, is never taken again")
    func finished() throws {
        let ledger = try temporaryDatabase().0.claimsLedger
        #expect(try ledger.claim(key, owner: "a", now: t0, lease: 60))
        #expect(try ledger.finish(key, owner: "a", result: .failed, outcome: "dead: HTTP 410", now: t0))
        #expect(try !ledger.claim(key, owner: "b", now: t0.addingTimeInterval(3600), lease: 60))
        #expect(try !ledger.release(key, owner: "a"))
    }

    @Test("eight connections claiming at once: exactly one wins")
    func race() throws {
        let (_, path) = try temporaryDatabase()
        let wins = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            guard let db = try? SpotterDatabase.open(path: path, seedDemo: false) else { return }
            if (try? db.claimsLedger.claim(key, owner: "pass-\(i)", now: t0, lease: 60)) == true { wins.add() }
        }
        #expect(wins.value == 1)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.withLock { n += 1 } }
    var value: Int { lock.withLock { n } }
}

@Suite("Endpoints, plans and overlays in the store")
struct ClaimsEndpointTests {
    let t0 = Date(timeIntervalSince1970: 1_796_100_000)

    @Test("registering again refreshes the same record; dead is disabled and kept; re-registering re-enables it")
    func lifeCycle() throws {
        let (db, _) = try temporaryDatabase()
        let a = try db.registerEndpoint(kind: .ntfy, address: "http://127.0.0.1:1/t", now: t0)
        let again = try db.registerEndpoint(kind: .ntfy, address: "http://127.0.0.1:1/t", now: t0.addingTimeInterval(5))
        #expect(a.id == again.id)
        #expect(again.refreshedAt == t0.addingTimeInterval(5))
        try db.disableEndpoint(id: a.id, outcome: "dead: HTTP 410", now: t0)
        #expect(try db.endpoints().map(\.state) == [.disabled])
        let back = try db.registerEndpoint(kind: .ntfy, address: "http://127.0.0.1:1/t", now: t0)
        #expect(back.id == a.id)
        #expect(back.state == .active)
        #expect(try db.endpoints().count == 1)
    }

    @Test("the desktop registers under one stable installation id, however often it starts")
    func desktop() throws {
        let (db, path) = try temporaryDatabase()
        let first = try db.registerDesktopEndpoint(now: t0)
        let second = try SpotterDatabase.open(path: path, seedDemo: false).registerDesktopEndpoint(now: t0)
        #expect(first.id == second.id)
        #expect(first.address == second.address)
        try db.retireAllEndpoints()
        #expect(try db.endpoints().map(\.state) == [.retired])
    }

    @Test("a phased plan is stored as its file text and read back the same; overlays by day range")
    func plansAndOverlays() throws {
        let (db, _) = try temporaryDatabase()
        #expect(try db.schemaVersion() >= 4, "plans and claims arrived in version 4")
        #expect(try db.activePhasedPlan() == nil)
        let plan = try RacePlanGenerator.generate(
            race: .fiveK, raceDay: LocalDate(iso: "2027-02-07")!, start: LocalDate(iso: "2026-12-28")!,
            days: [.tue, .sat])
        try db.savePhasedPlan(plan, now: t0)
        #expect(try db.activePhasedPlan() == plan)
        let d = LocalDate(iso: "2026-12-21")!
        try db.addOverlay(Overlay(kind: .vacation, first: d, last: d.adding(days: 6)), now: t0)
        let id = try db.addOverlay(Overlay(kind: .crossTraining, day: d.adding(days: 10), activity: "swim"), now: t0)
        #expect(try db.overlays(from: d.adding(days: 6), through: d.adding(days: 6)).map(\.overlay.kind) == [.vacation])
        #expect(
            try db.overlays(from: d.adding(days: 7), through: d.adding(days: 13)).map(\.overlay.activity) == ["swim"])
        #expect(try db.removeOverlay(id: id))
        #expect(try db.overlays(from: d.adding(days: 7), through: d.adding(days: 13)).isEmpty)
    }
}
