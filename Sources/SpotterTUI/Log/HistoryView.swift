import FoundationEssentials
import SpotterCore

/// History: every finished workout newest first; and one workout with all its sets.
enum HistoryView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        var filters: [String] = []
        if let id = state.log.historyExercise { filters.append(state.plan.exercise(id)?.name ?? id) }
        if !state.log.historyText.isEmpty || state.overlay == .historyFilter(before: state.log.historyText) {
            filters.append("/\(state.log.historyText)\(isTyping(state) ? "_" : "")")
        } else if isTyping(state) {
            filters.append("/_")
        }
        let entries = state.log.filteredHistory
        let count = state.log.history == nil ? "" : "\(entries.count) workout\(entries.count == 1 ? "" : "s")"
        View.header(&screen, state, left: (["History"] + filters).joined(separator: " \(g.dot) "), right: count)
        guard state.log.history != nil else {
            screen.logLine(LogLine(text: "Loading\(g.ellipsis)", role: .muted), y: body.top, glyphs: g)
            return
        }
        if entries.isEmpty {
            let why = state.log.history?.isEmpty == true ? "No finished workouts yet" : "No workout matches the filter"
            screen.logLine(LogLine(text: why, role: .muted), y: body.top, glyphs: g)
            return
        }
        let narrow = state.width < 60
        let cursor = min(state.log.historyCursor, entries.count - 1)
        let first = max(0, min(cursor - body.height + 1, entries.count - body.height))
        let columns = Columns(entries, unit: state.unit, narrow: narrow)
        for (i, e) in entries.enumerated().dropFirst(first).prefix(body.height) {
            let date = narrow ? String(e.day.iso.dropFirst(5)) : LogFormat.date(e.day)
            let right = columns.row(i)
            screen.logLine(
                LogLine(text: "\(date)  \(e.name)", right: right), y: body.top + i - first, glyphs: g,
                selected: i == cursor)
        }
    }

    /// The list's right-hand columns (notes and records, duration, sets, volume), each as wide as
    /// its widest cell over the whole list, so they line up and stay put while the list scrolls.
    struct Columns {
        let cells: [[String]]
        let widths: [Int]

        init(_ entries: [HistoryEntry], unit: WeightUnit, narrow: Bool) {
            let cells: [[String]] = entries.map { e in
                guard !narrow else { return [LogFormat.sets(e.setCount)] }
                let marks = [e.hasNotes ? "note" : "", e.records.isEmpty ? "" : LogFormat.records(e.records.count)]
                return [
                    marks.filter { !$0.isEmpty }.joined(separator: "  "), Format.clock(e.durationSeconds),
                    LogFormat.sets(e.setCount), LogFormat.volume(e.volume, unit),
                ]
            }
            let count = cells.first?.count ?? 0
            self.cells = cells
            widths = (0..<count).map { c in cells.map { $0[c].count }.max() ?? 0 }
        }

        /// Row `i`'s columns: words (marks, "5 sets") flush left, times and volumes flush right.
        func row(_ i: Int) -> String {
            let words: Set<Int> = cells[i].count > 1 ? [0, 2] : [0]
            return zip(cells[i], widths).enumerated().compactMap { c, cell in
                let (text, width) = cell
                guard width > 0 else { return nil }
                let pad = String(repeating: " ", count: max(0, width - text.count))
                return words.contains(c) ? text + pad : pad + text
            }.joined(separator: "  ")
        }
    }

    static func isTyping(_ state: AppState) -> Bool {
        if case .historyFilter? = state.overlay { return true } else { return false }
    }

    static func drawWorkout(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        guard let w = state.log.openWorkout else {
            View.header(&screen, state, left: "Workout", right: "")
            return
        }
        View.header(
            &screen, state, left: "\(w.name) \(g.dot) \(LogFormat.date(w.day))",
            right: state.calendar.clockText(w.startedAt))
        let duration = w.durationIsShown ? Format.clock(w.durationSeconds) : ISOInstant.unknown
        let summary =
            "\(duration) \(g.dot) \(LogFormat.sets(w.setCount)) \(g.dot) \(LogFormat.volume(w.volume, state.unit))"
        screen.logLine(LogLine(text: summary, role: .muted), y: body.top, glyphs: g)
        // The notes, then the records this workout set, one line each, under its summary (as the
        // finish summary lists them); a set's note goes on its own row.
        let noteLines =
            (w.note.map { ["Note: \($0)"] } ?? []) + w.exerciseNotes.map { "\($0.exercise): \($0.note)" }
        // Many records fold into one line (`r` lists them), so the sets stay in view.
        let records =
            w.records.count > 1 && !state.log.showRecords
            ? ["\(w.records.count) new records \(g.dot) r lists them"] : w.records.map { "New record: \($0)" }
        let recordLines = Array(
            (noteLines.map { (text: $0, role: Role.muted) } + records.map { (text: $0, role: Role.normal) })
                .prefix(max(0, body.height - 2)))
        for (i, line) in recordLines.enumerated() {
            screen.logLine(LogLine(text: line.text, role: line.role), y: body.top + 1 + i, glyphs: g)
        }
        let top = body.top + 1 + recordLines.count
        let rows = body.height - 1 - recordLines.count
        guard rows > 0, !w.sets.isEmpty else { return }
        let cursor = min(state.log.setCursor, w.sets.count - 1)
        let first = max(0, min(cursor - rows + 1, w.sets.count - rows))
        for (i, s) in w.sets.enumerated().dropFirst(first).prefix(rows) {
            let time = state.calendar.clockText(s.logged.loggedAt)
            let note = s.logged.note.map { "  \($0)" } ?? ""
            screen.logLine(
                LogLine(text: "\(time)  \(s.exercise)\(note)", right: LogFormat.setDetail(s.logged, g, state.unit)),
                y: top + i - first, glyphs: g, selected: i == cursor)
        }
    }
}
