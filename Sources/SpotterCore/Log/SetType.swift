/// What kind of set a logged set was: the `type` of `spotter history --json` and the History screen.
public enum SetType: String, Sendable, Hashable, Codable, CaseIterable {
    case working
    case warmup
    case drop
    case failure

    /// Whether a set of this type counts toward volume and personal records. The one rule:
    /// a warm-up counts toward neither; drop and failure sets are real work and count.
    public var countsTowardTotals: Bool { self != .warmup }
}
