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

    @Test("SIGKILL at ten seeded instants with --maildir, then a pass: no mail goes twice")
    func sigkillIntoAMaildir() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let (home, due) = try ClubKills.club(dsn: try server.createDatabase(), athletes: 300)
        try ClubKills(home: home, psql: { try server.psql("t1", $0) }, maildir: true).sigkillRepeatsAtMostOnePerWorker(
            due: due, seed: 4034)
    }

    /// A pass into a Maildir is fast: with 100 athletes due it could end before the signal came.
    @Test("SIGTERM part-way with --maildir settles every mail sent and hands back the rest")
    func sigtermIntoAMaildir() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let (home, due) = try ClubKills.club(dsn: try server.createDatabase(), athletes: 3000)
        try ClubKills(home: home, psql: { try server.psql("t1", $0) }, maildir: true).sigtermHandsEverythingBack(
            due: due, seed: 4334)
    }

    /// What a pass killed between a mail's delivery and its settle leaves, made by hand: claims
    /// unsent with their lease run out, one mail still in new/, one read into cur/ with its flags,
    /// and one whose file never made it (killed before the link).
    @Test("a claim taken over sends neither the mail left in new/ nor the one moved to cur/; a missing one goes once")
    func takeoverFindsTheMailInTheMaildir() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let (home, due) = try ClubKills.club(dsn: try server.createDatabase(), athletes: 12)
        let maildir = home.path + "/Maildir"
        let pass = ["club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir, "--batch", "5"]
        let first = try home.run(pass)
        #expect(first.status == 0, "\(first.stderr)")
        func file(of athlete: String) throws -> String {
            try #require(
                try FileManager.default.contentsOfDirectory(atPath: maildir + "/new").first {
                    (try? String(contentsOfFile: maildir + "/new/" + $0, encoding: .utf8))?.contains("To: \(athlete)@")
                        == true
                })
        }
        let a1 = try file(of: "a1")
        #expect(rename(maildir + "/new/" + a1, maildir + "/cur/" + a1 + ":2,RS") == 0)
        #expect(unlink(maildir + "/new/" + (try file(of: "a2"))) == 0)
        let unsettled = try server.psql(
            "t1",
            """
            WITH u AS (
                UPDATE claims SET sent_at = NULL, result = NULL, outcome = NULL, owner = 'killed',
                    lease_until = now() - interval '1 second'
                WHERE athlete IN ('a0', 'a1', 'a2') AND channel = 'mail' RETURNING 1)
            SELECT count(*) FROM u
            """)
        #expect(unsettled == "3\n")

        let again = try home.run(pass)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("athletes, 3 sent,"), "\(again.stdout)")
        let new = try FileManager.default.contentsOfDirectory(atPath: maildir + "/new")
        let cur = try FileManager.default.contentsOfDirectory(atPath: maildir + "/cur")
        #expect(new.count + cur.count == due.count, "a0 and a1 not again, a2 once: \(new) \(cur)")
        #expect(cur == [a1 + ":2,RS"])
        #expect(Set(ClubFixtures.recipients(maildir) + ["a1@club.example"]) == due)
        #expect(try server.psql("t1", "SELECT count(*) FROM claims WHERE sent_at IS NULL OR result <> 'sent'") == "0\n")
        let found = try server.psql(
            "t1",
            "SELECT athlete, attempts, outcome LIKE '%found in the Maildir%' FROM claims WHERE attempts > 1 ORDER BY 1")
        #expect(found == "a0|2|t\na1|2|t\na2|2|f\n", "\(found)")
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
        let later = try ledger.claimBatch([kept, lost], owner: "later", now: now, lease: 600)
        #expect(later.mine == [lost])
        #expect(later.takenOver == [lost], "claimed before: a mail of it may be out already")
        // The stuck owner finds its claim gone when it renews, and so does not send it.
        #expect(try ledger.renew([lost], owner: "stuck", lease: 600) == [])
        #expect(try ledger.renew([kept], owner: "slow", lease: 600) == [kept])
    }
}
