import SpotterCore
import Synchronization

/// The open workout's last derived order and rows, and what they were derived from.
///
/// ```swift
/// let rows = state.exerciseRows   // derived once
/// _ = state.exerciseRows          // the same inputs: the stored rows, no second derivation
/// ```
/// The reducer, the view and the title all ask for the rows, several times per action and per
/// frame, and a running rest asks every second. The answer is a function of four inputs, so it
/// is kept with them and given again while they compare equal: a check that costs a few
/// comparisons, since unchanged arrays share their storage and compare by identity first.
/// Copies of a state share one memo; a copy whose inputs differ derives afresh and replaces it,
/// so the rows are always those of the state asked.
final class ExerciseRowsMemo: Sendable {
    struct Inputs: Equatable {
        var workout: Workout?
        var order: WorkoutOrder?
        var addedExerciseIds: [String]
        var plan: PlanData
    }

    struct Derived {
        var order: WorkoutOrder
        var rows: [ExerciseRow]
    }

    private let last = Mutex<(inputs: Inputs, derived: Derived)?>(nil)

    /// The derived order and rows for `inputs`: the kept ones while the inputs are the same.
    func derived(_ inputs: Inputs, derive: (Inputs) -> Derived) -> Derived {
        if let kept = last.withLock({ $0.flatMap { $0.inputs == inputs ? $0.derived : nil } }) { return kept }
        let fresh = derive(inputs)
        last.withLock { $0 = (inputs, fresh) }
        return fresh
    }
}
