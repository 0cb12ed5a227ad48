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
    static func exerciseInView(_ state: AppState) -> String? {
        switch state.screen {
        case .workout: return state.selectedRow?.exercise.id
        case .historyWorkout: return state.log.selectedSet?.logged.exerciseId
        default:
            return state.lastSets.values.max { ($0.loggedAt, $0.id) < ($1.loggedAt, $1.id) }?.exerciseId
                ?? state.plan.exercises.first?.id
        }
    }

    static func openExercise(_ state: inout AppState) -> [Effect] {
        guard let id = exerciseInView(state) else { return [] }
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
