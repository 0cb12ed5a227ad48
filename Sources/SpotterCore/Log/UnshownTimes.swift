/// The workouts holding a time no output can show as it is, named by `spotter doctor`.
///
/// ```swift
/// UnshownTimes.workoutIds(workouts)  // ["4f1c…"]: its start was stored as 9999-12-31 23:59:59
/// UnshownTimes.problem(workouts)
/// // "1 workout holds a time that cannot be shown (…), so history and the exports say unknown
/// //  there: 4f1c…. Delete it in History (spotter open)"
/// ```
/// A time is shown when `InstantRange.isShown` says so; a database written by an older version or
/// another tool may hold one out of any calendar's range, which `ISOInstant.format` writes as
/// `unknown` rather than moved to the range's end.
public enum UnshownTimes {
    /// The ids of the workouts with a start, an end or a set's time that cannot be shown, oldest first.
    public static func workoutIds(_ workouts: [Workout]) -> [String] {
        workouts.filter { w in
            !InstantRange.isShown(w.startedAt) || w.finishedAt.map { !InstantRange.isShown($0) } == true
                || w.sets.contains { !InstantRange.isShown($0.loggedAt) }
        }.map(\.id)
    }

    /// The doctor's line about them (the first ten ids), or nil when every time can be shown.
    public static func problem(_ workouts: [Workout]) -> String? {
        let ids = workoutIds(workouts)
        guard !ids.isEmpty else { return nil }
        let named = ids.prefix(10).joined(separator: ", ") + (ids.count > 10 ? " and \(ids.count - 10) more" : "")
        let (count, them) = ids.count == 1 ? ("1 workout holds", "it") : ("\(ids.count) workouts hold", "them")
        return "\(count) a time that cannot be shown (a start, end or set stored out of any calendar's range, "
            + "by an older version or another tool), so history and the exports say unknown there: \(named). "
            + "Delete \(them) in History (spotter open)"
    }
}
