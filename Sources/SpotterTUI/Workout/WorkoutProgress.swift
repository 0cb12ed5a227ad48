import FoundationEssentials
import SpotterCore

/// One exercise of the live workout as the screen lists it: its targets and the sets done.
public struct ExerciseRow: Hashable, Sendable {
    public var exercise: Exercise
    /// The template's line for it; `nil` for an exercise added during the workout.
    public var target: WorkoutTemplate.Item?
    public var sets: [LoggedSet]
    /// "A1", "A2": its place in a superset, `nil` when it is none.
    public var superset: String? = nil

    public var targetSets: Int? { target?.sets }
    /// The sets that count toward the target: warm-ups do not (`SetType.countsTowardTotals`).
    public var workingSets: [LoggedSet] { sets.filter { $0.type.countsTowardTotals } }
    /// Which set is next and of how many: the rule `spotter status` and the titles ask too.
    public var next: NextSet { NextSet.after(sets, target: targetSets) }
    public var isDone: Bool { next.isDone }
    public var restSeconds: Int { target?.restSeconds ?? Countdown.defaultRestSeconds }
    public var isTimed: Bool { exercise.kind == .timed || target?.durationSeconds != nil }
    public var durationSeconds: Int { target?.durationSeconds ?? 60 }
}

extension AppState {
    /// The set form's kind for a new set of this exercise (a run: distance and time).
    func setKind(of exerciseId: String) -> ExerciseCatalogue.Kind {
        SetForm.kind(of: nil, exercise: plan.exercise(exerciseId))
    }

    /// The set form's kind for editing `set`: its own measure.
    func setKind(of set: LoggedSet) -> ExerciseCatalogue.Kind {
        SetForm.kind(of: set, exercise: plan.exercise(set.exerciseId))
    }

    /// The open workout's order: its own (after a reorder, swap or `S`) or the template's with
    /// its supersets, then any exercise added, then any only logged (a `spotter log` set).
    public var workoutOrder: WorkoutOrder { derivedRows.order }

    /// The open workout's exercises in `workoutOrder`, each with its template line and its sets;
    /// a superset's rows are labelled A1, A2, the next superset's B1, B2.
    public var exerciseRows: [ExerciseRow] { derivedRows.rows }

    private var derivedRows: ExerciseRowsMemo.Derived {
        exerciseRowsMemo.derived(
            ExerciseRowsMemo.Inputs(
                workout: live.workout, order: live.order, addedExerciseIds: live.addedExerciseIds, plan: plan),
            derive: Self.derive)
    }

    private static func derive(_ inputs: ExerciseRowsMemo.Inputs) -> ExerciseRowsMemo.Derived {
        guard let workout = inputs.workout else { return .init(order: WorkoutOrder(groups: []), rows: []) }
        let plan = inputs.plan
        let template = workout.templateId.flatMap { plan.template($0) }
        var order = inputs.order ?? WorkoutOrder.of(template, added: [])
        for id in inputs.addedExerciseIds { order.append(id) }
        for set in workout.sets { order.append(set.exerciseId) }
        var rows: [ExerciseRow] = []
        var supersets = 0
        for group in order.groups {
            let letter = group.count > 1 ? Self.supersetLetter(supersets) : nil
            if group.count > 1 { supersets += 1 }
            for (i, entry) in group.enumerated() {
                var target = template?.items.first { $0.exerciseId == (entry.targetOf ?? entry.exerciseId) }
                if entry.targetOf != nil {
                    // A swap keeps the sets, reps and rest; another exercise's load is no target.
                    target?.exerciseId = entry.exerciseId
                    target?.weight = nil
                }
                rows.append(
                    ExerciseRow(
                        exercise: plan.exercise(entry.exerciseId)
                            ?? Exercise(id: entry.exerciseId, name: entry.exerciseId),
                        target: target, sets: workout.sets.filter { $0.exerciseId == entry.exerciseId },
                        superset: letter.map { "\($0)\(i + 1)" }))
            }
        }
        return .init(order: order, rows: rows)
    }

    /// "A" for the first superset, "B" for the second, …
    static func supersetLetter(_ n: Int) -> String {
        String(UnicodeScalar(UInt8(65 + n % 26)))
    }

    /// What the form says of last time for the set it logs (or edits): "last time set 2: 60×5".
    /// The one function the set form asks; `nil` when last time had no such set.
    public func lastTimeHint(for form: SetForm) -> String? {
        guard let last = live.lastTime[form.exerciseId] else { return nil }
        let done = live.workout?.sets.filter { $0.exerciseId == form.exerciseId } ?? []
        let index: Int
        if let editing = form.editingSetId, let at = done.firstIndex(where: { $0.id == editing }) {
            index = done[..<at].filter { $0.type.countsTowardTotals }.count
        } else {
            index = done.filter { $0.type.countsTowardTotals }.count
        }
        guard let set = last.number(of: index) else { return nil }
        return "last time set \(index + 1): "
            + Format.set(
                weight: set.weight, reps: set.reps, seconds: set.durationSeconds, times: glyphs.times, unit: unit)
    }

    /// "last: 60×5 60×5 62.5×4", the working sets of the exercise's last session, or `nil`.
    public func lastTimeLine(_ exerciseId: String) -> String? {
        guard let sets = live.lastTime[exerciseId]?.working, !sets.isEmpty else { return nil }
        return "last: "
            + sets.map {
                Format.set(
                    weight: $0.weight, reps: $0.reps, seconds: $0.durationSeconds, times: glyphs.times, unit: unit)
            }
            .joined(separator: " ")
    }

    /// The exercise row under the cursor.
    public var selectedRow: ExerciseRow? {
        let rows = exerciseRows
        guard !rows.isEmpty else { return nil }
        return rows[min(max(0, live.workoutCursor), rows.count - 1)]
    }

    /// The last set logged for the selected exercise: what `e` edits.
    public var lastSetOfSelection: LoggedSet? { selectedRow?.sets.last }

    /// The workout's display name: its template's, or "Workout".
    public var workoutName: String {
        live.workout?.templateId.flatMap { plan.template($0)?.name } ?? "Workout"
    }

    /// What the next set of a row is prefilled with, and why (the form and the Next line say it).
    ///
    /// With a progression rule, today's prescription, for every working set: the rule says what
    /// today asks. Without one, set N opens on last time's set N (`LastTime`, as Strong's
    /// "previous" column); past last time's sets, on this workout's set before; else on the
    /// template's target (a barbell's kg target in lb on the nearest loadable weight, the exact
    /// one named: `target 132.28 lb`, `PlateMath.target`); else on the last set ever logged.
    public func prefill(for row: ExerciseRow) -> (weight: Double?, reps: Int?, source: String) {
        if let p = prescription(for: row) {
            return (p.weight, p.reps, p.reason)
        }
        let index = row.next.done
        if let set = live.lastTime[row.exercise.id]?.number(of: index), set.durationSeconds == nil,
            set.weight != nil || set.reps != nil
        {
            return (set.weight, set.reps, "last time set \(index + 1)")
        }
        if let previous = row.workingSets.last { return (previous.weight, previous.reps, "as the last set") }
        if let target = row.target, target.weight != nil || target.reps != nil {
            guard let kg = target.weight else { return (nil, target.reps, "target") }
            let loadable = PlateMath.target(
                kg, in: unit, barbell: row.exercise.isBarbell, bar: prefs.bar, plates: prefs.plates)
            let exact = unit.withUnit(kg)
            return (loadable, target.reps, unit.withUnit(loadable) == exact ? "target" : "target \(exact)")
        }
        if let last = lastSets[row.exercise.id] { return (last.weight, last.reps, "last time") }
        return (nil, nil, "new")
    }

    /// Today's weight and reps for a row whose template item has a progression rule, with the reason.
    public func prescription(for row: ExerciseRow) -> Prescription? {
        guard let item = row.target else { return nil }
        return Progression.prescription(
            for: item, after: sessions[row.exercise.id] ?? [], barbell: row.exercise.isBarbell, bar: prefs.bar,
            plates: prefs.plates, unit: unit, times: glyphs.times)
    }

    /// The target sets not yet done, row by row: what `f` asks about before it finishes.
    public var setsLeft: SetsLeft {
        guard let workout = live.workout else { return .none }
        return SetsLeft(workout, targets: exerciseRows.map { ($0.exercise.id, $0.targetSets) })
    }

    /// "set 3 of 5" (or "set 3" with no target) for the row's next set.
    public func setOrdinal(_ row: ExerciseRow) -> String { row.next.ordinal }

    /// Seconds since the workout started.
    public var elapsedSeconds: Int {
        guard let workout = live.workout else { return 0 }
        return max(0, WholeSeconds.of(now.timeIntervalSince(workout.startedAt)))
    }
}
