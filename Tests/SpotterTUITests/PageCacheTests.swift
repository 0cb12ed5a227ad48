import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The TUI's memory does not grow with the history through SQLite's page cache (issue 33): its
/// connection keeps a small cache however many pages a screen's read walks.
@Suite("The TUI's SQLite page cache")
struct PageCacheTests {
    /// A real file with `sets` finished bench sets, ten to a workout, two days apart, written by one
    /// statement each (the store's own path would take minutes for a history this long), and the
    /// aggregates built from them.
    static func longHistory(sets: Int) throws -> RunnerRig {
        let rig = RunnerRig()
        let c = rig.db.connection
        try c.transaction {
            try c.run(
                """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO workouts(id, day, started_at, finished_at)
                SELECT 'w' || i, date(1600000000 + i * 172800, 'unixepoch'), 1600000000 + i * 172800,
                    1600003600 + i * 172800 FROM n
                """, sets / 10 - 1)
            try c.run(
                """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO sets(id, workout_id, exercise_id, weight, reps, logged_at, note)
                SELECT 's' || i, 'w' || (i / 10), 'bench', 40 + i % 7, 5, 1600000000 + (i / 10) * 172800 + i % 10,
                    'a note long enough to fill the pages ' || i FROM n
                """, sets - 1)
        }
        // The stored sessions the exercise screen reads, as a migration fills them.
        try rig.db.rebuildAggregates()
        return rig
    }

    @Test("after the exercise screen reads 2,000 sessions, the TUI connection's cache holds at most 256 KiB")
    func exerciseScreenReadKeepsTheCacheSmall() throws {
        let rig = try Self.longHistory(sets: 20_000)
        let app = LiveApp(
            database: rig.db, zone: Fixture.zone, themesDirectory: rig.folder + "/themes", environment: [:],
            openTerminal: { _ in MemoryTerminal() })
        let progress = try LogReader.exercise("bench", db: rig.db)
        #expect(progress.sessionCount == 2_000)
        let cached = rig.db.connection.pageCacheBytes
        // SQLite counts each page with its header: allow an eighth over the cap.
        #expect(cached <= LiveApp.pageCacheKibibytes * 1024 * 9 / 8, "\(cached) bytes in the page cache")
        #expect(cached > 0)
        withExtendedLifetime(app) {}
    }
}
