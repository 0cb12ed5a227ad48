import FoundationEssentials
import SpotterCore

extension AppState {
    /// The workout as a template, before it has a name: each exercise done, in the workout's own
    /// order (added exercises too), with its working sets' count, its last working set's reps
    /// and weight (or its hold), this workout's rest after it, and its supersets.
    ///
    /// ```swift
    /// state.templateDraft(push)?.items.first   // bench 3x5 @62.5 rest 150 (after t changed it)
    /// ```
    /// A run has no line in a schedule file (sets × reps, or seconds): it is left out. Nil when
    /// nothing is left. The store checks the result as `spotter schedule import` would.
    func templateDraft(_ workout: Workout) -> WorkoutTemplate? {
        var order = workoutOrder.entries.map(\.exerciseId)
        for set in workout.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        let items: [WorkoutTemplate.Item] = order.compactMap { id in
            let done = workout.sets.filter { $0.exerciseId == id && $0.type != .warmup && $0.meters == nil }
            guard let last = done.last else { return nil }
            let item = WorkoutTemplate.Item(
                exerciseId: id, sets: done.count, reps: last.durationSeconds == nil ? last.reps : nil,
                weight: last.durationSeconds == nil ? last.weight : nil, restSeconds: restSeconds(after: id),
                durationSeconds: last.durationSeconds)
            return item.withinBounds()
        }
        guard !items.isEmpty else { return nil }
        let kept = Set(items.map(\.exerciseId))
        let supersets = workoutOrder.groups.map { $0.map(\.exerciseId).filter(kept.contains) }.filter { $0.count > 1 }
        return WorkoutTemplate(id: "", name: "", items: items, supersets: supersets)
    }
}
