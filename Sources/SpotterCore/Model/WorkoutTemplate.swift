/// A planned workout: ordered exercises, each with its targets and its rest.
///
/// ```swift
/// WorkoutTemplate(id: "push", name: "Push", items: [
///     .init(exerciseId: "bench", sets: 5, reps: 5, weight: 80, restSeconds: 180),
///     .init(exerciseId: "plank", sets: 3, durationSeconds: 45, restSeconds: 60),
/// ])
/// ```
public struct WorkoutTemplate: Hashable, Sendable, Codable, Identifiable {
    public struct Item: Hashable, Sendable, Codable {
        public var exerciseId: String
        public var sets: Int
        public var reps: Int?
        /// Kilograms; `nil` for body-weight and timed work.
        public var weight: Double?
        public var restSeconds: Int
        /// Set for timed exercises: the work countdown of each set.
        public var durationSeconds: Int?
        /// How the weight moves from session to session (`Progression`); nil keeps the target as written.
        /// For double progression `reps` is the bottom of the range.
        public var progression: ProgressionRule?

        public init(
            exerciseId: String, sets: Int, reps: Int? = nil, weight: Double? = nil, restSeconds: Int,
            durationSeconds: Int? = nil, progression: ProgressionRule? = nil
        ) {
            self.exerciseId = exerciseId
            self.sets = sets
            self.reps = reps
            self.weight = weight
            self.restSeconds = restSeconds
            self.durationSeconds = durationSeconds
            self.progression = progression
        }
    }

    public var id: String
    public var name: String
    public var items: [Item]
    /// Supersets: groups of two or more of the items' exercises done in turn, rest after each
    /// round (`superset bench,row` in the schedule file). Each group is in the items' order, and
    /// the groups in the order of their first item.
    public var supersets: [[String]]

    public init(id: String, name: String, items: [Item], supersets: [[String]] = []) {
        self.id = id
        self.name = name
        self.items = items
        self.supersets = supersets
    }
}

extension WorkoutTemplate.Item {
    /// The item with every count that no input takes brought back within `SetValue`'s bounds:
    /// reps or a work countdown out of range are dropped (the item still trains, without that
    /// target), sets and rest are held to their ends.
    ///
    /// ```swift
    /// Item(exerciseId: "bench", sets: 1, reps: .min, restSeconds: 90).withinBounds().reps   // nil
    /// Item(exerciseId: "bench", sets: 10_000, reps: 5, restSeconds: 90).withinBounds().sets // 50
    /// ```
    /// What the store reads back: a hand edit or a damaged page must not bring -2^63 reps into a
    /// later start's arithmetic, nor 2^63 sets into a screen's list. The weight stays as stored:
    /// an invalid one shows as `?` and is refused when a file brings it back (`SetValue.weightText`).
    public func withinBounds() -> Self {
        var item = self
        item.sets = Swift.min(Swift.max(sets, SetValue.sets.lowerBound), SetValue.sets.upperBound)
        item.reps = reps.flatMap { SetValue.reps.contains($0) ? $0 : nil }
        item.restSeconds = Swift.min(Swift.max(restSeconds, SetValue.rest.lowerBound), SetValue.rest.upperBound)
        item.durationSeconds = durationSeconds.flatMap { SetValue.seconds.contains($0) ? $0 : nil }
        return item
    }
}
