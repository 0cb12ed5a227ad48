/// What a key asks for; a key table maps keys to these, and the reducer handles them.
///
/// The same command may sit behind several keys (`j` and `↓`), and one key may mean different
/// commands on different screens (`n` is Next set on the workout, Not now in the consent prompt).
public enum Command: Hashable, Sendable {
    // App-wide: every table may hold these.
    /// j/k, a page, the first or the last row of one list: the table names the list it moves in.
    case select(SelectionList, SelectionStep)
    /// Quit Spotter (Today's `q`).
    case quit
    /// Esc (or `n`) on an overlay: close it.
    case cancel
    case help
    /// The help overlay: close it (back to what it covered), or scroll its keys.
    case closeHelp, scrollHelpUp, scrollHelpDown
    case redraw
    /// `y` on a "Delete …?" question: run the confirmation's effect.
    case confirm
    /// The entry line (a Day overlay's detail, a note, the body weight, a template's name).
    case entry(EntryCommand)
    // Each feature's commands, handled by that feature's one `perform`.
    case today(TodayCommand)
    case workout(WorkoutCommand)
    case setForm(SetFormCommand)
    /// Day, Week, History, a History workout, Plan, the exercise screen and the body weight.
    case log(LogCommand)
    case settings(SettingsCommand)
    /// Plan › Templates.
    case templates(TemplatesCommand)
    /// The exercise picker and its new-exercise form.
    case picker(PickerCommand)
}

/// Today's keys: start or resume a workout, and the screens it opens.
public enum TodayCommand: Hashable, Sendable {
    /// Enter: start the selected workout (or resume the open one).
    case startSelected
    case resume
    case openDay, openWeek, openHistory, openPlan
    /// `b`: the body-weight screen.
    case openBodyWeight
}

/// The live workout's keys, its overlays' (consent, delete a set, rest entry, finish question)
/// and the finish summary's.
public enum WorkoutCommand: Hashable, Sendable {
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
    case nextSet
    case addExercise
    case finish
    /// The selected exercise (its whole superset) one place up / down.
    case moveExerciseUp, moveExerciseDown
    /// A superset with the next exercise, or split it.
    case toggleSuperset
    case removeExercise
    /// Another exercise in the selected one's place, with its sets.
    case swapExercise
    /// Ask which of the selected exercise's sets to delete.
    case deleteSet
    /// Log the selected exercise's last set again, exactly.
    case repeatLastSet
    /// Type the note on the selected exercise within the workout, or on the workout itself.
    case exerciseNote, workoutNote
    /// `q` on the workout: back to Today, the workout stays open.
    case leaveWorkout
    /// The delete question: the set before (-1) or after (1); `y` deletes it.
    case chooseSetToDelete(by: Int)
    case deleteChosenSet
    /// The rest entry: Enter, a digit typed, one erased; `y` after it: the template keeps the new rest too.
    case saveRestEntry, typeRestSeconds, eraseRestSeconds, keepRestInTemplate
    /// Enter in the question `f` asks with sets left: finish all the same.
    case finishAnyway
    /// The consent prompt: allow, not now, the other button, the highlighted one.
    case allow, notNow, switchButton, chooseConsentButton
    /// The summary's Enter, `q` and Esc: back to Today.
    case closeSummary
    /// `t` on the finish summary: the workout as a new template (its name typed first).
    case saveAsTemplate
    /// `T` on the finish summary: its template takes what was done (after a question).
    case updateTemplate
}

/// The set form's keys, on the workout and (`savePast`) on a History workout.
public enum SetFormCommand: Hashable, Sendable {
    /// Enter: the set saved (on a History workout: the past set changed).
    case save, savePast
    case nextField, previousField
    /// `+`/`-` in the weight: a pair of the smallest plate up or down.
    case stepWeightUp, stepWeightDown
    /// Space/→ and ← on the type field.
    case nextSetType, previousSetType
    /// Log the suggested warm-up sets before the first working set.
    case logWarmups
    /// A digit (or the weight's point) typed into the field in charge; the key says which.
    case type
    case erase
}

/// The entry line's keys: each overlay that types a line (`DayEntry`) shares them.
public enum EntryCommand: Hashable, Sendable {
    case save, type, erase
}

/// The log screens' keys: Day, Week, History, a History workout, Plan, the exercise screen, the
/// body weight.
public enum LogCommand: Hashable, Sendable {
    /// `q`/Esc back to the screen before; Enter opens the selected day or workout.
    case goBack, openWeekDay, openPlanDay, openSelectedWorkout
    /// Plan and Day: show or hide what the planned templates hold.
    case toggleTemplateItems
    /// History workout: every record on its own line, or one line of them.
    case toggleRecords
    /// The Day screen's j/k.
    case scrollUp, scrollDown
    /// ←/→ on the Day screen (the day before or after), the Week screen, the exercise screen (the
    /// plan's exercise before or after).
    case stepDay(by: Int)
    case stepWeek(by: Int)
    case stepExercise(by: Int)
    /// `t`: today on the Day screen, this week on the Week screen.
    case jumpToToday, jumpToThisWeek
    /// History's filter: start typing it, the next exercise; a character typed or erased; Enter
    /// keeps it, Esc restores it.
    case filterText, filterExercise, typeFilter, eraseFilter, keepFilter, dropFilter
    /// `e` on a History workout: edit the selected set's weight and reps.
    case editPastSet
    case deletePastSet
    case deleteWorkout
    /// The exercise screen of the exercise in view (Today: the last one logged).
    case openExercise(from: ExerciseSource)
    /// The exercise screen's chart or its sessions (short terminals); the Week screen's chart or its days.
    case toggleChart, toggleWeekChart
    /// The exercise screen: type a new name for the exercise, or the exercise to merge it into.
    case renameExercise, mergeExercise
    /// Day screen overlays: `spotter overlay rest|skip|not-today|cross|vacation`, and clearing them.
    case markRest, markSkip, markNotToday, markCross, markVacation, clearOverlay
    /// `n` on a History workout: its note.
    case pastWorkoutNote
    /// A past workout: `E` its name, date and times; `a` a set added to it; `u` on History or Day
    /// a workout just deleted back; Day's Enter and Tab open and choose one.
    case editPastWorkout, addPastSet, undoDeleteWorkout, openDayWorkout, nextDayWorkout
    /// `A` on a past workout: the exercise picker, then a set of the picked exercise added to it.
    case addPastExercise
    /// The form `E` opens.
    case workoutForm(WorkoutFormCommand)
    /// The body-weight screen's `w`: type today's weight.
    case weighToday
}

/// The keys of the form that changes a past workout's name, date, start and end.
public enum WorkoutFormCommand: Hashable, Sendable {
    case save, nextField, previousField, type, erase
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
