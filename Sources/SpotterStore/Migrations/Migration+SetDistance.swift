extension Migration {
    /// Version 9: a set's distance in metres.
    ///
    /// Runs, rows and rides from Strong, Hevy and FitNotes carry a distance beside their time;
    /// NULL for every other set, so nothing stored before changes.
    static let setDistance = Migration(
        version: 9, summary: "set distance",
        sql: """
            ALTER TABLE sets ADD COLUMN meters REAL;
            """)
}
