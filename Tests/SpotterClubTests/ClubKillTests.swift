import Foundation
import SpotterStore
import SpotterTestSupport
import Testing

@testable import SpotterClub
@testable import SpotterCore

/// Stopped, killed and slow passes: nothing lost, at most one message per worker sent twice.
@Suite("Club pass: SIGTERM, SIGKILL and leases", .serialized)
struct ClubKillTests {
    @Test("SIGTERM part-way hands back every claim not sent; a later pass sends the rest, none twice")
    func sigterm() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let (home, due) = try ClubKills.club(dsn: try server.createDatabase(), athletes: 150)
        try ClubKills(home: home, psql: { try server.psql("t1", $0) }).sigtermHandsEverythingBack(due: due, seed: 34)
    }

    @Test("SIGKILL at ten seeded instants, then a pass: each kill repeats at most one message per worker")
    func sigkill() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let (home, due) = try ClubKills.club(dsn: try server.createDatabase(), athletes: 300)
        try ClubKills(home: home, psql: { try server.psql("t1", $0) }).sigkillRepeatsAtMostOnePerWorker(
            due: due, seed: 2034)
    }

    @Test("a renewed lease keeps a claim from being taken over; one not renewed is taken")
    func renewal() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let dsn = try server.createDatabase()
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        let ledger = club.claimsLedger
        let now = Date()
        let kept = ClaimKey(userId: "a", channel: "mail", occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
        let lost = ClaimKey(userId: "b", channel: "mail", occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
        #expect(try ledger.claimAll([kept], owner: "slow", now: now, lease: 1) == [kept])
        #expect(try ledger.claimAll([lost], owner: "stuck", now: now, lease: 1) == [lost])
        #expect(try ledger.renew([kept], owner: "slow", lease: 600) == [kept])
        // Wait on the server's clock until the first lease of one second has run out.
        #expect(
            DispatchPeers.waitUntil(60) {
                (try? server.psql("t1", "SELECT count(*) FROM claims WHERE lease_until < now()")) == "1\n"
            })
        #expect(try ledger.claimAll([kept, lost], owner: "later", now: now, lease: 600) == [lost])
        // The stuck owner finds its claim gone when it renews, and so does not send it.
        #expect(try ledger.renew([lost], owner: "stuck", lease: 600) == [])
        #expect(try ledger.renew([kept], owner: "slow", lease: 600) == [kept])
    }
}
