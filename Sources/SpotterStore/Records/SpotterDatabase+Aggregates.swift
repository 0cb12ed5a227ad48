import FoundationEssentials
import SpotterCore

/// The stored aggregates (`Migration.aggregates`): each workout's totals and each exercise's
/// records, kept equal to what the sets say by every write of the store.
///
/// ```swift
/// try db.connection.transaction {
///     try db.connection.run("UPDATE sets SET weight = ? WHERE id = ?", 62.5, setId)
///     try db.refreshAggregates(workoutIds: [workoutId], exerciseIds: ["bench"])  // in the same transaction
/// }
/// db.recordBook()["bench"].heaviestWeight   // 62.5 when it is the heaviest, read from one table
/// ```
/// A write that changes sets, a workout's finish, start or day, or an exercise's sets calls
/// `refreshAggregates` with the workouts and exercises it touched, inside its own transaction
/// (finishing a workout calls `refreshAggregates(finished:)`, which adds the workout to the records
/// it has). A workout's start and day are stored in its exercise sessions, so a write that moves a
/// workout names every exercise of it (`editWorkout`).
extension SpotterDatabase {
    /// Recomputes the totals of `workoutIds` and the records of `exerciseIds` from their sets:
    /// a workout gone or without sets loses its row, an exercise without a finished set its records.
    /// One transaction (nested in the caller's).
    public func refreshAggregates(workoutIds: some Sequence<String>, exerciseIds: some Sequence<String>) throws {
        try connection.transaction {
            for id in Set(workoutIds).sorted() { try refreshTotals(workoutId: id) }
            for id in Set(exerciseIds).sorted() {
                var book = RecordBook()
                // Each finished workout as one session, in the order `RecordBook(workouts:)` takes them.
                var session: [LoggedSet] = []
                var current: String?
                let rows = try connection.query(
                    """
                    SELECT s.workout_id, \(Self.setColumns(prefix: "s.")) FROM sets s JOIN workouts w ON w.id = s.workout_id
                    WHERE s.exercise_id = ? AND w.finished_at IS NOT NULL ORDER BY w.started_at, w.id, s.logged_at, s.rowid
                    """, id
                ) { ($0.string(0), Self.set($0, offset: 1)) }
                // Each session's records against the ones before it, as `RecordBook.recordsSet(byEach:)`
                // judges them, and the session as the exercise screen shows it.
                try connection.run("DELETE FROM workout_records WHERE exercise_id = ?", id)
                try connection.run("DELETE FROM exercise_sessions WHERE exercise_id = ?", id)
                func close() throws {
                    guard let current, !session.isEmpty else { return }
                    try storeWorkoutRecords(
                        book[id].beaten(by: ExerciseRecords(sets: session, exerciseId: id), exerciseId: id),
                        workoutId: current, exerciseId: id)
                    try storeExerciseSession(workoutId: current, exerciseId: id, sets: session)
                    book.add(session: session)
                    session.removeAll()
                }
                for (workoutId, set) in rows {
                    if workoutId != current { try close() }
                    current = workoutId
                    session.append(set)
                }
                try close()
                try storeRecords(book[id], exerciseId: id)
            }
        }
    }

    /// A workout just finished: its totals, and its sets added to the records of its exercises as
    /// one more session (what a full recomputation gives when it is the latest finished workout).
    public func refreshAggregates(finished workoutId: String) throws {
        try connection.transaction {
            try refreshTotals(workoutId: workoutId)
            let sets = try connection.query(
                "SELECT \(Self.setColumns) FROM sets WHERE workout_id = ? ORDER BY logged_at, rowid", workoutId,
                map: Self.set)
            try connection.run("DELETE FROM workout_records WHERE workout_id = ?", workoutId)
            try connection.run("DELETE FROM exercise_sessions WHERE workout_id = ?", workoutId)
            var seen = Set<String>()
            for set in sets where seen.insert(set.exerciseId).inserted {
                try storeExerciseSession(
                    workoutId: workoutId, exerciseId: set.exerciseId,
                    sets: sets.filter { $0.exerciseId == set.exerciseId })
                var book = RecordBook(records: [set.exerciseId: try exerciseRecords(set.exerciseId)])
                try storeWorkoutRecords(
                    book[set.exerciseId].beaten(
                        by: ExerciseRecords(sets: sets, exerciseId: set.exerciseId), exerciseId: set.exerciseId),
                    workoutId: workoutId, exerciseId: set.exerciseId)
                book.add(session: sets)
                try storeRecords(book[set.exerciseId], exerciseId: set.exerciseId)
            }
        }
    }

    /// Every workout's totals and every exercise's records and sessions from all the sets: the
    /// migrations' first fill, and a repair.
    public func rebuildAggregates() throws {
        try connection.transaction {
            try connection.run("DELETE FROM workout_totals")
            try connection.run("DELETE FROM exercise_records")
            try connection.run("DELETE FROM workout_records")
            try connection.run("DELETE FROM exercise_sessions")
            try refreshAggregates(
                workoutIds: try connection.query("SELECT DISTINCT workout_id FROM sets") { $0.string(0) },
                exerciseIds: try connection.query("SELECT DISTINCT exercise_id FROM sets") { $0.string(0) })
        }
    }

    /// After a change to the sets of `workoutId` (of `exerciseIds`): its totals, and the records of
    /// those exercises when the workout is finished (an open workout's sets set no record yet).
    func refreshAggregates(changed workoutId: String, exerciseIds: some Sequence<String>) throws {
        let finished = try connection.scalarInt("SELECT finished_at IS NOT NULL FROM workouts WHERE id = ?", workoutId)
        try refreshAggregates(workoutIds: [workoutId], exerciseIds: finished == 1 ? Array(exerciseIds) : [])
    }

    /// Every exercise's stored records: what the status line and the finish summary judge against.
    public func recordBook() throws -> RecordBook {
        var records: [String: ExerciseRecords] = [:]
        let rows = try connection.query("SELECT exercise_id, kind, at, value FROM exercise_records") { row in
            (row.string(0), row.string(1), row.double(2), row.double(3))
        }
        for (id, kind, at, value) in rows { Self.apply(kind, at, value, to: &records[id, default: ExerciseRecords()]) }
        return RecordBook(records: records)
    }

    /// The heaviest weight of each exercise over its finished workouts, from the stored records
    /// (`exercise_records`), not from every set: what a personal best beats at the finish and on the
    /// set form (the open workout is never among them). `bestWeight(of:excludingWorkout: nil)` is
    /// the other question, the open workout's sets too (`spotter log`'s outlier check).
    public func finishedBestWeights() throws -> [String: Double] {
        let rows = try connection.query("SELECT exercise_id, value FROM exercise_records WHERE kind = 'heaviest'") {
            ($0.string(0), $0.double(1))
        }
        return Dictionary(rows, uniquingKeysWith: max)
    }

    /// One exercise's stored records (empty when it has none).
    public func exerciseRecords(_ exerciseId: String) throws -> ExerciseRecords {
        var records = ExerciseRecords()
        let rows = try connection.query(
            "SELECT kind, at, value FROM exercise_records WHERE exercise_id = ?", exerciseId
        ) { row in (row.string(0), row.double(1), row.double(2)) }
        for (kind, at, value) in rows { Self.apply(kind, at, value, to: &records) }
        return records
    }

    /// A workout's stored totals; nil when it has no set.
    public func workoutTotals(_ workoutId: String) throws -> WorkoutTotals? {
        try connection.query(
            "SELECT working_sets, warmups, volume, last_set_at FROM workout_totals WHERE workout_id = ?", workoutId
        ) {
            WorkoutTotals(
                setCount: SetCount(working: $0.int(0), warmups: $0.int(1)), volume: $0.double(2),
                lastSetAt: $0.optionalDate(3))
        }.first
    }

    private func refreshTotals(workoutId: String) throws {
        let sets = try connection.query(
            "SELECT \(Self.setColumns) FROM sets WHERE workout_id = ? ORDER BY logged_at, rowid", workoutId,
            map: Self.set)
        guard !sets.isEmpty else {
            try connection.run("DELETE FROM workout_totals WHERE workout_id = ?", workoutId)
            return
        }
        let totals = WorkoutTotals(sets: sets)
        try connection.run(
            """
            INSERT INTO workout_totals(workout_id, working_sets, warmups, volume, last_set_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(workout_id) DO UPDATE SET working_sets = excluded.working_sets, warmups = excluded.warmups,
                volume = excluded.volume, last_set_at = excluded.last_set_at
            """, workoutId, totals.setCount.working, totals.setCount.warmups, totals.volume, totals.lastSetAt)
    }

    private func storeRecords(_ records: ExerciseRecords, exerciseId: String) throws {
        try connection.run("DELETE FROM exercise_records WHERE exercise_id = ?", exerciseId)
        var rows: [(String, Double, Double)] = []
        if let v = records.heaviestWeight { rows.append(("heaviest", 0, v)) }
        if let v = records.bestEstimatedOneRepMax { rows.append(("e1rm", 0, v)) }
        for (count, v) in records.repMaxima.sorted(by: { $0.key < $1.key }) {
            rows.append(("repmax", Double(count), v))
        }
        for (weight, reps) in records.mostReps.sorted(by: { $0.key < $1.key }) {
            rows.append(("mostreps", weight, Double(reps)))
        }
        if let v = records.bestSessionVolume { rows.append(("volume", 0, v)) }
        for (kind, at, value) in rows {
            try connection.run(
                "INSERT INTO exercise_records(exercise_id, kind, at, value) VALUES (?, ?, ?, ?)", exerciseId, kind, at,
                value)
        }
    }

    /// The records one workout set for one exercise, in the order `beaten` gives them.
    private func storeWorkoutRecords(_ breaks: [RecordBreak], workoutId: String, exerciseId: String) throws {
        for (position, b) in breaks.enumerated() {
            let (kind, at) = Self.column(b.kind)
            try connection.run(
                """
                INSERT INTO workout_records(workout_id, exercise_id, position, kind, at, value, previous)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, workoutId, exerciseId, position, kind, at, b.value, b.previous)
        }
    }

    /// The records each of `workouts` set (stored, not judged again), in the order History lists
    /// them: by exercise in the order it was first logged, then as `beaten` gives them.
    ///
    /// ```swift
    /// try db.workoutRecords(page)["w-12"]   // [bench e1RM 81.7 (was 80)], as `RecordBook.recordsSet(byEach:)` says
    /// ```
    public func workoutRecords(_ workouts: [Workout]) throws -> [String: [RecordBreak]] {
        guard !workouts.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: workouts.count).joined(separator: ", ")
        let rows = try connection.query(
            """
            SELECT workout_id, exercise_id, kind, at, value, previous FROM workout_records
            WHERE workout_id IN (\(marks)) ORDER BY workout_id, exercise_id, position
            """, workouts.map(\.id)
        ) { row in
            (row.string(0), row.string(1), Self.kind(row.string(2), at: row.double(3)), row.double(4), row.double(5))
        }
        var byWorkout: [String: [String: [RecordBreak]]] = [:]
        for (workoutId, exerciseId, kind, value, previous) in rows {
            guard let kind else { continue }
            byWorkout[workoutId, default: [:]][exerciseId, default: []].append(
                RecordBreak(exerciseId: exerciseId, kind: kind, value: value, previous: previous))
        }
        var out: [String: [RecordBreak]] = [:]
        for workout in workouts {
            guard let own = byWorkout[workout.id] else { continue }
            var order: [String] = []
            for set in workout.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
            out[workout.id] = order.flatMap { own[$0] ?? [] }
        }
        return out
    }

    /// A record's kind as the tables store it: `kind`, and `at` (the rep count, the weight).
    private static func column(_ kind: RecordBreak.Kind) -> (String, Double) {
        switch kind {
        case .heaviestWeight: return ("heaviest", 0)
        case .estimatedOneRepMax: return ("e1rm", 0)
        case .repMax(let reps): return ("repmax", Double(reps))
        case .mostReps(let weight): return ("mostreps", weight)
        case .sessionVolume: return ("volume", 0)
        }
    }

    private static func kind(_ text: String, at: Double) -> RecordBreak.Kind? {
        switch text {
        case "heaviest": return .heaviestWeight
        case "e1rm": return .estimatedOneRepMax
        case "repmax": return .repMax(Int(at))
        case "mostreps": return .mostReps(atWeight: at)
        case "volume": return .sessionVolume
        default: return nil
        }
    }

    private static func apply(_ kind: String, _ at: Double, _ value: Double, to records: inout ExerciseRecords) {
        switch kind {
        case "heaviest": records.heaviestWeight = value
        case "e1rm": records.bestEstimatedOneRepMax = value
        case "repmax": records.repMaxima[Int(at)] = value
        case "mostreps": records.mostReps[at] = Int(value)
        case "volume": records.bestSessionVolume = value
        default: break
        }
    }

    /// `setColumns` with each column named through `prefix` (`s.`), for a query that joins.
    static func setColumns(prefix: String) -> String {
        setColumns.split(separator: ",").map { prefix + $0.trimmingPrefix(" ") }.joined(separator: ", ")
    }
}

extension SpotterDatabase {
    /// The workout and exercise of each stored set among `ids`, read before a change moves or deletes them.
    func setOwners(_ ids: [String]) throws -> [(workoutId: String, exerciseId: String)] {
        try ids.flatMap { id in
            try connection.query("SELECT workout_id, exercise_id FROM sets WHERE id = ?", id) {
                (workoutId: $0.string(0), exerciseId: $0.string(1))
            }
        }
    }

    /// After a change to the sets these owners name: each workout's totals and, where it is
    /// finished, the exercise's records.
    func refreshAggregates(_ owners: [(workoutId: String, exerciseId: String)]) throws {
        for (workoutId, exerciseId) in owners { try refreshAggregates(changed: workoutId, exerciseIds: [exerciseId]) }
    }

    /// After a change to stored sets (written or changed in place): their workouts and exercises.
    func refreshAggregates(ofSets ids: [String]) throws { try refreshAggregates(try setOwners(ids)) }

    /// The exercises a workout has sets of.
    func exerciseIds(ofWorkout id: String) throws -> [String] {
        try connection.query("SELECT DISTINCT exercise_id FROM sets WHERE workout_id = ?", id) { $0.string(0) }
    }
}
