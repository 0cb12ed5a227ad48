import SpotterCore

/// The exercise picker as a box: the search line with its filter, how many match, the results
/// (equipment and muscle group where there is room) and the "New exercise" row; the form over it.
///
/// ```
/// ┌ Add exercise ──────────────────────────────────────────┐
/// │ Search: bench_                               all (Tab) │
/// │ 9 of 341                                               │
/// │ › Bench press                          barbell · chest │
/// │   Dumbbell bench press                dumbbell · chest │
/// ```
enum ExercisePickerView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ picker: ExercisePicker) {
        let g = state.glyphs
        let w = min(state.width - 2, 64)
        // The status line stays in view below the box: it says why a pick was refused.
        let h = state.height - 3
        let x = (state.width - w) / 2
        let y = 1
        let inner = w - 4
        screen.box(x: x, y: y, width: w, height: h, title: picker.title, glyphs: g)
        let filter = "\(picker.filter?.label ?? "all")\(w >= 50 ? " (Tab)" : "")"
        let search = "Search: \(picker.query)_"
        let room = inner - filter.count - 1
        let shown = search.count > room ? g.ellipsis + String(search.suffix(room - 1)) : search
        screen.put(shown, x: x + 2, y: y + 1, role: .selection, maxWidth: room)
        screen.put(filter, x: x + w - 2 - filter.count, y: y + 1, role: .keyHint)
        let count = picker.indexing ? "Indexing\(g.ellipsis)" : "\(picker.results.count) of \(picker.total)"
        screen.put(count, x: x + 2, y: y + 2, role: .muted, maxWidth: inner)
        let rows = h - 4
        let first = max(0, min(picker.cursor - rows + 1, picker.rowCount - rows))
        for row in 0..<max(0, rows) {
            let i = first + row
            guard i < picker.rowCount else { break }
            let selected = i == picker.cursor
            let mark = selected ? String(g.marker) : " "
            let ry = y + 3 + row
            guard picker.results.indices.contains(i) else {
                let text = "\(mark) + New exercise \"\(picker.query.trimmingWhitespace())\"\(g.ellipsis)"
                screen.put(
                    text.fitted(inner, ellipsis: g.ellipsis), x: x + 2, y: ry, role: selected ? .selection : .muted)
                continue
            }
            let c = picker.results[i]
            let detail = details(c, g, room: inner - 4 - min(c.name.count, 24))
            let nameRoom = inner - 2 - (detail.isEmpty ? 0 : detail.count + 1)
            screen.put(
                "\(mark) \(c.name.fitted(nameRoom, ellipsis: g.ellipsis))".fitted(inner), x: x + 2, y: ry,
                role: selected ? .selection : .modal)
            if !detail.isEmpty {
                screen.put(detail, x: x + w - 2 - detail.count, y: ry, role: selected ? .selection : .muted)
            }
        }
        if picker.rowCount == 0 && !picker.indexing {
            screen.put("Nothing matches", x: x + 2, y: y + 3, role: .muted, maxWidth: inner)
        }
        if let form = picker.form { self.form(&screen, state, picker, form) }
    }

    /// `barbell · chest`, `timed · core`, or as much of it as `room` holds.
    static func details(_ c: ExerciseSearch.Candidate, _ g: Glyphs, room: Int) -> String {
        var parts: [String] = []
        switch c.kind {
        case .timed, .distanceTime: parts.append(c.kind.label)
        case .weightReps, .reps: if let e = c.equipment { parts.append(e.label) }
        }
        if let m = c.muscle { parts.append(m.label) }
        let full = parts.joined(separator: " \(g.dot) ")
        if full.count <= room { return full }
        return parts.first.map { $0.count <= room ? $0 : "" } ?? ""
    }

    /// The new-exercise form over the list: name, kind, equipment, the focused one marked.
    static func form(_ screen: inout ScreenBuffer, _ state: AppState, _ picker: ExercisePicker, _ form: NewExerciseForm)
    {
        let g = state.glyphs
        let w = min(state.width - 2, 50)
        let fields = NewExerciseForm.Field.allCases
        let h = fields.count + 3
        let x = (state.width - w) / 2
        let y = max(1, min((state.height - h) / 2, state.height - h - 3))
        screen.box(x: x, y: y, width: w, height: h, title: "New exercise", glyphs: g)
        screen.put("then: \(picker.title.lowercased())", x: x + 2, y: y + 1, role: .muted, maxWidth: w - 4)
        let valueWidth = w - 18
        for (i, field) in fields.enumerated() {
            let active = form.field == field
            let row = y + 2 + i
            screen.put(active ? String(g.marker) : " ", x: x + 2, y: row, role: active ? .selection : .modal)
            screen.put(field.label, x: x + 4, y: row, role: .modal)
            var value = form.text(field).replacing("×", with: g.times)
            let shown: String
            if field == .name {
                if value.count >= valueWidth - 1 { value = g.ellipsis + String(value.suffix(valueWidth - 3)) }
                shown = "[ \((value + (active ? "_" : "")).fitted(valueWidth - 4)) ]"
            } else {
                shown = "< \(value.fitted(valueWidth - 4)) >"
            }
            screen.put(shown, x: x + 14, y: row, role: active ? .selection : .modal, maxWidth: w - 16)
        }
    }
}
