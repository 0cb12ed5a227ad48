import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// A fresh folder per test, removed at the end.
struct ScratchFolder: ~Copyable {
    let path: String
    init() {
        path = NSTemporaryDirectory() + "spotter-store-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    var database: String { path + "/data/spotter.sqlite" }
}

@Suite("The database file")
struct DatabaseTests {
    @Test("a new database is migrated to the latest version, in WAL mode, private to its owner")
    func newDatabase() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        #expect(try db.connection.scalarString("PRAGMA journal_mode") == "wal")
        #expect(try db.connection.scalarInt("PRAGMA foreign_keys") == 1)
        #expect(try db.connection.scalarInt("PRAGMA synchronous") == 2)  // FULL
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.database)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(
        "a transaction inside a transaction is a savepoint: its failure undoes only its own writes, the outer one's undoes all"
    )
    func nestedTransactions() throws {
        struct Boom: Error {}
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database, seedDemo: false)
        try db.connection.run("CREATE TABLE t (v INTEGER)")
        func values() throws -> Int { try db.connection.scalarInt("SELECT COUNT(*) FROM t") ?? -1 }
        try db.connection.transaction {
            try db.connection.run("INSERT INTO t VALUES (1)")
            _ = try? db.connection.transaction { () throws -> Void in
                try db.connection.run("INSERT INTO t VALUES (2)")
                throw Boom()
            }
            _ = try db.connection.transaction { try db.connection.run("INSERT INTO t VALUES (3)") }
        }
        #expect(try values() == 2)
        _ = try? db.connection.transaction { () throws -> Void in
            _ = try db.connection.transaction { try db.connection.run("INSERT INTO t VALUES (4)") }
            throw Boom()
        }
        #expect(try values() == 2)
    }

    @Test("migration versions are consecutive from 1")
    func migrationOrder() {
        #expect(Migrations.all.map(\.version) == Array(1...Migrations.all.count))
    }

    @Test("a database from a newer Spotter is refused, named with both versions, and left byte-for-byte unchanged")
    func newerSchemaRefused() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try db.connection.execute("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE")
            try db.connection.execute("PRAGMA user_version = \(Migrations.latestVersion + 7)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.database))
        #expect(throws: StoreError.self) { try SpotterDatabase.open(path: scratch.database) }
        do {
            _ = try SpotterDatabase.open(path: scratch.database)
        } catch let error as StoreError {
            #expect(error.description.contains("version \(Migrations.latestVersion + 7)"))
            #expect(error.description.contains("version \(Migrations.latestVersion)"))
        }
        let after = try Data(contentsOf: URL(fileURLWithPath: scratch.database))
        #expect(before == after)
    }

    @Test("the demo plan is installed once, on a brand-new database only")
    func demoPlanOnce() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            let plan = try db.plan()
            #expect(plan.templates.map(\.id) == DemoPlan.templates.map(\.id))
            #expect(plan.weekly == DemoPlan.weekly)
            #expect(plan.rotations == DemoPlan.rotations)
            try db.connection.execute("DELETE FROM weekly_schedule")
        }
        let reopened = try SpotterDatabase.open(path: scratch.database)
        #expect(try reopened.plan().weekly.isEmpty)
    }

    @Test("preferences survive a reopen")
    func preferencesPersist() throws {
        let scratch = ScratchFolder()
        let zone = Zone.named("Europe/Berlin")
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try db.setPreference("quiet-hours", to: "23:00-06:30", zone: zone)
            try db.setPreference("paused-until", to: "2026-12-03T12:00", zone: zone)
        }
        let prefs = try SpotterDatabase.open(path: scratch.database).preferences()
        #expect(prefs.quietHours?.text == "23:00-06:30")
        #expect(prefs.pausedUntil.map { LocalDateTimeText.format($0, zone) } == "2026-12-03T12:00")
    }

    @Test("a set is logged, read back with its workout, and finishing a rotation workout advances the rotation")
    func workoutLifecycle() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let day = LocalDate(iso: "2026-12-05")!
        let start = Date(timeIntervalSince1970: 1_796_000_000)
        let w = try db.startWorkout(templateId: "full-a", rotationId: "weekend", day: day, at: start)
        try db.logSet(
            LoggedSet(id: "s1", exerciseId: "squat", weight: 70, reps: 5, rpe: 8, loggedAt: start + 60), in: w.id)
        let open = try #require(try db.openWorkout())
        #expect(open.sets.map(\.id) == ["s1"])
        #expect(open.sets.first?.rpe == 8)
        try db.finishWorkout(id: w.id, at: start + 3600)
        #expect(try db.openWorkout() == nil)
        #expect(try db.plan().rotations.first?.nextIndex == 1)
        #expect(try db.finishedWorkouts(from: day, through: day).count == 1)
        #expect(throws: StoreError.self) { try db.finishWorkout(id: w.id, at: start + 7200) }
    }

    @Test("a set for an unknown exercise is refused by the foreign key")
    func foreignKeys() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try db.startWorkout(
            templateId: nil, day: LocalDate(iso: "2026-12-05")!, at: Date(timeIntervalSince1970: 0))
        #expect(throws: SQLiteError.self) {
            try db.logSet(
                LoggedSet(id: "x", exerciseId: "nope", reps: 5, loggedAt: Date(timeIntervalSince1970: 1)), in: w.id)
        }
    }
}
