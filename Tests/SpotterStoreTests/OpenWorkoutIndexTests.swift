import SpotterTestSupport
import Testing

@testable import SpotterStore

/// Migration 17: the open workout is found through `workouts_open`, whatever the history's length.
@Suite("The open workout by index: migration 17")
struct OpenWorkoutIndexTests {
    @Test("openWorkout's query searches the open workouts' index: no scan of every workout, no sort")
    func searchesTheIndex() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let sql =
            "SELECT id FROM workouts WHERE \(SpotterDatabase.openClause) ORDER BY \(SpotterDatabase.openOrder) LIMIT 1"
        let plan = try db.connection.query("EXPLAIN QUERY PLAN " + sql) { $0.string(3) }
        #expect(plan == ["SCAN workouts USING INDEX workouts_open"], "\(plan)")
    }

    @Test("with a history and an open workout, openWorkout still finds the newest open one")
    func findsTheOpenOne() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        try AggregateStoreTests.importHistory(into: db, seed: 17, first: "2025-05-01", count: 6, every: 2)
        #expect(try db.openWorkout() == nil)
        try db.connection.run(
            "INSERT INTO workouts(id, template_id, rotation_id, day, started_at) VALUES ('open', NULL, NULL, '2025-06-01', ?)",
            1_748_800_000.0)
        #expect(try db.openWorkout()?.id == "open")
    }
}
