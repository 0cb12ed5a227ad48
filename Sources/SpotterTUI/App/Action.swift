import FoundationEssentials
import SpotterCore
import SpotterStore

/// Everything the store holds that the screens need, read in one go at start and after a finish.
public struct Snapshot: Sendable {
    public var plan: PlanData
    public var prefs: NotificationPreferences
    /// Finished workouts of this Monday–Sunday week.
    public var weekWorkouts: [Workout]
    public var openWorkout: Workout?
    public var live: LiveSessionRecord?
    public var consent: ConsentRecord?
    /// The most recent set of each exercise outside the open workout ("last time").
    public var lastSets: [String: LoggedSet]
    /// The heaviest weight per exercise outside the open workout (what a personal best beats).
    public var bestWeights: [String: Double]
    /// Every exercise's records from the finished workouts (what a saved set can beat).
    public var records: RecordBook
    /// The plan is still the demo a new database starts with: Today says how to make it yours.
    public var isDemoPlan: Bool
    /// Each exercise's recent finished sessions, oldest first: what a progression rule reads.
    public var sessions: [String: [ExerciseSession]]
    /// The open workout's own order (`WorkoutOrder.text`), `nil` for the template's.
    public var exerciseOrder: String?
    /// The last session of each exercise of the open workout (the `last:` lines).
    public var lastTime: [String: LastTime] = [:]
    /// Every body-weight entry, oldest first: what a pull-up's volume counts in the finish summary.
    public var bodyWeights: [BodyWeight] = []

    public init(
        plan: PlanData, prefs: NotificationPreferences = NotificationPreferences(), weekWorkouts: [Workout] = [],
        openWorkout: Workout? = nil, live: LiveSessionRecord? = nil, consent: ConsentRecord? = nil,
        lastSets: [String: LoggedSet] = [:], bestWeights: [String: Double] = [:], isDemoPlan: Bool = false,
        records: RecordBook = RecordBook(), sessions: [String: [ExerciseSession]] = [:]
    ) {
        self.records = records
        self.sessions = sessions
        self.isDemoPlan = isDemoPlan
        self.plan = plan
        self.prefs = prefs
        self.weekWorkouts = weekWorkouts
        self.openWorkout = openWorkout
        self.live = live
        self.consent = consent
        self.lastSets = lastSets
        self.bestWeights = bestWeights
    }
}

/// Something that happened: to the user, to the clock, to the terminal or in the store.
///
/// Named after what happened (`setSaved`), never after what to do: the reducer decides that.
public enum Action: Sendable {
    case loaded(Snapshot)
    /// The picker's search index, folded off the loop from `exercises` (`.indexExercises`).
    case exercisesIndexed(ExerciseSearch, from: [Exercise])
    case keyPressed(Key)
    case clockTicked(Date)
    case focusChanged(Bool)
    case resized(width: Int, height: Int)
    case workoutStarted(Workout)
    /// The store committed the set and synced it to disk.
    case setSaved(LoggedSet)
    case setSaveFailed(LoggedSet, String)
    /// `undo`: it was `u` (the latest set), not `D` (a set chosen to delete).
    case setDeleted(LoggedSet, undo: Bool)
    /// What the exercises last did, read from the store (`LastTime`), to add to what is known.
    case lastTimeLoaded([String: LastTime])
    /// An exercise of the open workout was swapped durably: its sets moved, the order stored.
    case exerciseSwapped(from: String, to: String, order: WorkoutOrder)
    /// The workout was finished in the store; the snapshot is re-read after it.
    case workoutFinished(Workout, Snapshot)
    /// Another process (a desktop "+30s" or "Next set") changed the live session.
    case liveSessionChangedElsewhere(LiveSessionRecord?)
    /// Another process committed to the store (`spotter log`, `schedule import`, `config set`, a
    /// desktop action): everything the screens show, read again.
    case storeChangedElsewhere(Snapshot)
    case storeFailed(String)
    /// The store's preferences (and the themes on disk), read when the settings panel opens.
    case settingsRead(NotificationPreferences, themes: [String])
    /// One preference was saved durably; the store's preferences after the save.
    case preferenceSaved(NotificationPreferences)
    /// The chosen theme could not be used (the message names the file and line); the default is shown.
    case themeRefused(String)
    /// The delivery check's report, one fact per line.
    case deliveryChecked(DeliveryFindings)
    /// `spotter open ROUTE` (or a clicked notification) asked for a screen.
    case routeRequested(Route)
    /// The Day screen's summary, built from the store and `DaySummary`.
    case dayLoaded(DaySummary)
    case weekLoaded(WeekSummary)
    /// A page of History, newest first, with how many workouts the filters keep.
    case historyLoaded(HistoryPage)
    /// One exercise's sessions and records, for the exercise screen.
    case exerciseLoaded(ExerciseProgress)
    /// A past set was edited or deleted, or a workout deleted, durably (the effect that did it):
    /// what the store holds now, History's loaded page read again and everything Today shows.
    case historyChanged(StoreEffect, HistoryPage, Snapshot)
    /// A template made from the finished workout is stored (with the id it got); the plan with it.
    case templateSaved(WorkoutTemplate, Snapshot)
    /// A whole workout is deleted, durably: what it was (for `u`), History's loaded page read
    /// again, what the screens show now.
    case pastWorkoutDeleted(DeletedWorkout, HistoryPage, Snapshot)
    /// An overlay was added or cleared durably (the effect that did it); everything read again.
    case overlaysChanged(StoreEffect, Snapshot)
    /// The template's rest after an exercise is durable; everything read again.
    case templateRestSaved(exerciseId: String, seconds: Int, Snapshot)
    /// A new exercise is durable (picked for `purpose`); every exercise as the store has them now.
    case exerciseCreated(Exercise, for: PickerPurpose, exercises: [Exercise])
    /// Every body-weight entry, oldest first, for the body-weight screen.
    case bodyWeightsLoaded([BodyWeight])
    /// A body weight is durable (`replaced`: the entry of that day it replaced); every entry after it.
    case weighed(BodyWeight, replaced: BodyWeight?, [BodyWeight])
    /// A change to the schedule is durable (checked as an import is); everything read again.
    case scheduleEdited(ScheduleEdit, Snapshot)
    /// The store refused the change, with the import's words for why; nothing changed.
    case scheduleEditRefused(ScheduleEdit, String)
}
