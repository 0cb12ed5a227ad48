import Foundation
import SpotterClub
import SpotterCore
import SpotterStore
import XCTest

/// The club schema on a real PostgreSQL server: created, refused when newer, and the claims ledger's rules.
final class ClubSchemaTests: ClubTestCase {
    func testInit_createsTheSchemaAndIsSafeToRepeat() throws {
        let first = try ClubDatabase.open(dsn: dsn, migrate: true)
        XCTAssertEqual(try first.schemaVersion(), ClubMigrations.latestVersion)
        let again = try ClubDatabase.open(dsn: dsn, migrate: true)
        XCTAssertEqual(try again.schemaVersion(), ClubMigrations.latestVersion)
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM club_schema"), "1\n")
    }

    func testOpen_withoutInit_isRefused() throws {
        XCTAssertThrowsError(try ClubDatabase.open(dsn: dsn)) { XCTAssertEqual($0 as? ClubError, .notInitialised) }
    }

    func testSchema_newerThanKnown_isRefusedAndLeftUnchanged() throws {
        _ = try ClubDatabase.open(dsn: dsn, migrate: true)
        let newer = ClubMigrations.latestVersion + 1
        try server.psql(database, "UPDATE club_schema SET version = \(newer); CREATE TABLE from_the_future (x int)")
        let before = try server.psql(
            database, "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'")

        for migrate in [true, false] {
            XCTAssertThrowsError(try ClubDatabase.open(dsn: dsn, migrate: migrate)) {
                XCTAssertEqual($0 as? ClubError, .newerSchema(found: newer, known: ClubMigrations.latestVersion))
            }
        }
        XCTAssertEqual(try server.psql(database, "SELECT version FROM club_schema"), "\(newer)\n")
        XCTAssertEqual(
            try server.psql(
                database,
                "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'"),
            before)
    }

    func testLedger_claimIsOnceThenTakenOverOnlyAfterTheLease() throws {
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        let ledger = club.claimsLedger
        let key = ClaimKey(
            userId: "ana", channel: "mail", occasion: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!))
        let now = Date()
        XCTAssertTrue(try ledger.claim(key, owner: "a", now: now, lease: 1))
        XCTAssertFalse(try ledger.claim(key, owner: "b", now: now, lease: 1), "a live lease is not taken over")
        XCTAssertFalse(try ledger.release(key, owner: "b"), "only the owner releases")
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertTrue(try ledger.claim(key, owner: "b", now: now, lease: 60), "an expired lease is taken over")
        XCTAssertFalse(
            try ledger.finish(key, owner: "a", result: .sent, outcome: "late", now: now), "the old owner cannot finish")
        XCTAssertTrue(try ledger.finish(key, owner: "b", result: .sent, outcome: "delivered", now: now))
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertFalse(try ledger.claim(key, owner: "c", now: now, lease: 0.001), "a sent claim is never taken again")
        XCTAssertEqual(try club.claims().map(\.attempts), [2])
    }

    func testLedger_releasedClaimCanBeTakenAgain() throws {
        let ledger = try ClubDatabase.open(dsn: dsn, migrate: true).claimsLedger
        let key = ClaimKey(userId: "ben", channel: "push:1", occasion: .day(.stillTime, LocalDate(iso: "2026-12-01")!))
        XCTAssertTrue(try ledger.claim(key, owner: "a", now: Date(), lease: 60))
        XCTAssertTrue(try ledger.release(key, owner: "a"))
        XCTAssertTrue(try ledger.claim(key, owner: "b", now: Date(), lease: 60))
    }
}
