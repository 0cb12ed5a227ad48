import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// Changing a workout already logged, body weight and cardio sets, on a real SQLite file: each
/// change one transaction, read back by a fresh connection.
@Suite("Past workouts, body weight and cardio in the store")
struct PastWorkoutStoreTests {
    static let day = LocalDate(iso: "2026-11-30")!
    static let start = Date(timeIntervalSince1970: 1_796_000_000)

    /// A finished workout of two bench sets and a run, on a real file.
    static func logged(_ db: SpotterDatabase) throws -> Workout {
        let w = try db.startWorkout(templateId: nil, day: day, at: start)
        for (i, weight) in [60.0, 62.5].enumerated() {
            try db.logSet(
                LoggedSet(
                    id: "set-\(i)", exerciseId: "bench", weight: weight, reps: 5,
                    loggedAt: start.addingTimeInterval(Double(60 * (i + 1)))), in: w.id)
        }
        try db.finishWorkout(id: w.id, at: start.addingTimeInterval(3600))
        return try #require(try db.workout(id: w.id))
    }

    @Test("edit changes name, start and end in one transaction; a new start moves the sets with it")
    func editWorkout() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try Self.logged(db)
        let earlier = Self.start.addingTimeInterval(-1800)
        try db.editWorkout(
            id: w.id,
            WorkoutEdit(
                name: "Push (hotel gym)", day: Self.day.adding(days: -1), startedAt: earlier,
                finishedAt: earlier.addingTimeInterval(2400)))
        let back = try #require(try SpotterDatabase.open(path: scratch.database).workout(id: w.id))
        #expect(back.name == "Push (hotel gym)" && back.day == Self.day.adding(days: -1))
        #expect(back.startedAt == earlier && back.finishedAt == earlier.addingTimeInterval(2400))
        #expect(back.sets.map(\.loggedAt) == w.sets.map { $0.loggedAt.addingTimeInterval(-1800) })
    }

    @Test("an end before the start or an unknown id changes nothing")
    func refusedEdit() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try Self.logged(db)
        #expect(throws: WorkoutEditError.self) {
            try db.editWorkout(id: w.id, WorkoutEdit(name: "x", finishedAt: Self.start.addingTimeInterval(-1)))
        }
        #expect(try db.workout(id: w.id) == w)
        #expect(throws: StoreError.self) { try db.editWorkout(id: "nope", WorkoutEdit(name: "x")) }
        #expect(throws: StoreError.self) { try db.deleteWorkout(id: "nope") }
        #expect(try db.workout(id: w.id) == w)
    }

    @Test("add, change and delete a set of a finished workout; records and history follow")
    func sets() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try Self.logged(db)
        try db.addSet(
            LoggedSet(
                id: "late", exerciseId: "bench", weight: 70, reps: 3, loggedAt: Self.start.addingTimeInterval(300)),
            to: w.id)
        #expect(RecordBook(workouts: try db.finishedWorkouts(since: nil, until: nil))["bench"].heaviestWeight == 70)
        var changed = try #require(try db.workout(id: w.id)?.sets.first { $0.id == "set-0" })
        changed.weight = 65
        changed.rpe = 8
        try db.editSet(changed)
        try db.deletePastSet(id: "late")
        let back = try #require(try SpotterDatabase.open(path: scratch.database).workout(id: w.id))
        #expect(back.sets.map(\.weight) == [65, 62.5])
        #expect(back.sets.first?.rpe == 8)
        #expect(RecordBook(workouts: try db.finishedWorkouts(since: nil, until: nil))["bench"].heaviestWeight == 65)
        #expect(throws: StoreError.self) {
            try db.addSet(LoggedSet(id: "x", exerciseId: "bench", reps: 1, loggedAt: Self.start), to: "nope")
        }
    }

    @Test("delete removes the workout with its sets and notes")
    func deleteWorkout() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try Self.logged(db)
        try db.deleteWorkout(id: w.id)
        let fresh = try SpotterDatabase.open(path: scratch.database)
        #expect(try fresh.workout(id: w.id) == nil)
        #expect(try fresh.finishedWorkouts(since: nil, until: nil).isEmpty)
        #expect(try fresh.setCounts()["bench"] == nil)
    }

    @Test("a run set's distance and heart rate are stored, and an edit of the set changes them")
    func editRun() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        var run = LoggedSet(
            id: "run", exerciseId: "bench", durationSeconds: 2050, loggedAt: Self.start, meters: 6500, heartRate: 152)
        let w = try db.logFinishedWorkout(run, day: Self.day, startedAt: Self.start.addingTimeInterval(-2050))
        run.meters = 7000
        run.heartRate = 149
        run.durationSeconds = 2200
        try db.editSet(run)
        #expect(try SpotterDatabase.open(path: scratch.database).workout(id: w.id)?.sets == [run])
    }

    @Test("a run is stored with its distance and heart rate; a finished one-set workout counts the day")
    func cardio() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let run = LoggedSet(
            id: "run", exerciseId: "bench", durationSeconds: 2050, loggedAt: Self.start, meters: 6500, heartRate: 152)
        let w = try db.logFinishedWorkout(
            run, day: Self.day, startedAt: Self.start.addingTimeInterval(-2050), name: "Running")
        let back = try #require(try SpotterDatabase.open(path: scratch.database).workout(id: w.id))
        #expect(back.sets == [run] && back.name == "Running")
        #expect(back.finishedAt == Self.start && back.startedAt == Self.start.addingTimeInterval(-2050))
        #expect(
            try db.loggedCardio(from: Self.day, through: Self.day) == [
                Self.day: CardioTotal(sets: 1, meters: 6500, seconds: 2050)
            ])
        #expect(try db.loggedWorkoutCounts(from: Self.day, through: Self.day) == [Self.day: 1])
        #expect(try db.workoutIds(prefix: String(w.id.prefix(6))) == [w.id])
    }

    @Test("one body weight a day: a second replaces the first and returns it; the list is by day")
    func bodyWeight() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.weigh(82.4, on: Self.day, at: Self.start) == nil)
        #expect(try db.weigh(81.2, on: Self.day.adding(days: -3), at: Self.start) == nil)
        #expect(try db.weigh(82.1, on: Self.day, at: Self.start) == BodyWeight(day: Self.day, kg: 82.4))
        let fresh = try SpotterDatabase.open(path: scratch.database)
        #expect(
            try fresh.bodyWeights()
                == [BodyWeight(day: Self.day.adding(days: -3), kg: 81.2), BodyWeight(day: Self.day, kg: 82.1)])
        #expect(try fresh.bodyWeights(from: Self.day).count == 1)
        #expect(try fresh.schemaVersion() == Migrations.latestVersion)
    }
}
