import Foundation
import SpotterClub
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Synchronization
import Testing

/// The club schema on a real PostgreSQL server: created, refused when newer, and the claims ledger's rules.
@Suite("Club schema and claims ledger", .serialized)
struct ClubSchemaTests {
    let server: PostgresServer
    let dsn: String
    var database: String { ClubTestServer.database(in: dsn) }

    init() throws {
        let fresh = try ClubTestServer.freshDatabase()
        server = fresh.server
        dsn = fresh.dsn
    }

    @Test("init: creates the schema and is safe to repeat")
    func init_createsTheSchemaAndIsSafeToRepeat() throws {
        let first = try ClubDatabase.open(dsn: dsn, migrate: true)
        #expect(try first.schemaVersion() == ClubMigrations.latestVersion)
        let again = try ClubDatabase.open(dsn: dsn, migrate: true)
        #expect(try again.schemaVersion() == ClubMigrations.latestVersion)
        #expect(try server.psql(database, "SELECT count(*) FROM club_schema") == "1\n")
    }

    @Test("open: without init, is refused")
    func open_withoutInit_isRefused() throws {
        #expect(throws: ClubError.notInitialised) { try ClubDatabase.open(dsn: dsn) }
    }

    @Test("schema: newer than known, is refused and left unchanged")
    func schema_newerThanKnown_isRefusedAndLeftUnchanged() throws {
        _ = try ClubDatabase.open(dsn: dsn, migrate: true)
        let newer = ClubMigrations.latestVersion + 1
        try server.psql(database, "UPDATE club_schema SET version = \(newer); CREATE TABLE from_the_future (x int)")
        let before = try server.psql(
            database, "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'")

        for migrate in [true, false] {
            #expect(throws: ClubError.newerSchema(found: newer, known: ClubMigrations.latestVersion)) {
                try ClubDatabase.open(dsn: dsn, migrate: migrate)
            }
        }
        #expect(try server.psql(database, "SELECT version FROM club_schema") == "\(newer)\n")
        #expect(
            try server.psql(
                database,
                "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'")
                == before)
    }

    @Test("init: on a version 1 schema, adds the pending claims index, and settling reads through it")
    func init_onAVersion1Schema_addsThePendingClaimsIndex_andSettlingReadsThroughIt() throws {
        _ = try ClubDatabase.open(dsn: dsn, migrate: true)
        try server.psql(
            database,
            """
            DROP INDEX claims_pending; ALTER TABLE athletes DROP COLUMN plan_hash; DROP TABLE plans;
            ALTER TABLE athletes ADD COLUMN plan text; UPDATE club_schema SET version = 1
            """)
        #expect(throws: ClubError.olderSchema(found: 1, known: ClubMigrations.latestVersion)) {
            try ClubDatabase.open(dsn: dsn)
        }
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        #expect(try club.schemaVersion() == ClubMigrations.latestVersion)
        // A year of sent claims with fresh statistics, then a batch pending: the lookup a settle
        // makes goes through the small index, not through the year.
        try server.psql(
            database,
            """
            INSERT INTO claims(athlete, channel, kind, occasion, owner, lease_until, sent_at)
            SELECT 'a' || i % 100, 'mail', 'todays-workout', 'd' || i, 'old', now(), now() FROM generate_series(1, 20000) i;
            ANALYZE claims
            """)
        let keys = (0..<200).map {
            ClaimKey(userId: "b\($0)", channel: "mail", occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
        }
        #expect(try club.claimsLedger.claimAll(keys, owner: "pass-1", now: Date(), lease: 60).count == 200)
        let plan = try server.psql(
            database, "EXPLAIN SELECT * FROM claims WHERE owner = 'pass-1' AND sent_at IS NULL")
        #expect(plan.contains("claims_pending"), "\(plan)")
        let settled = keys.map { ClaimSettlement(key: $0, result: .sent, outcome: "delivered: x") }
        #expect(try club.claimsLedger.settleAll(settled, owner: "pass-1", now: Date()) == 200)
    }

    @Test("ledger: claim is once then taken over only after the lease")
    func ledger_claimIsOnceThenTakenOverOnlyAfterTheLease() throws {
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        let ledger = club.claimsLedger
        let key = ClaimKey(
            userId: "ana", channel: "mail", occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
        let now = Date()
        #expect(try ledger.claim(key, owner: "a", now: now, lease: 1))
        #expect(!(try ledger.claim(key, owner: "b", now: now, lease: 1)), "a live lease is not taken over")
        #expect(!(try ledger.release(key, owner: "b")), "only the owner releases")
        Thread.sleep(forTimeInterval: 1.2)
        #expect(try ledger.claim(key, owner: "b", now: now, lease: 60), "an expired lease is taken over")
        #expect(
            !(try ledger.finish(key, owner: "a", result: .sent, outcome: "late", now: now)),
            "the old owner cannot finish")
        #expect(try ledger.finish(key, owner: "b", result: .sent, outcome: "delivered", now: now))
        Thread.sleep(forTimeInterval: 0.1)
        #expect(!(try ledger.claim(key, owner: "c", now: now, lease: 0.001)), "a sent claim is never taken again")
        #expect(try club.claims().map(\.attempts) == [2])
    }

    @Test("ledger: released claim can be taken again")
    func ledger_releasedClaimCanBeTakenAgain() throws {
        let ledger = try ClubDatabase.open(dsn: dsn, migrate: true).claimsLedger
        let key = ClaimKey(userId: "ben", channel: "push:1", occasion: .day(.stillTime, LocalDate(iso: "2026-12-01")!))
        #expect(try ledger.claim(key, owner: "a", now: Date(), lease: 60))
        #expect(try ledger.release(key, owner: "a"))
        #expect(try ledger.claim(key, owner: "b", now: Date(), lease: 60))
    }
}

/// Batched claims: one statement for many keys, each key by the same rules as a single claim.
@Suite("Club batched claims", .serialized)
struct ClubBatchClaimsTests {
    let server: PostgresServer
    let dsn: String
    var database: String { ClubTestServer.database(in: dsn) }

    init() throws {
        let fresh = try ClubTestServer.freshDatabase()
        server = fresh.server
        dsn = fresh.dsn
    }

    func key(_ user: String, _ channel: String = "mail") -> ClaimKey {
        ClaimKey(userId: user, channel: channel, occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
    }

    @Test("claim all: takes fresh and expired, leaves live and sent, settles only what is still ours")
    func claimAll_takesFreshAndExpired_leavesLiveAndSent_settlesOnlyWhatIsStillOurs() throws {
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        let ledger = club.claimsLedger
        let now = Date()
        #expect(try ledger.claim(key("live"), owner: "other", now: now, lease: 60))
        #expect(try ledger.claim(key("expired"), owner: "other", now: now, lease: 0.5))
        #expect(try ledger.claim(key("sent"), owner: "other", now: now, lease: 0.5))
        #expect(try ledger.finish(key("sent"), owner: "other", result: .sent, outcome: "delivered", now: now))
        Thread.sleep(forTimeInterval: 0.7)

        // Odd characters travel inside the array literal unharmed; a key twice is claimed once.
        let odd = key(#"q"u\o{t,e} é"#, "push:7")
        let keys = [key("fresh"), key("live"), key("expired"), key("sent"), odd, key("fresh")]
        let claimed = try ledger.claimBatch(keys, owner: "me", now: now, lease: 60)
        #expect(claimed.mine == [key("fresh"), key("expired"), odd])
        #expect(claimed.takenOver == [key("expired")], "only the one claimed before is a takeover")
        #expect(try ledger.claimAll(keys, owner: "third", now: now, lease: 60) == [], "all taken now")

        let settled = try ledger.settleAll(
            [
                ClaimSettlement(key: key("fresh"), result: .sent, outcome: "delivered"),
                ClaimSettlement(key: odd, result: nil, outcome: "transient: timeout"),
                ClaimSettlement(key: key("expired"), result: .failed, outcome: "dead: 410"),
                ClaimSettlement(key: key("live"), result: .sent, outcome: "not mine"),
            ], owner: "me", now: now)
        #expect(settled == 3, "the live claim belongs to another pass")
        #expect(
            try server.psql(
                database,
                "SELECT string_agg(athlete || ':' || owner || ':' || coalesce(result, '-'), ',' ORDER BY athlete) FROM claims"
            ) == "expired:me:failed,fresh:me:sent,live:other:-,sent:other:sent\n", "the released claim is gone")
        #expect(try ledger.claimAll([odd], owner: "later", now: now, lease: 60) == [odd], "released: free again")
    }

    @Test("claim all: racing batches in every order, have exactly one winner per key")
    func claimAll_racingBatchesInEveryOrder_haveExactlyOneWinnerPerKey() throws {
        _ = try ClubDatabase.open(dsn: dsn, migrate: true)
        let keys = (0..<2_000).map { key("u\($0)") }
        let winners = Mutex<[ClaimKey]>([])
        let errors = Mutex<[String]>([])
        let dsn = dsn
        DispatchQueue.concurrentPerform(iterations: 8) { w in
            do {
                let ledger = try ClubDatabase.open(dsn: dsn).claimsLedger
                var g = SplitMix64(seed: UInt64(w + 1))
                var shuffled = keys
                shuffled.shuffle(using: &g)
                var i = 0
                while i < shuffled.count {
                    let size = 50 + Int(g.next() % 400)
                    let batch = Array(shuffled[i..<min(i + size, shuffled.count)])
                    let won = try ledger.claimAll(batch, owner: "w\(w)", now: Date(), lease: 60)
                    winners.withLock { $0.append(contentsOf: won) }
                    i += size
                }
            } catch { errors.withLock { $0.append("\(error)") } }
        }
        #expect(errors.withLock { $0 } == [])
        let all = winners.withLock { $0 }
        #expect(all.count == keys.count)
        #expect(Set(all) == Set(keys))
        #expect(try server.psql(database, "SELECT count(*) FROM claims") == "2000\n")
    }
}
