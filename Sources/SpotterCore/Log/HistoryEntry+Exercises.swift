extension HistoryEntry {
    /// This workout as History's workout screen lists it: its sets grouped by exercise, the
    /// exercises in the order each was first logged, each one's sets in time order.
    ///
    /// ```swift
    /// // logged: Bench 1, OHP 1, Bench 2, OHP 2 (a superset), Plank 1
    /// entry.byExercise.sets.map(\.exercise)  // Bench, Bench, OHP, OHP, Plank
    /// ```
    /// Exercises done as a superset alternate, so the one logged first leads and its partner
    /// follows straight after: they stay together.
    public var byExercise: HistoryEntry {
        var first: [String: Int] = [:]
        for (i, s) in sets.enumerated() where first[s.logged.exerciseId] == nil { first[s.logged.exerciseId] = i }
        var copy = self
        copy.sets = sets.enumerated().sorted {
            (first[$0.element.logged.exerciseId] ?? 0, $0.offset) < (
                first[$1.element.logged.exerciseId] ?? 0, $1.offset
            )
        }.map(\.element)
        return copy
    }

    /// Which exercise (of `exercises`, by name) a record line is about: the longest name it opens
    /// with, so "Bench press close grip e1RM 70 kg" is not Bench press's; nil for none.
    ///
    /// ```swift
    /// HistoryEntry.owner(of: "Bench press e1RM 81.7 kg", among: ["Bench press", "Plank"])  // "Bench press"
    /// ```
    public static func owner(of record: String, among exercises: [String]) -> String? {
        exercises.filter { record.hasPrefix($0 + " ") }.max { $0.count < $1.count }
    }
}
