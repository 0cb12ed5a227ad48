import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// Imported workouts in the store: their name and source, the keys that de-duplicate, one transaction.
@Suite("Imports in the store: names, keys, all or nothing")
struct ImportStoreTests {
    static let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))

    static func workout(_ name: String, _ iso: String, _ exercise: String) -> ImportedWorkout {
        let start = berlin.instant(LocalDate(iso: iso)!, LocalTime(hhmm: "18:02")!, second: 11)
        return ImportedWorkout(
            source: .strong, name: name, start: start, end: start + 3600, day: LocalDate(iso: iso)!, line: 2,
            sets: [
                ImportedSet(line: 2, exercise: exercise, type: .warmup, weightKg: 40, reps: 10),
                ImportedSet(
                    line: 3, exercise: exercise, weightKg: 135 * WeightUnit.kilogramsPerPound, reps: 5, rpe: 8.5),
            ])
    }

    @Test("a saved import reads back with its names, weights at full precision and types; its keys say it is here")
    func savesAndReads() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let parsed = ParsedImport(
            source: .strong, layout: "Strong",
            workouts: [Self.workout("Push Day", "2024-09-15", "Bench Press (Barbell)")])
        let batch = ImportBatch(
            parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: .strong))
        try db.saveImport(batch)
        let w = try #require(try db.finishedWorkouts(since: nil, until: nil).first)
        #expect(w.name == "Push Day" && w.templateId == nil)
        #expect(w.sets.map(\.type) == [.warmup, .working])
        #expect(w.sets[1].weight == 135 * WeightUnit.kilogramsPerPound)
        // Strong's name is the catalogue's Bench press, which the demo plan's bench is.
        #expect(try db.plan().exercise("bench")?.catalogueId == "bench-press")
        #expect(try db.plan().exercises.count == DemoPlan.exercises.count)
        #expect(try db.importedWorkoutKeys(source: .strong) == [parsed.workouts[0].key])
        #expect(try db.importedWorkoutKeys(source: .hevy).isEmpty)
        let again = ImportBatch(
            parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: .strong))
        #expect(again.workouts.isEmpty && again.alreadyHere == 1)
    }

    @Test("a batch that meets a workout already stored fails as a whole: its new exercise and workouts are not kept")
    func allOrNothing() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let first = ParsedImport(
            source: .strong, layout: "Strong",
            workouts: [Self.workout("Push Day", "2024-09-15", "Bench Press (Barbell)")])
        try db.saveImport(ImportBatch(first, exercises: try db.plan().exercises, stored: []))
        let before = try db.finishedWorkouts(since: nil, until: nil)
        // Built as if nothing were stored (another import got there in between): the store refuses the duplicate.
        let second = ParsedImport(
            source: .strong, layout: "Strong",
            workouts: [
                Self.workout("Legs", "2024-09-17", "Leg Press (Machine)"),
                Self.workout("Push Day", "2024-09-15", "Bench Press (Barbell)"),
            ])
        let batch = ImportBatch(second, exercises: try db.plan().exercises, stored: [])
        #expect(batch.workouts.count == 2 && batch.newExercises.map(\.name) == ["Leg press"])
        #expect(throws: (any Error).self) { try db.saveImport(batch) }
        #expect(try db.finishedWorkouts(since: nil, until: nil) == before)
        #expect(try db.plan().exercise("leg-press") == nil)
    }
}
