import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// The stored aggregates (workout totals, exercise records) against a full recomputation from the
/// sets, after every write the store offers, on a real SQLite file.
@Suite("Stored aggregates: workout totals and exercise records")
struct AggregateStoreTests {
    static let t0 = Date(timeIntervalSince1970: 1_780_000_000)

    /// What the aggregates must equal: each workout's totals from its sets, and every exercise's
    /// records from the finished workouts (`RecordBook(workouts:)`, as History computes them).
    static func expectMatchesRecomputation(_ db: SpotterDatabase, step: String) throws {
        let all = try db.allWorkouts()
        for workout in all {
            let expected = workout.sets.isEmpty ? nil : WorkoutTotals(sets: workout.sets)
            #expect(try db.workoutTotals(workout.id) == expected, "\(step): totals of \(workout.id)")
        }
        let rows = try db.connection.scalarInt("SELECT COUNT(*) FROM workout_totals") ?? -1
        #expect(rows == all.filter { !$0.sets.isEmpty }.count, "\(step): one totals row a workout with sets")
        let stored = try db.recordBook()
        let full = RecordBook(workouts: try db.finishedWorkouts(since: nil, until: nil))
        for id in Set(stored.exercises.keys).union(full.exercises.keys) {
            #expect(stored[id] == full[id], "\(step): records of \(id)")
        }
        #expect(
            try db.finishedBestWeights() == full.exercises.compactMapValues(\.heaviestWeight),
            "\(step): the bests a set beats")
        // The records each workout set, as History lists them.
        let finished = try db.finishedWorkouts(since: nil, until: nil)
        let each = RecordBook.recordsSet(byEach: finished)
        let kept = try db.workoutRecords(finished)
        for workout in finished {
            #expect(kept[workout.id] ?? [] == each[workout.id] ?? [], "\(step): records set by \(workout.id)")
        }
        // The exercise screen's read: its sessions and stored records, as the sets compute them.
        for id in Set(finished.flatMap { $0.sets.map(\.exerciseId) }).union(full.exercises.keys) {
            #expect(
                try db.exerciseProgress(exerciseId: id) == ExerciseProgress(exerciseId: id, workouts: finished),
                "\(step): exercise screen of \(id)")
        }
        // One stored session a finished workout and exercise, none for an open workout.
        let pairs = Set(finished.flatMap { w in w.sets.map { [w.id, $0.exerciseId] } })
        let sessionRows = try db.connection.query("SELECT workout_id, exercise_id FROM exercise_sessions") {
            [$0.string(0), $0.string(1)]
        }
        #expect(Set(sessionRows) == pairs && sessionRows.count == pairs.count, "\(step): one session row a pair")
        // Each row's start and day are its workout's as they are now (the read never looks them up).
        let stale = try db.connection.scalarInt(
            """
            SELECT COUNT(*) FROM exercise_sessions e JOIN workouts w ON w.id = e.workout_id
            WHERE e.started_at IS NOT w.started_at OR e.day IS NOT CAST(julianday(w.day) - 2440587.5 AS INTEGER)
            """)
        #expect(stale == 0, "\(step): each session row's start and day are its workout's")
        let orphans = try db.connection.scalarInt(
            "SELECT COUNT(*) FROM workout_records r JOIN workouts w ON w.id = r.workout_id WHERE w.finished_at IS NULL")
        #expect(orphans == 0, "\(step): no records for an open workout")
    }

    @Test("random saves, edits, deletes, finishes, imports, swaps, merges and moves keep them equal (seed 33)")
    func property() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        var g = SplitMix64(seed: 33)
        var exercises = try db.plan().exercises.map(\.id)
        let weights: [Double?] = [nil, 20, 40, 60, 62.5, 80, 80, 100, 102.5, 140]
        let reps: [Int?] = [nil, 0, 1, 2, 3, 5, 5, 8, 10, 12, 15]
        var now = Self.t0
        var setNumber = 0
        func randomSet(_ exercise: String? = nil) -> LoggedSet {
            setNumber += 1
            now += 90
            let timed = Int.random(in: 0..<12, using: &g) == 0
            return LoggedSet(
                id: "s\(setNumber)", exerciseId: exercise ?? exercises.randomElement(using: &g)!,
                weight: weights.randomElement(using: &g)!, reps: timed ? nil : reps.randomElement(using: &g)!,
                durationSeconds: timed ? 60 : nil, loggedAt: now,
                type: [SetType.working, .working, .warmup, .drop, .failure].randomElement(using: &g)!)
        }
        var done: [String: Int] = [:]
        for step in 0..<400 {
            let all = try db.allWorkouts()
            let open = all.filter { $0.finishedAt == nil }
            let sets = all.flatMap { w in w.sets.map { (w, $0) } }
            let action = Int.random(in: 0..<100, using: &g)
            var what = ""
            switch action {
            case 0..<10:
                now += 3600 * 20
                let day = LocalDate(iso: "2026-06-01")!.adding(days: step)
                _ = try db.startWorkout(templateId: nil, day: day, at: now)
                what = "start"
            case 10..<40 where !all.isEmpty:
                let workout = all.randomElement(using: &g)!
                if Bool.random(using: &g) {
                    try db.logSet(randomSet(), in: workout.id)
                } else {
                    try db.saveFormSet(randomSet(), in: workout.id)
                }
                what = "save in \(workout.id)"
            case 40..<50 where !sets.isEmpty:
                // The same id saved again: the live workout's edit of a set.
                let (workout, old) = sets.randomElement(using: &g)!
                var changed = randomSet(old.exerciseId)
                changed.id = old.id
                try db.saveFormSet(changed, in: workout.id)
                what = "resave \(old.id)"
            case 50..<60 where !sets.isEmpty:
                var edited = randomSet(sets.randomElement(using: &g)!.1.exerciseId)
                edited.id = sets.randomElement(using: &g)!.1.id
                try db.editSet(edited)
                what = "edit \(edited.id)"
            case 60..<68 where !sets.isEmpty:
                let id = sets.randomElement(using: &g)!.1.id
                if Bool.random(using: &g) { try db.deleteSet(id: id) } else { try db.deletePastSet(id: id) }
                what = "delete \(id)"
            case 68..<80 where !open.isEmpty:
                let workout = open.randomElement(using: &g)!
                now += 60
                try db.finishWorkout(id: workout.id, at: now)
                what = "finish \(workout.id)"
            case 80..<84 where !all.isEmpty:
                let workout = all.randomElement(using: &g)!
                if Bool.random(using: &g) {
                    try db.deleteWorkout(id: workout.id)
                } else {
                    try db.discardWorkout(id: workout.id)
                }
                what = "drop workout \(workout.id)"
            case 84..<90:
                try Self.importWorkout(
                    into: db, day: LocalDate(iso: "2025-01-01")!.adding(days: step), g: &g, weights: weights)
                what = "import"
            case 90..<95 where !open.isEmpty:
                let workout = open.randomElement(using: &g)!
                guard let old = workout.sets.randomElement(using: &g)?.exerciseId,
                    let new = exercises.filter({ $0 != old }).randomElement(using: &g)
                else { continue }
                try db.swapExercise(workoutId: workout.id, from: old, to: new, order: "", at: now)
                what = "swap \(old) for \(new) in \(workout.id)"
            case 95..<97 where exercises.count > 3:
                let from = exercises.randomElement(using: &g)!
                let into = exercises.filter { $0 != from }.randomElement(using: &g)!
                try db.mergeExercise(from, into: into)
                exercises.removeAll { $0 == from }
                what = "merge \(from) into \(into)"
            case 97..<100 where all.contains(where: { $0.finishedAt != nil }):
                // A past workout moved to another day (History's edit), so a stored day or order
                // that did not follow the move fails the check.
                let workout = all.filter { $0.finishedAt != nil }.randomElement(using: &g)!
                let days = [-40, -3, -1, 1, 2, 30].randomElement(using: &g)!
                // The start and end move with the day, or the day moves alone.
                let shift = Bool.random(using: &g) ? Double(days) * 86_400 : 0
                try db.editWorkout(
                    id: workout.id,
                    WorkoutEdit(
                        day: workout.day.adding(days: days), startedAt: workout.startedAt + shift,
                        finishedAt: workout.finishedAt.map { $0 + shift }))
                what = "move \(workout.id) by \(days) days\(shift == 0 ? " (the day alone)" : "")"
            default:
                continue
            }
            done[String(what.prefix { $0 != " " }), default: 0] += 1
            try Self.expectMatchesRecomputation(db, step: "step \(step) (\(what))")
        }
        // Every kind of write ran, more than once.
        let kinds = ["start", "save", "resave", "edit", "delete", "finish", "drop", "import", "swap", "merge", "move"]
        #expect(kinds.allSatisfy { (done[$0] ?? 0) >= 1 }, "\(done)")
        #expect(try db.allWorkouts().contains { $0.finishedAt != nil && !$0.sets.isEmpty })
    }

    /// A Strong workout of three to eight sets of the plan's lifts, by their Strong names.
    @Test("a past workout's edits keep them: a moved start, an added set, a set logged after it was done")
    func pastWorkoutEdits() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        var ids: [String] = []
        for (n, weight) in [100.0, 90.0].enumerated() {
            let start = Self.t0.addingTimeInterval(Double(n) * 86_400)
            let w = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-06-0\(n + 1)")!, at: start)
            try db.logSet(
                LoggedSet(id: "s\(n)", exerciseId: "bench", weight: weight, reps: 5, loggedAt: start + 60), in: w.id)
            try db.finishWorkout(id: w.id, at: start + 3600)
            ids.append(w.id)
        }
        try Self.expectMatchesRecomputation(db, step: "logged")
        // The lighter workout moves before the heavier one: the first heaviest weight changes.
        let earlier = Self.t0.addingTimeInterval(-86_400)
        try db.editWorkout(id: ids[1], WorkoutEdit(startedAt: earlier, finishedAt: earlier + 3600))
        try Self.expectMatchesRecomputation(db, step: "start moved")
        try db.addSet(
            LoggedSet(id: "added", exerciseId: "bench", weight: 110, reps: 3, loggedAt: earlier + 120), to: ids[1])
        try Self.expectMatchesRecomputation(db, step: "set added")
        // A set logged after it was done becomes a finished workout of its own.
        let late = LoggedSet(id: "late", exerciseId: "bench", weight: 120, reps: 1, loggedAt: Self.t0 + 172_800)
        try db.logFinishedWorkout(late, day: LocalDate(iso: "2026-06-03")!, startedAt: Self.t0 + 172_700)
        try Self.expectMatchesRecomputation(db, step: "logged after it was done")
    }

    static func importWorkout(
        into db: SpotterDatabase, day: LocalDate, g: inout SplitMix64, weights: [Double?]
    ) throws {
        let names = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)"]
        let start = ZonedCalendar(timeZone: .utc).instant(day, LocalTime(hhmm: "18:00")!, second: 0)
        let sets = (0..<Int.random(in: 3...8, using: &g)).map { i in
            ImportedSet(
                line: i + 2, exercise: names.randomElement(using: &g)!,
                weightKg: weights.compactMap { $0 }.randomElement(using: &g)!, reps: Int.random(in: 1...12, using: &g))
        }
        let workout = ImportedWorkout(
            source: .strong, name: "Imported", start: start, end: start + 3600, day: day, line: 2, sets: sets)
        let parsed = ParsedImport(source: .strong, layout: "Strong", workouts: [workout])
        try db.saveImport(
            ImportBatch(parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: .strong))
        )
    }

    /// `count` imported workouts (`importWorkout`), every `every` days from `first`: a short history
    /// for a migration to fill its tables from.
    static func importHistory(into db: SpotterDatabase, seed: UInt64, first: String, count: Int, every: Int) throws {
        var g = SplitMix64(seed: seed)
        for i in 0..<count {
            try importWorkout(
                into: db, day: LocalDate(iso: first)!.adding(days: i * every), g: &g, weights: [60, 80, 100])
        }
    }

    @Test("a database from before the aggregates gets them filled from its history as it migrates")
    func migrationFills() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try Self.importHistory(into: db, seed: 7, first: "2025-03-01", count: 5, every: 3)
            // Back to the version before: the tables gone, as an older Spotter left the file (and
            // what the later migrations added: a custom exercise's measure).
            try db.connection.execute(
                """
                DROP TABLE workout_totals; DROP TABLE exercise_records; DROP INDEX sets_exercise_logged;
                DROP TABLE workout_records; DROP INDEX workouts_finished_start; DROP TABLE exercise_sessions
                """)
            try db.connection.execute("ALTER TABLE exercises DROP COLUMN measure")
            try db.connection.execute("PRAGMA user_version = \(Migration.aggregates.version - 1)")
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        #expect(try db.recordBook()["bench"].heaviestWeight != nil || db.recordBook()["squat"].heaviestWeight != nil)
        try Self.expectMatchesRecomputation(db, step: "after the migration")
    }

    @Test("a database of version 14 gets its exercise sessions filled from its history as it migrates")
    func sessionsMigrationFills() throws {
        let scratch = ScratchFolder()
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try Self.importHistory(into: db, seed: 15, first: "2025-04-01", count: 6, every: 2)
            // As Spotter 14 left the file: every other aggregate, no sessions.
            try db.connection.execute("DROP TABLE exercise_sessions")
            try db.connection.execute("PRAGMA user_version = \(Migration.exerciseSessions.version - 1)")
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        #expect(try db.schemaVersion() == Migrations.latestVersion)
        #expect(try db.connection.scalarInt("SELECT COUNT(*) FROM exercise_sessions") ?? 0 > 0)
        try Self.expectMatchesRecomputation(db, step: "after migration 15")
    }
}
