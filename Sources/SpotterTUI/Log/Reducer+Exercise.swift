import FoundationEssentials
import SpotterCore

/// The exercise screen: opening it on the exercise in view, stepping through the plan's exercises.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("x")))   // on the workout: [.loadExercise("bench")]
/// Reducer.reduce(&state, .exerciseLoaded(progress))  // its sessions, records and chart show
/// Reducer.reduce(&state, .keyPressed(.right))        // [.loadExercise("ohp")]: the next one
/// ```
extension Reducer {
    /// The exercise `x` opens: the workout's selected row, a past workout's selected set, else the
    /// exercise logged last (Today), else the plan's first.
    static func exerciseInView(_ state: AppState, from source: ExerciseSource) -> String? {
        switch source {
        case .workout: return state.selectedRow?.exercise.id
        case .pastWorkout: return state.log.selectedSet?.logged.exerciseId
        case .today:
            return state.lastSets.values.max { ($0.loggedAt, $0.id) < ($1.loggedAt, $1.id) }?.exerciseId
                ?? state.plan.exercises.first?.id
        }
    }

    static func openExercise(_ state: inout AppState, from source: ExerciseSource) -> [Effect] {
        guard let id = exerciseInView(state, from: source) else { return [] }
        go(&state, to: .exercise)
        return showExercise(&state, id)
    }

    static func showExercise(_ state: inout AppState, _ id: String) -> [Effect] {
        if state.log.exercise != id { state.log.exerciseProgress = nil }
        state.log.exercise = id
        return [.loadExercise(id)]
    }

    /// ←/→: the plan's exercise before or after, round the end.
    static func stepExercise(_ state: inout AppState, by delta: Int) -> [Effect] {
        let ids = state.plan.exercises.map(\.id)
        guard !ids.isEmpty else { return [] }
        let at = state.log.exercise.flatMap { ids.firstIndex(of: $0) } ?? 0
        return showExercise(&state, ids[((at + delta) % ids.count + ids.count) % ids.count])
    }
}

/// Renaming and merging the exercise shown, as `spotter exercise rename` and `merge` do.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("m")))   // "Merge into (name or id)"
/// // type "bench", Enter: "Merge 412 sets of Bench Press (Barbell) into Bench press?"
/// Reducer.reduce(&state, .keyPressed(.char("y")))   // [.mergeExercise(from: …, into: "bench")]
/// ```
extension Reducer {
    static func openExerciseEntry(_ state: inout AppState, _ command: LogCommand) {
        guard state.screen == .exercise, let id = state.log.exercise else { return }
        if command == .renameExercise {
            state.overlay = .dayEntry(
                DayEntry(.exerciseName(exerciseId: id), text: state.plan.exercise(id)?.name ?? ""))
        } else {
            state.overlay = .dayEntry(DayEntry(.mergeInto(exerciseId: id)))
        }
    }

    /// `, 412 sets` from the exercise screen's sessions, when they are the exercise's.
    static func setsText(_ state: AppState, _ id: String) -> String {
        guard let progress = state.log.exerciseProgress, progress.exerciseId == id else { return "" }
        return ", \(LogFormat.sets(progress.setTotal))"
    }

    static func renameExercise(_ state: inout AppState, _ id: String, to typed: String) -> [Effect] {
        let name = typed.trimmingWhitespace()
        switch ExerciseNaming.problem(name, for: id, among: state.plan.exercises) {
        case nil: break
        case .empty?:
            state.message = StatusMessage("name: type the exercise's new name", isError: true)
            return []
        case .taken(let other)?:
            state.message = StatusMessage("name: \(other.name) has it already (m merges the two)", isError: true)
            return []
        case let problem?:
            state.message = StatusMessage("name: \(problem.sentence)", isError: true)
            return []
        }
        state.overlay = nil
        state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
        return [.renameExercise(id: id, name: name)]
    }

    /// Enter on the typed exercise: "Merge 412 sets of A into B?", or why not (the line stays open).
    static func askMerge(_ state: inout AppState, _ id: String, into typed: String) -> [Effect] {
        let text = typed.trimmingWhitespace()
        let found = ExerciseCatalogue.lookUp(text, in: state.plan.exercises)
        guard let into = found.first, found.count == 1 else {
            state.message = StatusMessage(
                found.isEmpty
                    ? "merge into: no exercise is called \"\(text)\""
                    : "merge into: \"\(text)\" is \(found.count) exercises; type the id", isError: true)
            return []
        }
        guard into.id != id else {
            state.message = StatusMessage("merge into: that is this exercise", isError: true)
            return []
        }
        guard state.live.workout == nil else {
            state.message = StatusMessage("finish the open workout before merging exercises", isError: true)
            return []
        }
        let count = state.log.exerciseProgress.map { $0.exerciseId == id ? $0.setTotal : 0 } ?? 0
        let name = state.plan.exercise(id)?.name ?? id
        state.overlay = .confirm(
            Confirmation(
                "Merge \(LogFormat.sets(count)) of \(name) into \(into.name)?",
                effect: .mergeExercise(from: id, into: into.id)))
        return []
    }

    /// The store renamed or merged: say so, and show the exercise the sets are on now.
    static func exerciseChanged(_ state: inout AppState, _ done: StoreEffect, names before: [String: String])
        -> [Effect]
    {
        switch done {
        case .renameExercise(let id, let name):
            state.message = StatusMessage("Renamed \(before[id] ?? id) to \(name)", isError: false)
            return state.log.exercise == id ? [.loadExercise(id)] : []
        case .mergeExercise(let from, let into):
            state.message = StatusMessage(
                "Merged \(before[from] ?? from) into \(before[into] ?? into)", isError: false)
            return state.log.exercise == from || state.log.exercise == into ? showExercise(&state, into) : []
        default: return []
        }
    }
}
