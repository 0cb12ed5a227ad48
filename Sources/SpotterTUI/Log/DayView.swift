import FoundationEssentials

/// The Day screen: the day's plan, every set logged, the notifications planned, sent and held back.
enum DayView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        let day = state.log.day ?? state.today
        let when =
            day == state.today
            ? "today"
            : day < state.today ? "\(day.days(until: state.today))d ago" : "in \(state.today.days(until: day))d"
        View.header(&screen, state, left: "Day \(g.dot) \(LogFormat.date(day))", right: when)
        let lines = DayLines.lines(state)
        let first = min(state.log.dayScroll, max(0, lines.count - body.height))
        for (i, line) in lines.dropFirst(first).prefix(body.height).enumerated() {
            screen.logLine(line, y: body.top + i, glyphs: g, selected: line.selected)
        }
        // On the status row, out of the body's way; a message there takes the row.
        if first + body.height < lines.count && state.message == nil {
            screen.putRight("j \(g.down) more", y: state.height - 2, margin: 1, role: .muted)
        }
    }
}
