import Foundation
import SpotterCore
import Testing

@testable import SpotterStore

/// The file at the database path: created whole or not at all, Spotter's or refused, damaged or not.
@Suite("What is at the database path")
struct DatabaseFileTests {
    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// A plain SQLite file written by someone else, in rollback mode so its bytes are all in one file.
    func foreignFile(_ path: String, _ sql: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let other = try SQLiteConnection(path: path)
        try other.execute(sql)
    }

    @Test("a demo plan write that fails half-way leaves no half database: the next open gives a complete one")
    func interruptedSeed() throws {
        let scratch = ScratchFolder()
        var broken = StoredPlan.demo
        // The last template gains an item that breaks `sets > 0`: the writes before it have run by then.
        let last = broken.templates.count - 1
        broken.templates[last].items.append(.init(exerciseId: DemoPlan.exercises[0].id, sets: 0, restSeconds: 60))
        do {
            _ = try SpotterDatabase.open(path: scratch.database, seed: broken)
            Issue.record("the broken seed was accepted")
        } catch let error as StoreError {
            #expect(error.description.contains(scratch.database))
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        #expect(try db.plan().exercises.map(\.id).sorted() == DemoPlan.exercises.map(\.id).sorted())
        #expect(try db.plan().templates == DemoPlan.templates)
        #expect(try db.meta("demo-plan") == "installed")
    }

    @Test("a database left without a plan by an interrupted first run of an older Spotter gets the demo plan")
    func olderInterruptedRunRepaired() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database, seedDemo: false)
            // What an older Spotter left: every migration, no plan, no application id.
            try db.connection.execute("PRAGMA application_id = 0")
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.plan().templates == DemoPlan.templates)
        #expect(try db.connection.scalarInt("PRAGMA application_id") == Int(SpotterDatabase.applicationID))
    }

    @Test("eight first runs at once on one fresh file all open it, and it has one demo plan")
    func parallelFirstRuns() throws {
        let scratch = ScratchFolder()
        let path = scratch.database
        final class Failures: @unchecked Sendable {
            let lock = NSLock()
            var list: [String] = []
            func add(_ s: String) { lock.withLock { list.append(s) } }
        }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            do { _ = try SpotterDatabase.open(path: path) } catch { failures.add("\(error)") }
        }
        #expect(failures.list == [])
        let db = try SpotterDatabase.open(path: path)
        #expect(try db.plan().templates == DemoPlan.templates)
        #expect(try db.connection.scalarInt("SELECT COUNT(*) FROM meta WHERE key = 'demo-plan'") == 1)
    }

    @Test("a new database carries Spotter's application id")
    func applicationIdSet() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.connection.scalarInt("PRAGMA application_id") == Int(SpotterDatabase.applicationID))
    }

    @Test("a Spotter database from before the application id is kept, with its data, and marked")
    func legacySpotterDatabaseMarked() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try db.setMeta("note", "kept")
            try db.connection.execute("PRAGMA application_id = 0")
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.meta("note") == "kept")
        #expect(try db.plan().templates == DemoPlan.templates)
        #expect(try db.connection.scalarInt("PRAGMA application_id") == Int(SpotterDatabase.applicationID))
    }

    @Test("an older Spotter database half-way through its migrations is recognised and migrated")
    func legacyOlderVersionMigrated() throws {
        let scratch = ScratchFolder()
        do {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/data", withIntermediateDirectories: true)
            let old = try SQLiteConnection(path: scratch.database)
            for migration in Migrations.all.prefix(2) { try old.execute(migration.sql) }
            try old.execute("PRAGMA user_version = 2")
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        #expect(try db.connection.scalarInt("PRAGMA application_id") == Int(SpotterDatabase.applicationID))
    }

    @Test(
        "a SQLite file that is not Spotter's is refused, named, and left byte-for-byte unchanged",
        arguments: [
            "CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('mine')",
            "PRAGMA application_id = 42",
            "CREATE TABLE meta(key TEXT, value TEXT); PRAGMA user_version = 5",
            "PRAGMA user_version = 3",
        ])
    func foreignRefused(sql: String) throws {
        let scratch = ScratchFolder()
        try foreignFile(scratch.database, sql)
        let before = try bytes(scratch.database)
        do {
            _ = try SpotterDatabase.open(path: scratch.database)
            Issue.record("a foreign file was taken over")
        } catch let error as StoreError {
            #expect(error == .foreign(path: scratch.database))
            #expect(error.description.contains(scratch.database))
            #expect(error.description.contains("not a Spotter database"))
        }
        #expect(try bytes(scratch.database) == before)
    }

    @Test("an empty file at the path is a new database")
    func emptyFileIsNew() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: scratch.database, contents: Data())
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.plan().templates == DemoPlan.templates)
    }

    @Test("a damaged file is named, called damaged with what to do, and left unchanged")
    func damagedFile() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try db.connection.execute("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE")
        }
        var damaged = try bytes(scratch.database)
        for i in 100..<4096 { damaged[i] = 0xA5 }
        for contents in [damaged, Data(repeating: 0x5A, count: 4096)] {
            try contents.write(to: URL(fileURLWithPath: scratch.database))
            do {
                _ = try SpotterDatabase.open(path: scratch.database)
                Issue.record("a damaged file was opened")
            } catch let error as StoreError {
                #expect(error == .damaged(path: scratch.database))
                #expect(
                    error.description
                        == "\(scratch.database) is damaged: your data is untouched; restore a backup or move it away")
            }
            #expect(try bytes(scratch.database) == contents)
        }
    }

    @Test("a SQLite error in use reads as words for the user, with the file, and no SQL")
    func userMessage() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        do {
            try db.connection.execute("INSERT INTO exercises(id, name, kind) VALUES ('x', 'X', 'sideways')")
            Issue.record("the CHECK held nothing back")
        } catch {
            let words = StoreError.userMessage(for: error)
            #expect(!words.contains("INSERT"))
            #expect(!words.contains("SQLite"))
            #expect(words.contains(scratch.database))
            #expect(words.contains("not saved"))
        }
        let full = SQLiteError(code: 13, message: "database or disk is full", sql: "INSERT …", path: scratch.database)
        #expect(
            StoreError.userMessage(for: full)
                == "the disk holding \(scratch.database) is full: free some space and try again; the change was not saved"
        )
        #expect(full.description.contains("SQLite error 13"))
    }

    @Test("the data folder is private from the first intermediate folder it creates")
    func privateFolders() throws {
        let scratch = ScratchFolder()
        let path = scratch.path + "/a/b/data/spotter.sqlite"
        _ = try SpotterDatabase.open(path: path)
        for folder in ["/a", "/a/b", "/a/b/data"] {
            let mode =
                try FileManager.default.attributesOfItem(atPath: scratch.path + folder)[.posixPermissions] as? Int
            #expect(mode == 0o700, "\(folder)")
        }
    }

    @Test(
        "a data folder that others can write to, or that belongs to someone else, is refused before anything is written"
    )
    func unsafeFolderRefused() throws {
        let scratch = ScratchFolder()
        let data = scratch.path + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o770], ofItemAtPath: data)
        #expect(throws: StoreError.self) { try SpotterDatabase.open(path: scratch.database) }
        do { _ = try SpotterDatabase.open(path: scratch.database) } catch let error as StoreError {
            #expect(error.description.contains(data))
            #expect(error.description.contains("others can write"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.database))
        if getuid() == 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: data)
            #expect(chown(data, 65534, 65534) == 0)
            do {
                _ = try SpotterDatabase.open(path: scratch.database)
                Issue.record("a folder of user 65534 was used")
            } catch let error as StoreError {
                #expect(error.description.contains(data))
                #expect(error.description.contains("belongs to"))
            }
            #expect(!FileManager.default.fileExists(atPath: scratch.database))
        }
    }
}

@Suite("The outbox's wake-up file")
struct OutboxSignalFileTests {
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test("a pass wake-up write creates the wake-up file 0600, and mends one an older Spotter left 0644")
    func wakeupFileIsPrivate() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database, seedDemo: false)
        let wakeup = PassWakeup(
            id: "daily-pass:2026-06-01T05:00", at: now.addingTimeInterval(600), validUntil: now.addingTimeInterval(3600)
        )
        try db.replacePassWakeups(with: [wakeup], now: now)
        #expect(try mode(db.outboxSignalFile) == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: db.outboxSignalFile)
        try db.replacePassWakeups(with: [], now: now)
        #expect(try mode(db.outboxSignalFile) == 0o600)
    }

    @Test("a claim is logged at the caller's instant, not the machine's")
    func claimAtCallersNow() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database, seedDemo: false)
        let n = PlannedNotification(
            id: "r", kind: .workoutReminder, fireAt: now, title: "Workout", body: "Push", actions: [], templateId: nil,
            day: nil)
        try db.upsertOutbox(n, group: .plan, now: now)
        #expect(try db.claimOutbox(id: "r", now: now.addingTimeInterval(5)) != nil)
        let at = try db.connection.query("SELECT at FROM delivery_log WHERE outcome = 'claimed'") { $0.date(0) }
        #expect(at == [now.addingTimeInterval(5)])
    }
}
