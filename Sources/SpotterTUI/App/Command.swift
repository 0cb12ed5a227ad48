/// What a key asks for; a key table maps keys to these, and the reducer handles them.
///
/// The same command may sit behind several keys (`j` and `↓`), and one key may mean different
/// commands on different screens (`n` is Next set on the workout, Not now in the consent prompt).
public enum Command: Hashable, Sendable {
    /// j/k, a page, the first or the last row of one list: the table names the list it moves in.
    case select(SelectionList, SelectionStep)
    /// The consent prompt's other button.
    case switchButton
    /// The delete question's set before (-1) or after (1).
    case chooseSetToDelete(by: Int)
    /// Plan and Day: show or hide what the planned templates hold.
    case toggleTemplateItems
    /// History workout: every record on its own line, or one line of them.
    case toggleRecords
    // Enter, q and Esc, each as its table means it: no reducer asks again which screen or overlay is open.
    /// Today: start the selected workout (or resume the open one); quit Spotter.
    case startSelected, quit
    /// `q` on the workout: back to Today, the workout stays open.
    case leaveWorkout
    /// The summary's Enter, `q` and Esc: back to Today.
    case closeSummary
    /// Enter in the workout's overlays: the highlighted consent button, the set form, the rest entry.
    case chooseConsentButton, saveForm, saveRestEntry
    /// Enter in the set form opened on a History workout: the past set changed.
    case savePastForm
    /// Log screens: `q`/Esc back to the screen before; Enter opens the selected day or workout.
    case goBack, openWeekDay, openPlanDay, openSelectedWorkout
    /// Enter in the Day screen's entry line (an overlay's detail, a note), and in History's filter.
    case saveDayEntry, keepFilter
    case cancel
    /// Esc in History's filter: the filter as it was.
    case dropFilter
    /// The help overlay: close it (back to what it covered), or scroll its keys.
    case closeHelp, scrollHelpUp, scrollHelpDown
    case help
    case redraw
    // Today
    case resume
    // Live workout
    case logSet
    case editSet
    case undoSet
    /// `+`: the rest step (`rest-step`, 30 s or 15 s) more rest.
    case addThirtySeconds
    /// `-`: the rest step less, never below zero.
    case takeOffRest
    /// `p`: pause rest, or resume it.
    case pauseRest
    /// `t`: change the rest after the selected exercise.
    case changeRest
    /// `y` in the change-rest prompt: the template keeps the new rest too.
    case keepRestInTemplate
    case nextSet
    case addExercise
    case finish
    /// Enter in the question `f` asks with sets left: finish all the same.
    case finishAnyway
    /// The selected exercise (its whole superset) one place up / down.
    case moveExerciseUp, moveExerciseDown
    /// A superset with the next exercise, or split it.
    case toggleSuperset
    case removeExercise
    /// Another exercise in the selected one's place, with its sets.
    case swapExercise
    /// Ask which of the selected exercise's sets to delete.
    case deleteSet
    /// `y` in that question.
    case deleteChosenSet
    /// Log the selected exercise's last set again, exactly.
    case repeatLastSet
    // Consent prompt
    case allow
    case notNow
    // Set form
    case nextField
    case previousField
    /// `+`/`-` in the weight: a pair of the smallest plate up or down.
    case stepWeightUp, stepWeightDown
    /// Space/→ and ← on the type field.
    case nextSetType, previousSetType
    /// Log the suggested warm-up sets before the first working set.
    case logWarmups
    /// A digit (or the weight's point) typed into the field in charge; the key says which.
    case type
    case erase
    // Day, Week, History, Plan
    case openDay, openWeek, openHistory, openPlan
    /// ←/→ on the Day screen (the day before or after), the Week screen, the exercise screen (the
    /// plan's exercise before or after).
    case stepDay(by: Int)
    case stepWeek(by: Int)
    case stepExercise(by: Int)
    /// `t`: today on the Day screen, this week on the Week screen.
    case jumpToToday, jumpToThisWeek
    case filterText
    case filterExercise
    /// A character typed, or one erased, in History's filter, the Day screen's entry line (an
    /// overlay's detail, a note) or the workout's rest entry: each table names its line.
    case typeFilter, eraseFilter, typeEntry, eraseEntry, typeRestSeconds, eraseRestSeconds
    /// `e` on a History workout: edit the selected set's weight and reps.
    case editPastSet
    case deletePastSet
    case deleteWorkout
    case confirm
    case scrollUp, scrollDown
    /// The exercise screen of the exercise in view (Today: the last one logged).
    case openExercise(from: ExerciseSource)
    /// The exercise screen's chart or its sessions (short terminals); the Week screen's chart or its days.
    case toggleChart, toggleWeekChart
    /// The exercise screen: type a new name for the exercise, or the exercise to merge it into.
    case renameExercise, mergeExercise
    /// Day screen overlays: `spotter overlay rest|skip|not-today|cross|vacation`, and clearing them.
    case markRest, markSkip, markNotToday, markCross, markVacation, clearOverlay
    /// Type the note on the selected exercise within the workout, or on the workout itself.
    case exerciseNote, workoutNote
    /// `n` on a History workout: its note.
    case pastWorkoutNote
    /// A past workout: `E` its name, date and times (Enter saves them); `a` a set added to it;
    /// `u` on History or Day a workout just deleted back; Day's Enter and Tab open and choose one.
    case editPastWorkout, saveWorkoutForm, addPastSet, undoDeleteWorkout, openDayWorkout, nextDayWorkout
    /// `A` on a past workout: the exercise picker, then a set of the picked exercise added to it.
    case addPastExercise
    /// `t` on the finish summary: the workout as a new template (its name typed first).
    case saveAsTemplate
    /// `T` on the finish summary: its template takes what was done (after a question).
    case updateTemplate
    /// Today's `b`: the body-weight screen; its `w`: type today's weight.
    case openBodyWeight, weighToday
    // Settings
    case openSettings
    case settings(SettingsCommand)
    // Plan › Templates
    case templates(TemplatesCommand)
    /// The exercise picker and its new-exercise form.
    case picker(PickerCommand)
}

/// The list a `select` moves in, named by the key table that moves in it.
public enum SelectionList: Hashable, Sendable {
    case today, workout, picker
    case week, history, historyWorkout, plan
    case bodyWeight
}

/// How far a `select` moves: a row, a page (the rows in view, less one), or to an end.
public enum SelectionStep: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
}

/// Where `x` opens the exercise screen from, which says which exercise is in view.
public enum ExerciseSource: Hashable, Sendable {
    /// The exercise logged last, else the plan's first.
    case today
    /// The workout's selected row.
    case workout
    /// A History workout's selected set.
    case pastWorkout
}
