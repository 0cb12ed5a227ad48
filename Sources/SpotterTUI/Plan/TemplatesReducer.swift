import FoundationEssentials
import SpotterCore

/// Plan › Templates' part of the reducer: every change becomes one `.editSchedule` effect, and the
/// screen shows it only once the store has it (checked as `spotter schedule import` checks a file).
///
/// ```swift
/// Reducer.reduce(&state, .keyPressed(.char("t")))   // on Plan: the templates and the week
/// Reducer.reduce(&state, .keyPressed(.right))       // on Mon: [.editSchedule(.setDay(.mon, templateId: "push", …))]
/// Reducer.reduce(&state, .scheduleEdited(edit, snapshot))   // state.plan as stored; [.replan]
/// Reducer.reduce(&state, .scheduleEditRefused(edit, "template legs has no sets"))  // says so; nothing changes
/// ```
/// The weekly goal is the `weekly-goal` setting, saved as the settings panel saves it.
enum TemplatesReducer {
    /// Where a weekday's new template is planned when the week has no time yet.
    static let defaultTime = LocalTime(hour: 18, minute: 0)!

    static func perform(_ state: inout AppState, _ command: TemplatesCommand, key: Key?) -> [Effect] {
        switch command {
        case .open:
            Reducer.go(&state, to: .templates)
            clamp(&state)
        case .up, .down:
            let delta = command == .up ? -1 : 1
            if state.screen == .templateEditor {
                let count = TemplatesLines.edited(state)?.items.count ?? 0
                state.templates.itemCursor = min(max(0, state.templates.itemCursor + delta), max(0, count - 1))
            } else {
                let count = TemplatesLines.rowCount(state)
                state.templates.cursor = min(max(0, state.templates.cursor + delta), count - 1)
            }
        case .openTemplate:
            guard let t = TemplatesLines.selectedTemplate(state) else { return [] }
            openEditor(&state, t.id)
        case .new:
            state.overlay = .templateEntry(TemplateEntry(.newTemplate))
        case .duplicate:
            guard let t = TemplatesLines.selectedTemplate(state) else { return [] }
            state.overlay = .templateEntry(TemplateEntry(.duplicate(templateId: t.id), text: "\(t.name) copy"))
        case .rename:
            let t =
                state.screen == .templateEditor ? TemplatesLines.edited(state) : TemplatesLines.selectedTemplate(state)
            guard let t else { return [] }
            state.overlay = .templateEntry(TemplateEntry(.rename(templateId: t.id), text: t.name))
        case .delete:
            if let r = TemplatesLines.selectedRotation(state) {
                state.overlay = .confirm(
                    Confirmation(
                        "Delete the rotation \(r.name)? Its templates stay.",
                        effect: .editSchedule(.deleteRotation(id: r.id))))
                return []
            }
            guard let t = TemplatesLines.selectedTemplate(state) else { return [] }
            state.overlay = .confirm(
                Confirmation(
                    "Delete the template \(t.name)? Its weekly days and its place in rotations go too; logged workouts stay.",
                    effect: .editSchedule(.deleteTemplate(id: t.id))))
        case .newRotation:
            let ids = state.plan.templates.prefix(2).map(\.id).joined(separator: ",")
            state.overlay = .templateEntry(TemplateEntry(.rotation(id: nil), text: "\"Rotation\" \(ids) sat 10:00"))
        case .editRotation:
            guard let r = TemplatesLines.selectedRotation(state) else { return [] }
            state.overlay = .templateEntry(TemplateEntry(.rotation(id: r.id), text: ScheduleFile.clause(r)))
        case .cycleDay(let delta):
            return cycleDay(&state, by: delta)
        case .dayTime:
            guard let day = TemplatesLines.selectedDay(state), let w = TemplatesLines.weekly(state, day) else {
                return []
            }
            state.overlay = .templateEntry(
                TemplateEntry(.dayTime(day, templateId: w.templateId), text: w.time.hhmm))
        case .goal(let delta):
            let goal = state.prefs.weeklyGoal + delta
            state.settings.savingRow = .weeklyGoal
            return [
                .savePreference(key: SettingRow.weeklyGoal.key ?? "weekly-goal", value: "\(goal)", zone: state.zone)
            ]
        case .addItem:
            guard let t = TemplatesLines.edited(state) else { return [] }
            return Reducer.openPicker(&state, .addToTemplate(templateId: t.id), title: "Add to \(t.name)")
        case .editItem:
            guard let id = state.templates.editing, let item = TemplatesLines.selectedItem(state) else { return [] }
            state.overlay = .templateEntry(
                TemplateEntry(
                    .itemLine(templateId: id, index: state.templates.itemCursor), text: ScheduleFile.clause(item)))
        case .removeItem:
            guard let id = state.templates.editing, TemplatesLines.selectedItem(state) != nil else { return [] }
            return [.editSchedule(.removeItem(templateId: id, index: state.templates.itemCursor))]
        case .moveItem(let delta):
            guard let id = state.templates.editing, let item = TemplatesLines.selectedItem(state) else { return [] }
            return [.editSchedule(.moveItem(templateId: id, exerciseId: item.exerciseId, by: delta))]
        case .superset:
            guard let id = state.templates.editing, let item = TemplatesLines.selectedItem(state) else { return [] }
            return [.editSchedule(.toggleSuperset(templateId: id, exerciseId: item.exerciseId))]
        case .type:
            guard case .templateEntry(var entry)? = state.overlay, case .char(let c)? = key else { return [] }
            entry.type(c)
            state.overlay = .templateEntry(entry)
        case .erase:
            guard case .templateEntry(var entry)? = state.overlay else { return [] }
            entry.erase()
            state.overlay = .templateEntry(entry)
        case .save:
            guard case .templateEntry(let entry)? = state.overlay else { return [] }
            return save(&state, entry)
        case .cancel:
            state.overlay = nil
        case .back:
            if state.screen == .templateEditor, let draft = state.templates.draft,
                state.plan.template(draft.id) == nil
            {
                state.templates.draft = nil
                _ = Reducer.goBack(&state)
                state.message = StatusMessage("\(draft.name) was not saved: a template needs an exercise")
                return []
            }
            return Reducer.goBack(&state)
        }
        return []
    }

    static func openEditor(_ state: inout AppState, _ id: String) {
        state.templates.editing = id
        state.templates.itemCursor = 0
        Reducer.go(&state, to: .templateEditor)
    }

    /// ←/→ on a weekday: rest, then each template in turn, at the day's time (else the week's).
    static func cycleDay(_ state: inout AppState, by delta: Int) -> [Effect] {
        guard let day = TemplatesLines.selectedDay(state) else { return [] }
        let current = TemplatesLines.weekly(state, day)
        let choices: [String?] = [nil] + state.plan.templates.map(\.id)
        let at = choices.firstIndex { $0 == current?.templateId } ?? 0
        let next = choices[((at + delta) % choices.count + choices.count) % choices.count]
        let time = current?.time ?? state.plan.weekly.first?.time ?? defaultTime
        return [.editSchedule(.setDay(day, templateId: next, time: time))]
    }

    /// Why `exercise` cannot join the template (it is there already, or the template is gone).
    static func addRefusal(_ state: AppState, _ exercise: Exercise, to templateId: String) -> String? {
        guard let template = state.plan.template(templateId) ?? state.templates.draft, template.id == templateId
        else { return "the template is no longer there" }
        guard template.items.contains(where: { $0.exerciseId == exercise.id }) else { return nil }
        return "\(exercise.name) is in \(template.name) already: e edits its sets"
    }

    /// The picked exercise (stored) joins the template; a draft is stored with it, its first.
    static func add(_ state: inout AppState, _ exercise: Exercise, to templateId: String) -> [Effect] {
        state.overlay = nil
        if let why = addRefusal(state, exercise, to: templateId) {
            state.message = StatusMessage(why, isError: true)
            return []
        }
        let item = WorkoutTemplate.Item.starting(exercise)
        if state.plan.template(templateId) == nil, var first = state.templates.draft {
            first.items = [item]
            return [.editSchedule(.putTemplate(first))]
        }
        return [.editSchedule(.addItem(templateId: templateId, item))]
    }

    /// Enter on a typed line: a name, an item's line, a time. A line the import's parser refuses
    /// stays open with its message, to be put right.
    static func save(_ state: inout AppState, _ entry: TemplateEntry) -> [Effect] {
        let text = entry.text.trimmingWhitespace()
        func refuse(_ why: String) -> [Effect] {
            state.message = StatusMessage(why, isError: true)
            return []
        }
        switch entry.purpose {
        case .newTemplate:
            if let problem = UserText.problem(in: text, limit: UserText.Limit.name) {
                return refuse("template name \(problem)")
            }
            let id = ScheduleEdit.newId(for: text, taken: state.plan.templates.map(\.id))
            state.overlay = nil
            state.templates.draft = WorkoutTemplate(id: id, name: text, items: [])
            openEditor(&state, id)
            state.message = StatusMessage("\(text): a adds its first exercise, and it is saved with it")
            return []
        case .duplicate(let id):
            guard var copy = state.plan.template(id) else { return refuse("template \(id) is no longer there") }
            copy.id = ScheduleEdit.newId(for: text, taken: state.plan.templates.map(\.id))
            copy.name = text
            state.overlay = nil
            return [.editSchedule(.putTemplate(copy))]
        case .rename(let id):
            if state.plan.template(id) == nil, state.templates.draft?.id == id {
                if let problem = UserText.problem(in: text, limit: UserText.Limit.name) {
                    return refuse("template name \(problem)")
                }
                state.templates.draft?.name = text
                state.overlay = nil
                return []
            }
            state.overlay = nil
            return [.editSchedule(.renameTemplate(id: id, name: text))]
        case .itemLine(let id, let index):
            guard let items = state.plan.template(id)?.items, items.indices.contains(index) else {
                state.overlay = nil
                return refuse("the item is no longer there")
            }
            do {
                let item = try ScheduleFile.item(exerciseId: items[index].exerciseId, clause: text)
                state.overlay = nil
                return [.editSchedule(.replaceItem(templateId: id, index: index, item))]
            } catch let error as ScheduleFile.ParseError {
                return refuse(error.message)
            } catch {
                return refuse("\(error)")
            }
        case .rotation(let id):
            do {
                var rotation = try ScheduleFile.rotation(id: id ?? "new", clause: text)
                if id == nil {
                    rotation.id = ScheduleEdit.newId(for: rotation.name, taken: state.plan.rotations.map(\.id))
                }
                state.overlay = nil
                return [.editSchedule(.putRotation(rotation))]
            } catch let error as ScheduleFile.ParseError {
                return refuse(error.message)
            } catch {
                return refuse("\(error)")
            }
        case .dayTime(let day, let templateId):
            guard let time = LocalTime(hhmm: text) else { return refuse("\"\(text)\" is not a time HH:MM") }
            state.overlay = nil
            return [.editSchedule(.setDay(day, templateId: templateId, time: time))]
        }
    }

    /// The store has the change: show what it holds, say what changed, and plan again with it.
    static func edited(_ state: inout AppState, _ edit: ScheduleEdit, _ snapshot: Snapshot) -> [Effect] {
        Reducer.loadStored(&state, snapshot)
        let names = LogFormat.names(state.plan)
        switch edit {
        case .putTemplate(let t):
            if state.templates.draft?.id == t.id {
                state.templates.draft = nil
                state.message = StatusMessage("Saved \(t.name) with \(names.exercise(t.items.first?.exerciseId ?? ""))")
            } else if state.screen == .templates {
                state.templates.cursor = state.plan.templates.firstIndex { $0.id == t.id } ?? state.templates.cursor
                state.message = StatusMessage("Saved \(t.name)")
            } else {
                state.message = StatusMessage("Saved \(t.name)")
            }
        case .renameTemplate(_, let name):
            state.message = StatusMessage("Renamed to \(name)")
        case .deleteTemplate(let id):
            state.message = StatusMessage("Deleted the template \(id)")
            if state.templates.editing == id, state.screen == .templateEditor { _ = Reducer.goBack(&state) }
        case .addItem(let id, let item):
            state.templates.itemCursor = max(0, (state.plan.template(id)?.items.count ?? 1) - 1)
            state.message = StatusMessage("Added \(names.exercise(item.exerciseId)): e sets its sets and weight")
        case .replaceItem(_, _, let item):
            state.message = StatusMessage(
                "Saved \(names.exercise(item.exerciseId)) \(TemplatesLines.item(state, item))")
        case .removeItem:
            state.message = StatusMessage("Removed")
        case .moveItem(let id, let exerciseId, let delta):
            state.templates.itemCursor =
                state.plan.template(id)?.items.firstIndex { $0.exerciseId == exerciseId } ?? 0
            state.message = StatusMessage("Moved \(names.exercise(exerciseId)) \(delta < 0 ? "up" : "down")")
        case .toggleSuperset(let id, let exerciseId):
            let joined = state.plan.template(id)?.supersets.contains { $0.contains(exerciseId) } ?? false
            state.message = StatusMessage(
                joined
                    ? "Superset: \(names.exercise(exerciseId)) with the next, rest after each round"
                    : "\(names.exercise(exerciseId)) is no longer in a superset with the next")
        case .setDay(let day, _, _):
            state.message = StatusMessage("Saved: \(day.displayName) \(TemplatesLines.day(state, day))")
        case .putRotation(let r):
            if let stored = state.plan.rotations.first(where: { $0.id == r.id }) {
                state.message = StatusMessage("Saved the rotation \(TemplatesLines.rotation(state, stored))")
            }
        case .deleteRotation(let id):
            state.message = StatusMessage("Deleted the rotation \(id)")
        }
        clamp(&state)
        return [.replan]
    }

    static func refused(_ state: inout AppState, _ message: String) {
        state.message = StatusMessage("Not saved: \(message)", isError: true)
    }

    static func clamp(_ state: inout AppState) {
        state.templates.cursor = min(max(0, state.templates.cursor), TemplatesLines.rowCount(state) - 1)
        let items = TemplatesLines.edited(state)?.items.count ?? 0
        state.templates.itemCursor = min(max(0, state.templates.itemCursor), max(0, items - 1))
    }
}
