import SpotterCore
import Synchronization

/// The picker's search index (`ExerciseSearch`) and the exercise list it was folded from.
///
/// ```swift
/// memo.folded(state.plan.exercises)                 // nil: a picker asks for `.indexExercises`
/// memo.keep(index, for: exercises)                  // `.exercisesIndexed` brought it
/// memo.folded(state.plan.exercises)?.search("bp")   // the same list: the kept index
/// ```
/// Folding every name of the catalogue and thousands of your own takes milliseconds; a key in the
/// picker must not, so the fold is an errand and this keeps its answer. The list compares by
/// identity first (an unchanged array shares its storage), so asking again costs a comparison.
/// Copies of a state share one memo, as `ExerciseRowsMemo`.
final class ExerciseSearchMemo: Sendable {
    private let last = Mutex<(exercises: [Exercise], search: ExerciseSearch)?>(nil)

    /// The index of `exercises` if it is folded already; nil, and nothing folded, if not.
    func folded(_ exercises: [Exercise]) -> ExerciseSearch? {
        last.withLock { $0.flatMap { $0.exercises == exercises ? $0.search : nil } }
    }

    /// Takes an index folded elsewhere (off the UI loop, `.exercisesIndexed`) for `exercises`.
    func keep(_ search: ExerciseSearch, for exercises: [Exercise]) {
        last.withLock { $0 = (exercises, search) }
    }
}
