import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Starts a workout on `day` and returns it. Durable when the call returns.
    public func startWorkout(templateId: String?, rotationId: String? = nil, day: LocalDate, at now: Date) throws
        -> Workout
    {
        let workout = Workout(
            id: UUID().uuidString.lowercased(), templateId: templateId, rotationId: rotationId, day: day, startedAt: now
        )
        try connection.run(
            "INSERT INTO workouts(id, template_id, rotation_id, day, started_at) VALUES (?, ?, ?, ?, ?)", workout.id,
            templateId, rotationId, day.iso, now)
        return workout
    }

    /// Saves a set; saving an existing id again (the live workout's edit) changes its numbers but
    /// keeps its stored type, which only `editSet` changes. When this returns the set is committed
    /// and the WAL is synced to disk (`synchronous=FULL`): a crash or a SIGKILL right after cannot lose it.
    @discardableResult
    public func logSet(_ set: LoggedSet, in workoutId: String) throws -> LoggedSet {
        try upsertSet(set, in: workoutId, changingType: false)
    }

    /// The one statement that writes a set: a new row, or the same id's values changed in place
    /// (its type too when `changingType`), for `logSet` and `saveFormSet`.
    func upsertSet(_ set: LoggedSet, in workoutId: String, changingType: Bool) throws -> LoggedSet {
        try connection.transaction {
            try connection.run(
                """
                INSERT INTO sets(id, workout_id, exercise_id, weight, reps, rpe, duration_seconds, logged_at, type, note,
                    meters, heart_rate)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET weight = excluded.weight, reps = excluded.reps, rpe = excluded.rpe,
                    duration_seconds = excluded.duration_seconds, \(changingType ? "type = excluded.type, " : "")note = excluded.note,
                    meters = excluded.meters, heart_rate = excluded.heart_rate
                """, set.id, workoutId, set.exerciseId, set.weight, set.reps, set.rpe, set.durationSeconds,
                set.loggedAt, set.type.rawValue, set.note, set.meters, set.heartRate)
            try refreshAggregates(ofSets: [set.id])
        }
        return set
    }

    /// Removes a logged set (undo).
    public func deleteSet(id: String) throws {
        try connection.transaction {
            let owners = try setOwners([id])
            try connection.run("DELETE FROM sets WHERE id = ?", id)
            try refreshAggregates(owners)
        }
    }

    /// Finishes a workout; a workout from a rotation moves that rotation on to its next template.
    public func finishWorkout(id: String, at now: Date) throws {
        try connection.transaction {
            guard
                try connection.run("UPDATE workouts SET finished_at = ? WHERE id = ? AND finished_at IS NULL", now, id)
                    == 1
            else { throw StoreError.notFound("open workout \(id)") }
            try refreshAggregates(finished: id)
            if let rotationId = try connection.scalarString("SELECT rotation_id FROM workouts WHERE id = ?", id) {
                try connection.run(
                    """
                    UPDATE rotations SET next_index = (next_index + 1) %
                        MAX(1, (SELECT COUNT(*) FROM rotation_templates WHERE rotation_id = ?)) WHERE id = ?
                    """, rotationId, rotationId)
            }
        }
    }

    /// Throws a workout away with its sets.
    public func discardWorkout(id: String) throws {
        try connection.transaction {
            let exercises = try exerciseIds(ofWorkout: id)
            try connection.run("DELETE FROM workouts WHERE id = ?", id)
            try refreshAggregates(workoutIds: [id], exerciseIds: exercises)
        }
    }

    /// The workout still open (started, not finished), if any; the newest wins. `notes` false
    /// leaves its exercises' notes unread (`spotter status`, every second, shows none).
    public func openWorkout(notes: Bool = true) throws -> Workout? {
        try workouts(where: Self.openClause, order: Self.openOrder, limit: 1, loadingNotes: notes).first
    }

    /// `openWorkout`'s filter and order, as the index `workouts_open` (migration 17) serves them.
    static let openClause = "finished_at IS NULL"
    static let openOrder = "started_at DESC"

    public func workout(id: String) throws -> Workout? {
        try workouts(where: "id = ?", params: [id], limit: 1).first
    }

    /// Finished workouts whose day is in `days` (inclusive).
    public func finishedWorkouts(from first: LocalDate, through last: LocalDate) throws -> [Workout] {
        try workouts(
            where: "finished_at IS NOT NULL AND day >= ? AND day <= ?", params: [first.iso, last.iso],
            order: "started_at")
    }

    /// The most recent set of an exercise outside the given workout: what "last time" prefills.
    public func lastSet(exerciseId: String, excludingWorkout workoutId: String?) throws -> LoggedSet? {
        try connection.query(
            """
            SELECT \(Self.setColumns) FROM sets
            WHERE exercise_id = ? AND workout_id IS NOT ? ORDER BY logged_at DESC LIMIT 1
            """, exerciseId, workoutId, map: Self.set
        ).first
    }

    /// The columns `set(_:)` reads, in its order.
    static let setColumns =
        "id, exercise_id, weight, reps, rpe, duration_seconds, logged_at, type, note, meters, heart_rate"

    func workouts(
        where clause: String, params: [SQLiteBindable] = [], order: String = "started_at", limit: Int? = nil,
        loadingSets: Bool = true, loadingNotes: Bool = true
    ) throws -> [Workout] {
        var sql =
            "SELECT id, template_id, rotation_id, day, started_at, finished_at, name, note FROM workouts WHERE \(clause) ORDER BY \(order)"
        if let limit { sql += " LIMIT \(limit)" }
        var result = try connection.query(sql, params) { row in
            Workout(
                id: row.string(0), templateId: row.optionalString(1), rotationId: row.optionalString(2),
                day: LocalDate(iso: row.string(3)) ?? LocalDate(year: 1970, month: 1, day: 1)!,
                startedAt: row.date(4), finishedAt: row.optionalDate(5), name: row.optionalString(6),
                note: row.optionalString(7))
        }
        for i in result.indices where loadingSets {
            result[i].sets = try connection.query(
                "SELECT \(Self.setColumns) FROM sets WHERE workout_id = ? ORDER BY logged_at, rowid",
                result[i].id, map: Self.set)
            if loadingNotes { result[i].exerciseNotes = try exerciseNotes(workoutId: result[i].id) }
        }
        return result
    }

    /// Reads a set from `setColumns`, starting at column `offset`.
    static func set(_ row: SQLiteRow, offset: Int32) -> LoggedSet {
        LoggedSet(
            id: row.string(offset), exerciseId: row.string(offset + 1), weight: row.optionalDouble(offset + 2),
            reps: row.optionalInt(offset + 3), rpe: row.optionalDouble(offset + 4),
            durationSeconds: row.optionalInt(offset + 5), loggedAt: row.date(offset + 6),
            type: SetType(rawValue: row.string(offset + 7)) ?? .working, note: row.optionalString(offset + 8),
            meters: row.optionalDouble(offset + 9), heartRate: row.optionalInt(offset + 10))
    }

    static func set(_ row: SQLiteRow) -> LoggedSet {
        set(row, offset: 0)
    }
}
