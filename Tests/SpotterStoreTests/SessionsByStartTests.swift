import SpotterTestSupport
import Testing

@testable import SpotterStore

/// Migration 16 and the read it is for: `exercise_sessions` keyed by the workout's start.
@Suite("Stored exercise sessions by start: migration 16 and the exercise screen's read")
struct SessionsByStartTests {
    @Test("a database of version 15 opens with its sessions copied, each with its workout's start and day")
    func migratesFromFifteen() throws {
        let scratch = ScratchFolder()
        var kept = 0
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try AggregateStoreTests.importHistory(into: db, seed: 16, first: "2025-05-01", count: 6, every: 2)
            kept = try db.connection.scalarInt("SELECT COUNT(*) FROM exercise_sessions") ?? 0
            // As Spotter 15 left the file: the sessions keyed by exercise and workout, no start or day.
            try db.connection.execute(
                """
                ALTER TABLE exercise_sessions RENAME TO sessions_16; DROP INDEX exercise_sessions_workout;
                \(Migration.exerciseSessions.sql)
                INSERT INTO exercise_sessions SELECT exercise_id, workout_id, working_sets, warmups, volume, e1rm,
                    top_weight, best_id, best_weight, best_reps, best_rpe, best_duration_seconds, best_logged_at,
                    best_type, best_note, best_meters, best_heart_rate FROM sessions_16;
                DROP TABLE sessions_16;
                PRAGMA user_version = \(Migration.exerciseSessions.version)
                """)
        }
        #expect(kept > 0)
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        #expect(try db.connection.scalarInt("SELECT COUNT(*) FROM exercise_sessions") == kept)
        try AggregateStoreTests.expectMatchesRecomputation(db, step: "after migration 16")
    }

    @Test("the exercise screen's reads are each one range of exercise_sessions' key: no other table, no sort")
    func readIsOneRange() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        for sql in [SpotterDatabase.pointsNewestFirst, SpotterDatabase.sessionsNewestFirst + " LIMIT 100"] {
            let plan = try db.connection.query("EXPLAIN QUERY PLAN " + sql, "bench") { $0.string(3) }
            #expect(plan == ["SEARCH e USING PRIMARY KEY (exercise_id=?)"], "\(plan)")
        }
    }
}
