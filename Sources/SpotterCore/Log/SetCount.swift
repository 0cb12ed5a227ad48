/// How many sets there were, as a person reads it: the working sets (every set that counts toward
/// totals: `SetType.countsTowardTotals`) and the warm-ups apart, so a count never mixes them.
///
/// ```swift
/// SetCount(sets).text   // "6 sets + 3 warm-up" (6 working, drop or failure sets and 3 warm-ups)
/// SetCount(sets).text   // "1 set" (no warm-ups)
/// ```
public struct SetCount: Hashable, Sendable {
    /// The sets that count: working, drop and failure.
    public var working: Int
    public var warmups: Int

    public init(working: Int, warmups: Int) {
        self.working = working
        self.warmups = warmups
    }

    public init(_ sets: [LoggedSet]) {
        let working = sets.count { $0.type.countsTowardTotals }
        self.init(working: working, warmups: sets.count - working)
    }

    /// Every set, warm-ups too (what a machine format has always counted).
    public var all: Int { working + warmups }

    /// "6 sets + 3 warm-up", "1 set", "0 sets + 2 warm-up".
    public var text: String { warmups > 0 ? "\(workingText) + \(warmups) warm-up" : workingText }

    /// "6 sets": the working sets alone, where there is no room for the warm-ups beside them.
    public var workingText: String { working == 1 ? "1 set" : "\(working) sets" }
}
