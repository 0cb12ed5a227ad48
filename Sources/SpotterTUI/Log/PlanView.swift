import FoundationEssentials
import SpotterCore

/// The Plan screen: the phased plan or the weekly schedule, then the next 14 days.
enum PlanView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        View.header(&screen, state, left: "Plan", right: state.plan.phased == nil ? "weekly schedule" : "phased plan")
        var y = body.top
        // Keep at least four of the 14 days in view on a small terminal.
        let outline = PlanLines.outline(state).prefix(max(0, body.height - 5))
        for line in outline {
            screen.logLine(line, y: y, glyphs: g)
            y += 1
        }
        guard y <= body.bottom else { return }
        screen.put("  Next 14 days", x: 0, y: y, role: .title)
        y += 1
        let days = PlanLines.upcoming(state)
        let cursor = min(state.log.planCursor, days.count - 1)
        // `i`: the selected day's exercises under it, as many as leave a day row above them.
        let items =
            state.log.showItems ? Array(PlanLines.items(state, days[cursor].plan).prefix(body.bottom - y)) : []
        let rows = body.bottom - y + 1 - items.count
        guard rows > 0 else { return }
        let first = max(0, min(cursor - rows + 1, days.count - rows))
        for (i, d) in days.enumerated().dropFirst(first).prefix(rows) {
            let label = i == 0 ? "today" : state.width < 60 ? d.day.weekday.displayName : LogFormat.shortDate(d.day)
            let line = LogLine(
                text: "\(label.padded(toWidth: state.width < 60 ? 5 : 11)) \(d.text)",
                role: d.training ? .normal : .muted)
            screen.logLine(line, y: y, glyphs: g, selected: i == cursor)
            y += 1
            if i == cursor {
                for item in items {
                    screen.logLine(item, y: y, glyphs: g)
                    y += 1
                }
            }
        }
    }
}
