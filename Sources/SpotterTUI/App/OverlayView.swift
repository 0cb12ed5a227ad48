import FoundationEssentials
import SpotterCore

/// The overlays: help, the consent prompt, the set form, the questions and the entry lines.
enum OverlayView {
    /// The consent prompt's words, exactly as the issue gives them.
    static let consentTitle = "Rest timer alerts?"
    static let consentBody = "Your rest timer is running. Want an alert if you lock your screen or switch windows?"

    static func help(_ screen: inout ScreenBuffer, _ state: AppState) {
        let g = state.glyphs
        // The very table that handles keys under the overlay: help cannot list a key that does not work.
        let table = KeyTables.described(by: state)
        let window = HelpWindow(state)
        let (w, h, keyWidth) = (window.width, window.height, window.keyWidth)
        let x = (state.width - w) / 2
        let y = 1
        screen.box(x: x, y: y, width: w, height: h, title: "Keys \(g.dot) \(table.name)", glyphs: g)
        // More keys than rows: a window over them that j/k move, and the last line says where it is.
        var row = y + 1
        for entry in window.entries.dropFirst(window.first).prefix(window.visible) {
            screen.put(entry.label.fitted(keyWidth), x: x + 2, y: row, role: .keyHint)
            for line in entry.lines where row < y + 1 + window.rows {
                screen.put(
                    line, x: x + 3 + keyWidth, y: row, role: entry.enabled ? .modal : .muted,
                    maxWidth: w - keyWidth - 5)
                row += 1
            }
        }
        let range = "\(window.first + 1)–\(window.first + window.visible) of \(window.count)"
        // The longest that fits: the counter is the last thing to go.
        let choices =
            window.scrolls
            ? [
                "Esc closes \(g.dot) j/k scroll \(g.dot) \(range)", "Esc \(g.dot) j/k \(g.dot) \(range)", range,
            ] : ["Esc closes"]
        let footer = choices.first { $0.count <= w - 4 } ?? choices[choices.count - 1]
        screen.put(footer, x: x + 2, y: y + h - 2, role: .muted, maxWidth: w - 4)
    }

    static func consent(_ screen: inout ScreenBuffer, _ state: AppState, allowFocused: Bool) {
        let g = state.glyphs
        let w = min(state.width - 2, 64)
        let inner = w - 4
        // Keep the sentences apart when they fit, so the question reads on its own line.
        let sentences = ["Your rest timer is running.", "Want an alert if you lock your screen or switch windows?"]
        let lines = sentences.flatMap { wrap($0, width: inner) }
        let h = lines.count + 4
        let x = (state.width - w) / 2
        let y = max(1, min(3, state.height - h - 1))
        screen.box(x: x, y: y, width: w, height: h, title: consentTitle, glyphs: g)
        for (i, line) in lines.enumerated() { screen.put(line, x: x + 2, y: y + 1 + i, role: .modal) }
        let allow = "[ Allow ]"
        let notNow = "[ Not now ]"
        let buttonsX = x + (w - allow.count - notNow.count - 3) / 2
        let by = y + h - 2
        screen.put(allow, x: buttonsX, y: by, role: allowFocused ? .buttonFocused : .button)
        screen.put(notNow, x: buttonsX + allow.count + 3, y: by, role: allowFocused ? .button : .buttonFocused)
    }

    /// The set form: the fields top to bottom in the order Tab takes, the focused one marked with
    /// `›` and a caret (so it reads without colour), then the plate line, the warm-ups and any question.
    static func setForm(_ screen: inout ScreenBuffer, _ state: AppState, _ form: SetForm) {
        let g = state.glyphs
        let name = state.plan.exercise(form.exerciseId)?.name ?? form.exerciseId
        let w = min(state.width - 2, 46)
        let inner = w - 4
        var extras: [(String, Role)] = []
        if let question = form.confirming {
            extras.append(("\(question.prefix(1).uppercased())\(question.dropFirst()) \(g.enter) saves", .error))
        }
        // What the matching set was last time, when there was one.
        if let hint = state.lastTimeHint(for: form) { extras.append((hint, .muted)) }
        if let plates = state.plateLine(for: form) { extras.append((plates, .muted)) }
        let warmups = state.warmups(for: form)
        if !warmups.isEmpty {
            let list = warmups.map {
                Format.set(
                    weight: $0.weight, reps: $0.reps, seconds: nil, times: g.times, unit: form.unit)
            }
            let full = "Warm-up: \(list.joined(separator: " ")) (w logs)"
            extras.append((full.count <= inner ? full : "w: \(list.joined(separator: " "))", .muted))
        }
        let fields = form.fields
        let room = state.height - 3
        let showHeading = room >= fields.count + 1 + extras.count + 2
        let shownExtras = Array(extras.prefix(max(0, room - 2 - fields.count - (showHeading ? 1 : 0))))
        let h = 2 + (showHeading ? 1 : 0) + fields.count + shownExtras.count
        let x = (state.width - w) / 2
        let y = max(1, min((state.height - h) / 2, state.height - h - 1))
        screen.box(
            x: x, y: y, width: w, height: h,
            title: form.editingSetId == nil ? "Log set \(g.dot) \(name)" : "Edit set \(g.dot) \(name)", glyphs: g)
        var row = y + 1
        if showHeading {
            let exerciseRow = state.exerciseRows.first { $0.exercise.id == form.exerciseId }
            let heading: String
            if let id = form.editingSetId, let set = exerciseRow?.sets.first(where: { $0.id == id }) {
                // The set it edits, numbered as the row and the delete question number it.
                heading =
                    "editing \(NextSet.ordinal(of: set, among: exerciseRow?.sets ?? [], target: exerciseRow?.targetSets))"
            } else if form.editingSetId != nil {
                heading = "editing \(g.dot) \(form.source)"
            } else {
                heading = "\(exerciseRow.map(state.setOrdinal) ?? "") \(g.dot) \(form.source)"
            }
            screen.put(heading, x: x + 2, y: row, role: .muted, maxWidth: inner)
            row += 1
        }
        for field in fields {
            let active = form.field == field
            screen.put(active ? String(g.marker) : " ", x: x + 2, y: row, role: active ? .selection : .modal)
            screen.put(field.label, x: x + 4, y: row, role: .modal)
            let valueWidth = field == .note ? max(6, inner - 14) : 7
            var value = form.text(field)
            if field == .note, value.count >= valueWidth { value = g.ellipsis + String(value.suffix(valueWidth - 2)) }
            let shown =
                field == .type
                ? "< \(value.fitted(valueWidth)) >" : "[ \((value + (active ? "_" : "")).fitted(valueWidth)) ]"
            screen.put(shown, x: x + 11, y: row, role: active ? .selection : .modal)
            let after: String
            switch field {
            case .weight: after = form.unit.rawValue + (form.weight.isEmpty ? " (empty: body weight)" : "")
            case .distance: after = CardioPace.paceUnit(form.unit)
            case .time: after = w >= 44 ? "MM:SS or H:MM:SS" : "MM:SS"
            case .heartRate: after = w >= 44 ? "bpm, optional" : "bpm"
            case .rpe: after = w >= 44 ? "6-10, optional" : "6-10"
            default: after = ""
            }
            if !after.isEmpty {
                screen.put(
                    after, x: x + 12 + shown.count, y: row, role: .muted,
                    maxWidth: max(0, x + w - 2 - (x + 12 + shown.count)))
            }
            row += 1
        }
        for (text, role) in shownExtras {
            screen.put(text, x: x + 2, y: row, role: role, maxWidth: inner)
            row += 1
        }
    }

    /// "Delete Bench press 60×5 from Push, Mon 30 Nov?" with what y and n do.
    static func confirm(_ screen: inout ScreenBuffer, _ state: AppState, _ confirmation: Confirmation) {
        let g = state.glyphs
        let w = min(state.width - 2, 60)
        let lines = wrap(confirmation.question, width: w - 4)
        let h = lines.count + 4
        let x = (state.width - w) / 2
        let y = max(1, (state.height - h) / 2)
        screen.box(x: x, y: y, width: w, height: h, title: confirmation.title, glyphs: g)
        for (i, line) in lines.enumerated() { screen.put(line, x: x + 2, y: y + 1 + i, role: .modal) }
        screen.put(
            "\(confirmation.answers) \(g.dot) \(confirmation.declined)", x: x + 2, y: y + h - 2, role: .muted,
            maxWidth: w - 4)
    }

    /// "Finish with 6 sets left?", what is left of each exercise, and what Enter and Esc do.
    static func finishQuestion(_ screen: inout ScreenBuffer, _ state: AppState, _ left: SetsLeft) {
        let g = state.glyphs
        let w = min(state.width - 2, 60)
        let question = wrap("Finish with \(SetsLeft.sets(left.total)) left?", width: w - 4)
        let what = wrap(left.text { state.plan.exercise($0)?.name ?? $0 }, width: w - 4)
        let keys = wrap("\(g.enter) finish \(g.dot) Esc back", width: w - 4)
        let lines = question + what
        let h = min(state.height - 2, lines.count + keys.count + 3)
        let x = (state.width - w) / 2
        let y = max(1, (state.height - h) / 2)
        screen.box(x: x, y: y, width: w, height: h, title: "Finish?", glyphs: g)
        // The keys always show; what is left gives way first on a short terminal.
        for (i, line) in lines.prefix(max(0, h - 3 - keys.count)).enumerated() {
            screen.put(line, x: x + 2, y: y + 1 + i, role: i < question.count ? .modal : .muted)
        }
        for (i, line) in keys.enumerated() {
            screen.put(line, x: x + 2, y: y + h - 1 - keys.count + i, role: .muted, maxWidth: w - 4)
        }
    }

    /// "Delete Bench press set 2 of 3: 60×5?" with the keys that choose another set, delete or keep.
    static func deleteSet(_ screen: inout ScreenBuffer, _ state: AppState) {
        let g = state.glyphs
        guard let question = Reducer.deleteQuestion(state) else { return }
        let w = min(state.width - 2, 60)
        let lines = wrap(question, width: w - 4)
        let keys = wrap(
            "\(Key.left.label(g))/\(Key.right.label(g)) another set \(g.dot) y deletes for good \(g.dot) n keeps it",
            width: w - 4)
        let h = lines.count + keys.count + 3
        let x = (state.width - w) / 2
        let y = max(1, (state.height - h) / 2)
        screen.box(x: x, y: y, width: w, height: h, title: "Delete a set?", glyphs: g)
        for (i, line) in lines.enumerated() { screen.put(line, x: x + 2, y: y + 1 + i, role: .modal) }
        for (i, line) in keys.enumerated() {
            screen.put(line, x: x + 2, y: y + 2 + lines.count + i, role: .muted, maxWidth: w - 4)
        }
    }

    /// The line typed for a Day overlay: the activity, or the vacation's last day.
    static func dayEntry(_ screen: inout ScreenBuffer, _ state: AppState, _ entry: DayEntry) {
        let about: String?
        switch entry.purpose {
        case .workoutNote(_, let title), .exerciseNote(_, _, let title):
            about = "on \(title)"
        case .exerciseName(let id), .mergeInto(let id):
            let name = state.plan.exercise(id)?.name ?? id
            about = "\(name)\(Reducer.setsText(state, id))"
        case .bodyWeight(let day):
            about = "for \(LogFormat.shortDate(day)), in \(state.unit.label)"
        case .templateName:
            let what = state.summary?.draft.map { "\($0.items.count) exercise\($0.items.count == 1 ? "" : "s")" } ?? ""
            about = "from this workout: \(what)"
        case .crossActivity, .vacationEnd:
            about = state.log.day.map { "for \(LogFormat.shortDate($0))" }
        }
        lineEntry(&screen, state, title: entry.prompt, about: about, text: entry.text, width: 52)
    }

    /// A line being typed, in a box: its prompt as the title, a line about what it is for, the
    /// text with its cursor (the end of it, when it is longer than the box), what Enter and Esc do.
    static func lineEntry(
        _ screen: inout ScreenBuffer, _ state: AppState, title: String, about: String?, text: String, width: Int
    ) {
        let g = state.glyphs
        let w = min(state.width - 2, width)
        let x = (state.width - w) / 2
        let y = max(2, (state.height - 5) / 2)
        screen.box(x: x, y: y, width: w, height: 5, title: title, glyphs: g)
        let room = w - 6
        let shown = text.count >= room ? String(text.suffix(room - 1)) : text
        if let about { screen.put(about, x: x + 2, y: y + 1, role: .muted, maxWidth: w - 4) }
        screen.put("[ \(shown)_".fitted(w - 4), x: x + 2, y: y + 2, role: .selection)
        screen.put("]", x: x + w - 3, y: y + 2, role: .selection)
        screen.put("Enter saves \(g.dot) Esc cancels", x: x + 2, y: y + 3, role: .muted, maxWidth: w - 4)
    }
}
