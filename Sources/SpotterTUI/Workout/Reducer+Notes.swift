import FoundationEssentials
import SpotterCore

/// Notes typed in the TUI: `N` on the workout screen for the selected exercise, `W` for the
/// workout, `n` on a History workout. The line opens with the note as stored; Enter saves it
/// through `NoteText` (an empty line removes it), durably, then History is read again.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("N")))  // the line, "Note on the exercise", for Bench press
/// Reducer.reduce(&state, .keyPressed(.enter))      // [.saveNote(workoutId: …, exerciseId: "bench", note: "wide grip")]
/// ```
extension Reducer {
    /// `N` on the workout: the note on the selected exercise within it.
    static func openExerciseNote(_ state: inout AppState) {
        guard let workout = state.live.workout, state.exerciseRows.indices.contains(state.live.workoutCursor) else {
            return
        }
        let exercise = state.exerciseRows[state.live.workoutCursor].exercise
        state.overlay = .dayEntry(
            DayEntry(
                .exerciseNote(workoutId: workout.id, exerciseId: exercise.id, title: exercise.name),
                text: workout.exerciseNotes[exercise.id] ?? ""))
    }

    /// `W` on the workout: the open workout's note.
    static func openWorkoutNote(_ state: inout AppState) {
        guard let workout = state.live.workout else { return }
        state.overlay = .dayEntry(
            DayEntry(.workoutNote(workoutId: workout.id, title: state.workoutName), text: workout.note ?? ""))
    }

    /// `n` on a History workout: that workout's note.
    static func openPastWorkoutNote(_ state: inout AppState) {
        guard let entry = state.log.openWorkout else { return }
        state.overlay = .dayEntry(
            DayEntry(.workoutNote(workoutId: entry.id, title: entry.name), text: entry.note ?? ""))
    }

    /// Enter on a note's line: the note saved (or removed when empty), or why not (the line stays open).
    static func saveNote(_ state: inout AppState, _ entry: DayEntry) -> [Effect] {
        let note: String?
        do {
            note = try NoteText.clean(entry.text)
        } catch {
            state.message = StatusMessage("\(error)", isError: true)
            return []
        }
        state.overlay = nil
        switch entry.purpose {
        case .workoutNote(let workoutId, _):
            return [.saveNote(workoutId: workoutId, exerciseId: nil, note: note)]
        case .exerciseNote(let workoutId, let exerciseId, _):
            return [.saveNote(workoutId: workoutId, exerciseId: exerciseId, note: note)]
        case .crossActivity, .vacationEnd, .exerciseName, .mergeInto, .bodyWeight, .templateName:
            return []
        }
    }

    /// What the status line says once the store has the note.
    static func noteSaved(_ state: inout AppState, workoutId: String, exerciseId: String?, note: String?) {
        let what = exerciseId.map { "the note on \(state.plan.exercise($0)?.name ?? $0)" } ?? "the workout's note"
        state.message = StatusMessage(note == nil ? "Removed \(what)" : "Saved \(what)")
    }
}
