/// Which set of an exercise comes next, and of how many: the one answer for the workout's row and
/// its Next line, the set form's heading, the terminal title, the ongoing notification and
/// `spotter status`.
///
/// ```swift
/// // four warm-ups and one working set of bench, 5 sets in the template
/// let next = NextSet.after(benchSets, target: 5)
/// next.ordinal   // "set 2 of 5"
/// next.left      // 4
/// ```
/// Warm-ups count toward no target (`SetType.countsTowardTotals`): drop and failure sets do.
public struct NextSet: Hashable, Sendable {
    /// The working sets done (every set that counts toward the target).
    public var done: Int
    /// The template's sets, `nil` for an exercise with no target.
    public var target: Int?

    public init(done: Int, target: Int?) {
        self.done = done
        self.target = target
    }

    /// The next set after the exercise's `sets` (of this workout), toward `target` sets.
    public static func after(_ sets: [LoggedSet], target: Int?) -> NextSet {
        NextSet(done: sets.count { $0.type.countsTowardTotals }, target: target)
    }

    /// The next set's number, from 1.
    public var number: Int { done + 1 }

    /// Whether the target is met; an exercise with no target is never done.
    public var isDone: Bool { target.map { done >= $0 } ?? false }

    /// Whether sets toward the target remain; with no target, always.
    public var hasSetsLeft: Bool { !isDone }

    /// The target's sets not yet done (0 with no target, or past it).
    public var left: Int { target.map { max(0, $0 - done) } ?? 0 }

    /// "set 3 of 5", "set 6 of 6" past the target, "set 3" with no target.
    public var ordinal: String {
        if let target { return "set \(number) of \(max(target, number))" }
        return "set \(number)"
    }

    /// A logged set's place, counted as the row counts: "set 2 of 5" among the working sets
    /// (of the target, or of those done past it), "warm-up 3 of 4" among the warm-ups.
    ///
    /// ```swift
    /// NextSet.ordinal(of: failure62x7, among: benchSets, target: 5)  // "set 2 of 5" after 4 warm-ups and 1 set
    /// ```
    public static func ordinal(of set: LoggedSet, among sets: [LoggedSet], target: Int?) -> String {
        let counted = set.type.countsTowardTotals
        let alike = sets.filter { $0.type.countsTowardTotals == counted }
        let n = (alike.firstIndex { $0.id == set.id } ?? alike.count) + 1
        if !counted { return "warm-up \(n) of \(max(n, alike.count))" }
        return "set \(n) of \(max(n, alike.count, target ?? 0))"
    }
}
