/// Display names by id for what the log shows: "Push" for a template id, "Bench press" for an exercise id.
///
/// An id the plan no longer knows shows as itself, so a deleted template's history still reads.
public struct LogNames: Hashable, Sendable {
    public var templates: [String: String]
    public var exercises: [String: String]

    public init(templates: [String: String] = [:], exercises: [String: String] = [:]) {
        self.templates = templates
        self.exercises = exercises
    }

    public init(templates: [WorkoutTemplate], exercises: [Exercise]) {
        self.init(
            templates: Dictionary(templates.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }),
            exercises: Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
    }

    public func template(_ id: String) -> String { templates[id] ?? id }
    public func exercise(_ id: String) -> String { exercises[id] ?? id }

    /// A workout's name: an imported one's own, its template's, or "Workout" for one built as you go (as the TUI says).
    public func workout(_ workout: Workout) -> String { workout.name ?? workout.templateId.map(template) ?? "Workout" }
}
