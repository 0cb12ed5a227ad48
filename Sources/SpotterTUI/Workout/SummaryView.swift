import FoundationEssentials

/// The finish summary: duration, sets, volume, personal bests, records.
enum SummaryView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        guard let s = state.summary else { return }
        View.header(
            &screen, state, left: "Workout finished \(g.dot) \(s.name)", right: state.calendar.time(of: state.now).hhmm)
        var y = body.top
        func field(_ label: String, _ value: String, _ role: Role = .normal) {
            guard y <= body.bottom else { return }
            screen.put("  \(label)", x: 0, y: y, role: .muted)
            screen.put(value, x: 18, y: y, role: role, maxWidth: state.width - 19)
            y += 1
        }
        field("Duration", Format.clock(s.durationSeconds))
        field("Sets", s.sets.text)
        if let note = s.bodyWeightText, 18 + s.volumeText.count >= state.width {
            // Too narrow for both: the body weight on a line of its own below, as a best is, not cut off.
            field("Volume", s.volumeAmountText)
            if y <= body.bottom {
                screen.put("    \(note)", x: 0, y: y, maxWidth: state.width - 1)
                y += 1
            }
        } else {
            field("Volume", s.volumeText)
        }
        if s.personalBests.isEmpty {
            field("Personal bests", "none this time", .muted)
        }
        for (i, best) in s.personalBests.enumerated() {
            let was = best.previous.map { "was \(s.unit.text($0))" } ?? "first time"
            let text = "\(best.exercise) \(s.unit.withUnit(best.weight)) (\(was))"
            if 18 + text.count < state.width {
                field(i == 0 ? "Personal bests" : "", text, .saved)
            } else {
                // Too narrow for a column: the label on its own line, each best below it.
                if i == 0 { field("Personal bests", "") }
                guard y <= body.bottom else { return }
                screen.put("    \(text)", x: 0, y: y, role: .saved, maxWidth: state.width - 1)
                y += 1
            }
        }
        for (i, record) in s.records.enumerated() { field(i == 0 ? "Records" : "", record, .saved) }
    }
}
