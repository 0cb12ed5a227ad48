import SpotterCore
import Synchronization

/// The picker's search index (`ExerciseSearch`) and the exercise list it was folded from.
///
/// ```swift
/// let search = state.exerciseSearch   // folded once
/// _ = state.exerciseSearch            // the same list: the same index, no second fold
/// ```
/// Folding every name of the catalogue and thousands of your own takes milliseconds; a key in the
/// picker must not. The list compares by identity first (an unchanged array shares its storage),
/// so asking again costs a comparison. Copies of a state share one memo, as `ExerciseRowsMemo`.
final class ExerciseSearchMemo: Sendable {
    private let last = Mutex<(exercises: [Exercise], search: ExerciseSearch)?>(nil)

    func search(for exercises: [Exercise]) -> ExerciseSearch {
        if let kept = last.withLock({ $0.flatMap { $0.exercises == exercises ? $0.search : nil } }) { return kept }
        let fresh = ExerciseSearch(exercises: exercises)
        keep(fresh, for: exercises)
        return fresh
    }

    /// Takes an index folded elsewhere (off the UI loop, `.exercisesIndexed`) for `exercises`.
    func keep(_ search: ExerciseSearch, for exercises: [Exercise]) {
        last.withLock { $0 = (exercises, search) }
    }

    /// Whether the index of `exercises` is folded already: `search(for:)` then costs a comparison.
    func holds(_ exercises: [Exercise]) -> Bool {
        last.withLock { $0?.exercises == exercises }
    }
}
