import FoundationEssentials

/// A workout's totals: its set count (working sets and warm-ups apart), its volume, its last set.
///
/// ```swift
/// let t = WorkoutTotals(sets: workout.sets)
/// t.setCount.text   // "6 sets + 3 warm-up"
/// t.volume          // 1_500 (warm-ups and failed attempts left out: `LoggedSet.volume`)
/// ```
/// The store keeps one a workout (`SpotterDatabase.workoutTotals`), equal to this over its sets.
public struct WorkoutTotals: Hashable, Sendable {
    public var setCount: SetCount
    public var volume: Double
    public var lastSetAt: Date?

    public init(setCount: SetCount, volume: Double, lastSetAt: Date?) {
        self.setCount = setCount
        self.volume = volume
        self.lastSetAt = lastSetAt
    }

    /// What the sets say, in the order they were logged (the volume summed as `HistoryEntry` sums it).
    public init(sets: [LoggedSet]) {
        self.init(
            setCount: SetCount(sets), volume: sets.map(\.volume).reduce(0, +), lastSetAt: sets.map(\.loggedAt).max())
    }
}
