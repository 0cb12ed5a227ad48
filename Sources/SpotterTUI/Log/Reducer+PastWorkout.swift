import FoundationEssentials
import SpotterCore
import SpotterStore

/// Changing a past workout from its screen (History's or the Day's): its name, date and times,
/// a forgotten set, and a deletion that `u` takes back until the screen is left.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("E")))   // the workout form, prefilled
/// Reducer.reduce(&state, .keyPressed(.enter))        // [.editWorkout(id: "w-push", edit)]
/// Reducer.reduce(&state, .historyChanged(.editWorkout(…), page, snapshot))  // [.replan]
/// Reducer.reduce(&state, .pastWorkoutDeleted(gone, page, snapshot))  // "Deleted Push, …: u brings it back"
/// Reducer.reduce(&state, .keyPressed(.char("u")))   // [.restoreWorkout(gone)]
/// ```
/// Every change goes through the store functions `spotter workout` uses, and shows only once the
/// store answers; then the re-plan runs, as after `spotter workout`.
extension Reducer {
    /// `E`: the form with the workout's name, date, start and end.
    static func openWorkoutForm(_ state: inout AppState) {
        guard let entry = state.log.openWorkout else { return }
        state.overlay = .workoutForm(WorkoutForm(entry, calendar: state.calendar))
    }

    /// A key in the workout form.
    static func editWorkoutForm(_ state: inout AppState, _ command: WorkoutFormCommand, key: Key?) {
        guard case .workoutForm(var form) = state.overlay else { return }
        switch command {
        case .nextField: form.nextField()
        case .previousField: form.previousField()
        case .type: if case .char(let c)? = key { form.type(c) }
        case .erase: form.erase()
        case .save: break  // `saveWorkoutForm`
        }
        state.overlay = .workoutForm(form)
    }

    /// Enter in the workout form: the changed fields to the store, or why not (the form stays open).
    static func saveWorkoutForm(_ state: inout AppState) -> [Effect] {
        guard case .workoutForm(let form)? = state.overlay, let entry = state.log.openWorkout else {
            state.overlay = nil
            return []
        }
        switch form.edit(of: entry, calendar: state.calendar) {
        case .failure(let error):
            state.message = StatusMessage("Not saved: \(error.message)", isError: true)
            return []
        case .success(let edit):
            state.overlay = nil
            guard edit != WorkoutEdit() else {
                state.message = StatusMessage("Nothing changed")
                return []
            }
            state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
            return [.editWorkout(id: entry.id, edit)]
        }
    }

    /// `a`: the set form for one more set of the selected set's exercise, prefilled with it.
    static func addPastSet(_ state: inout AppState) {
        guard let set = state.log.selectedSet?.logged else { return }
        state.overlay = .setForm(pastSetForm(state, like: set))
    }

    /// The form for a new set prefilled with `set`'s weight and reps (no id, note, RPE or type).
    static func pastSetForm(_ state: AppState, like set: LoggedSet) -> SetForm {
        var form = SetForm(editing: set, unit: state.formUnit, source: "a past workout").of(state.setKind(of: set))
        form.editingSetId = nil
        form.editingLoggedAt = nil
        form.note = ""
        form.setType = .working
        form.rpe = ""
        form.storedRPE = nil
        return form
    }

    /// `A`: the one exercise picker, for a set of any exercise in this workout.
    static func addPastExercise(_ state: inout AppState) -> [Effect] {
        guard let entry = state.log.openWorkout else { return [] }
        return openPicker(&state, .addToPastWorkout(workoutId: entry.id), title: "Add to \(entry.name)")
    }

    /// An exercise picked for the past workout: the set form for a new set of it (Enter saves it as
    /// `a`'s does), prefilled from its last set in the workout, else its last set ever, else empty.
    /// Any exercise may join a past workout: no kind or already-there rule.
    static func pastExercisePicked(_ state: inout AppState, _ exercise: Exercise, workoutId: String) -> [Effect] {
        // The workout was left (or another opened) while the store made the exercise: nothing to add to.
        guard let entry = state.log.openWorkout, entry.id == workoutId, state.screen == .historyWorkout else {
            state.overlay = nil
            return []
        }
        if let like = entry.sets.last(where: { $0.logged.exerciseId == exercise.id })?.logged
            ?? state.lastSets[exercise.id]
        {
            var form = pastSetForm(state, like: like)
            form.exerciseId = exercise.id
            state.overlay = .setForm(form)
        } else {
            var form = SetForm(exerciseId: exercise.id, weight: "", reps: "", source: "a past workout")
            form.unit = state.formUnit
            state.overlay = .setForm(form.of(state.setKind(of: exercise.id)))
        }
        state.message = nil
        return []
    }

    /// The new set's id and instant: after the workout's last set, never after its end (as
    /// `spotter workout add-set`, `ForgottenSet`), and an id no other set of it has.
    static func newPastSet(_ state: AppState, _ entry: HistoryEntry, _ values: SetForm.Values, exerciseId: String)
        -> LoggedSet
    {
        let at = ForgottenSet.loggedAt(
            startedAt: entry.startedAt, lastSetAt: entry.sets.map(\.logged.loggedAt).max(),
            finishedAt: entry.finishedAt)
        let id = "\(entry.id)-\(entry.sets.count + 1)-\(Int((state.now.timeIntervalSince1970 * 1000).rounded()))"
        return values.applied(to: LoggedSet(id: id, exerciseId: exerciseId, loggedAt: at))
    }

    /// `u` on History or the Day screen: the workout deleted last, back through the store.
    static func undoDeleteWorkout(_ state: inout AppState) -> [Effect] {
        guard let deleted = state.log.deletedWorkout, !state.log.restoringWorkout else { return [] }
        state.log.restoringWorkout = true
        state.message = StatusMessage("Bringing it back\(state.glyphs.ellipsis)")
        return [.restoreWorkout(deleted)]
    }

    /// The store deleted the whole workout: the screens show what is left, and `u` can bring it back.
    static func pastWorkoutDeleted(
        _ state: inout AppState, _ deleted: DeletedWorkout, _ page: HistoryPage, _ snapshot: Snapshot
    ) -> [Effect] {
        let before = state.log.openWorkout
        // Gone, even from a Day summary read before: its screen closes.
        if state.log.openWorkoutId == deleted.workout.id { state.log.openWorkoutId = nil }
        let effects = historyChanged(&state, .deleteWorkout(id: deleted.workout.id), page, snapshot)
        state.log.deletedWorkout = deleted
        state.log.restoringWorkout = false
        let what = before.map { "\($0.name), \(LogFormat.shortDate($0.day))" } ?? "the workout"
        state.message = StatusMessage("Deleted \(what): u brings it back")
        return effects
    }

    /// Tab on the Day screen: the next finished workout of the day, round to the first.
    static func nextDayWorkout(_ state: inout AppState) {
        let count = state.log.dayWorkouts.count
        guard count > 0 else { return }
        state.log.dayWorkoutCursor = (state.log.dayWorkoutCursor + 1) % count
    }

    /// Enter on the Day screen: the chosen workout on its own screen, to change it.
    static func openDayWorkout(_ state: inout AppState) {
        let workouts = state.log.dayWorkouts
        guard !workouts.isEmpty else { return }
        state.log.openWorkoutId = workouts[min(state.log.dayWorkoutCursor, workouts.count - 1)].id
        state.log.setCursor = 0
        go(&state, to: .historyWorkout)
    }
}
