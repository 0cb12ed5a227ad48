import FoundationEssentials
import SpotterCore

/// History: every finished workout newest first (the loaded page of it); and one workout with all its sets.
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
        let log = state.log
        let total = log.historyTotal
        let count = log.history == nil ? "" : "\(total) workout\(total == 1 ? "" : "s")"
        View.header(&screen, state, left: (["History"] + filters).joined(separator: " \(g.dot) "), right: count)
        guard let entries = log.history else {
            screen.logLine(LogLine(text: "Loading\(g.ellipsis)", role: .muted), y: body.top, glyphs: g)
            return
        }
        if total == 0 {
            let why = log.historyAll == 0 ? "No finished workouts yet" : "No workout matches the filter"
            screen.logLine(LogLine(text: why, role: .muted), y: body.top, glyphs: g)
            return
        }
        let narrow = state.width < 60
        // Places in the whole list; the rows drawn are the loaded ones among them.
        let cursor = min(log.historyCursor, total - 1)
        let first = max(0, min(cursor - body.height + 1, total - body.height))
        let columns = Columns(entries, unit: state.unit, narrow: narrow)
        for i in first..<min(total, first + body.height) {
            guard let e = log.historyEntry(at: i) else { continue }
            let date = narrow ? String(e.day.iso.dropFirst(5)) : LogFormat.date(e.day)
            let right = columns.row(i - log.historyStart)
            screen.logLine(
                LogLine(text: "\(date)  \(e.name)", right: right), y: body.top + i - first, glyphs: g,
                selected: i == cursor)
        }
    }

    /// The list's right-hand columns (notes and records, duration, sets, volume), each as wide as
    /// its widest cell over the loaded pages, so they line up and stay put while the list scrolls.
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
        // The notes under the summary; then the sets grouped by exercise (`byExercise`), each
        // exercise's records on their own line after its sets; a set's note goes on its row.
        let noteLines =
            (w.note.map { ["Note: \($0)"] } ?? []) + w.exerciseNotes.map { "\($0.exercise): \($0.note)" }
        var exercises: [String] = []
        for s in w.sets where !exercises.contains(s.exercise) { exercises.append(s.exercise) }
        let owners = w.records.map { HistoryEntry.owner(of: $0, among: exercises) }
        // Many records fold into one line (`r` lists them), so the sets stay in view.
        func recordLines(_ records: [String]) -> [String] {
            records.count > 1 && !state.log.showRecords
                ? ["\(records.count) new records \(g.dot) r lists them"] : records.map { "New record: \($0)" }
        }
        let unowned = zip(w.records, owners).filter { $0.1 == nil }.map(\.0)
        let head = Array(
            (noteLines.map { (text: $0, role: Role.muted) }
                + recordLines(unowned).map { (text: $0, role: Role.normal) })
                .prefix(max(0, body.height - 2)))
        for (i, line) in head.enumerated() {
            screen.logLine(LogLine(text: line.text, role: line.role), y: body.top + 1 + i, glyphs: g)
        }
        let top = body.top + 1 + head.count
        let rows = body.height - 1 - head.count
        guard rows > 0, !w.sets.isEmpty else { return }
        // Every line below: a set (with its index), or after an exercise's last set the records
        // that exercise set.
        var lines: [(line: LogLine, set: Int?)] = []
        for (i, s) in w.sets.enumerated() {
            let time = state.calendar.clockText(s.logged.loggedAt)
            let note = s.logged.note.map { "  \($0)" } ?? ""
            lines.append(
                (LogLine(text: "\(time)  \(s.exercise)\(note)", right: LogFormat.setDetail(s.logged, g, state.unit)), i)
            )
            if i == w.sets.count - 1 || w.sets[i + 1].exercise != s.exercise {
                let own = zip(w.records, owners).filter { $0.1 == s.exercise }.map(\.0)
                lines += recordLines(own).map { (LogLine(text: "  \($0)"), nil) }
            }
        }
        let cursor = min(state.log.setCursor, w.sets.count - 1)
        let cursorLine = lines.firstIndex { $0.set == cursor } ?? 0
        // The cursor's set and the record lines under it show, as many as fit below it.
        let cursorEnd = (lines[(cursorLine + 1)...].firstIndex { $0.set != nil } ?? lines.count) - 1
        let first = max(0, min(cursorEnd - rows + 1, cursorLine))
        for (i, entry) in lines.enumerated().dropFirst(first).prefix(rows) {
            screen.logLine(entry.line, y: top + i - first, glyphs: g, selected: entry.set == cursor)
        }
    }
}
