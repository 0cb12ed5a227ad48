import FoundationEssentials

/// Today: what's planned (from the day resolver), this week's progress, and where to start.
enum TodayView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        let overview = TodayOverview(state)
        let day = state.today
        View.header(
            &screen, state, left: "Spotter \(g.dot) \(day.weekday.displayName) \(day.iso)",
            right: state.calendar.time(of: state.now).hhmm)
        var y = body.top
        let labelWidth = 14
        func field(_ label: String, _ value: String, _ role: Role = .normal) {
            guard y <= body.bottom else { return }
            screen.put("  \(label)", x: 0, y: y, role: .muted)
            screen.put(value, x: labelWidth, y: y, role: role, maxWidth: state.width - labelWidth - 1)
            y += 1
        }
        field("Today", overview.todayText)
        field("Next", overview.nextText)
        let goal = max(overview.weekGoal, overview.weekDone)
        let boxes = (0..<goal).map { $0 < overview.weekDone ? String(g.filled) : String(g.empty) }.joined(
            separator: " ")
        field("This week", "\(boxes)  \(overview.weekDone) of \(overview.weekGoal) days")
        // A new home (nothing logged yet) shows its unit before the first set is typed in it;
        // `s` opens Settings on that row, the first.
        if state.live.workout == nil && state.lastSets.isEmpty && state.weekWorkouts.isEmpty {
            field("Units", "\(state.unit.label) \(g.dot) s to change")
        }
        if let workout = state.live.workout {
            let started = state.calendar.clockText(workout.startedAt)
            field(
                "Open", "\(state.workoutName) \(g.dot) \(workout.sets.count) sets \(g.dot) started \(started)",
                .timerRunning)
        }
        if body.height >= 14 { y += 1 }
        if y <= body.bottom && body.height >= 10 {
            screen.put("  Start a workout", x: 0, y: y, role: .title)
            y += 1
        }
        let rowsLeft = body.bottom - y + 1
        guard rowsLeft > 0 else { return }
        let entries = overview.entries
        let cursor = min(state.todayScreen.cursor, max(0, entries.count - 1))
        let first = max(0, min(cursor - rowsLeft + 1, entries.count - rowsLeft))
        for (offset, entry) in entries.enumerated().dropFirst(first).prefix(rowsLeft) {
            let selected = offset == cursor
            let (name, note) = describe(entry, state)
            let line = "  \(selected ? String(g.marker) : " ") \(name)"
            screen.put(line, x: 0, y: y, role: selected ? .selection : .normal, maxWidth: state.width)
            if let note, state.width - 2 - note.count > line.count + 1 {
                screen.putRight(note, y: y, margin: 2, role: selected ? .selection : .muted)
            }
            if selected { screen.paint(y: y, from: 2, width: state.width - 3, role: .selection) }
            y += 1
        }
    }

    static func describe(_ entry: StartEntry, _ state: AppState) -> (String, String?) {
        switch entry {
        case .resume:
            return ("Resume \(state.workoutName)", "\(state.live.workout?.sets.count ?? 0) sets logged")
        case .template(let id, _, let note):
            return (state.plan.template(id)?.name ?? id, note)
        case .empty:
            return ("Empty workout", "add exercises as you go")
        }
    }
}
