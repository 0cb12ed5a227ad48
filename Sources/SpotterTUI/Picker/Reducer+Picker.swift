import FoundationEssentials
import SpotterCore

/// The exercise picker: opening it, typing, filtering, moving, the new-exercise form, and the one
/// function that says what picking an exercise does (`picked`, by `PickerPurpose`).
///
/// ```swift
/// Reducer.openPicker(&state, .addToWorkout, title: "Add exercise")   // [.store(.indexExercises(…))] at first
/// Reducer.reduce(&state, .exercisesIndexed(index, from: exercises)) // every exercise listed
/// Reducer.reduce(&state, .keyPressed(.char("b")))   // the results of "b"
/// Reducer.reduce(&state, .keyPressed(.enter))       // picked(…, for: .addToWorkout)
/// ```
extension Reducer {
    /// The picker opens at once; the first time (and after the exercise list changes) its index is
    /// folded off the loop, and the results come with `.exercisesIndexed` (`indexArrived`).
    static func openPicker(_ state: inout AppState, _ purpose: PickerPurpose, title: String) -> [Effect] {
        var picker = ExercisePicker(purpose: purpose, title: title, recent: recentExerciseIds(state))
        let effects = search(state, &picker)
        state.overlay = .exercisePicker(picker)
        return effects
    }

    /// An index came back (or help over the picker closed, which may have hidden its coming): an
    /// open picker waiting for one searches with it (or, when the list changed meanwhile, asks for
    /// the new list's), and an Enter pressed meanwhile picks.
    static func indexArrived(_ state: inout AppState) -> [Effect] {
        guard case .exercisePicker(var picker)? = state.overlay, picker.indexing else { return [] }
        // Not waiting any more: if this answer is not the list's own, `search` asks again.
        picker.indexing = false
        let effects = search(state, &picker)
        // The Enter is spent here, whether it picks or meets the new-exercise form opened since.
        let pick = picker.pickWhenIndexed && !picker.indexing
        if pick { picker.pickWhenIndexed = false }
        state.overlay = .exercisePicker(picker)
        return pick ? effects + performPicker(&state, .pick, key: nil) : effects
    }

    /// Your exercises by their latest set, most recent first (ten at most: the ones you mean now).
    static func recentExerciseIds(_ state: AppState) -> [String] {
        state.lastSets.values.sorted { ($0.loggedAt, $0.id) > ($1.loggedAt, $1.id) }.prefix(10).map(\.exerciseId)
    }

    /// The results for the picker's query and filter, the cursor back on the best. Folding the index
    /// is an errand, never a key's work: without it folded for this list there are no results yet,
    /// and the fold is asked for once (`indexing`).
    static func search(_ state: AppState, _ picker: inout ExercisePicker) -> [Effect] {
        picker.cursor = 0
        guard let index = state.exerciseSearchMemo.folded(state.plan.exercises) else {
            picker.results = []
            defer { picker.indexing = true }
            return picker.indexing ? [] : [.store(.indexExercises(state.plan.exercises))]
        }
        picker.results = index.search(picker.query, filter: picker.filter, recent: picker.recent)
        picker.total = index.candidates.count
        picker.indexing = false
        return []
    }

    static func performPicker(_ state: inout AppState, _ command: PickerCommand, key: Key?) -> [Effect] {
        guard case .exercisePicker(var picker)? = state.overlay else { return [] }
        defer { if case .exercisePicker? = state.overlay { state.overlay = .exercisePicker(picker) } }
        if var form = picker.form {
            defer { picker.form = picker.form == nil ? nil : form }
            switch command {
            case .type:
                guard form.field == .name, case .char(let c)? = key, form.name.count < UserText.Limit.name else {
                    return []
                }
                form.name.append(c)
            case .erase: if form.field == .name, !form.name.isEmpty { form.name.removeLast() }
            case .moveField(let delta): form.moveField(by: delta)
            case .stepChoice(let delta): form.stepChoice(by: delta)
            case .backToList: picker.form = nil
            case .create: return create(&state, &picker, form)
            case .pick, .clear, .stepFilter, .newExercise: break
            }
            return []
        }
        switch command {
        case .type:
            guard case .char(let c)? = key, picker.query.count < UserText.Limit.name else { return [] }
            picker.query.append(c)
            return search(state, &picker)
        case .erase:
            guard !picker.query.isEmpty else { return [] }
            picker.query.removeLast()
            return search(state, &picker)
        case .clear:
            picker.query = ""
            return search(state, &picker)
        case .stepFilter(let delta):
            picker.filter = ExerciseSearch.Filter.step(picker.filter, by: delta)
            return search(state, &picker)
        case .newExercise:
            openForm(&picker)
        case .pick:
            // Enter before the results are in picks the best match once they are (typed fast, or
            // pasted with its Enter).
            guard !picker.indexing else {
                picker.pickWhenIndexed = true
                return []
            }
            guard let candidate = picker.selected else {
                if picker.offersCreate { openForm(&picker) }
                return []
            }
            let (exercise, stored) = exercise(for: candidate, state)
            return picked(&state, exercise, for: picker.purpose, stored: stored)
        case .moveField, .stepChoice, .create, .backToList: break
        }
        return []
    }

    /// The form, its name what the search typed and its equipment the filter's.
    static func openForm(_ picker: inout ExercisePicker) {
        var equipment: Exercise.Equipment?
        if case .equipment(let e)? = picker.filter { equipment = e }
        picker.form = NewExerciseForm(name: picker.query.trimmingWhitespace(), equipment: equipment)
    }

    /// The exercise a candidate is: yours as stored, or a catalogue entry as it will be stored
    /// (`stored` false: the store makes it first).
    static func exercise(for candidate: ExerciseSearch.Candidate, _ state: AppState) -> (Exercise, stored: Bool) {
        switch candidate.choice {
        case .exercise(let id):
            if let mine = state.plan.exercise(id) { return (mine, true) }
            return (Exercise(id: id, name: candidate.name), true)
        case .catalogue(let id):
            let taken = Set(state.plan.exercises.map(\.id))
            let exercise = Exercise(
                id: taken.contains(id) ? ImportBatch.uniqueId(for: id, taken: taken) : id, name: candidate.name,
                kind: candidate.kind.exerciseKind, equipment: candidate.equipment, catalogueId: id)
            return (exercise, false)
        }
    }

    /// Enter in the form: the name checked as `spotter exercise rename` checks one
    /// (`ExerciseNaming`); the form stays open, saying why, when it is refused.
    static func create(_ state: inout AppState, _ picker: inout ExercisePicker, _ form: NewExerciseForm) -> [Effect] {
        let name = form.name.trimmingWhitespace()
        if let problem = ExerciseNaming.problem(name, for: nil, among: state.plan.exercises) {
            state.message = StatusMessage("name: \(problem.sentence)", isError: true)
            return []
        }
        let exercise = Exercise(
            id: ImportBatch.uniqueId(for: name, taken: Set(state.plan.exercises.map(\.id))), name: name,
            kind: form.kind.exerciseKind, equipment: form.equipment, measure: form.kind)
        return picked(&state, exercise, for: picker.purpose, stored: false)
    }

    /// What picking `exercise` does, by what it was picked for: the one place a purpose is handled.
    /// An exercise not `stored` yet (a catalogue entry, a new one) passes the purpose's checks,
    /// then the store makes it and `exerciseCreated` picks it again.
    static func picked(_ state: inout AppState, _ exercise: Exercise, for purpose: PickerPurpose, stored: Bool)
        -> [Effect]
    {
        switch purpose {
        case .addToWorkout:
            guard stored else { return createThenPick(&state, exercise, for: purpose) }
            return addPickedExercise(&state, exercise)
        case .swap(let from):
            if let why = swapRefusal(state, from: from, to: exercise) {
                state.message = StatusMessage(why, isError: true)
                return []
            }
            guard stored else { return createThenPick(&state, exercise, for: purpose) }
            return swapIn(&state, from: from, to: exercise)
        case .addToTemplate(let templateId):
            if let why = TemplatesReducer.addRefusal(state, exercise, to: templateId) {
                state.message = StatusMessage(why, isError: true)
                return []
            }
            guard stored else { return createThenPick(&state, exercise, for: purpose) }
            return TemplatesReducer.add(&state, exercise, to: templateId)
        case .addToPastWorkout(let workoutId):
            guard stored else { return createThenPick(&state, exercise, for: purpose) }
            return pastExercisePicked(&state, exercise, workoutId: workoutId)
        }
    }

    static func createThenPick(_ state: inout AppState, _ exercise: Exercise, for purpose: PickerPurpose) -> [Effect] {
        state.overlay = nil
        state.message = StatusMessage("Saving \(exercise.name)\(state.glyphs.ellipsis)")
        return [.createExercise(exercise, for: purpose)]
    }

    /// The store made the exercise: the list is the store's, and the exercise is picked.
    static func exerciseCreated(
        _ state: inout AppState, _ exercise: Exercise, for purpose: PickerPurpose, exercises: [Exercise]
    ) -> [Effect] {
        state.plan.exercises = exercises
        return picked(&state, state.plan.exercise(exercise.id) ?? exercise, for: purpose, stored: true)
    }
}
