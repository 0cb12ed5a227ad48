import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Finished workouts with all their sets, oldest first: History, `spotter history` and the Week screen.
    ///
    /// `since`/`until` are local days, inclusive; `exerciseId` keeps the workouts with at least one
    /// set of that exercise (every set of them is still returned). Three queries in all, however
    /// many workouts: the workouts, then their sets, then their exercises' notes (indexes `workouts_finished`, `sets_exercise`).
    public func finishedWorkouts(since: LocalDate?, until: LocalDate?, exerciseId: String? = nil) throws -> [Workout] {
        let (clause, params) = Self.finishedClause(since: since, until: until, exerciseId: exerciseId)
        return try workoutsWithSets(where: clause, params)
    }

    /// The same workouts as `finishedWorkouts`, oldest first, handed to `body` a page of
    /// `pageSize` at a time (keyset paging on `started_at, id`), so a reader of the whole history
    /// holds one page: `spotter history --json` streams.
    ///
    /// ```swift
    /// try db.forEachFinishedPage(since: nil, until: nil) { page in out(render(page)) }
    /// ```
    public func forEachFinishedPage(
        since: LocalDate?, until: LocalDate?, exerciseId: String? = nil, pageSize: Int = 200,
        _ body: ([Workout]) throws -> Void
    ) throws {
        let (filter, filterParams) = Self.finishedClause(since: since, until: until, exerciseId: exerciseId)
        // The last row's stored `started_at` as SQLite holds it: a `Date` read back may differ in its last bit.
        var after: (Double, String)?
        while true {
            var clause = filter
            var params = filterParams
            if let (start, id) = after {
                clause += " AND (started_at > ? OR (started_at = ? AND id > ?))"
                params += [start, start, id]
            }
            let keys = try connection.query(
                "SELECT started_at, id FROM workouts WHERE \(clause) ORDER BY started_at, id LIMIT ?",
                params + [pageSize]
            ) { ($0.double(0), $0.string(1)) }
            guard let last = keys.last else { return }
            let ids = keys.map(\.1)
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            try body(try workoutsWithSets(where: "id IN (\(marks))", ids))
            after = last
            if keys.count < pageSize { return }
        }
    }

    static func finishedClause(since: LocalDate?, until: LocalDate?, exerciseId: String?) -> (
        String, [SQLiteBindable]
    ) {
        var clause = "finished_at IS NOT NULL"
        var params: [SQLiteBindable] = []
        if let since {
            clause += " AND day >= ?"
            params.append(since.iso)
        }
        if let until {
            clause += " AND day <= ?"
            params.append(until.iso)
        }
        if let exerciseId {
            clause += " AND EXISTS (SELECT 1 FROM sets s WHERE s.workout_id = workouts.id AND s.exercise_id = ?)"
            params.append(exerciseId)
        }
        return (clause, params)
    }

    /// The latest `limit` finished workouts with a set of `exerciseId` that counts toward a
    /// progression (not a warm-up, with a weight and reps: what `ExerciseSession.recent` keeps),
    /// oldest first, with all their sets: the set form's prescription reads these, not the history.
    public func recentFinishedWorkouts(exerciseId: String, limit: Int) throws -> [Workout] {
        try workoutsWithSets(
            where: """
                id IN (SELECT w.id FROM workouts w WHERE w.finished_at IS NOT NULL AND EXISTS (
                    SELECT 1 FROM sets s WHERE s.workout_id = w.id AND s.exercise_id = ? AND s.type != 'warmup'
                    AND s.weight IS NOT NULL AND s.reps IS NOT NULL) ORDER BY w.started_at DESC, w.id DESC LIMIT ?)
                """, [exerciseId, limit])
    }

    /// Every workout (finished or open) with its sets, oldest first: what `spotter doctor` checks.
    public func allWorkouts() throws -> [Workout] {
        try workoutsWithSets(where: "1 = 1", [])
    }

    /// Every workout started on `day` (finished or still open), oldest first, with its sets: the Day screen.
    public func workouts(on day: LocalDate) throws -> [Workout] {
        try workoutsWithSets(where: "day = ?", [day.iso])
    }

    /// Every workout started from `first` through `last` (finished or open), oldest first, with sets: the Week screen.
    public func workouts(from first: LocalDate, through last: LocalDate) throws -> [Workout] {
        try workoutsWithSets(where: "day >= ? AND day <= ?", [first.iso, last.iso])
    }

    /// The first day Spotter knew: its first workout's day (imported ones too), or `today` when
    /// there is none yet. The Week screen says nothing of the days before it.
    public func firstKnownDay(today: LocalDate) throws -> LocalDate {
        let first = try connection.query("SELECT MIN(day) FROM workouts") { $0.optionalString(0) }.first ?? nil
        return first.flatMap { LocalDate(iso: $0) }.map { min($0, today) } ?? today
    }

    /// The outbox entries about `day`: those that name it, and those without a day that fire inside it.
    public func outboxEntries(about day: LocalDate, calendar: ZonedCalendar) throws -> [OutboxEntry] {
        try outboxEntries(
            where: "day = ? OR (day IS NULL AND fire_at >= ? AND fire_at < ?)",
            [day.iso, calendar.startOfDay(day), calendar.startOfDay(day.adding(days: 1))])
    }

    /// The delivery log's lines during `day` (local), oldest first, claims left out (they say nothing sent).
    public func deliveries(on day: LocalDate, calendar: ZonedCalendar) throws -> [DeliveryRecord] {
        try connection.query(
            """
            SELECT notification_id, kind, at, channel, outcome, detail FROM delivery_log
            WHERE at >= ? AND at < ? AND outcome != 'claimed' ORDER BY at, seq
            """, calendar.startOfDay(day), calendar.startOfDay(day.adding(days: 1))
        ) {
            DeliveryRecord(
                notificationId: $0.string(0), kind: $0.string(1), at: $0.date(2), channel: $0.string(3),
                outcome: $0.string(4), detail: $0.string(5))
        }
    }

    /// Changes a stored set's weight, reps, seconds, distance, heart rate, RPE, type and note (its
    /// exercise, workout and time stay). One transaction, durable when it returns; an unknown id
    /// changes nothing and throws.
    public func editSet(_ set: LoggedSet) throws {
        try connection.transaction {
            let changed = try connection.run(
                """
                UPDATE sets SET weight = ?, reps = ?, rpe = ?, duration_seconds = ?, type = ?, note = ?, meters = ?,
                    heart_rate = ? WHERE id = ?
                """, set.weight, set.reps, set.rpe, set.durationSeconds, set.type.rawValue, set.note, set.meters,
                set.heartRate, set.id)
            guard changed == 1 else { throw StoreError.notFound("set \(set.id)") }
            try refreshAggregates(ofSets: [set.id])
        }
    }

    /// Deletes one stored set of any workout. One transaction, durable when it returns; an unknown id throws.
    public func deletePastSet(id: String) throws {
        try connection.transaction {
            let owners = try setOwners([id])
            guard try connection.run("DELETE FROM sets WHERE id = ?", id) == 1 else {
                throw StoreError.notFound("set \(id)")
            }
            try refreshAggregates(owners)
        }
    }

    /// Deletes a workout with all its sets and its live session. One transaction, durable when it
    /// returns; an unknown id throws and nothing changes. Returns what was deleted, for
    /// `restoreWorkout` (the TUI's undo).
    @discardableResult
    public func deleteWorkout(id: String) throws -> DeletedWorkout {
        try connection.transaction {
            guard let deleted = try deletable(id: id) else { throw StoreError.notFound("workout \(id)") }
            let exercises = try exerciseIds(ofWorkout: id)
            try connection.run("DELETE FROM sets WHERE workout_id = ?", id)
            try connection.run("DELETE FROM live_session WHERE workout_id = ?", id)
            guard try connection.run("DELETE FROM workouts WHERE id = ?", id) == 1 else {
                throw StoreError.notFound("workout \(id)")
            }
            try refreshAggregates(workoutIds: [id], exerciseIds: exercises)
            return deleted
        }
    }

    /// Workouts matching `clause` (columns of `workouts`), oldest first, their sets and exercise notes loaded in two more queries.
    func workoutsWithSets(where clause: String, _ params: [SQLiteBindable]) throws -> [Workout] {
        var result = try connection.query(
            "SELECT id, template_id, rotation_id, day, started_at, finished_at, name, note FROM workouts WHERE \(clause) ORDER BY started_at, id",
            params
        ) { row in
            Workout(
                id: row.string(0), templateId: row.optionalString(1), rotationId: row.optionalString(2),
                day: LocalDate(iso: row.string(3)) ?? LocalDate(daysSinceEpoch: 0), startedAt: row.date(4),
                finishedAt: row.optionalDate(5), name: row.optionalString(6), note: row.optionalString(7))
        }
        guard !result.isEmpty else { return [] }
        // Grouped by workout in the order of `sets_workout` (workout_id, logged_at, then rowid):
        // each workout's sets come out oldest first with no sort of every set (the benchmark's History).
        let sets = try connection.query(
            """
            SELECT workout_id, \(Self.setColumns) FROM sets
            WHERE workout_id IN (SELECT id FROM workouts WHERE \(clause)) ORDER BY workout_id, logged_at, rowid
            """, params
        ) { row in (row.string(0), Self.set(row, offset: 1)) }
        var byWorkout: [String: [LoggedSet]] = [:]
        for (workoutId, set) in sets { byWorkout[workoutId, default: []].append(set) }
        let notes = try connection.query(
            """
            SELECT workout_id, exercise_id, note FROM workout_exercise_notes
            WHERE workout_id IN (SELECT id FROM workouts WHERE \(clause))
            """, params
        ) { row in (row.string(0), row.string(1), row.string(2)) }
        var notesByWorkout: [String: [String: String]] = [:]
        for (workoutId, exerciseId, note) in notes { notesByWorkout[workoutId, default: [:]][exerciseId] = note }
        for i in result.indices {
            result[i].sets = byWorkout[result[i].id] ?? []
            result[i].exerciseNotes = notesByWorkout[result[i].id] ?? [:]
        }
        return result
    }
}
