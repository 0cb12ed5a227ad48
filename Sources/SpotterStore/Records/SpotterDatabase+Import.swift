import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// The keys (source, start, name) of every workout an earlier import of `source` brought.
    public func importedWorkoutKeys(source: ImportSource) throws -> Set<ImportKey> {
        Set(
            try connection.query(
                "SELECT started_at, name FROM workouts WHERE import_source = ? AND name IS NOT NULL", source.rawValue
            ) { ImportKey(source: source, start: $0.date(0), name: $0.string(1)) })
    }

    /// Every stored workout with sets by its start and sets, named by the app that brought it
    /// (`Spotter` for one logged here): what `ImportMatch` recognises another app's copy of.
    public func importMatch() throws -> ImportMatch {
        var match = ImportMatch()
        let rows = try connection.query(
            """
            SELECT w.id, w.started_at, w.import_source, s.weight, s.reps, s.duration_seconds
            FROM workouts w JOIN sets s ON s.workout_id = w.id WHERE w.discarded = 0 ORDER BY w.id
            """
        ) { row in
            (
                id: row.string(0), start: row.date(1), source: row.optionalString(2),
                set: ImportMatch.SetPrint(
                    weightKg: row.optionalDouble(3), reps: row.optionalInt(4), seconds: row.optionalInt(5))
            )
        }
        var first = 0
        while first < rows.count {
            var end = first
            while end < rows.count, rows[end].id == rows[first].id { end += 1 }
            let source = rows[first].source.flatMap(ImportSource.init(rawValue:))?.displayName ?? "Spotter"
            match.add(start: rows[first].start, source: source, sets: rows[first..<end].map(\.set))
            first = end
        }
        return match
    }

    /// Writes an import's new exercises, workouts and sets in one transaction: all of it or, on
    /// any failure (a workout another import added meanwhile hits the unique index), none of it.
    /// `progress` hears the sets written so far after each `workoutsPerGroup` workouts (for a progress bar).
    /// Workouts and sets go in as multi-row INSERTs of `rowsPerInsert` rows: one statement
    /// prepared per hundred rows rather than per row (100,000 sets in well under a second).
    public func saveImport(_ batch: ImportBatch, progress: (Int) -> Void = { _ in }) throws {
        var written = 0
        try connection.transaction {
            for e in batch.newExercises {
                try connection.run(
                    "INSERT INTO exercises(id, name, kind, equipment, catalogue_id) VALUES (?, ?, ?, ?, ?)", e.id,
                    e.name, e.kind.rawValue, e.equipment?.rawValue, e.catalogueId)
            }
            try link(batch.linkedExercises)
            for w in batch.bodyWeights { try writeBodyWeight(w.kg, on: w.day, at: Date(timeIntervalSince1970: 0)) }
            var first = 0
            while first < batch.workouts.count {
                let group = batch.workouts[first..<min(first + Self.workoutsPerGroup, batch.workouts.count)]
                first += group.count
                try insertRows(
                    "workouts(id, template_id, rotation_id, day, started_at, finished_at, name, import_source, note)",
                    columns: 9,
                    group.map { w in
                        [
                            w.id, nil as String?, nil as String?, w.day.iso, w.startedAt, w.finishedAt, w.name,
                            batch.source.rawValue, w.note,
                        ] as [SQLiteBindable]
                    })
                for w in group {
                    for (exerciseId, note) in w.exerciseNotes.sorted(by: { $0.key < $1.key }) {
                        try connection.run(
                            "INSERT INTO workout_exercise_notes(workout_id, exercise_id, note) VALUES (?, ?, ?)", w.id,
                            exerciseId, note)
                    }
                }
                var rows: [[SQLiteBindable]] = []
                for w in group {
                    for s in w.sets {
                        rows.append([
                            s.id, w.id, s.exerciseId, s.weight, s.reps, s.rpe, s.durationSeconds, s.loggedAt,
                            s.type.rawValue, s.note, s.meters, s.heartRate,
                        ])
                        if rows.count == Self.rowsPerInsert {
                            try insertSets(rows)
                            rows.removeAll(keepingCapacity: true)
                        }
                    }
                }
                if !rows.isEmpty { try insertSets(rows) }
                written += group.reduce(0) { $0 + $1.sets.count }
                progress(written)
            }
            try refreshAggregates(
                workoutIds: batch.workouts.map(\.id), exerciseIds: batch.workouts.flatMap { $0.sets.map(\.exerciseId) })
        }
    }

    /// Workouts written between two progress reports.
    static let workoutsPerGroup = 20

    /// Rows an INSERT carries at most: 100 sets of 12 values stay far below SQLite's 32,766 variables.
    static let rowsPerInsert = 100

    private func insertSets(_ rows: [[SQLiteBindable]]) throws {
        try insertRows(
            "sets(id, workout_id, exercise_id, weight, reps, rpe, duration_seconds, logged_at, type, note, meters, heart_rate)",
            columns: 12,
            rows)
    }

    /// `INSERT INTO table(columns) VALUES (?, …), (?, …)` for every row, in one statement.
    private func insertRows(_ target: String, columns: Int, _ rows: [[SQLiteBindable]]) throws {
        guard !rows.isEmpty else { return }
        let one = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        try connection.run(
            "INSERT INTO \(target) VALUES " + Array(repeating: one, count: rows.count).joined(separator: ", "),
            rows.flatMap { $0 })
    }
}
