import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// One page of History: the finished workouts `request`'s filter keeps, newest first, with
    /// their sets, read by keyset on `started_at, id` (index `workouts_finished_start`), never by
    /// reading the workouts before it; with how many the filter keeps and how many there are.
    ///
    /// ```swift
    /// let first = try db.historyPage(HistoryPageRequest(filter: HistoryFilter(), anchor: .newest), names: names)
    /// let next = try db.historyPage(HistoryPageRequest(filter: f, anchor: .olderThan(first.keys.last!)), names: names)
    /// ```
    /// A text filter is matched on the workouts' names, days and exercises (`HistoryFilter.matches`),
    /// read without their sets: the names of every finished workout, the sets of the page alone.
    public func historyPage(_ request: HistoryPageRequest, names: LogNames) throws -> (
        workouts: [Workout], keys: [HistoryKey], total: Int, all: Int
    ) {
        let (clause, params) = Self.finishedClause(since: nil, until: nil, exerciseId: request.filter.exerciseId)
        let all = try connection.scalarInt("SELECT COUNT(*) FROM workouts WHERE finished_at IS NOT NULL") ?? 0
        let keys: [HistoryKey]
        let total: Int
        if request.filter.text.isEmpty {
            total =
                try connection.query("SELECT COUNT(*) FROM workouts WHERE \(clause)", params) { $0.int(0) }.first ?? 0
            keys = try pageKeys(request, clause: clause, params: params)
        } else {
            let matching = try matchingKeys(request.filter, clause: clause, params: params, names: names)
            total = matching.count
            keys = request.page(of: matching)
        }
        guard !keys.isEmpty else { return ([], [], total, all) }
        let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        let byId = Dictionary(
            try workoutsWithSets(where: "id IN (\(marks))", keys.map(\.id)).map { ($0.id, $0) }
        ) { first, _ in first }
        let workouts = keys.compactMap { byId[$0.id] }
        return (workouts, keys, total, all)
    }

    /// The page's keys through SQL: `LIMIT` after the anchor, newest first.
    private func pageKeys(_ request: HistoryPageRequest, clause: String, params: [SQLiteBindable]) throws
        -> [HistoryKey]
    {
        var condition = clause
        var params = params
        var descending = true
        func bound(_ comparison: String, _ key: HistoryKey) {
            condition += " AND (started_at \(comparison.prefix(1)) ? OR (started_at = ? AND id \(comparison) ?))"
            params += [key.startedAt, key.startedAt, key.id]
        }
        switch request.anchor {
        case .newest: break
        case .oldest: descending = false
        case .olderThan(let key): bound("<", key)
        case .from(let key): bound("<=", key)
        case .newerThan(let key):
            bound(">", key)
            descending = false
        }
        let order = descending ? "started_at DESC, id DESC" : "started_at, id"
        let keys = try connection.query(
            "SELECT started_at, id FROM workouts WHERE \(condition) ORDER BY \(order) LIMIT ?", params + [request.limit]
        ) { HistoryKey(startedAt: $0.double(0), id: $0.string(1)) }
        return descending ? keys : keys.reversed()
    }

    /// Every finished workout the filter keeps, newest first: names and exercises, no sets.
    private func matchingKeys(
        _ filter: HistoryFilter, clause: String, params: [SQLiteBindable], names: LogNames
    ) throws -> [HistoryKey] {
        let exercises = try connection.query(
            """
            SELECT DISTINCT workout_id, exercise_id FROM sets
            WHERE workout_id IN (SELECT id FROM workouts WHERE \(clause))
            """, params
        ) { ($0.string(0), $0.string(1)) }
        var byWorkout: [String: [String]] = [:]
        for (workoutId, exerciseId) in exercises { byWorkout[workoutId, default: []].append(exerciseId) }
        let rows = try connection.query(
            """
            SELECT started_at, id, template_id, day, name FROM workouts WHERE \(clause)
            ORDER BY started_at DESC, id DESC
            """, params
        ) { row in
            (
                HistoryKey(startedAt: row.double(0), id: row.string(1)),
                Workout(
                    id: row.string(1), templateId: row.optionalString(2),
                    day: LocalDate(iso: row.string(3)) ?? LocalDate(daysSinceEpoch: 0), startedAt: row.date(0),
                    name: row.optionalString(4))
            )
        }
        return rows.filter { key, workout in
            filter.matches(
                name: names.workout(workout), day: workout.day,
                exerciseNames: (byWorkout[key.id] ?? []).lazy.map(names.exercise))
        }.map(\.0)
    }
}
