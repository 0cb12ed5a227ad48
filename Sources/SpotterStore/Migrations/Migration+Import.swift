extension Migration {
    /// Version 7: imported workouts keep their name and source (owned by the import work).
    ///
    /// `name` is the name the other app gave (Spotter's own workouts take their template's, so it
    /// stays NULL for them); `import_source` (`strong`, `hevy`) with the start and the name is what
    /// identifies an imported workout, and the unique index makes a second import of it fail
    /// rather than add it twice.
    static let importedWorkouts = Migration(
        version: 7, summary: "imported workouts: name and source",
        sql: """
            ALTER TABLE workouts ADD COLUMN name TEXT;
            ALTER TABLE workouts ADD COLUMN import_source TEXT;
            CREATE UNIQUE INDEX workouts_import ON workouts(import_source, started_at, name) WHERE import_source IS NOT NULL;
            """)
}
