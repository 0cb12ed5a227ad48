import Foundation
import SpotterCore

/// One exercise of the live workout as the screen lists it: its targets and the sets done.
public struct ExerciseRow: Hashable, Sendable {
    public var exercise: Exercise
    /// The template's line for it; `nil` for an exercise added during the workout.
    public var target: WorkoutTemplate.Item?
    public var sets: [LoggedSet]

    public var targetSets: Int? { target?.sets }
    /// The sets that count toward the target: warm-ups do not (`SetType.countsTowardTotals`).
    public var workingSets: [LoggedSet] { sets.filter { $0.type.countsTowardTotals } }
    public var isDone: Bool { targetSets.map { workingSets.count >= $0 } ?? false }
    public var restSeconds: Int { target?.restSeconds ?? Countdown.defaultRestSeconds }
    public var isTimed: Bool { exercise.kind == .timed || target?.durationSeconds != nil }
    public var durationSeconds: Int { target?.durationSeconds ?? 60 }
}

extension AppState {
    /// The open workout's exercises in order: the template's, then any added, then any only logged.
    public var exerciseRows: [ExerciseRow] {
        guard let workout else { return [] }
        var rows: [ExerciseRow] = []
        var seen = Set<String>()
        func exercise(_ id: String) -> Exercise { plan.exercise(id) ?? Exercise(id: id, name: id) }
        func add(_ id: String, _ target: WorkoutTemplate.Item?) {
            guard !seen.contains(id) else { return }
            seen.insert(id)
            rows.append(
                ExerciseRow(exercise: exercise(id), target: target, sets: workout.sets.filter { $0.exerciseId == id }))
        }
        if let id = workout.templateId, let template = plan.template(id) {
            for item in template.items { add(item.exerciseId, item) }
        }
        for id in addedExerciseIds { add(id, nil) }
        for set in workout.sets { add(set.exerciseId, nil) }
        return rows
    }

    /// The exercise row under the cursor.
    public var selectedRow: ExerciseRow? {
        let rows = exerciseRows
        guard !rows.isEmpty else { return nil }
        return rows[min(max(0, workoutCursor), rows.count - 1)]
    }

    /// The last set logged for the selected exercise: what `e` edits.
    public var lastSetOfSelection: LoggedSet? { selectedRow?.sets.last }

    /// The workout's display name: its template's, or "Workout".
    public var workoutName: String {
        workout?.templateId.flatMap { plan.template($0)?.name } ?? "Workout"
    }

    /// What the next set of a row is prefilled with: the previous set of this workout, else the
    /// template's target, else what was done last time.
    public func prefill(for row: ExerciseRow) -> (weight: Double?, reps: Int?, source: String) {
        if let previous = row.workingSets.last { return (previous.weight, previous.reps, "as the last set") }
        if let target = row.target, target.weight != nil || target.reps != nil {
            return (target.weight, target.reps, "target")
        }
        if let last = lastSets[row.exercise.id] { return (last.weight, last.reps, "last time") }
        return (nil, nil, "new")
    }

    /// "set 3 of 5" (or "set 3" with no target) for the row's next set.
    public func setOrdinal(_ row: ExerciseRow) -> String {
        ActiveWorkoutLine.ordinal(done: row.workingSets.count, target: row.targetSets)
    }

    /// Seconds since the workout started.
    public var elapsedSeconds: Int {
        guard let workout else { return 0 }
        return max(0, WholeSeconds.of(now.timeIntervalSince(workout.startedAt)))
    }
}
