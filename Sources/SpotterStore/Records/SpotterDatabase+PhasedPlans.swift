import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Saves a plan (replacing one with the same id) and makes it the active one, in one transaction.
    public func savePhasedPlan(_ plan: PhasedPlan, now: Date) throws {
        try connection.transaction {
            try connection.run("UPDATE phased_plans SET active = 0")
            try connection.run(
                """
                INSERT INTO phased_plans(id, name, body, active, created_at) VALUES (?, ?, ?, 1, ?)
                ON CONFLICT(id) DO UPDATE SET name = excluded.name, body = excluded.body, active = 1
                """, plan.id, plan.name, PlanFile.write(plan), now)
        }
    }

    /// The active phased plan. A stored body that no longer parses is a broken record: it throws,
    /// naming the plan, and the caller decides whether to skip it.
    public func activePhasedPlan() throws -> PhasedPlan? {
        guard
            let (id, body) = try connection.query(
                "SELECT id, body FROM phased_plans WHERE active = 1 LIMIT 1",
                map: {
                    ($0.string(0), $0.string(1))
                }
            ).first
        else { return nil }
        return try PlanFile.parse(body, file: "stored plan \(id)")
    }

    /// Adds an overlay and returns its id.
    @discardableResult
    public func addOverlay(_ overlay: Overlay, now: Date) throws -> Int {
        try connection.run(
            "INSERT INTO overlays(kind, first_day, last_day, activity, created_at) VALUES (?, ?, ?, ?, ?)",
            overlay.kind.rawValue, overlay.first.iso, overlay.last.iso, overlay.activity, now)
        return Int(connection.lastInsertRowID)
    }

    @discardableResult
    public func removeOverlay(id: Int) throws -> Bool {
        try connection.run("DELETE FROM overlays WHERE id = ?", id) == 1
    }

    /// Overlays touching the days `first…last`, with their ids.
    public func overlays(from first: LocalDate, through last: LocalDate) throws -> [(id: Int, overlay: Overlay)] {
        try connection.query(
            "SELECT id, kind, first_day, last_day, activity FROM overlays WHERE last_day >= ? AND first_day <= ? ORDER BY first_day, id",
            first.iso, last.iso
        ) { row -> (Int, Overlay)? in
            guard let kind = Overlay.Kind(rawValue: row.string(1)), let a = LocalDate(iso: row.string(2)),
                let b = LocalDate(iso: row.string(3))
            else { return nil }
            return (row.int(0), Overlay(kind: kind, first: a, last: b, activity: row.optionalString(4)))
        }.compactMap { $0 }
    }

    /// How many workouts each day of `first…last` has logged (`TrainedDay.isLogged`: finished, or
    /// holding a set): "was anything logged", as the daily pass asks it.
    public func loggedWorkoutCounts(from first: LocalDate, through last: LocalDate) throws -> [LocalDate: Int] {
        TrainedDay.loggedCounts(
            try workouts(where: "day >= ? AND day <= ? AND discarded = 0", params: [first.iso, last.iso]))
    }
}
