/// What was done the last time an exercise was trained: that session's sets, from the store.
///
/// ```swift
/// let last = LastTime(sets: [s60x5, s60x5b, s62x4])   // the sets of the latest earlier workout
/// last.working.count                                  // 3 (warm-ups are left out)
/// last.matching(doneThisTime: [today60x5])            // s60x5b: set 2 of last time
/// ```
public struct LastTime: Hashable, Sendable {
    /// Every set of that session, in the order logged.
    public var sets: [LoggedSet]

    public init(sets: [LoggedSet]) { self.sets = sets }

    /// The sets that count (warm-ups are not what the next working set is compared with).
    public var working: [LoggedSet] { sets.filter { $0.type.countsTowardTotals } }

    /// The set of last time that matches the next one: the same number among the working sets.
    /// `doneThisTime` is this workout's sets of the exercise so far; `nil` past last time's last.
    public func matching(doneThisTime: [LoggedSet]) -> LoggedSet? {
        number(of: doneThisTime.filter { $0.type.countsTowardTotals }.count)
    }

    /// The working set at 0-based `index`, if last time had that many.
    public func number(of index: Int) -> LoggedSet? {
        let w = working
        return w.indices.contains(index) ? w[index] : nil
    }
}
