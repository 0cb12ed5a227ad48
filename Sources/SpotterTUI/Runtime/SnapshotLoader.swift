import FoundationEssentials
import SpotterCore
import SpotterStore

extension Snapshot {
    /// Reads everything the screens need from the store, for the week that holds `now`: in one
    /// read transaction, so a commit by another process lands wholly before or wholly after it
    /// (never between the open workout and its live session), and the shared lock on the WAL
    /// index is taken once, not once a statement (about 25 of them).
    public static func load(from db: SpotterDatabase, now: Date, calendar: ZonedCalendar) throws -> Snapshot {
        try db.connection.reading { try read(from: db, now: now, calendar: calendar) }
    }

    private static func read(from db: SpotterDatabase, now: Date, calendar: ZonedCalendar) throws -> Snapshot {
        let monday = calendar.day(of: now).mondayOfWeek
        // The same inputs the planner and the daily pass give the day resolver: the phased plan and
        // the overlays from this week's Monday (a "not today" moves within its week) to the horizon.
        let plan = PlanData(
            try db.plan(), phased: try db.activePhasedPlan(),
            overlays: try db.overlays(from: monday, through: monday.adding(days: 21)).map(\.overlay))
        let open = try db.openWorkout()
        var lastSets: [String: LoggedSet] = [:]
        for exercise in plan.exercises {
            lastSets[exercise.id] = try db.lastSet(exerciseId: exercise.id, excludingWorkout: open?.id)
        }
        // The first frame needs today, not the history: a rule's last sessions, and the records
        // kept in the store (`exercise_records`), never every set.
        var sessions: [String: [ExerciseSession]] = [:]
        for t in plan.templates {
            for item in t.items where item.progression != nil && sessions[item.exerciseId] == nil {
                let recent = try db.recentFinishedWorkouts(exerciseId: item.exerciseId, limit: ExerciseSession.lookBack)
                sessions[item.exerciseId] = ExerciseSession.recent(of: item.exerciseId, in: recent)
            }
        }
        let order = try open.flatMap { try db.exerciseOrder(workoutId: $0.id) }
        let live = try open.flatMap { try db.liveSession(workoutId: $0.id) }
        var snapshot = Snapshot(
            plan: plan, prefs: try db.preferences(),
            weekWorkouts: try db.finishedWorkouts(from: monday, through: monday.adding(days: 6)), openWorkout: open,
            live: live, consent: try db.restAlertConsent(),
            lastSets: lastSets, bestWeights: try db.finishedBestWeights(),
            isDemoPlan: try db.meta("demo-plan") != nil,
            records: try db.recordBook(), sessions: sessions)
        snapshot.bodyWeights = try db.bodyWeights(from: nil, through: nil)
        if let open {
            snapshot.exerciseOrder = order
            snapshot.lastTime = try LogReader.lastTime(of: open, plan: plan, order: order, live: live, db: db)
        }
        return snapshot
    }
}
