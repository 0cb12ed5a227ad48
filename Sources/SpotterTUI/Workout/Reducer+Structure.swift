import FoundationEssentials
import SpotterCore

/// The live workout's structure: supersets, reorder, swap, remove, delete any set, and last time.
extension Reducer {
    /// After a set of `exerciseId` is saved: whether rest starts, and where the cursor goes
    /// (`SupersetRound`). The one place that decides it for a superset; a plain exercise rests
    /// after every set.
    static func afterSet(_ state: AppState, _ exerciseId: String) -> (restStarts: Bool, next: String?) {
        let members = state.workoutOrder.members(of: exerciseId)
        var done: [String: Int] = [:]
        var targets: [String: Int] = [:]
        for row in state.exerciseRows where members.contains(row.exercise.id) {
            // Working sets, as the row's count: warm-ups are in no round (`NextSet`).
            done[row.exercise.id] = row.next.done
            targets[row.exercise.id] = row.targetSets
        }
        return SupersetRound.after(exerciseId, members: members, done: done, targets: targets)
    }

    /// Puts the cursor on `next`, or, once the exercise's group is done, on the next exercise with
    /// sets still to do (after it, else from the top).
    static func moveCursor(_ state: inout AppState, after exerciseId: String, next: String?) {
        let rows = state.exerciseRows
        if let next, let i = rows.firstIndex(where: { $0.exercise.id == next }) {
            state.live.workoutCursor = i
            return
        }
        guard let i = rows.firstIndex(where: { $0.exercise.id == exerciseId }), rows[i].isDone else { return }
        if let later = rows.indices.first(where: { $0 > i && !rows[$0].isDone })
            ?? rows.indices.first(where: { !rows[$0].isDone })
        {
            state.live.workoutCursor = later
        }
    }

    /// Asks the store what the exercises not yet known did last time.
    static func loadLastTime(_ state: AppState, _ ids: [String]) -> [Effect] {
        guard let workout = state.live.workout else { return [] }
        let missing = ids.filter { state.live.lastTime[$0] == nil }
        return missing.isEmpty ? [] : [.loadLastTime(exerciseIds: missing, excludingWorkout: workout.id)]
    }

    /// A workout just started: what each of its exercises did last time.
    static func lastTimeForStart(_ state: inout AppState) -> [Effect] {
        state.live.lastTime = [:]
        return loadLastTime(state, state.exerciseRows.map(\.exercise.id))
    }

    static func lastTimeLoaded(_ live: inout LiveWorkoutState, _ loaded: [String: LastTime]) {
        live.lastTime.merge(loaded) { _, new in new }
    }

    /// `o` / `O`: the selected exercise (its whole superset) one place up or down.
    static func moveExercise(_ state: inout AppState, by delta: Int) {
        guard let row = state.selectedRow else { return }
        var order = state.workoutOrder
        guard order.move(row.exercise.id, by: delta) else {
            state.message = StatusMessage("\(row.exercise.name) is already \(delta < 0 ? "first" : "last")")
            return
        }
        state.live.order = order
        state.live.workoutCursor = state.exerciseRows.firstIndex { $0.exercise.id == row.exercise.id } ?? 0
        state.message = StatusMessage("Moved \(row.exercise.name) \(delta < 0 ? "up" : "down")")
    }

    /// `S`: a superset of the selected exercise with the next one, or split them apart again.
    static func toggleSuperset(_ state: inout AppState) {
        let rows = state.exerciseRows
        guard let row = state.selectedRow, let i = rows.firstIndex(of: row) else { return }
        var order = state.workoutOrder
        guard let joined = order.joinOrSplit(after: row.exercise.id), rows.indices.contains(i + 1) else {
            state.message = StatusMessage("\(row.exercise.name) is the last exercise: nothing to pair it with")
            return
        }
        state.live.order = order
        let next = rows[i + 1].exercise.name
        state.message = StatusMessage(
            joined
                ? "Superset: \(row.exercise.name) and \(next), rest after each round"
                : "\(row.exercise.name) and \(next) are no longer a superset")
    }

    /// `X`: the selected exercise leaves the workout; one with sets logged stays (delete them first).
    static func removeExercise(_ state: inout AppState) {
        guard let row = state.selectedRow else { return }
        guard row.sets.isEmpty else {
            let n = row.sets.count
            state.message = StatusMessage(
                "\(row.exercise.name) has \(n) set\(n == 1 ? "" : "s") logged: delete \(n == 1 ? "it" : "them") first (D) or swap it (w)",
                isError: true)
            return
        }
        var order = state.workoutOrder
        order.remove(row.exercise.id)
        state.live.order = order
        state.live.addedExerciseIds.removeAll { $0 == row.exercise.id }
        state.message = StatusMessage("Removed \(row.exercise.name) from this workout (a adds it back)")
    }

    /// `w`: choose the exercise that takes the selected one's place and sets.
    static func startSwap(_ state: inout AppState) -> [Effect] {
        guard let row = state.selectedRow else { return [] }
        return openPicker(&state, .swap(from: row.exercise.id), title: "Swap \(row.exercise.name) for")
    }

    /// Why `new` cannot take `old`'s place: already in the workout, another kind, a set of `old`
    /// under way; nil when it can (or when it is `old` itself: nothing to do).
    static func swapRefusal(_ state: AppState, from old: String, to new: Exercise) -> String? {
        guard new.id != old else { return nil }
        let oldName = state.plan.exercise(old)?.name ?? old
        if state.workoutOrder.contains(new.id) { return "\(new.name) is already in this workout" }
        let oldKind = state.plan.exercise(old)?.kind ?? .reps
        guard new.kind == oldKind else {
            return
                "\(new.name) is \(new.kind == .timed ? "timed" : "counted in reps") and \(oldName) is not: choose one of the same kind"
        }
        guard state.live.pendingSet == nil, state.live.work?.exerciseId != old else {
            return "Finish the set of \(oldName) first"
        }
        return nil
    }

    /// The picked exercise takes `old`'s place (`swapRefusal` said it may): its sets move, durably.
    static func swapIn(_ state: inout AppState, from old: String, to new: Exercise) -> [Effect] {
        state.overlay = nil
        guard let workout = state.live.workout, new.id != old else { return [] }
        let oldName = state.plan.exercise(old)?.name ?? old
        var order = state.workoutOrder
        order.swap(old, for: new.id)
        state.message = StatusMessage("Swapping \(oldName) for \(new.name)…")
        return [.swapExercise(workoutId: workout.id, from: old, to: new.id, order: order)]
    }

    /// The swap is durable: the sets are the new exercise's, and its last time is asked for.
    static func exerciseSwapped(_ state: inout AppState, from old: String, to new: String, _ order: WorkoutOrder)
        -> [Effect]
    {
        guard var workout = state.live.workout else { return [] }
        for i in workout.sets.indices where workout.sets[i].exerciseId == old { workout.sets[i].exerciseId = new }
        state.live.workout = workout
        state.live.addedExerciseIds = state.live.addedExerciseIds.map { $0 == old ? new : $0 }
        state.live.order = order
        state.live.persistedOrder = order
        if state.live.rest?.exerciseId == old { state.live.rest?.exerciseId = new }
        state.live.workoutCursor = state.exerciseRows.firstIndex { $0.exercise.id == new } ?? state.live.workoutCursor
        let plan = state.plan
        func name(_ id: String) -> String { plan.exercise(id)?.name ?? id }
        state.message = StatusMessage("Swapped \(name(old)) for \(name(new))")
        return loadLastTime(state, [new])
    }

    /// `D`: asks which set of the selected exercise to delete (the last one first).
    static func askDeleteSet(_ state: inout AppState) {
        guard let row = state.selectedRow, !row.sets.isEmpty else { return }
        state.overlay = .deleteSet(exerciseId: row.exercise.id, index: row.sets.count - 1)
    }

    /// ←/→ in the delete question: another set of the same exercise.
    static func chooseSetToDelete(_ state: inout AppState, by delta: Int) {
        guard case .deleteSet(let id, let index)? = state.overlay else { return }
        let count = state.live.workout?.sets.filter { $0.exerciseId == id }.count ?? 0
        state.overlay = .deleteSet(exerciseId: id, index: min(max(0, index + delta), max(0, count - 1)))
    }

    /// The set the delete question is about.
    static func setToDelete(_ state: AppState) -> LoggedSet? {
        guard case .deleteSet(let id, let index)? = state.overlay else { return nil }
        let sets = state.live.workout?.sets.filter { $0.exerciseId == id } ?? []
        return sets.indices.contains(index) ? sets[index] : nil
    }

    /// `y`: deletes the chosen set (durably; `.setDeleted` follows).
    static func deleteChosenSet(_ state: inout AppState) -> [Effect] {
        guard let set = setToDelete(state) else {
            state.overlay = nil
            return []
        }
        state.overlay = nil
        guard state.live.pendingSet == nil else {
            state.message = StatusMessage("Still saving the last set…")
            return []
        }
        return [.deleteSet(set, undo: false)]
    }

    /// "Delete Bench press set 2 of 5: F62.5×7?": counted as the row counts (`NextSet.ordinal`),
    /// the set written as its chip (its type's mark first).
    static func deleteQuestion(_ state: AppState) -> String? {
        guard case .deleteSet(let id, _)? = state.overlay, let set = setToDelete(state) else { return nil }
        let row = state.exerciseRows.first { $0.exercise.id == id }
        let sets = state.live.workout?.sets.filter { $0.exerciseId == id } ?? []
        let name = state.plan.exercise(id)?.name ?? id
        let text =
            set.type.mark
            + Format.set(
                weight: set.weight, reps: set.reps, seconds: set.durationSeconds, times: state.glyphs.times,
                unit: state.unit)
        return "Delete \(name) \(NextSet.ordinal(of: set, among: sets, target: row?.targetSets)): \(text)?"
    }

    /// The order to write when it changed (after a reorder, a removal or `S`).
    static func orderToSave(_ state: inout AppState) -> [Effect] {
        guard let workout = state.live.workout, state.live.order != state.live.persistedOrder else { return [] }
        state.live.persistedOrder = state.live.order
        return [.saveExerciseOrder(workoutId: workout.id, order: state.live.order?.text)]
    }
}

extension Reducer {
    /// The picked exercise joins the workout (once) and the cursor goes to it.
    static func addPickedExercise(_ state: inout AppState, _ exercise: Exercise) -> [Effect] {
        state.overlay = nil
        let id = exercise.id
        if !state.exerciseRows.contains(where: { $0.exercise.id == id }) {
            state.live.addedExerciseIds.append(id)
            state.live.order?.append(id)
        }
        state.live.workoutCursor = state.exerciseRows.firstIndex { $0.exercise.id == id } ?? state.live.workoutCursor
        state.message = StatusMessage("Added \(exercise.name)")
        return loadLastTime(state, [id])
    }
}
