import FoundationEssentials

/// Everything the planner needs to decide, passed in as values: no clock, no zone, no store.
///
/// ```swift
/// let input = PlannerInput(
///     now: now, timeZone: SystemZones.shared.zone(named: "Europe/Berlin")!,
///     weekly: [WeeklySchedule(templateId: "push", weekdays: [.mon], time: LocalTime(hhmm: "18:00")!)],
///     rotations: [], prefs: NotificationPreferences(), history: PlannerHistory())
/// planNotifications(input).scheduled.first?.id  // "workout-reminder:push:2026-06-01"
/// ```
public struct PlannerInput: Sendable {
    public var now: Date
    public var timeZone: Zone
    public var weekly: [WeeklySchedule]
    public var rotations: [Rotation]
    public var prefs: NotificationPreferences
    public var history: PlannerHistory
    /// Display names by template id, for the text of reminders; an unknown id shows as itself.
    public var templateNames: [String: String]
    /// Rest days, vacations, skips and "not today" the user laid over the plan: read by the one
    /// `DayResolver`, so a silenced day gets no reminder either.
    public var overlays: [Overlay] = []
    /// The active phased plan, read by the same resolver.
    public var phasedPlan: PhasedPlan? = nil

    public init(
        now: Date, timeZone: Zone, weekly: [WeeklySchedule], rotations: [Rotation],
        prefs: NotificationPreferences, history: PlannerHistory = PlannerHistory(),
        templateNames: [String: String] = [:]
    ) {
        self.now = now
        self.timeZone = timeZone
        self.weekly = weekly
        self.rotations = rotations
        self.prefs = prefs
        self.history = history
        self.templateNames = templateNames
    }

    func name(of templateId: String) -> String { templateNames[templateId] ?? templateId }
}

/// What the user has already done: the part of the input that changes every time they train.
public struct PlannerHistory: Sendable, Hashable {
    /// Templates and rotations finished today (today is the local day of `now`).
    public var trainedToday: TrainedToday
    /// Local days of this Monday–Sunday week with at least one finished workout (today included when trained).
    public var trainedDaysThisWeek: Set<LocalDate>
    /// The workout still open, if any: what "forgot to finish?" is about.
    public var openWorkout: OpenWorkout?

    public init(
        trainedToday: TrainedToday = TrainedToday(), trainedDaysThisWeek: Set<LocalDate> = [],
        openWorkout: OpenWorkout? = nil
    ) {
        self.trainedToday = trainedToday
        self.trainedDaysThisWeek = trainedDaysThisWeek
        self.openWorkout = openWorkout
    }

    /// Builds the history from stored workouts: the finished ones of this week and the open one.
    ///
    /// ```swift
    /// PlannerHistory(finishedThisWeek: try db.finishedWorkouts(from: monday, through: today),
    ///                open: try db.openWorkout(), today: today)
    /// ```
    public init(finishedThisWeek: [Workout], open: Workout?, today: LocalDate) {
        let monday = today.mondayOfWeek
        self.init(
            trainedToday: TrainedToday(workouts: finishedThisWeek, today: today),
            trainedDaysThisWeek: Set(
                finishedThisWeek.filter { $0.finishedAt != nil && $0.day >= monday && $0.day <= today }.map(\.day)),
            openWorkout: open.map { OpenWorkout(id: $0.id, lastSetAt: $0.lastSetAt) })
    }
}

/// The open workout as the planner sees it: its id and when its last set was saved.
public struct OpenWorkout: Sendable, Hashable {
    public var id: String
    /// `nil` when no set has been saved yet: there is nothing to have forgotten.
    public var lastSetAt: Date?

    public init(id: String, lastSetAt: Date?) {
        self.id = id
        self.lastSetAt = lastSetAt
    }
}

extension PlannerInput {
    /// The input for "plan now" from what the store holds, in one call: the TUI after a finished
    /// workout, the delivery at start and on every settings change, and `spotter plan` all build it so.
    ///
    /// ```swift
    /// let today = ZonedCalendar(timeZone: zone).day(of: now)
    /// let input = PlannerInput(
    ///     now: now, timeZone: zone, weekly: plan.weekly, rotations: plan.rotations, templates: plan.templates,
    ///     prefs: try db.preferences(),
    ///     finishedThisWeek: try db.finishedWorkouts(from: today.mondayOfWeek, through: today),
    ///     open: try db.openWorkout())
    /// ```
    public init(
        now: Date, timeZone: Zone, weekly: [WeeklySchedule], rotations: [Rotation], templates: [WorkoutTemplate],
        prefs: NotificationPreferences, finishedThisWeek: [Workout], open: Workout?
    ) {
        let today = ZonedCalendar(timeZone: timeZone).day(of: now)
        self.init(
            now: now, timeZone: timeZone, weekly: weekly, rotations: rotations, prefs: prefs,
            history: PlannerHistory(finishedThisWeek: finishedThisWeek, open: open, today: today),
            templateNames: Dictionary(templates.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
    }
}
