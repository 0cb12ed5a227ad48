import FoundationEssentials
import SpotterCore

/// The Week screen: Monday to Sunday planned vs done, sets and volume, the goal, the week in review.
enum WeekView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        let week = state.log.week ?? state.today.isoWeek
        View.header(
            &screen, state, left: "Week \(g.dot) \(week)",
            right: state.width < 60
                ? "\(week.monday.day) \(LogFormat.months[week.monday.month - 1]) – \(week.days[6].day) \(LogFormat.months[week.days[6].month - 1])"
                : "\(LogFormat.shortDate(week.monday)) – \(LogFormat.shortDate(week.days[6]))")
        guard let summary = state.log.weekSummary, summary.week == week else {
            screen.logLine(LogLine(text: "Loading\(g.ellipsis)", role: .muted), y: body.top, glyphs: g)
            return
        }
        if state.log.weekChart {
            chart(&screen, state, summary, top: body.top, bottom: body.bottom)
            return
        }
        let names = LogFormat.names(state.plan)
        let narrow = state.width < 60
        var y = body.top
        for (i, d) in summary.days.enumerated() where y <= body.bottom {
            let standing = d.standing(today: state.today)
            let mark: String
            switch standing {
            case .done: mark = String(g.check)
            case .missed: mark = narrow ? "miss" : "missed"
            case .planned: mark = narrow ? "plan" : "planned"
            case .free, .unknown: mark = ""
            }
            // What was done, not what was planned; before Spotter knew the day, nothing at all.
            let what =
                standing == .done
                ? d.doneWorkouts.map { names.workout($0) }.joined(separator: ", ")
                : standing == .unknown ? "" : d.plan.text(names)
            let logged =
                d.sets > 0
                ? (narrow
                    ? LogFormat.sets(d.sets)
                    : "\(LogFormat.sets(d.sets)) \(g.dot) \(LogFormat.volume(d.volume, state.unit))")
                : ""
            let today = d.day == state.today ? "*" : " "
            let label =
                narrow ? "\(d.day.weekday.displayName)\(today)" : "\(d.day.weekday.displayName) \(d.day.day)\(today)"
            let text =
                "\(label.padded(toWidth: narrow ? 4 : 7)) \(mark.padded(toWidth: narrow ? 4 : 7)) \(what)"
            screen.logLine(
                LogLine(text: text, right: logged.isEmpty ? nil : logged), y: y, glyphs: g,
                selected: i == state.log.weekCursor)
            y += 1
        }
        if y <= body.bottom && body.height > 10 { y += 1 }
        let goal = summary.goal
        let boxes = (0..<max(goal.goal, goal.done)).map { $0 < goal.done ? String(g.filled) : String(g.empty) }.joined(
            separator: " ")
        let status = goal.reached ? "reached" : "\(goal.owed) to go"
        let risk = goal.atRisk.first.map { " \(g.dot) at risk from \(LogFormat.shortDate($0))" } ?? ""
        var rest = [
            LogLine(
                text:
                    "Goal    \(boxes)  \(goal.done) of \(goal.goal)\(narrow ? "" : " days") \(g.dot) \(status)\(narrow ? "" : risk)"
            ),
            LogLine(
                text: "Total   \(LogFormat.sets(summary.sets)) \(g.dot) \(LogFormat.volume(summary.volume, state.unit))"
            ),
        ]
        switch summary.review {
        case .report(_, let body): rest.append(LogLine(text: "Review  \(body)"))
        case .silent(let reason): rest.append(LogLine(text: "Review  stays silent: \(reason)", role: .muted))
        }
        for line in rest where y <= body.bottom {
            screen.logLine(line, y: y, glyphs: g)
            y += 1
        }
        // The weekly volume chart below, where it fits whole (else `v` shows it alone).
        if body.bottom - y >= 7 { chart(&screen, state, summary, top: y + 1, bottom: body.bottom) }
    }

    /// `Weekly volume (kg)` over the last `WeeklyVolume.chartWeeks` weeks, one bar a week.
    static func chart(_ screen: inout ScreenBuffer, _ state: AppState, _ summary: WeekSummary, top: Int, bottom: Int) {
        let weeks = summary.recentWeeks
        let points = weeks.enumerated().map { (x: Double($0.offset), y: $0.element.kg) }
        let drawn = ChartView.draw(
            &screen, points: points,
            xLabel: { x in
                let i = Int(x.rounded())
                return weeks.indices.contains(i) ? "W\(weeks[i].week.week)" : ""
            }, style: .bars, x: 1, y: top + 1, width: state.width - 2, height: bottom - top, unit: state.unit,
            glyphs: state.chartGlyphs, what: "Weekly volume chart")
        if drawn {
            let span = state.width < 60 ? "" : ", \(weeks.first.map { "\($0.week)" } ?? "") to \(summary.week)"
            screen.put(
                "Weekly volume (\(state.unit.label))\(span)", x: 3, y: top, role: .title, maxWidth: state.width - 4)
        }
    }
}
