/// What finishing now would leave undone: the target sets not yet done, exercise by exercise.
///
/// ```swift
/// // Push: bench 4 of 5, overhead press 1 of 3, plank 1 of 3
/// let left = SetsLeft(workout, targets: push.items.map { ($0.exerciseId, $0.sets) })
/// left.total                               // 6
/// left.text { names[$0] ?? $0 }            // "Bench press 1, Overhead press 2, Plank 2"
/// ```
/// Each exercise's count is `NextSet.left` (warm-ups count toward no target); an exercise with no
/// target leaves nothing undone.
public struct SetsLeft: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var exerciseId: String
        public var left: Int
    }

    /// The exercises with sets left, in the order of `targets`.
    public var entries: [Entry]

    /// Nothing left: no workout, or every target met.
    public static let none = SetsLeft(entries: [])

    init(entries: [Entry]) { self.entries = entries }

    public init(_ workout: Workout, targets: [(exerciseId: String, sets: Int?)]) {
        entries = targets.compactMap { target in
            let own = workout.sets.filter { $0.exerciseId == target.exerciseId }
            let left = NextSet.after(own, target: target.sets).left
            return left > 0 ? Entry(exerciseId: target.exerciseId, left: left) : nil
        }
    }

    /// Every set left, all exercises together.
    public var total: Int { entries.reduce(0) { $0 + $1.left } }

    /// "Bench press 1, Overhead press 2": each exercise with its sets left, named by `name`.
    public func text(_ name: (String) -> String) -> String {
        entries.map { "\(name($0.exerciseId)) \($0.left)" }.joined(separator: ", ")
    }

    /// "1 set", "6 sets".
    public static func sets(_ n: Int) -> String { n == 1 ? "1 set" : "\(n) sets" }
}
