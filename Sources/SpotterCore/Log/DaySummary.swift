import FoundationEssentials

/// Everything about one day: what was planned, what was logged, and what Spotter sent or held back.
///
/// ```swift
/// let summary = DaySummary(
///     day: today, resolver: resolver, calendar: berlin, workouts: try db.workouts(from: today, through: today),
///     outbox: outbox.map(\.notification), deliveries: sent, decidedAgainst: planNotifications(input).skipped,
///     names: names)
/// summary.plan.text(names)   // "Push at 18:00"
/// summary.workouts.first?.sets.count  // 12
/// summary.decidedAgainst.first?.reason  // .quiet, with the same detail `spotter plan --explain` prints
/// ```
/// The inputs may hold more than the day (a week's outbox, the whole log): only what is about
/// `day` is kept. A notification is about the day it names, else the local day it fires.
public struct DaySummary: Hashable, Sendable {
    public var day: LocalDate
    public var plan: DayPlan
    /// The workouts started that day, finished or still open, oldest first, with every set.
    public var workouts: [HistoryEntry]
    /// Waiting in the outbox, soonest first.
    public var planned: [PlannedNotification]
    /// What the delivery log says went out (or failed to), in order.
    public var sent: [DeliveryRecord]
    /// What the planner decided against, with the reason `spotter plan --explain` gives.
    public var decidedAgainst: [SkippedOccurrence]
    /// The runs the plan asked for that day, each with its target pace where the plan has one.
    public var plannedRuns: [PlannedRun] = []
    /// The cardio logged that day (`TrainedDay.cardio`): what the planned runs are held against.
    public var cardio = CardioTotal()

    public init(
        day: LocalDate, resolver: DayResolver, calendar: ZonedCalendar, workouts: [Workout],
        outbox: [PlannedNotification], deliveries: [DeliveryRecord], decidedAgainst: [SkippedOccurrence],
        names: LogNames
    ) {
        self.day = day
        plan = DayPlan(day, resolver: resolver)
        self.workouts = workouts.filter { $0.day == day }.sorted { $0.startedAt < $1.startedAt }
            .map { HistoryEntry(workout: $0, names: names) }
        planned = outbox.filter { ($0.day ?? calendar.day(of: $0.fireAt)) == day }.sorted {
            ($0.fireAt, $0.id) < ($1.fireAt, $1.id)
        }
        sent = deliveries.filter { calendar.day(of: $0.at) == day }.sorted { $0.at < $1.at }
        self.decidedAgainst = decidedAgainst.filter { ($0.day ?? calendar.day(of: $0.fireAt)) == day }
        plannedRuns = PlannedRun.runs(of: plan.resolved, plan: resolver.phased)
        done = TrainedDay.isTrained(day, workouts: workouts)
        cardio = TrainedDay.cardio(on: day, workouts: workouts)
    }

    /// Sets logged that day, warm-ups included.
    public var setCount: Int { workouts.map(\.setCount).reduce(0, +) }
    /// Volume logged that day (warm-ups left out).
    public var volume: Double { workouts.map(\.volume).reduce(0, +) }
    /// Whether the day was trained (`TrainedDay`: a finished workout or a run logged): what "done"
    /// means for the week and the goal.
    public var done = false
}
