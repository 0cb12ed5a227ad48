import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// Migration 8 adds columns only: a version-7 file keeps every workout, set and template item.
@Suite("Migration 8: notes, supersets, progression, paused rest, workout order")
struct BenchAndNotesMigrationTests {
    @Test("a version-7 file migrates to 8 with its data intact and the new columns empty")
    func versionSevenMigrates() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        do {
            let old = try SQLiteConnection(path: scratch.database)
            for m in Migrations.all where m.version <= 7 { try old.execute(m.sql) }
            try old.execute("PRAGMA user_version = 7")
            try old.execute(
                """
                INSERT INTO exercises VALUES ('bench', 'Bench press', 'reps');
                INSERT INTO templates VALUES ('push', 'Push');
                INSERT INTO template_items(template_id, position, exercise_id, sets, reps, weight, rest_seconds)
                    VALUES ('push', 0, 'bench', 5, 5, 60, 120);
                INSERT INTO workouts(id, template_id, rotation_id, day, started_at, finished_at) VALUES ('w', 'push', NULL, '2026-11-30', 1000, NULL);
                INSERT INTO sets(id, workout_id, exercise_id, weight, reps, rpe, duration_seconds, logged_at)
                    VALUES ('s1', 'w', 'bench', 60, 5, 8, NULL, 1100);
                INSERT INTO live_session(workout_id, rest_exercise_id, rest_started_at, rest_ends_at, updated_at)
                    VALUES ('w', 'bench', 1100, 1220, 1100);
                """)
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        let w = try #require(try db.workout(id: "w"))
        #expect(w.sets.map(\.weight) == [60])
        let empty = try db.connection.query(
            """
            SELECT s.note, w.note, t.superset, t.progression, l.rest_paused_at, l.exercise_order, l.rest_overrides
            FROM sets s JOIN workouts w ON w.id = s.workout_id JOIN template_items t ON t.exercise_id = s.exercise_id
            JOIN live_session l ON l.workout_id = w.id
            """
        ) { row in (0..<6).map { row.isNull(Int32($0)) } + [row.string(6) == ""] }
        #expect(empty == [[true, true, true, true, true, true, true]])
        var noted = w.sets[0]
        noted.note = "paused at the chest"
        try db.logSet(noted, in: "w")
        #expect(try db.workout(id: "w")?.sets.first?.note == "paused at the chest")
        noted.note = nil
        try db.editSet(noted)
        #expect(try db.workout(id: "w")?.sets.first?.note == nil)
        #expect(throws: (any Error).self) { try db.connection.execute("UPDATE exercises SET equipment = 'kettle'") }
        try db.connection.execute("UPDATE exercises SET equipment = 'barbell'")
        try db.connection.execute("INSERT INTO workout_exercise_notes VALUES ('w', 'bench', 'elbows tucked')")
        try db.discardWorkout(id: "w")
        #expect(try db.connection.scalarInt("SELECT count(*) FROM workout_exercise_notes") == 0)
    }
}
