import FoundationEssentials
import SpotterCore

/// A live workout's structure: supersets in templates, the workout's own order, swaps, and
/// what was done last time.
extension SpotterDatabase {
    /// Labels each template item of a superset with its group's first exercise
    /// (`template_items.superset`), inside the caller's transaction, after the items are written.
    func writeSupersets(_ templates: [WorkoutTemplate]) throws {
        for t in templates {
            for group in t.supersets {
                guard let label = group.first else { continue }
                for id in group {
                    try connection.run(
                        "UPDATE template_items SET superset = ? WHERE template_id = ? AND exercise_id = ?", label, t.id,
                        id)
                }
            }
        }
    }

    /// The templates with their supersets read back from the item labels, in the items' order.
    func withSupersets(_ templates: [WorkoutTemplate]) throws -> [WorkoutTemplate] {
        let rows = try connection.query(
            """
            SELECT template_id, exercise_id, superset FROM template_items WHERE superset IS NOT NULL
            ORDER BY template_id, position
            """
        ) { ($0.string(0), $0.string(1), $0.string(2)) }
        guard !rows.isEmpty else { return templates }
        return templates.map { template in
            var t = template
            var labels: [String] = []
            var groups: [String: [String]] = [:]
            for (templateId, exerciseId, label) in rows where templateId == t.id {
                if groups[label] == nil { labels.append(label) }
                if groups[label, default: []].contains(exerciseId) { continue }
                groups[label, default: []].append(exerciseId)
            }
            t.supersets = labels.compactMap { groups[$0] }.filter { $0.count >= 2 }
            return t
        }
    }

    /// The sets of the last session of each exercise, outside one workout (the open one): one
    /// query for all of them, each exercise's latest earlier workout only, never the whole history.
    /// Every exercise asked about has an entry; one never trained before has no sets.
    ///
    /// ```swift
    /// try db.lastSessionSets(exerciseIds: ["bench", "ohp"], excludingWorkout: open.id)["bench"]
    /// // the 3 bench sets of the last workout that had bench: 60×5 60×5 62.5×4
    /// ```
    public func lastSessionSets(exerciseIds: [String], excludingWorkout workoutId: String?) throws -> [String: LastTime]
    {
        let ids = Array(Set(exerciseIds)).sorted()
        guard !ids.isEmpty else { return [:] }
        let values = Array(repeating: "(?)", count: ids.count).joined(separator: ", ")
        let columns = Self.setColumns.split(separator: ",").map { "s." + $0.trimmingWhitespace() }
            .joined(separator: ", ")
        // The workout left out comes first, so every placeholder is a plain `?` in order.
        let params: [SQLiteBindable] = [workoutId] + ids
        let sets = try connection.query(
            """
            WITH open(workout_id) AS (VALUES (?)),
            wanted(exercise_id) AS (VALUES \(values)),
            latest AS (
                SELECT wanted.exercise_id AS exercise_id,
                    (SELECT workout_id FROM sets WHERE sets.exercise_id = wanted.exercise_id AND workout_id IS NOT NULL
                     AND workout_id IS NOT (SELECT workout_id FROM open) ORDER BY logged_at DESC, rowid DESC LIMIT 1)
                    AS workout_id
                FROM wanted)
            SELECT \(columns) FROM latest
            JOIN sets s ON s.workout_id = latest.workout_id AND s.exercise_id = latest.exercise_id
            ORDER BY s.logged_at, s.rowid
            """, params, map: Self.set)
        // An exercise never trained before is answered too (no sets), so it is not asked again.
        var result = Dictionary(uniqueKeysWithValues: ids.map { ($0, LastTime(sets: [])) })
        for set in sets { result[set.exerciseId, default: LastTime(sets: [])].sets.append(set) }
        return result
    }

    /// The workout's own order (`WorkoutOrder.text`), or `nil` for the template's.
    public func exerciseOrder(workoutId: String) throws -> String? {
        try connection.query("SELECT exercise_order FROM live_session WHERE workout_id = ?", workoutId) {
            $0.optionalString(0)
        }.first ?? nil
    }

    /// Stores the workout's order (durable on return), creating the live session row if needed;
    /// the timers in it are left as they are.
    public func saveExerciseOrder(workoutId: String, order: String?, at now: Date) throws {
        try connection.transaction { try writeExerciseOrder(workoutId: workoutId, order: order, at: now) }
    }

    private func writeExerciseOrder(workoutId: String, order: String?, at now: Date) throws {
        try connection.run(
            """
            INSERT INTO live_session(workout_id, exercise_order, revision, updated_at) VALUES (?, ?, 1, ?)
            ON CONFLICT(workout_id) DO UPDATE SET exercise_order = excluded.exercise_order,
                revision = live_session.revision + 1, updated_at = excluded.updated_at
            """, workoutId, order, now)
    }

    /// Swaps an exercise of a workout for another, in one transaction: its sets logged in this
    /// workout move to the new exercise, and the workout's order (with the swap) is stored.
    /// Returns how many sets moved.
    @discardableResult
    public func swapExercise(workoutId: String, from old: String, to new: String, order: String, at now: Date) throws
        -> Int
    {
        try connection.transaction {
            guard try connection.scalarString("SELECT id FROM exercises WHERE id = ?", new) != nil else {
                throw StoreError.notFound("exercise \(new)")
            }
            let moved = try connection.run(
                "UPDATE sets SET exercise_id = ? WHERE workout_id = ? AND exercise_id = ?", new, workoutId, old)
            try writeExerciseOrder(workoutId: workoutId, order: order, at: now)
            try refreshAggregates(changed: workoutId, exerciseIds: [old, new])
            return moved
        }
    }
}
