import FoundationEssentials
import SpotterCore

extension Reducer {
    /// Enter on the workout: a form for a reps set, or the work countdown of a timed one.
    static func logSet(_ state: inout AppState) -> [Effect] {
        guard let workout = state.live.workout else { return [] }
        guard let row = state.selectedRow else {
            state.message = StatusMessage("Add an exercise first (a)")
            return []
        }
        guard state.live.pendingSet == nil else {
            state.message = StatusMessage("Still saving the last set…")
            return []
        }
        if let work = state.live.work {
            // Stopping a timed set early logs what was really held.
            state.live.work = nil
            let seconds = max(
                1, WholeSeconds.of(state.now.timeIntervalSince(work.startedAt), rounding: .toNearestOrAwayFromZero))
            return save(
                &state,
                LoggedSet(
                    id: newSetId(state, workout), exerciseId: work.exerciseId, durationSeconds: seconds,
                    loggedAt: state.now), workout)
                + [.cancelNotification(id: NotificationID.workEnd(workoutId: workout.id))]
        }
        if state.setKind(of: row.exercise.id) == .distanceTime {
            // A run is logged after it is run: its distance and time, typed.
            state.overlay = .setForm(newForm(state, row))
            return []
        }
        if row.isTimed {
            state.live.rest = nil
            let work = WorkTimer(
                exerciseId: row.exercise.id, startedAt: state.now,
                endsAt: state.now.addingTimeInterval(TimeInterval(row.durationSeconds)))
            state.live.work = work
            state.message = StatusMessage("\(row.exercise.name): hold for \(row.durationSeconds) s (↵ stops early)")
            var effects = cancelRestNotifications(state)
            if mayLeaveTerminal(state, .workEnd) {
                effects.append(.scheduleNotification(LiveNotifications.workEnd(state, work)))
            }
            return effects
        }
        state.overlay = .setForm(newForm(state, row))
        return []
    }

    /// The form for the row's next set: opens on the weight, prefilled by `prefill(for:)` (the one
    /// function that decides what the next set is), weights in the form's unit.
    static func newForm(_ state: AppState, _ row: ExerciseRow) -> SetForm {
        let p = state.prefill(for: row)
        let unit = state.formUnit
        var form = SetForm(
            exerciseId: row.exercise.id, weight: p.weight.map { SetForm.shown($0, unit) } ?? "",
            reps: p.reps.map(String.init) ?? "", source: p.source)
        form.unit = unit
        return form.of(state.setKind(of: row.exercise.id))
    }

    static func editSet(_ state: inout AppState) {
        guard let set = state.lastSetOfSelection else { return }
        // The fields follow the set: a plank's time, a run's distance and time, else weight and reps.
        state.overlay = .setForm(
            SetForm(editing: set, unit: state.formUnit, source: "editing").of(state.setKind(of: set)))
    }

    /// `r`: the selected exercise's last set again, as it was (weight, reps or seconds, RPE, type; not its note).
    static func repeatLastSet(_ state: inout AppState) -> [Effect] {
        guard let workout = state.live.workout, let last = state.lastSetOfSelection else { return [] }
        guard state.live.pendingSet == nil else {
            state.message = StatusMessage("Still saving the last set\(state.glyphs.ellipsis)")
            return []
        }
        var set = last
        set.id = newSetId(state, workout)
        set.loggedAt = state.now
        set.note = nil
        return save(&state, set, workout)
    }

    /// `w` in the form: the suggested warm-ups go to the store one after another, as warm-up sets.
    static func logWarmups(_ state: inout AppState, _ form: SetForm) -> [Effect] {
        guard let workout = state.live.workout, state.live.pendingSet == nil else { return [] }
        var sets = state.warmups(for: form)
        guard !sets.isEmpty else { return [] }
        state.overlay = nil
        let first = sets.removeFirst()
        state.live.queuedSets = sets
        return save(&state, first, workout)
    }

    static func saveForm(_ state: inout AppState, _ form: SetForm) -> [Effect] {
        guard let workout = state.live.workout else { return [] }
        // An edit that leaves the weight as shown keeps the stored one at full precision (`keptWeight`).
        let original = form.editingSetId.flatMap { id in workout.sets.first { $0.id == id } }
        switch form.parsed() {
        case .failure(let error):
            state.message = StatusMessage("Not saved: \(error.message)", isError: true)
            return []
        case .success(let values):
            if form.confirming == nil,
                let question = SetOutlier.question(
                    weight: form.typedWeight, reps: values.reps, unit: form.unit,
                    bestKg: state.bestWeights[form.exerciseId])
            {
                var asking = form
                asking.confirming = question
                state.overlay = .setForm(asking)
                state.message = StatusMessage(
                    "\(question.prefix(1).uppercased())\(question.dropFirst()) \(state.glyphs.enter) saves it, any other key goes back",
                    isError: true)
                return []
            }
            state.overlay = nil
            let set = form.measured(
                values,
                into: original
                    ?? LoggedSet(
                        id: form.editingSetId ?? newSetId(state, workout), exerciseId: form.exerciseId,
                        loggedAt: form.editingLoggedAt ?? state.now))
            return save(&state, set, workout)
        }
    }

    /// The weight to store: the original at full precision when the typed text is what it reads as
    /// (an edit of the reps only keeps 61.23496995 kg, not the 61.23 it shows).
    static func keptWeight(_ parsed: Double?, typed: String, original: Double?, _ unit: WeightUnit) -> Double? {
        if let original, unit.text(original) == typed { return original }
        return parsed
    }

    /// Sends a set to the store; the screen shows it as "saving…" until the store says it is durable.
    static func save(_ state: inout AppState, _ set: LoggedSet, _ workout: Workout) -> [Effect] {
        state.live.pendingSet = set
        state.message = StatusMessage("Saving…")
        return [.saveSet(set, workoutId: workout.id)]
    }

    /// Ids are derived from the workout, the set's number and the instant: unique per set, and
    /// reproducible in tests.
    static func newSetId(_ state: AppState, _ workout: Workout) -> String {
        "\(workout.id)-\(workout.sets.count + 1)-\(Int((state.now.timeIntervalSince1970 * 1000).rounded()))"
    }

    /// The set is durable: show it saved, start rest, and ask for consent once.
    static func setSaved(_ state: inout AppState, _ set: LoggedSet) -> [Effect] {
        state.live.pendingSet = nil
        guard var workout = state.live.workout else { return [] }
        let name = state.plan.exercise(set.exerciseId)?.name ?? set.exerciseId
        let text = Format.set(
            weight: set.weight, reps: set.reps, seconds: set.durationSeconds, times: " \(state.glyphs.times) ",
            unit: state.unit, meters: set.meters)
        if let i = workout.sets.firstIndex(where: { $0.id == set.id }) {
            workout.sets[i] = set
            state.live.workout = workout
            state.message = StatusMessage("Saved changes: \(name) \(text)")
            return []
        }
        // Warm-ups go one at a time, each durable before the next; rest starts after the last.
        if !state.live.queuedSets.isEmpty {
            workout.sets.append(set)
            state.live.workout = workout
            let next = state.live.queuedSets.removeFirst()
            return save(&state, next, workout)
        }
        let beaten = state.records.beaten(by: set, after: workout.sets)
        workout.sets.append(set)
        state.live.workout = workout
        state.message = StatusMessage(
            beaten.isEmpty
                ? "Saved: \(name) \(text)" : "New record: \(RecordBreak.line(beaten, exercise: name, unit: state.unit))"
        )
        state.live.work = nil
        // In a superset, rest waits for the last exercise of the round (`afterSet`).
        let step = afterSet(state, set.exerciseId)
        var effects: [Effect] = []
        state.live.restBefore = RestBefore(setId: set.id, rest: state.live.rest)
        if step.restStarts {
            startRest(&state, after: set.exerciseId)
        } else {
            effects += cancelRestNotifications(state)
            state.live.rest = nil
        }
        moveCursor(&state, after: set.exerciseId, next: step.next)
        if !step.restStarts, let next = state.selectedRow, let saved = state.message {
            state.message = StatusMessage(
                "\(saved.text) \(state.glyphs.dot) superset: \(next.exercise.name) now, no rest")
        }
        effects += restNotifications(state)
        if state.prefs.forgotToFinish {
            effects.append(.scheduleNotification(LiveNotifications.forgotToFinish(state, lastSetAt: set.loggedAt)))
        }
        if state.consent == .unasked && state.live.rest != nil {
            state.overlay = .consent(allowFocused: true)
        }
        return effects
    }

    static func undoSet(_ state: inout AppState) -> [Effect] {
        // The latest instant; of two sets logged in the same instant, the one logged after.
        guard let workout = state.live.workout,
            let at = workout.sets.indices.max(by: { (workout.sets[$0].loggedAt, $0) < (workout.sets[$1].loggedAt, $1) })
        else { return [] }
        let last = workout.sets[at]
        guard state.live.pendingSet == nil else { return [] }
        return [.deleteSet(last, undo: true)]
    }

    /// The store deleted the set: `u` says "Undid", `D` "Deleted", each with the set as its row shows it.
    static func setDeleted(_ state: inout AppState, _ set: LoggedSet, undo: Bool) -> [Effect] {
        guard var workout = state.live.workout else { return [] }
        // Only the latest set's rest goes with it; deleting an earlier one leaves rest running.
        let wasLatest = !workout.sets.contains { $0.id != set.id && $0.loggedAt > set.loggedAt }
        workout.sets.removeAll { $0.id == set.id }
        state.live.workout = workout
        let name = state.plan.exercise(set.exerciseId)?.name ?? set.exerciseId
        let text = Format.set(
            weight: set.weight, reps: set.reps, seconds: set.durationSeconds, times: " \(state.glyphs.times) ",
            unit: state.unit, meters: set.meters)
        state.message = StatusMessage("\(undo ? "Undid" : "Deleted") \(name) \(set.type.mark)\(text)")
        // Undoing the set that replaced a rest still running gives that rest back: it belongs to
        // the set before, and undoing this one must not end it.
        if let before = state.live.restBefore, before.setId == set.id {
            state.live.restBefore = nil
            let earlier = before.rest.flatMap { $0.isOver(at: state.now) ? nil : $0 }
            let effects = cancelRestNotifications(state)
            state.live.rest = earlier
            return earlier == nil ? effects : rescheduleRest(state)
        }
        if wasLatest, let rest = state.live.rest, rest.exerciseId == set.exerciseId, rest.startedAt >= set.loggedAt {
            let effects = cancelRestNotifications(state)
            state.live.rest = nil
            return effects
        }
        return []
    }

    /// `f`: finishes at once when every target is met; with sets left, asks first how many.
    static func finish(_ state: inout AppState) -> [Effect] {
        guard state.live.workout != nil, state.live.pendingSet == nil else { return [] }
        let left = state.setsLeft
        guard left.total == 0 else {
            state.overlay = .finishQuestion(left)
            return []
        }
        return finishNow(&state)
    }

    static func finishNow(_ state: inout AppState) -> [Effect] {
        state.overlay = nil
        guard let workout = state.live.workout, state.live.pendingSet == nil else { return [] }
        state.message = StatusMessage("Finishing…")
        return [.finishWorkout(workoutId: workout.id)]
    }

    static func workoutFinished(_ state: inout AppState, _ workout: Workout, _ snapshot: Snapshot) -> [Effect] {
        var names: [String: String] = [:]
        for e in state.plan.exercises { names[e.id] = e.name }
        var summary = WorkoutSummary(
            workout: workout, name: state.workoutName, names: names, previousBest: state.bestWeights,
            records: state.records, unit: state.unit, exercises: state.plan.exercises, bodyWeights: snapshot.bodyWeights
        )
        // Read before the store's answer replaces the live order and rest changes.
        summary.draft = state.templateDraft(workout)
        summary.templateId = workout.templateId
        let ids = [
            NotificationID.restAlert(workoutId: workout.id), NotificationID.restRepeat(workoutId: workout.id),
            NotificationID.workEnd(workoutId: workout.id), NotificationID.forgotToFinish(workoutId: workout.id),
            NotificationID.activeWorkout(workoutId: workout.id),
        ]
        load(&state, snapshot)
        state.summary = summary
        state.screen = .summary
        state.overlay = nil
        state.message = StatusMessage("Workout saved")
        return ids.map { .cancelNotification(id: $0) } + [.replan]
    }
}
