import FoundationEssentials
import SpotterCore

/// Draws Plan › Templates: the templates and the week (one list), a template's items, the line typed.
///
/// ```text
///  Plan › Templates                                      goal 3 days a week
///  Templates
///  › Push                      3 exercises   Mon Thu
///  Week
///    Mon   Push 18:00
///    Tue   rest
/// ```
enum TemplatesView {
    /// One row of the list: a heading, or the row the cursor stands on at `index`.
    struct Row {
        var line: LogLine
        var index: Int?
    }

    static func rows(_ state: AppState) -> [Row] {
        let narrow = state.width < 60
        var rows = [Row(line: LogLine(text: "Templates", role: .title), index: nil)]
        for (i, t) in state.plan.templates.enumerated() {
            let n = t.items.count
            let days = TemplatesLines.days(state, of: t.id)
            let right = narrow ? nil : "\(n) exercise\(n == 1 ? "" : "s")\(days.isEmpty ? "" : "  \(days)")"
            rows.append(Row(line: LogLine(text: t.name, right: right), index: i))
        }
        if state.plan.templates.isEmpty {
            rows.append(Row(line: LogLine(text: "no templates yet: n makes one", role: .muted), index: nil))
        }
        rows.append(Row(line: LogLine(text: "Week", role: .title), index: nil))
        for day in Weekday.allCases {
            let text = TemplatesLines.day(state, day)
            rows.append(
                Row(
                    line: LogLine(
                        text: "\(day.displayName)  \(text)", role: text == "rest" ? .muted : .normal),
                    index: state.plan.templates.count + day.rawValue - 1))
        }
        rows.append(Row(line: LogLine(text: "Rotations", role: .title), index: nil))
        for (i, r) in state.plan.rotations.enumerated() {
            rows.append(
                Row(line: LogLine(text: TemplatesLines.rotation(state, r)), index: state.plan.templates.count + 7 + i))
        }
        if state.plan.rotations.isEmpty {
            rows.append(Row(line: LogLine(text: "none: R makes one", role: .muted), index: nil))
        }
        return rows
    }

    static func drawList(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        let goal = state.prefs.weeklyGoal
        View.header(
            &screen, state, left: "Plan \(g.dot) Templates",
            right: state.width < 60 ? "goal \(goal)/wk" : "goal \(goal) day\(goal == 1 ? "" : "s") a week")
        let rows = rows(state)
        let at = rows.firstIndex { $0.index == state.templates.cursor } ?? 0
        let height = body.height
        // Keep the cursor near the middle, so the rows around it (and its heading) stay in view.
        let first = max(0, min(at - height / 2, rows.count - height))
        for (offset, row) in rows.enumerated().dropFirst(first).prefix(height) {
            let y = body.top + offset - first
            if row.index == nil {
                screen.put(" \(row.line.text)", x: 0, y: y, role: row.line.role, maxWidth: state.width)
            } else {
                screen.logLine(row.line, y: y, glyphs: g, selected: row.index == state.templates.cursor)
            }
        }
        // Room to spare: how the week is changed, which the footer shows only on a weekday.
        if rows.count < height {
            let hint =
                "On a weekday: \(Key.right.label(g)) its template, t its time \(g.dot) + - the weekly goal \(g.dot) ? every key"
            screen.put(" \(hint)", x: 0, y: body.bottom, role: .muted, maxWidth: state.width)
        }
    }

    static func drawEditor(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        guard let template = TemplatesLines.edited(state) else {
            View.header(&screen, state, left: "Templates", right: "")
            return
        }
        let saved = TemplatesLines.stored(state) != nil
        View.header(
            &screen, state, left: "Templates \(g.dot) \(template.name)",
            right: saved ? TemplatesLines.days(state, of: template.id) : "not saved yet")
        guard !template.items.isEmpty else {
            screen.put(
                "  No exercises yet: a adds one (the template is saved with it)", x: 0, y: body.top, role: .muted,
                maxWidth: state.width)
            return
        }
        let narrow = state.width < 60
        let nameWidth = narrow ? state.width - 6 : 24
        var lines: [(line: LogLine, item: Int?)] = []
        for (i, item) in template.items.enumerated() {
            let inSuperset = template.supersets.contains { $0.contains(item.exerciseId) }
            let mark = inSuperset ? g.vertical : " "
            let name = state.plan.exercise(item.exerciseId)?.name ?? item.exerciseId
            let targets = TemplatesLines.item(state, item)
            if narrow {
                lines.append((LogLine(text: "\(mark)\(name)"), i))
                lines.append((LogLine(text: "   \(targets)", role: .muted), nil))
            } else {
                lines.append((LogLine(text: "\(mark)\(name.fitted(nameWidth, ellipsis: g.ellipsis)) \(targets)"), i))
            }
        }
        let at = lines.firstIndex { $0.item == state.templates.itemCursor } ?? 0
        let height = body.height
        let first = max(0, min(at - height / 2, lines.count - height))
        for (offset, entry) in lines.enumerated().dropFirst(first).prefix(height) {
            screen.logLine(
                entry.line, y: body.top + offset - first, glyphs: g, selected: entry.item == state.templates.itemCursor)
        }
    }

    /// The line being typed, in a box: its prompt, what it is about, the text, what Enter does.
    static func entry(_ screen: inout ScreenBuffer, _ state: AppState, _ entry: TemplateEntry) {
        let about: String
        switch entry.purpose {
        case .newTemplate: about = "then a adds its exercises"
        case .duplicate(let id), .rename(let id):
            about = state.plan.template(id)?.name ?? state.templates.draft?.name ?? id
        case .itemLine(let id, let index):
            let item = state.plan.template(id)?.items.dropFirst(index).first
            let name = item.flatMap { state.plan.exercise($0.exerciseId)?.name } ?? ""
            // The file's weights are kg whatever the units setting: say so, and how to write pounds.
            about = "\(name) \(state.glyphs.dot) @60 is kg, @135lb pounds"
        case .dayTime(_, let id): about = LogFormat.names(state.plan).template(id)
        case .rotation:
            about =
                "\"Name\" TEMPLATE,TEMPLATE DAYS HH:MM (ids: \(state.plan.templates.map(\.id).joined(separator: ",")))"
        }
        OverlayView.lineEntry(&screen, state, title: entry.prompt, about: about, text: entry.text, width: 60)
    }
}
