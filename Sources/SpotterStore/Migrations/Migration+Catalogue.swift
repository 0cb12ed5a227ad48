extension Migration {
    /// Version 10: exercises know which catalogue entry they are.
    ///
    /// - `exercises.catalogue_id`: the `ExerciseCatalogue` entry's id (`bench-press`), NULL for a
    ///   custom exercise; at most one exercise is each entry, so an imported name has one place to go.
    ///   The kind and muscle group come from the entry, so they are not stored twice.
    /// - `exercises.equipment` takes the catalogue's equipment too (`cable`, `kettlebell`, `band`,
    ///   `smith`): SQLite cannot change a column's CHECK, so a new column with the wider one takes
    ///   its values and its name.
    /// - `exercise_aliases`: other names of an exercise (one merged into it, its name before a
    ///   rename), so an import of that name lands on it; they go with the exercise.
    /// The plan's existing exercises are linked to the entries their names match as this step runs
    /// (`SpotterDatabase.linkToCatalogue`), so an older home's `Bench press` is the catalogue's.
    static let catalogue = Migration(
        version: 10, summary: "exercise catalogue ids, wider equipment, aliases",
        sql: """
            ALTER TABLE exercises ADD COLUMN catalogue_id TEXT;
            CREATE UNIQUE INDEX exercises_catalogue ON exercises(catalogue_id) WHERE catalogue_id IS NOT NULL;
            ALTER TABLE exercises ADD COLUMN equipment_wide TEXT
                CHECK (equipment_wide IN ('barbell', 'dumbbell', 'machine', 'bodyweight', 'cable', 'kettlebell', 'band', 'smith'));
            UPDATE exercises SET equipment_wide = equipment;
            ALTER TABLE exercises DROP COLUMN equipment;
            ALTER TABLE exercises RENAME COLUMN equipment_wide TO equipment;
            CREATE TABLE exercise_aliases (
                name TEXT PRIMARY KEY,
                exercise_id TEXT NOT NULL REFERENCES exercises(id) ON DELETE CASCADE
            );
            """)
}
