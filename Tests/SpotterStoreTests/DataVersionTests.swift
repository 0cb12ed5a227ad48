import Foundation
import SpotterCore
import Testing

@testable import SpotterStore

/// `dataVersion()`, which the running UI asks every second: answered from the wal-index header
/// while no commit rewrote it, from `PRAGMA data_version` when one did.
@Suite("Data version: another connection's commits, seen without a statement while there are none")
struct DataVersionTests {
    let day = LocalDate(iso: "2026-06-01")!

    @Test("another connection's commit changes it, its own and none do not; the header moves with every commit")
    func commitsElsewhere() throws {
        let scratch = ScratchFolder()
        let tui = try SpotterDatabase.open(path: scratch.database)
        let other = try SpotterDatabase.open(path: scratch.database)
        let start = try tui.dataVersion()
        let header = try #require(tui.connection.walIndexHeader(), "a WAL file has a wal-index header")
        #expect(tui.connection.walIndexHeader() == header, "no commit, the same header: the check can hold")
        for _ in 0..<3 { #expect(try tui.dataVersion() == start) }

        _ = try tui.startWorkout(templateId: nil, day: day, at: Date())
        #expect(tui.connection.walIndexHeader() != header, "its own commit rewrote the header")
        #expect(try tui.dataVersion() == start, "its own commit is not a change elsewhere")

        let own = try #require(tui.connection.walIndexHeader())
        try other.setMeta("x", "y")
        #expect(tui.connection.walIndexHeader() != own)
        let changed = try tui.dataVersion()
        #expect(changed != start)
        #expect(try tui.dataVersion() == changed)
        try other.setMeta("x", "z")
        #expect(try tui.dataVersion() != changed, "a second commit elsewhere is seen too")
        // Inside a transaction the answer is the snapshot's, and never kept for later.
        let seen = try tui.dataVersion()
        try tui.connection.reading {
            #expect(try tui.dataVersion() == seen)
            try other.setMeta("x", "w")
            #expect(try tui.dataVersion() == seen, "the snapshot's answer")
        }
        #expect(try tui.dataVersion() != seen, "the commit made during the transaction is seen after it")
    }

    @Test("a file in another journal mode is asked with the pragma, and no wal-index is made for it")
    func notWAL() throws {
        let scratch = ScratchFolder()
        let path = scratch.path + "/plain.sqlite"
        let db = try SQLiteConnection(path: path)
        try db.execute("CREATE TABLE t(a INTEGER)")
        let other = try SQLiteConnection(path: path)
        let start = try db.dataVersion()
        try other.run("INSERT INTO t VALUES (?)", 1)
        #expect(try db.dataVersion() != start)
        #expect(db.walIndexHeader() == nil)
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }
}
