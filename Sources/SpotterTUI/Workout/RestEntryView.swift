import FoundationEssentials

extension OverlayView {
    /// "Rest after Bench press": the seconds typed, then "Keep 02:00 in Push too?".
    static func restEntry(_ screen: inout ScreenBuffer, _ state: AppState, _ entry: RestEntry) {
        let g = state.glyphs
        let w = min(state.width - 2, 52)
        let x = (state.width - w) / 2
        let y = max(2, (state.height - 5) / 2)
        screen.box(x: x, y: y, width: w, height: 5, title: "Rest after \(entry.name)", glyphs: g)
        if entry.asking, let seconds = entry.seconds {
            screen.put("\(Format.clock(seconds)) in this workout.", x: x + 2, y: y + 1, role: .modal, maxWidth: w - 4)
            screen.put(
                "Keep it in \(entry.templateName ?? "the template") too?", x: x + 2, y: y + 2, role: .modal,
                maxWidth: w - 4)
            screen.put("y keeps it \(g.dot) n this workout only", x: x + 2, y: y + 3, role: .muted, maxWidth: w - 4)
            return
        }
        screen.put("seconds (0-\(RestEntry.maximumSeconds))", x: x + 2, y: y + 1, role: .muted, maxWidth: w - 4)
        screen.put("[ \(entry.text)_".fitted(w - 4), x: x + 2, y: y + 2, role: .selection)
        screen.put("]", x: x + w - 3, y: y + 2, role: .selection)
        screen.put("Enter saves \(g.dot) Esc cancels", x: x + 2, y: y + 3, role: .muted, maxWidth: w - 4)
    }
}
