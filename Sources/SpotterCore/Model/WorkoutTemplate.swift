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
