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
    /// Everything the screens show, for the week that holds `now` (`Snapshot.load`).
    func snapshot(now: Date, calendar: ZonedCalendar) throws -> Snapshot
    /// A Day, Week or History effect (load, edit, delete, overlays), answered by its action (`LogReader`).
    func performLogEffect(_ effect: Effect, now: Date, calendar: ZonedCalendar) throws -> Action?
}

extension SpotterDatabase: RunnerStore {
    func snapshot(now: Date, calendar: ZonedCalendar) throws -> Snapshot {
        try Snapshot.load(from: self, now: now, calendar: calendar)
    }

    func performLogEffect(_ effect: Effect, now: Date, calendar: ZonedCalendar) throws -> Action? {
        switch effect {
        case .loadDay(let day): return .dayLoaded(try LogReader.day(day, db: self, now: now, calendar: calendar))
        case .loadWeek(let week): return .weekLoaded(try LogReader.week(week, db: self, now: now, calendar: calendar))
        case .loadHistory: return .historyLoaded(try LogReader.history(self))
        case .loadExercise(let id): return .exerciseLoaded(try LogReader.exercise(id, db: self))
        case .editPastSet, .deletePastSet, .deleteWorkout, .saveNote, .renameExercise, .mergeExercise:
            return try LogReader.change(effect, db: self, now: now, calendar: calendar)
        case .addOverlay, .clearOverlays:
            return try LogReader.changeOverlays(effect, db: self, now: now, calendar: calendar)
        default: return nil
        }
    }
}
