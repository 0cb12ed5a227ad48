import FoundationEssentials
import SpotterCore

/// The body-weight screen: the chart of the weigh-ins (dots) and their 7-day average (the line),
/// then every entry, newest first, with its average beside it, in the user's unit.
///
/// ```text
///  Body weight                                              3 entries
///    Body weight (kg): dots the entries, line the 7-day average
///  ▸ Sun 6 Dec     82.4 kg        7-day average 82.6 kg
/// ```
/// A short terminal has room for the entries only.
enum BodyWeightView {
    /// Body rows from which the chart shows above the entries.
    static let tallBody = 14

    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        guard let entries = state.log.bodyWeights else {
            View.header(&screen, state, left: "Body weight", right: "")
            screen.logLine(LogLine(text: "Loading\(g.ellipsis)", role: .muted), y: body.top, glyphs: g)
            return
        }
        View.header(
            &screen, state, left: "Body weight", right: "\(entries.count) entr\(entries.count == 1 ? "y" : "ies")")
        guard !entries.isEmpty else {
            screen.logLine(
                LogLine(text: "No body weight logged yet: w logs today's", role: .muted), y: body.top, glyphs: g)
            return
        }
        let points = BodyWeightTrend.points(entries)
        var top = body.top
        if body.height >= tallBody {
            let height = min(10, body.height / 2)
            chart(&screen, points, state, y: top, height: height)
            top += height + 1
        }
        list(&screen, Array(points.reversed()), state, from: top, to: body.bottom)
    }

    static func chart(
        _ screen: inout ScreenBuffer, _ points: [BodyWeightTrend.Point], _ state: AppState, y: Int, height: Int
    ) {
        let xy = points.map { (x: Double($0.day.daysSinceEpoch), y: $0.kg) }
        let span = (xy.last?.x ?? 0) - (xy.first?.x ?? 0)
        let drawn = ChartView.draw(
            &screen, points: xy, trend: points.map(\.averageKg), xLabel: ChartView.dayLabel(span: span),
            style: .line, x: 1, y: y + 1, width: state.width - 2, height: height - 1, unit: state.unit,
            glyphs: state.chartGlyphs, what: "Body weight chart")
        if drawn {
            screen.put(
                "Body weight (\(state.unit.label)): dots the entries, line the 7-day average".clipped(
                    state.width - 4, ellipsis: state.glyphs.ellipsis), x: 3, y: y, role: .title)
        }
    }

    /// The entries, newest first, scrolled so the selected one shows.
    static func list(
        _ screen: inout ScreenBuffer, _ newest: [BodyWeightTrend.Point], _ state: AppState, from: Int, to: Int
    ) {
        let g = state.glyphs
        let unit = state.unit
        let narrow = state.width < 60
        let room = max(1, to - from + 1)
        let cursor = min(state.log.bodyWeightCursor, newest.count - 1)
        let first = max(0, min(cursor - room + 1, newest.count - room))
        for (i, p) in newest.enumerated().dropFirst(first).prefix(room) {
            let date = narrow ? String(p.day.iso.dropFirst(5)) : LogFormat.shortDate(p.day)
            let average = "\(narrow ? "avg" : "7-day average") \(unit.tenths(p.averageKg)) \(unit.label)"
            screen.logLine(
                LogLine(text: "\(date.padded(toWidth: narrow ? 6 : 12)) \(unit.withUnit(p.kg))", right: average),
                y: from + i - first, glyphs: g, selected: i == cursor)
        }
    }
}
