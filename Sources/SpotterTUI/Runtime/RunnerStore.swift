import FoundationEssentials
import SpotterCore
import SpotterStore

/// The store calls the effect runner (`LiveApp.perform`) makes, and no others.
///
/// ```swift
/// let store: any RunnerStore = try SpotterDatabase.open(path: paths.databaseFile)
/// let workout = try store.startWorkout(templateId: "push", rotationId: nil, day: today, at: now)
/// try store.logSet(set, in: workout.id)   // durable when it returns
/// ```
/// `SpotterDatabase` is the one store; the protocol says what the screens may do to it.
protocol RunnerStore: AnyObject {
    func startWorkout(templateId: String?, rotationId: String?, day: LocalDate, at now: Date) throws -> Workout
    @discardableResult func logSet(_ set: LoggedSet, in workoutId: String) throws -> LoggedSet
    /// Saves a set from the form, its type too when it is an edit (`logSet` keeps a stored type).
    @discardableResult func saveFormSet(_ set: LoggedSet, in workoutId: String) throws -> LoggedSet
    func deleteSet(id: String) throws
    /// The last session's sets of each exercise, outside the open workout (one query).
    func lastSessionSets(exerciseIds: [String], excludingWorkout workoutId: String?) throws -> [String: LastTime]
    func saveExerciseOrder(workoutId: String, order: String?, at now: Date) throws
    /// Moves the workout's sets of `old` to `new` and stores the order, in one transaction.
    @discardableResult func swapExercise(
        workoutId: String, from old: String, to new: String, order: String, at now: Date
    )
        throws -> Int
    func mergeLiveSession(_ record: LiveSessionRecord, previous: LiveSessionRecord?, at now: Date) throws
        -> LiveSessionRecord
    func setRestAlertConsent(_ answer: ConsentAnswer, at now: Date) throws
    func finishWorkout(id: String, at now: Date) throws
    func clearLiveSession(workoutId: String) throws
    /// The rest after an exercise in a template (`t`, then `y` on the workout).
    @discardableResult func setTemplateRest(templateId: String, exerciseId: String, seconds: Int) throws -> Int
    func workout(id: String) throws -> Workout?
    /// Changes only when another connection commits.
    func dataVersion() throws -> Int
    func preferences() throws -> NotificationPreferences
    /// Reads, changes and writes the one key in one transaction; the preferences as committed.
    @discardableResult func setPreference(_ name: String, to text: String, zone: Zone) throws -> NotificationPreferences
    /// Runs `body` as one transaction (`BEGIN IMMEDIATE`, one commit, one fsync); the store calls
    /// inside it are its steps (savepoints), and a throw rolls them all back.
    func inOneTransaction(_ body: () throws -> Void) throws
    /// Everything the screens show, for the week that holds `now` (`Snapshot.load`).
    func snapshot(now: Date, calendar: ZonedCalendar) throws -> Snapshot
    /// The Day, Week, History and exercise screens' reads (`LogReader`).
    func daySummary(_ day: LocalDate, now: Date, calendar: ZonedCalendar) throws -> DaySummary
    func weekSummary(_ week: ISOWeek, now: Date, calendar: ZonedCalendar) throws -> WeekSummary
    func historyPage(_ request: HistoryPageRequest) throws -> HistoryPage
    func exerciseProgress(_ id: String) throws -> ExerciseProgress
    /// Changes to the past, each durable when it returns (as `spotter history`, `note`, `exercise`).
    func editSet(_ set: LoggedSet) throws
    func deletePastSet(id: String) throws
    @discardableResult func deleteWorkout(id: String) throws -> DeletedWorkout
    /// A past workout changed, a set added to it, a deleted one put back (as `spotter workout`).
    @discardableResult func editWorkout(id: String, _ edit: WorkoutEdit) throws -> Workout
    @discardableResult func addSet(_ set: LoggedSet, to workoutId: String) throws -> LoggedSet
    func restoreWorkout(_ deleted: DeletedWorkout) throws
    /// A new template, checked as `spotter schedule import` checks a file.
    @discardableResult func addTemplate(_ template: WorkoutTemplate) throws -> WorkoutTemplate
    @discardableResult func updateTemplate(id: String, from template: WorkoutTemplate) throws -> WorkoutTemplate
    func setWorkoutNote(_ note: String?, workoutId: String) throws
    func setExerciseNote(_ note: String?, workoutId: String, exerciseId: String) throws
    func renameExercise(id: String, to name: String) throws
    @discardableResult func mergeExercise(_ from: String, into: String) throws -> Int
    /// A new exercise, as `spotter log run` and `schedule import` store one; every exercise.
    func savePlan(
        exercises: [Exercise], templates: [WorkoutTemplate], weekly: [WeeklySchedule], rotations: [Rotation]
    ) throws
    func exercises() throws -> [Exercise]
    /// The overlays `spotter overlay` writes and removes.
    @discardableResult func addOverlay(_ overlay: SpotterCore.Overlay, now: Date) throws -> Int
    @discardableResult func removeOverlay(id: Int) throws -> Bool
    func overlays(from first: LocalDate, through last: LocalDate) throws -> [(id: Int, overlay: SpotterCore.Overlay)]
    /// Body weight, as `spotter weigh` writes and lists it (one entry a day).
    @discardableResult func weigh(_ kg: Double, on day: LocalDate, at now: Date) throws -> BodyWeight?
    func bodyWeights(from first: LocalDate?, through last: LocalDate?) throws -> [BodyWeight]
    /// One change to the schedule, checked as `spotter schedule import` checks a file, in one transaction.
    @discardableResult func editSchedule(_ edit: ScheduleEdit) throws -> ScheduleFile
}

extension SpotterDatabase: RunnerStore {
    func inOneTransaction(_ body: () throws -> Void) throws { try connection.transaction(body) }

    func snapshot(now: Date, calendar: ZonedCalendar) throws -> Snapshot {
        try Snapshot.load(from: self, now: now, calendar: calendar)
    }

    func daySummary(_ day: LocalDate, now: Date, calendar: ZonedCalendar) throws -> DaySummary {
        try LogReader.day(day, db: self, now: now, calendar: calendar)
    }

    func weekSummary(_ week: ISOWeek, now: Date, calendar: ZonedCalendar) throws -> WeekSummary {
        try LogReader.week(week, db: self, now: now, calendar: calendar)
    }

    func historyPage(_ request: HistoryPageRequest) throws -> HistoryPage {
        try LogReader.historyPage(request, db: self)
    }

    func exerciseProgress(_ id: String) throws -> ExerciseProgress { try LogReader.exercise(id, db: self) }
}
