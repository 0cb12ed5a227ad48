import FoundationEssentials
import SpotterCore
import SpotterStore

/// Something the reducer asks the world to do; runners perform it and may answer with an action.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("+")))
/// // [.store(.saveLiveSession(…restEndsAt: t+150…)), .delivery(.scheduleNotification(rest alert at t+150)),
/// //  .terminal(.setTitle("Rest 02:30 · …"))]
/// ```
/// Effects come in three groups, by who performs them: the store (`StoreEffect`), the terminal
/// (`TerminalEffect`) and delivery (`DeliveryEffect`). Each group is performed by one exhaustive
/// switch (`LiveApp.perform`), so a new effect cannot go unhandled. Reducers write the effects by
/// their own names (`.saveSet(set, workoutId:)`, `.quit`): the builders below put each in its group.
public enum Effect: Hashable, Sendable {
    case store(StoreEffect)
    case terminal(TerminalEffect)
    case delivery(DeliveryEffect)
}

/// What the store is asked to read or make durable; answered by the action that says how it went.
public enum StoreEffect: Hashable, Sendable {
    case startWorkout(templateId: String?, rotationId: String?, day: LocalDate)
    /// Answered by `.setSaved` once durable, or `.setSaveFailed`.
    case saveSet(LoggedSet, workoutId: String)
    /// `undo`: `u` took back the latest set; else `D` deleted a chosen one. Answered by `.setDeleted`.
    case deleteSet(LoggedSet, undo: Bool)
    /// The last session of each exercise, outside the open workout; answered by `.lastTimeLoaded`.
    case loadLastTime(exerciseIds: [String], excludingWorkout: String)
    /// The workout's own order (`WorkoutOrder.text`), kept in the live session so a restart shows it.
    case saveExerciseOrder(workoutId: String, order: String?)
    /// Moves the exercise's sets of this workout to another and stores the order, in one
    /// transaction; answered by `.exerciseSwapped`.
    case swapExercise(workoutId: String, from: String, to: String, order: WorkoutOrder)
    /// The live session changed on screen; `previous` is what the store last had from us, so only
    /// what changed is written and a desktop "+30s" landing meanwhile is kept.
    case saveLiveSession(LiveSessionRecord, previous: LiveSessionRecord?)
    case saveConsent(ConsentAnswer, at: Date)
    /// Answered by `.workoutFinished`.
    case finishWorkout(workoutId: String)
    /// Answered by `.settingsRead`.
    case readSettings
    /// Has another process committed since we last looked (`PRAGMA data_version`)? Answered by
    /// `.storeChangedElsewhere` with everything read again, or by nothing when no one has.
    case lookForChangesElsewhere
    /// Through `PreferenceCatalog`, exactly as `spotter config set KEY VALUE` (times read in `zone`); answered by `.preferenceSaved`.
    case savePreference(key: String, value: String, zone: Zone)

    /// Answered by `.dayLoaded`.
    case loadDay(LocalDate)
    /// Answered by `.weekLoaded`.
    case loadWeek(ISOWeek)
    /// A page of History (keyset, newest first); answered by `.historyLoaded`.
    case loadHistory(HistoryPageRequest)
    /// Every finished session of one exercise; answered by `.exerciseLoaded`.
    case loadExercise(String)
    /// Change a past set's weight and reps; answered by `.historyChanged` once durable.
    case editPastSet(LoggedSet)
    /// Answered by `.historyChanged` once durable.
    case deletePastSet(LoggedSet)
    /// A whole finished workout with its sets; answered by `.pastWorkoutDeleted` once durable,
    /// with what it was (`u` brings it back).
    case deleteWorkout(id: String)
    /// A past workout's name, day, start or end (as `spotter workout edit`); answered by `.historyChanged`.
    case editWorkout(id: String, WorkoutEdit)
    /// A forgotten set added to a past workout (as `spotter workout add-set`); answered by `.historyChanged`.
    case addPastSet(LoggedSet, workoutId: String)
    /// A deleted workout put back as it was (`u`); answered by `.historyChanged`.
    case restoreWorkout(DeletedWorkout)
    /// The record `spotter overlay rest|skip|not-today|cross|vacation` writes; answered by `.overlaysChanged`.
    case addOverlay(SpotterCore.Overlay)
    /// Removes every overlay covering the day (as `spotter overlay remove` each); answered by `.overlaysChanged`.
    case clearOverlays(day: LocalDate)
    /// The finished workout as a new template (`t` on the summary), checked as `spotter schedule
    /// import` checks a file; answered by `.templateSaved`.
    case saveTemplate(WorkoutTemplate)
    /// The template `id` takes the finished workout's items and supersets (`T`, after a
    /// question), checked the same way; answered by `.templateSaved`.
    case updateTemplate(id: String, WorkoutTemplate)
    /// The rest after an exercise in a template, from the workout (`t`, then `y`); answered by `.templateRestSaved`.
    case saveTemplateRest(templateId: String, exerciseId: String, seconds: Int)
    /// Writes (nil: removes) the note on a workout, or on one exercise within it (as `spotter note`);
    /// answered by `.historyChanged` once durable.
    case saveNote(workoutId: String, exerciseId: String?, note: String?)
    /// Renames an exercise (as `spotter exercise rename`); answered by `.historyChanged` once durable.
    case renameExercise(id: String, name: String)
    /// Moves every set of `from` to `into` and removes `from` (as `spotter exercise merge`);
    /// answered by `.historyChanged` once durable.
    case mergeExercise(from: String, into: String)
    /// Stores a new exercise (a catalogue entry taken, or one made in the picker) through
    /// `savePlan`, as `spotter log run` stores one; answered by `.exerciseCreated`.
    case createExercise(Exercise, for: PickerPurpose)
    /// Every body-weight entry, oldest first; answered by `.bodyWeightsLoaded`.
    case loadBodyWeights
    /// The exercise list folded into the picker's search index off the UI loop (an errand: 18–77 ms
    /// for a large list), asked for when a picker opens on a list not folded yet; answered by
    /// `.exercisesIndexed`. Not at start: the index and the catalogue under it are a half megabyte
    /// a session that never opens a picker would keep.
    case indexExercises([Exercise])
    /// The body weight of `day` (as `spotter weigh`; a second entry that day replaces the first);
    /// answered by `.weighed` once durable.
    case weigh(kg: Double, day: LocalDate)
    /// One change to the schedule, applied, checked as `spotter schedule import` checks a file and
    /// written in one transaction; answered by `.scheduleEdited` or `.scheduleEditRefused`.
    case editSchedule(ScheduleEdit)
}

/// What the terminal is asked to do: nothing here waits.
public enum TerminalEffect: Hashable, Sendable {
    /// Load the named theme and repaint with it; a broken or missing one is answered by `.themeRefused`.
    case applyTheme(String)
    /// Rest (or a timed set) is over and the user is here: flash the screen, ring the bell if wanted.
    case alertInTerminal(bell: Bool)
    case setTitle(String)
    case redraw
    case quit
}

/// What goes to delivery (the runner's `LiveNotifier` and `DeliveryChecker`; with
/// `TerminalOnlyNotifier` nothing leaves the terminal).
public enum DeliveryEffect: Hashable, Sendable {
    /// An alert that must reach the user elsewhere now (they are not looking at the countdown).
    case requestDesktopAlert(PlannedNotification)
    /// Put a one-off notification in the outbox (fires even if Spotter is closed by then).
    case scheduleNotification(PlannedNotification)
    case cancelNotification(id: String)
    /// Re-plan reminders and reports (after a finished workout).
    case replan
    /// Run the delivery check (`spotter doctor`) for the Delivery page; answered by `.deliveryChecked`.
    case checkDelivery
    /// Send a test rest alert through the real delivery path.
    case sendTestAlert
}
