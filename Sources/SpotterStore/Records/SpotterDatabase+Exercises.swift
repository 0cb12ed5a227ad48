import FoundationEssentials
import SpotterCore

/// What the exercise commands change: names, merges, and which catalogue entry an exercise is.
extension SpotterDatabase {
    /// How many sets each exercise has (exercises with none are absent).
    public func setCounts() throws -> [String: Int] {
        Dictionary(
            uniqueKeysWithValues: try connection.query(
                "SELECT exercise_id, COUNT(*) FROM sets GROUP BY exercise_id"
            ) { ($0.string(0), $0.int(1)) })
    }

    /// Gives exercise `id` a new name; its sets, notes and template items keep pointing at it,
    /// and the old name becomes an alias (an import of it still lands here).
    public func renameExercise(id: String, to name: String) throws {
        try connection.transaction {
            guard let old = try connection.scalarString("SELECT name FROM exercises WHERE id = ?", id) else {
                throw StoreError.notFound("exercise \(id)")
            }
            try connection.run("UPDATE exercises SET name = ? WHERE id = ?", name, id)
            try connection.run("DELETE FROM exercise_aliases WHERE name = ?", name)
            if ExerciseName.key(old) != ExerciseName.key(name) { try alias(old, to: id) }
        }
    }

    /// `name` means exercise `id` from now on (replacing what it meant before).
    private func alias(_ name: String, to id: String) throws {
        try connection.run(
            """
            INSERT INTO exercise_aliases(name, exercise_id) VALUES (?, ?)
            ON CONFLICT(name) DO UPDATE SET exercise_id = excluded.exercise_id
            """, name, id)
    }

    /// Moves every set, note and template item of exercise `from` to `into`, then removes `from`,
    /// all in one transaction; returns the sets moved. `from`'s name and aliases become `into`'s
    /// aliases, so a later import of that name lands on `into`. Records and `last:` lines are read from the
    /// sets, so they follow. `into` takes `from`'s catalogue entry when it has none (an imported
    /// name of that entry then still lands on it). A note on both in one workout keeps both texts.
    @discardableResult
    public func mergeExercise(_ from: String, into: String) throws -> Int {
        guard from != into else { throw StoreError.notFound("another exercise than \(from)") }
        return try connection.transaction {
            let ids = Set(
                try connection.query("SELECT id FROM exercises WHERE id IN (?, ?)", from, into) { $0.string(0) })
            guard ids.contains(from) else { throw StoreError.notFound("exercise \(from)") }
            guard ids.contains(into) else { throw StoreError.notFound("exercise \(into)") }
            let moved = try connection.run("UPDATE sets SET exercise_id = ? WHERE exercise_id = ?", into, from)
            try refreshAggregates(workoutIds: [String](), exerciseIds: [from, into])
            try connection.run("UPDATE template_items SET exercise_id = ? WHERE exercise_id = ?", into, from)
            try connection.run(
                """
                UPDATE workout_exercise_notes AS b SET note = b.note || '; ' || a.note
                FROM workout_exercise_notes AS a
                WHERE a.exercise_id = ? AND b.exercise_id = ? AND a.workout_id = b.workout_id
                """, from, into)
            try connection.run(
                "UPDATE OR IGNORE workout_exercise_notes SET exercise_id = ? WHERE exercise_id = ?", into, from)
            try connection.run("DELETE FROM workout_exercise_notes WHERE exercise_id = ?", from)
            let catalogueId = try connection.scalarString("SELECT catalogue_id FROM exercises WHERE id = ?", from)
            try connection.run("UPDATE exercise_aliases SET exercise_id = ? WHERE exercise_id = ?", into, from)
            if let name = try connection.scalarString("SELECT name FROM exercises WHERE id = ?", from) {
                try alias(name, to: into)
            }
            try connection.run("DELETE FROM exercises WHERE id = ?", from)
            if let catalogueId {
                try connection.run(
                    "UPDATE exercises SET catalogue_id = ? WHERE id = ? AND catalogue_id IS NULL", catalogueId, into)
            }
            return moved
        }
    }

    /// Records that stored exercises are catalogue entries (exercise id → catalogue id), filling
    /// their equipment where none was said; one already linked keeps its entry.
    func link(_ links: [String: String]) throws {
        for (exerciseId, catalogueId) in links.sorted(by: { $0.key < $1.key }) {
            let equipment = ExerciseCatalogue.shared.entry(id: catalogueId)?.equipment.rawValue
            try connection.run(
                """
                UPDATE exercises SET catalogue_id = ?, equipment = COALESCE(equipment, ?)
                WHERE id = ? AND catalogue_id IS NULL
                """, catalogueId, equipment, exerciseId)
        }
    }

    /// Links every stored exercise whose name is a catalogue entry's (`ExerciseMatcher.links`):
    /// run once, as the catalogue migration applies. Where two match one entry, the plan's
    /// (in a template) wins, then the one with more sets.
    func linkToCatalogue() throws {
        let exercises = try connection.query(
            """
            SELECT id, name, catalogue_id FROM exercises ORDER BY
                EXISTS (SELECT 1 FROM template_items t WHERE t.exercise_id = exercises.id) DESC,
                (SELECT COUNT(*) FROM sets s WHERE s.exercise_id = exercises.id) DESC, id
            """
        ) { Exercise(id: $0.string(0), name: $0.string(1), catalogueId: $0.optionalString(2)) }
        try link(ExerciseMatcher.links(for: exercises))
    }
}
