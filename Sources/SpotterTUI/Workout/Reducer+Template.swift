import FoundationEssentials
import SpotterCore

/// The finish summary's `t`: this workout as a new template, through the store's template write
/// (checked as `spotter schedule import` checks a file), then the re-plan an import runs.
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("t")))   // the name line, "Push" typed
/// Reducer.reduce(&state, .keyPressed(.enter))        // [.saveTemplate(draft named "Push")]
/// Reducer.reduce(&state, .templateSaved(saved, snapshot))  // "Saved template Push (push-2)", [.replan]
/// ```
extension Reducer {
    static func askTemplateName(_ state: inout AppState) {
        guard let summary = state.summary, summary.draft != nil else { return }
        state.overlay = .dayEntry(DayEntry(.templateName, text: summary.name))
    }

    /// Enter on the name: the draft under that name to the store, or why not (the line stays open).
    static func saveTemplate(_ state: inout AppState, named text: String) -> [Effect] {
        guard var draft = state.summary?.draft else { return [] }
        let name = text.trimmingWhitespace()
        guard !name.isEmpty else {
            state.message = StatusMessage("name: type the template's name", isError: true)
            return []
        }
        if let problem = UserText.problem(in: name, limit: UserText.Limit.name) {
            state.message = StatusMessage("name: \(problem)", isError: true)
            return []
        }
        draft.name = name
        state.overlay = nil
        state.message = StatusMessage("Saving\(state.glyphs.ellipsis)")
        return [.saveTemplate(draft)]
    }

    /// `T`: "Update Push with what you did: Bench press 2×4, Plank 1×45s, this workout's rest and supersets?"
    static func askUpdateTemplate(_ state: inout AppState) {
        guard let draft = state.summary?.draft, let id = state.summary?.templateId,
            let template = state.plan.template(id)
        else { return }
        let what = draft.items.map { item in
            let name = state.plan.exercise(item.exerciseId)?.name ?? item.exerciseId
            let each = item.durationSeconds.map { "\($0)s" } ?? "\(item.reps.map(String.init) ?? "?")"
            return "\(name) \(item.sets)\(state.glyphs.times)\(each)"
        }
        let question =
            "Update \(template.name) with what you did: \(what.joined(separator: ", ")), this workout's rest and supersets?"
        state.overlay = .confirm(Confirmation(question, effect: .updateTemplate(id: id, draft)))
    }

    /// The store holds the new template: the plan shows it, and reminders are planned again.
    static func templateSaved(_ state: inout AppState, _ template: WorkoutTemplate, _ snapshot: Snapshot) -> [Effect] {
        loadStored(&state, snapshot)
        state.message = StatusMessage("Saved template \(template.name) (\(template.id)): Today lists it")
        return [.replan]
    }
}
