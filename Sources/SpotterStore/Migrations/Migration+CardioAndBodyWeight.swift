extension Migration {
    /// Version 11: a cardio set's heart rate, and the lifter's body weight by day.
    ///
    /// `sets.heart_rate` is beats per minute, NULL for every set without one (everything stored
    /// before). `body_weights` holds one entry a day in kg at full precision: a second weigh-in that
    /// day replaces the first (`SpotterDatabase.weigh`).
    static let cardioAndBodyWeight = Migration(
        version: 11, summary: "heart rate and body weight",
        sql: """
            ALTER TABLE sets ADD COLUMN heart_rate INTEGER;
            CREATE TABLE body_weights (
                day TEXT PRIMARY KEY,
                kg REAL NOT NULL,
                logged_at REAL NOT NULL
            );
            """)
}
