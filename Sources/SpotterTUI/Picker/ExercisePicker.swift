import SpotterCore

/// What an exercise is being picked for: the one thing that differs between the pickers.
///
/// `Reducer.picked` is the one `switch` over it: a new purpose is a new case there.
public enum PickerPurpose: Hashable, Sendable {
    /// `a` on the workout: the exercise joins it (once), the cursor goes to it.
    case addToWorkout
    /// `w` on the workout: the exercise takes `from`'s place and its sets (the same kind, not
    /// already in the workout).
    case swap(from: String)
    /// `a` in Plan › Templates' editor: the exercise joins the template (once), with a first line
    /// of 3 × 10 to edit (`WorkoutTemplate.Item.starting`).
    case addToTemplate(templateId: String)
    /// `A` on a past workout: the set form for a new set of the exercise in that workout (any
    /// exercise, already there or not), saved as `a`'s set is.
    case addToPastWorkout(workoutId: String)
}

/// The exercise picker: a search line, a filter, the ranked results and the form that makes a new
/// exercise in place. One value for every purpose (`PickerPurpose`).
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("a")))   // .exercisePicker(picker), every exercise listed
/// // type "bp": picker.results.first?.name == "Bench press"; Tab: barbell only; Enter: added
/// // Ctrl-O: the new-exercise form, its name "bp"; Enter there creates it and adds it
/// ```
public struct ExercisePicker: Hashable, Sendable {
    public var purpose: PickerPurpose
    /// The box's title: "Add exercise", "Swap Bench press for".
    public var title: String
    public var query = ""
    public var filter: ExerciseSearch.Filter?
    /// The highlighted row: a result, or (one past them) the "New exercise" row.
    public var cursor = 0
    /// What `query` and `filter` find, best first (`ExerciseSearch`).
    public var results: [ExerciseSearch.Candidate] = []
    /// How many candidates the index holds (the "of 341" under the search line).
    public var total = 0
    /// The index of the exercise list is being folded (an errand): the search line takes keys, and
    /// the results come with it.
    public var indexing = false
    /// Enter was pressed while `indexing`: the best match is picked when the results come.
    public var pickWhenIndexed = false
    /// Your exercises logged lately, most recent first: they lead among equal matches.
    public var recent: [String] = []
    /// The new-exercise form, while it is open over the list.
    public var form: NewExerciseForm?

    public init(purpose: PickerPurpose, title: String, recent: [String] = []) {
        self.purpose = purpose
        self.title = title
        self.recent = recent
    }

    /// Something is typed: the last row offers to create an exercise of that name.
    public var offersCreate: Bool { !query.trimmingWhitespace().isEmpty }
    /// The results, and the "New exercise" row after them when it is offered.
    public var rowCount: Int { indexing ? 0 : results.count + (offersCreate ? 1 : 0) }
    /// The highlighted result, nil on the "New exercise" row.
    public var selected: ExerciseSearch.Candidate? { results.indices.contains(cursor) ? results[cursor] : nil }
}

/// The form that makes a custom exercise from the picker: its name (the search typed), its kind
/// and its equipment.
public struct NewExerciseForm: Hashable, Sendable {
    public enum Field: Hashable, Sendable, CaseIterable {
        case name, kind, equipment

        var label: String {
            switch self {
            case .name: "Name"
            case .kind: "Kind"
            case .equipment: "Equipment"
            }
        }
    }

    /// Not said, then every equipment.
    static let equipmentChoices: [Exercise.Equipment?] = [nil] + Exercise.Equipment.allCases

    public var field: Field = .name
    public var name: String
    public var kind: ExerciseCatalogue.Kind = .weightReps
    public var equipment: Exercise.Equipment?

    public init(name: String, equipment: Exercise.Equipment? = nil) {
        self.name = name
        self.equipment = equipment
    }

    /// The field `delta` places after this one, round the end.
    mutating func moveField(by delta: Int) {
        let all = Field.allCases
        let at = all.firstIndex(of: field) ?? 0
        field = all[((at + delta) % all.count + all.count) % all.count]
    }

    /// ←/→ on the kind or the equipment: the choice `delta` places on, round the end.
    mutating func stepChoice(by delta: Int) {
        func step<T: Equatable>(_ value: T, in all: [T]) -> T {
            let at = all.firstIndex(of: value) ?? 0
            return all[((at + delta) % all.count + all.count) % all.count]
        }
        switch field {
        case .name: break
        case .kind: kind = step(kind, in: ExerciseCatalogue.Kind.allCases)
        case .equipment: equipment = step(equipment, in: Self.equipmentChoices)
        }
    }

    /// How the field's value reads: `weight × reps`, `not said`.
    func text(_ field: Field) -> String {
        switch field {
        case .name: name
        case .kind: kind.label
        case .equipment: equipment?.label ?? "not said"
        }
    }
}
