import SpotterCore

/// What Plan › Templates shows, from `state.plan` as stored: the templates, the week, an item.
///
/// ```swift
/// TemplatesLines.selectedTemplate(state)?.name   // "Push" with the cursor on its row
/// TemplatesLines.day(state, .mon)                // "Push 18:00"
/// TemplatesLines.item(state, bench)              // "5 × 5  @60 kg  rest 2:00  +2.5 kg"
/// ```
enum TemplatesLines {
    /// The template under the list's cursor, `nil` on a weekday.
    static func selectedTemplate(_ state: AppState) -> WorkoutTemplate? {
        let templates = state.plan.templates
        return templates.indices.contains(state.templates.cursor) ? templates[state.templates.cursor] : nil
    }

    /// The weekday under the list's cursor (the rows after the templates), `nil` on a template.
    static func selectedDay(_ state: AppState) -> Weekday? {
        Weekday(rawValue: state.templates.cursor - state.plan.templates.count + 1)
    }

    /// The rotation under the list's cursor (the rows after the weekdays).
    static func selectedRotation(_ state: AppState) -> Rotation? {
        let i = state.templates.cursor - state.plan.templates.count - 7
        return state.plan.rotations.indices.contains(i) ? state.plan.rotations[i] : nil
    }

    /// How many rows the list has: the templates, Mon…Sun, then the rotations.
    static func rowCount(_ state: AppState) -> Int { state.plan.templates.count + 7 + state.plan.rotations.count }

    /// A rotation as the list shows it: "Weekend: Full body A · Full body B  Sat 10:00".
    static func rotation(_ state: AppState, _ r: Rotation) -> String {
        let names = LogFormat.names(state.plan)
        let days = r.weekdays.sorted().map(\.displayName).joined(separator: " ")
        return
            "\(r.name): \(r.templateIds.map(names.template).joined(separator: " \(state.glyphs.dot) "))  \(days) \(r.time.hhmm)"
    }

    /// The weekly entry on `day` (the first, when a file planned two), `nil` on a rest day.
    static func weekly(_ state: AppState, _ day: Weekday) -> WeeklySchedule? {
        state.plan.weekly.first { $0.weekdays.contains(day) }
    }

    /// What `day` holds: "Push 18:00", with a rotation "Weekend rotation 10:00", or "rest".
    static func day(_ state: AppState, _ day: Weekday) -> String {
        let names = LogFormat.names(state.plan)
        var parts = state.plan.weekly.filter { $0.weekdays.contains(day) }.map {
            "\(names.template($0.templateId)) \($0.time.hhmm)"
        }
        parts += state.plan.rotations.filter { $0.weekdays.contains(day) }.map {
            "\($0.name) (rotation: \($0.templateIds.map(names.template).joined(separator: " \(state.glyphs.dot) "))) \($0.time.hhmm)"
        }
        return parts.isEmpty ? "rest" : parts.joined(separator: ", ")
    }

    /// The weekdays a template is planned on: "Mon Thu".
    static func days(_ state: AppState, of id: String) -> String {
        Weekday.allCases.filter { d in
            state.plan.weekly.contains { $0.templateId == id && $0.weekdays.contains(d) }
                || state.plan.rotations.contains { $0.templateIds.contains(id) && $0.weekdays.contains(d) }
        }.map(\.displayName).joined(separator: " ")
    }

    /// The stored template the editor shows, `nil` for a draft.
    static func stored(_ state: AppState) -> WorkoutTemplate? {
        state.templates.editing.flatMap { state.plan.template($0) }
    }

    /// The template the editor shows: the stored one, else the draft.
    static func edited(_ state: AppState) -> WorkoutTemplate? {
        stored(state) ?? state.templates.draft.flatMap { $0.id == state.templates.editing ? $0 : nil }
    }

    /// The editor's selected item.
    static func selectedItem(_ state: AppState) -> WorkoutTemplate.Item? {
        guard let items = edited(state)?.items, items.indices.contains(state.templates.itemCursor) else { return nil }
        return items[state.templates.itemCursor]
    }

    /// An item's targets as the editor lists them: "5 × 5  @60 kg  rest 2:00  +2.5 kg"; a timed
    /// one "3 × 45s  rest 1:00"; in lb a barbell's weight is the loadable one (`PlateMath.target`).
    static func item(_ state: AppState, _ item: WorkoutTemplate.Item) -> String {
        let g = state.glyphs
        let exercise = state.plan.exercise(item.exerciseId)
        var reps = item.durationSeconds.map { "\($0)s" } ?? "\(item.reps ?? 1)"
        if let top = item.progression?.topReps { reps += "-\(top)" }
        var parts = ["\(item.sets) \(g.times) \(reps)"]
        if let kg = item.weight {
            let shown = PlateMath.target(
                kg, in: state.unit, barbell: exercise?.isBarbell == true, bar: state.prefs.bar,
                plates: state.prefs.plates)
            parts.append("@\(state.unit.withUnit(shown))")
        }
        parts.append("rest \(Format.clock(item.restSeconds))")
        if let rule = item.progression { parts.append(rule.clause) }
        return parts.joined(separator: "  ")
    }
}
