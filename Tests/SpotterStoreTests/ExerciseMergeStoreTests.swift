import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// Renaming and merging exercises on a real database, and imported names landing on the plan's.
@Suite("Exercises in the store: import onto the plan's, rename, merge")
struct ExerciseMergeStoreTests {
    static let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))

    /// A Strong workout on `iso` at 18:00 with `sets` (name, kg, reps).
    static func imported(_ name: String, _ iso: String, _ sets: [(String, Double, Int)]) -> ImportedWorkout {
        let day = LocalDate(iso: iso)!
        let start = berlin.instant(day, LocalTime(hhmm: "18:00")!, second: 0)
        return ImportedWorkout(
            source: .strong, name: name, start: start, end: start + 3600, day: day, line: 2,
            sets: sets.enumerated().map { i, s in ImportedSet(line: i + 2, exercise: s.0, weightKg: s.1, reps: s.2) })
    }

    static func importing(_ workouts: [ImportedWorkout], into db: SpotterDatabase) throws {
        let parsed = ParsedImport(source: .strong, layout: "Strong", workouts: workouts)
        try db.saveImport(
            ImportBatch(parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: .strong))
        )
    }

    @Test("an imported Deadlift (Barbell) lands on the plan's Deadlift: its last: line and records are the import's")
    func importLandsOnPlan() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        try Self.importing(
            [
                Self.imported(
                    "Pull", "2024-03-04", [("Deadlift (Barbell)", 140, 5), ("Lat Pulldown (Cable)", 55, 10)])
            ], into: db)
        let last = try db.lastSessionSets(exerciseIds: ["deadlift"], excludingWorkout: nil)
        #expect(last["deadlift"]?.sets.map(\.weight) == [140])
        let records = RecordBook(workouts: try db.finishedWorkouts(since: nil, until: nil))
        #expect(records["deadlift"].heaviestWeight == 140)
        let plan = try db.plan()
        #expect(plan.exercises.filter { $0.name.contains("Deadlift") }.map(\.id) == ["deadlift"])
        let pulldown = try #require(plan.exercise("lat-pulldown"))
        #expect(
            pulldown.name == "Lat pulldown" && pulldown.equipment == .cable && pulldown.catalogueId == "lat-pulldown")
    }

    @Test("rename keeps every set, note and template item on the exercise")
    func rename() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        try Self.importing(
            [Self.imported("Push", "2024-03-04", Array(repeating: ("Bench Press (Barbell)", 80.0, 5), count: 3))],
            into: db)
        try db.renameExercise(id: "bench", to: "Flat bench")
        #expect(try db.plan().exercise("bench")?.name == "Flat bench")
        #expect(try db.plan().exercise("bench")?.aliases == ["Bench press"])
        #expect(try db.setCounts()["bench"] == 3)
        #expect(try db.templates().contains { $0.items.contains { $0.exerciseId == "bench" } })
        #expect(throws: StoreError.notFound("exercise nope")) { try db.renameExercise(id: "nope", to: "X") }
    }

    @Test("merge moves A's sets to B in one step: B's records and last: line include them, A is gone")
    func merge() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        // A custom name no catalogue entry has, with the heaviest sets and the latest session.
        try Self.importing(
            [
                Self.imported("Push", "2024-03-04", [("Bench Press (Barbell)", 80, 5), ("Bench press Backup", 90, 3)]),
                Self.imported("Push 2", "2024-03-11", [("Bench press Backup", 100, 2), ("Bench press Backup", 95, 3)]),
            ], into: db)
        let a = try #require(try db.plan().exercises.first { $0.name == "Bench press Backup" })
        #expect(a.catalogueId == nil)
        try db.setExerciseNote(
            "elbows in", workoutId: try #require(try db.finishedWorkouts(since: nil, until: nil).last?.id),
            exerciseId: a.id)
        let before = RecordBook(workouts: try db.finishedWorkouts(since: nil, until: nil))
        #expect(before["bench"].heaviestWeight == 80 && before[a.id].heaviestWeight == 100)
        #expect(
            try db.lastSessionSets(exerciseIds: ["bench"], excludingWorkout: nil)["bench"]?.sets.map(\.weight) == [80])

        #expect(try db.mergeExercise(a.id, into: "bench") == 3)

        #expect(try db.plan().exercise(a.id) == nil)
        #expect(try db.setCounts() == ["bench": 4])
        let after = RecordBook(workouts: try db.finishedWorkouts(since: nil, until: nil))
        #expect(after["bench"].heaviestWeight == 100 && after[a.id] == ExerciseRecords())
        #expect(after["bench"].repMaxima[3] == 95)
        let last = try db.lastSessionSets(exerciseIds: ["bench"], excludingWorkout: nil)["bench"]
        #expect(last?.sets.map(\.weight) == [100, 95])
        #expect(
            try db.connection.query("SELECT exercise_id, note FROM workout_exercise_notes") {
                [$0.string(0), $0.string(1)]
            }
                == [["bench", "elbows in"]])
        // The catalogue entry stays with B; an unknown exercise or B itself changes nothing.
        #expect(try db.plan().exercise("bench")?.catalogueId == "bench-press")
        #expect(throws: StoreError.self) { try db.mergeExercise("bench", into: "bench") }
        #expect(throws: StoreError.notFound("exercise nope")) { try db.mergeExercise("nope", into: "bench") }
        #expect(try db.setCounts() == ["bench": 4])
        // A's name is B's now: a later export's sets of it land on B, not on a new exercise.
        #expect(try db.plan().exercise("bench")?.aliases == ["Bench press Backup"])
        try Self.importing([Self.imported("Push 3", "2024-03-18", [("Bench press Backup", 102.5, 1)])], into: db)
        #expect(try db.setCounts() == ["bench": 5])
    }

    @Test("merging into a custom exercise hands it A's catalogue entry, so later imports of the name land on it")
    func mergeHandsOnEntry() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        try Self.importing(
            [Self.imported("Arms", "2024-03-04", [("Hammer Curl (Dumbbell)", 14, 10), ("Gar Hammer", 16, 8)])], into: db
        )
        let plan = try db.plan()
        let hammer = try #require(plan.exercises.first { $0.catalogueId == "hammer-curl" })
        let gar = try #require(plan.exercises.first { $0.name == "Gar Hammer" })
        try db.mergeExercise(hammer.id, into: gar.id)
        #expect(try db.plan().exercise(gar.id)?.catalogueId == "hammer-curl")
        try Self.importing([Self.imported("Arms", "2024-03-11", [("Dumbbell Hammer Curl", 15, 10)])], into: db)
        #expect(try db.setCounts() == [gar.id: 3])
    }

    @Test("a schedule file's exercises are linked to the catalogue entries their names are, each entry once")
    func scheduleLinks() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let file = try ScheduleFile.parse(
            """
            exercise lat "Lat Pulldown (Cable)"
            exercise bp "Barbell Bench Press"
            exercise odd "My own thing"
            template t "T"
              lat 3x10 @50
              bp 3x5 @60
              odd 3x5 @10
            weekly t mon 18:00
            """)
        try db.replaceSchedule(with: file)
        let e = Dictionary(uniqueKeysWithValues: try db.plan().exercises.map { ($0.id, $0) })
        #expect(e["lat"]?.catalogueId == "lat-pulldown" && e["lat"]?.equipment == .cable)
        // The demo's bench is Bench press already; the second of one entry stays custom.
        #expect(e["bench"]?.catalogueId == "bench-press" && e["bp"]?.catalogueId == nil)
        #expect(e["odd"]?.catalogueId == nil)
    }

    @Test("an older home's exercises are linked to the catalogue as the migration runs: the plan's first")
    func migrationLinks() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        do {
            let old = try SQLiteConnection(path: scratch.database)
            for m in Migrations.all where m.version < Migration.catalogue.version { try old.execute(m.sql) }
            try old.execute("PRAGMA user_version = \(Migration.catalogue.version - 1)")
            try old.execute(
                """
                INSERT INTO exercises VALUES ('bench-press-barbell', 'Bench Press (Barbell)', 'reps', NULL);
                INSERT INTO exercises VALUES ('bench', 'Bench press', 'reps', 'barbell');
                INSERT INTO exercises VALUES ('lat', 'Lat Pulldown (Cable)', 'reps', NULL);
                INSERT INTO exercises VALUES ('mine', 'My own thing', 'reps', 'machine');
                INSERT INTO templates VALUES ('push', 'Push');
                INSERT INTO template_items(template_id, position, exercise_id, sets, reps, weight, rest_seconds)
                    VALUES ('push', 0, 'bench', 5, 5, 60, 120);
                """)
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        let e = try db.plan().exercises
        #expect(e.map(\.id) == ["bench", "bench-press-barbell", "lat", "mine"])
        #expect(e.map(\.catalogueId) == ["bench-press", nil, "lat-pulldown", nil])
        #expect(e.map(\.equipment) == [.barbell, nil, .cable, .machine])
        // The wider equipment is taken now; a word that is none still is not.
        try db.connection.execute("UPDATE exercises SET equipment = 'smith' WHERE id = 'mine'")
        #expect(throws: (any Error).self) { try db.connection.execute("UPDATE exercises SET equipment = 'kettle'") }
        #expect(throws: (any Error).self) {
            try db.connection.execute("UPDATE exercises SET catalogue_id = 'bench-press' WHERE id = 'lat'")
        }
    }
}
