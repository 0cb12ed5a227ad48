extension Migration {
    /// Version 13: what a set of a custom exercise records.
    ///
    /// `exercises.measure` is an `ExerciseCatalogue.Kind` (`weight-reps`, `reps`, `timed`,
    /// `distance-time`) chosen when the exercise was made in the picker; NULL for a catalogue
    /// exercise (its entry says) and for every exercise made before, whose `kind` (reps or timed)
    /// says as much as was known.
    static let exerciseMeasure = Migration(
        version: 14, summary: "a custom exercise's measure",
        sql: """
            ALTER TABLE exercises ADD COLUMN measure TEXT
                CHECK (measure IN ('weight-reps', 'reps', 'timed', 'distance-time'));
            """)
}
