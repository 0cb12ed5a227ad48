import FoundationEssentials

/// The past-workout form: name, date, start and end, the focused field marked with `›` and a
/// caret (so it reads without colour), then what the keys do.
enum WorkoutFormView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ form: WorkoutForm) {
        let g = state.glyphs
        let w = min(state.width - 2, 52)
        let inner = w - 4
        let fields = WorkoutForm.Field.allCases
        // The hint line goes first on a short terminal; the fields always show.
        let hint = state.height - 3 >= fields.count + 3
        let h = 2 + fields.count + (hint ? 1 : 0)
        let x = (state.width - w) / 2
        let y = max(1, min((state.height - h) / 2, state.height - h - 1))
        screen.box(x: x, y: y, width: w, height: h, title: "Edit workout", glyphs: g)
        var row = y + 1
        for field in fields {
            let active = form.field == field
            screen.put(active ? String(g.marker) : " ", x: x + 2, y: row, role: active ? .selection : .modal)
            screen.put(field.label, x: x + 4, y: row, role: .modal)
            let valueWidth = max(6, inner - 13)
            var value = form.text(field) + (active ? "_" : "")
            if value.count > valueWidth { value = g.ellipsis + String(value.suffix(valueWidth - 1)) }
            screen.put("[ \(value.fitted(valueWidth)) ]", x: x + 10, y: row, role: active ? .selection : .modal)
            row += 1
        }
        if hint {
            let words = inner >= 44 ? "YYYY-MM-DD, HH:MM local \(g.dot) Enter saves" : "Enter saves \(g.dot) Esc"
            screen.put(words, x: x + 2, y: row, role: .muted, maxWidth: inner)
        }
    }
}
