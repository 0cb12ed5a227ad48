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
    /// The active phased plan (runs, strength, cross-training, rest by day), if any.
    public var phased: PhasedPlan?
    /// Rest days, vacations, cross-training, skips and "not today" moves around today.
    public var overlays: [SpotterCore.Overlay]

    public init(
        exercises: [Exercise] = [], templates: [WorkoutTemplate] = [], weekly: [WeeklySchedule] = [],
        rotations: [Rotation] = [], phased: PhasedPlan? = nil, overlays: [SpotterCore.Overlay] = []
    ) {
        self.exercises = exercises
        self.templates = templates
        self.weekly = weekly
        self.rotations = rotations
        self.phased = phased
        self.overlays = overlays
    }

    public init(_ stored: StoredPlan, phased: PhasedPlan? = nil, overlays: [SpotterCore.Overlay] = []) {
        self.init(
            exercises: stored.exercises, templates: stored.templates, weekly: stored.weekly,
            rotations: stored.rotations,
            phased: phased, overlays: overlays)
    }

    /// The demo plan every new database starts with.
    public static let demo = PlanData(
        exercises: DemoPlan.exercises, templates: DemoPlan.templates, weekly: DemoPlan.weekly,
        rotations: DemoPlan.rotations)

    public func template(_ id: String) -> WorkoutTemplate? { templates.first { $0.id == id } }
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }
}
