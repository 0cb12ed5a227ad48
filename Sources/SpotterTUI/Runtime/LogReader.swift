import FoundationEssentials
import SpotterCore
import SpotterStore

/// What the Day, Week and History screens read from the store, through the pure Core summaries,
/// with the same inputs `spotter day`, `week` and `history` give them.
///
/// ```swift
/// let summary = try LogReader.day(day, db: db, now: now, calendar: calendar)  // → .dayLoaded(summary)
/// ```
enum LogReader {
    /// The one day resolver as the daily pass asks it (at the start of today, so today's session
    /// stays today's all day), over the overlays around the days asked about.
    static func resolver(
        _ db: SpotterDatabase, _ plan: StoredPlan, now: Date, calendar: ZonedCalendar, from first: LocalDate,
        through last: LocalDate
    ) throws -> DayResolver {
        let today = calendar.day(of: now)
        let from = min(first, today).mondayOfWeek.adding(days: -7)
        let to = max(last, today).adding(days: 21)
        return DayResolver(
            weekly: plan.weekly, rotations: plan.rotations, now: calendar.startOfDay(today), calendar: calendar,
            trainedToday: TrainedToday(workouts: try db.finishedWorkouts(from: today, through: today), today: today),
            phased: try? db.activePhasedPlan(), overlays: try db.overlays(from: from, through: to).map(\.overlay))
    }

    static func day(_ day: LocalDate, db: SpotterDatabase, now: Date, calendar: ZonedCalendar) throws -> DaySummary {
        let plan = try db.plan()
        let today = calendar.day(of: now)
        // What the planner decides against, from the same input `spotter plan --explain` reads.
        var input = PlannerInput(
            now: now, timeZone: calendar.timeZone, weekly: plan.weekly, rotations: plan.rotations,
            templates: plan.templates,
            prefs: try db.preferences(),
            finishedThisWeek: try db.finishedWorkouts(from: today.mondayOfWeek, through: today),
            open: try db.openWorkout())
        input.overlays = try db.overlays(from: today.adding(days: -7), through: today.adding(days: 21)).map(\.overlay)
        input.phasedPlan = try? db.activePhasedPlan()
        return DaySummary(
            day: day, resolver: try resolver(db, plan, now: now, calendar: calendar, from: day, through: day),
            calendar: calendar,
            workouts: try db.workouts(on: day),
            outbox: try db.outboxEntries(about: day, calendar: calendar).map(\.notification),
            deliveries: try db.deliveries(on: day, calendar: calendar),
            decidedAgainst: planNotifications(input).skipped,
            names: LogNames(templates: plan.templates, exercises: plan.exercises))
    }

    static func week(_ week: ISOWeek, db: SpotterDatabase, now: Date, calendar: ZonedCalendar) throws -> WeekSummary {
        let plan = try db.plan()
        let days = week.days
        var summary = WeekSummary(
            week: week, today: calendar.day(of: now),
            resolver: try resolver(db, plan, now: now, calendar: calendar, from: days[0], through: days[6]),
            workouts: try db.workouts(from: days[0], through: days[6]), prefs: try db.preferences(),
            firstKnownDay: try db.firstKnownDay(today: calendar.day(of: now)))
        // The chart's weeks: this one and the ones before it.
        let first = week.adding(weeks: -(WeeklyVolume.chartWeeks - 1)).monday
        summary.recentWeeks = WeeklyVolume.series(
            try db.workouts(from: first, through: days[6]), through: week, weeks: WeeklyVolume.chartWeeks)
        return summary
    }

    /// Every finished session of one exercise, with its stored records (`ExerciseProgress`,
    /// `SpotterDatabase.exerciseProgress(exerciseId:)`): that exercise's own sets, not every set of the
    /// workouts it was in.
    static func exercise(_ id: String, db: SpotterDatabase) throws -> ExerciseProgress {
        try db.exerciseProgress(exerciseId: id)
    }

    /// One page of History, newest first (`SpotterDatabase.historyPage`: keyset on the finished
    /// workouts' index), each workout with the records it set as the store keeps them
    /// (`workoutRecords`): the page's own sets, never the history before it.
    static func historyPage(_ request: HistoryPageRequest, db: SpotterDatabase) throws -> HistoryPage {
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let unit = try db.preferences().units
        let page = try db.historyPage(request, names: names)
        let records = try db.workoutRecords(page.workouts)
        let entries = page.workouts.map {
            HistoryEntry(workout: $0, names: names, records: (records[$0.id] ?? []).texts(names, unit: unit))
        }
        return HistoryPage(request: request, entries: entries, keys: page.keys, total: page.total, all: page.all)
    }

    /// What each exercise of the open workout did last time: its template's, its own order's,
    /// the added and the logged ones, in one query (`lastSessionSets`).
    static func lastTime(
        of open: Workout, plan: PlanData, order: String?, live: LiveSessionRecord?, db: SpotterDatabase
    ) throws -> [String: LastTime] {
        var ids = open.templateId.flatMap { plan.template($0) }?.items.map(\.exerciseId) ?? []
        ids += order.flatMap(WorkoutOrder.init(text:))?.entries.map(\.exerciseId) ?? []
        ids += live?.addedExerciseIds ?? []
        ids += open.sets.map(\.exerciseId)
        return try db.lastSessionSets(exerciseIds: ids, excludingWorkout: open.id)
    }
}
