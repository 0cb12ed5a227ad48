import SpotterCore
import SpotterStore

/// The user's plan as the screens need it: exercises, templates and when they are planned.
///
/// ```swift
/// let plan = PlanData(exercises: DemoPlan.exercises, templates: DemoPlan.templates,
///                     weekly: DemoPlan.weekly, rotations: DemoPlan.rotations)
/// plan.template("push")?.name  // "Push"
/// ```
public struct PlanData: Hashable, Sendable {
    public var exercises: [Exercise]
    public var templates: [WorkoutTemplate]
    public var weekly: [WeeklySchedule]
    public var rotations: [Rotation]

    public init(
        exercises: [Exercise] = [], templates: [WorkoutTemplate] = [], weekly: [WeeklySchedule] = [],
        rotations: [Rotation] = []
    ) {
        self.exercises = exercises
        self.templates = templates
        self.weekly = weekly
        self.rotations = rotations
    }

    public init(_ stored: StoredPlan) {
        self.init(exercises: stored.exercises, templates: stored.templates, weekly: stored.weekly, rotations: stored.rotations)
    }

    /// The demo plan every new database starts with.
    public static let demo = PlanData(
        exercises: DemoPlan.exercises, templates: DemoPlan.templates, weekly: DemoPlan.weekly, rotations: DemoPlan.rotations)

    public func template(_ id: String) -> WorkoutTemplate? { templates.first { $0.id == id } }
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }
}
