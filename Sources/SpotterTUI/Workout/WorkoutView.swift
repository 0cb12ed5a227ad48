import FoundationEssentials

/// The live workout: the exercises with their sets, and the rest (or work) countdown in large digits.
enum WorkoutView {
    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        let right: String
        let rightRole: Role
        if let work = state.live.work {
            right = "Work \(Format.clock(work.secondsLeft(at: state.now)))"
            rightRole = .work
        } else if let rest = state.live.rest {
            let over = rest.isOver(at: state.now)
            let clock = "Rest \(Format.clock(rest.secondsLeft(at: state.now)))"
            right = rest.isPaused ? "\(clock) paused" : over ? "Rest over" : clock
            rightRole = rest.isPaused ? .muted : over ? .timerDone : .timerRunning
        } else {
            right = state.calendar.time(of: state.now).hhmm
            rightRole = .muted
        }
        View.header(
            &screen, state, left: "\(state.workoutName) \(g.dot) \(Format.clock(state.elapsedSeconds))", right: right,
            rightRole: rightRole)

        let timerShown = state.live.work != nil || state.live.rest != nil
        // The countdown: a label row and the five-row digits; at 80×24 also a rule and a spacer.
        let roomy = body.height >= 14
        // A large terminal (200×60) gives the countdown double-size digits and, under them, what
        // the next set is and what this exercise did last time: read from across the room.
        let large = Self.isLarge(state, body)
        let panelHeight = timerShown ? (large ? 15 : roomy ? 8 : 6) : (roomy ? 3 : 1)
        let listBottom = body.bottom - panelHeight
        drawList(&screen, state, top: body.top, bottom: listBottom)
        let panelTop = listBottom + 1
        if timerShown {
            drawTimer(&screen, state, top: panelTop, roomy: roomy)
        } else {
            if roomy { screen.rule(y: panelTop, glyphs: g) }
            screen.put(
                " \(nextText(state))", x: 0, y: body.bottom - (roomy ? 1 : 0), role: .normal, maxWidth: state.width - 1)
        }
    }

    static func drawList(_ screen: inout ScreenBuffer, _ state: AppState, top: Int, bottom: Int) {
        let rows = state.exerciseRows
        let height = bottom - top + 1
        guard height > 0 else { return }
        if rows.isEmpty {
            screen.put("  No exercises yet: press a to add one", x: 0, y: top, role: .muted, maxWidth: state.width)
            return
        }
        let cursor = min(state.live.workoutCursor, rows.count - 1)
        // Each exercise's line, and under it what it did last time: under every one when they
        // all fit, else under the selected one only.
        let lastLines = rows.map { state.lastTimeLine($0.exercise.id) }
        let all = rows.count + lastLines.compactMap { $0 }.count <= height
        var lines: [ListLine] = []
        for (index, last) in lastLines.enumerated() {
            lines.append(ListLine(row: index, last: nil))
            if let last, all || index == cursor { lines.append(ListLine(row: index, last: last)) }
        }
        let cursorLine = lines.firstIndex { $0.row == cursor && $0.last == nil } ?? 0
        let cursorEnd = lines.lastIndex { $0.row == cursor } ?? cursorLine
        let firstLine = max(0, min(cursorLine, cursorEnd - height + 1))
        let nameWidth = min(18, max(10, state.width / 3))
        for (lineIndex, line) in lines.enumerated().dropFirst(firstLine).prefix(height) {
            let y = top + lineIndex - firstLine
            let index = line.row
            let row = rows[index]
            if let last = line.last {
                screen.put(last, x: 5, y: y, role: .muted, maxWidth: state.width - 6)
                continue
            }
            drawRow(&screen, state, row, selected: index == cursor, y: y, nameWidth: nameWidth)
        }
    }

    /// One exercise's line: the marker, its name, its sets as chips (latest first to go), its count.
    ///
    /// A function of its own because Swift 6.3.1's CopyPropagation pass crashed on it inside
    /// `drawList` in release builds ("Found ownership error?!"); apart, both are optimised.
    static func drawRow(
        _ screen: inout ScreenBuffer, _ state: AppState, _ row: ExerciseRow, selected: Bool, y: Int, nameWidth: Int
    ) {
        let g = state.glyphs
        screen.put(selected ? String(g.marker) : " ", x: 1, y: y, role: selected ? .selection : .normal)
        let name = row.superset.map { "\($0) \(row.exercise.name)" } ?? row.exercise.name
        screen.put(name.fitted(nameWidth, ellipsis: g.ellipsis), x: 3, y: y, role: selected ? .selection : .normal)
        let count = row.targetSets.map { "\(row.workingSets.count)/\($0)" } ?? "\(row.sets.count)"
        let countText = row.isDone ? "\(g.check) \(count)" : count
        let countX = state.width - 1 - countText.count
        screen.put(countText, x: countX, y: y, role: row.isDone ? .saved : .muted)
        var x = 3 + nameWidth + 1
        var chips = row.sets.map {
            SetChip(
                text: $0.type.mark
                    + Format.set(
                        weight: $0.weight, reps: $0.reps, seconds: $0.durationSeconds, times: g.times,
                        unit: state.unit, meters: $0.meters),
                role: $0.type == .warmup ? .muted : .saved)
        }
        if let pending = state.live.pendingSet, pending.exerciseId == row.exercise.id,
            !row.sets.contains(where: { $0.id == pending.id })
        {
            chips.append(
                SetChip(
                    text: pending.type.mark
                        + Format.set(
                            weight: pending.weight, reps: pending.reps, seconds: pending.durationSeconds,
                            times: g.times, unit: state.unit, meters: pending.meters
                        ) + g.ellipsis, role: .pending))
        }
        // A row whose rule prescribes today's sets shows that target until the first set.
        if chips.isEmpty, let p = state.prescription(for: row) {
            chips.append(
                SetChip(
                    text:
                        "target \(Format.set(weight: p.weight, reps: p.reps, seconds: nil, times: g.times, unit: state.unit))",
                    role: .muted))
        }
        let limit = countX - 1
        let shown = SetChip.latestFitting(chips, room: limit - x)
        if shown.count < chips.count && x + 2 < limit {
            screen.put(g.ellipsis, x: x, y: y, role: .muted)
            x += g.ellipsis.count + 1
        }
        for chip in shown {
            guard x + chip.text.count < limit else { break }
            screen.put(chip.text, x: x, y: y, role: chip.role)
            x += chip.text.count + 1
        }
        if selected { screen.paint(y: y, from: 1, width: 2 + nameWidth, role: .selection) }
    }

    /// "Next: Bench press · set 4 of 5 · 60×5 (target)".
    static func nextText(_ state: AppState) -> String {
        let g = state.glyphs
        guard let row = state.selectedRow else { return "Empty workout: press a to add an exercise" }
        if state.setKind(of: row.exercise.id) == .distanceTime {
            return
                "Next: \(row.exercise.name) \(g.dot) \(state.setOrdinal(row)) \(g.dot) \(g.enter) logs distance and time"
        }
        if row.isTimed {
            return "Next: \(row.exercise.name) \(g.dot) \(state.setOrdinal(row)) \(g.dot) hold \(row.durationSeconds) s"
        }
        let p = state.prefill(for: row)
        let what =
            p.weight == nil && p.reps == nil
            ? ""
            : " \(g.dot) \(Format.set(weight: p.weight, reps: p.reps, seconds: nil, times: g.times, unit: state.unit)) (\(p.source))"
        return "Next: \(row.exercise.name) \(g.dot) \(state.setOrdinal(row))\(what)"
    }

    static func drawTimer(_ screen: inout ScreenBuffer, _ state: AppState, top: Int, roomy: Bool) {
        let g = state.glyphs
        var y = top
        let label: String
        let role: Role
        let seconds: Int
        if let work = state.live.work {
            let name = state.plan.exercise(work.exerciseId)?.name ?? work.exerciseId
            label = "WORK \(g.dot) \(name)"
            role = .work
            seconds = work.secondsLeft(at: state.now)
        } else if let rest = state.live.rest {
            let over = rest.isOver(at: state.now)
            if rest.isPaused {
                label = "REST PAUSED \(g.dot) p resumes"
                role = .muted
            } else {
                label = over ? "REST OVER \(g.dot) start your next set" : "REST"
                role = over ? .timerDone : .timerRunning
            }
            seconds = rest.secondsLeft(at: state.now)
        } else {
            return
        }
        if roomy {
            screen.rule(y: y, glyphs: g, label: label, labelRole: role)
            y += 1
        } else {
            screen.put(" \(label)", x: 0, y: y, role: role, maxWidth: state.width)
            y += 1
        }
        let clock = Format.clock(seconds)
        let scale = Self.isLarge(state, View.Body.of(state)) ? 2 : 1
        let x = max(1, (state.width - BigDigits.width(clock, scale: scale)) / 2)
        BigDigits.draw(clock, block: g.block, role: role, x: x, y: y, scale: scale, into: &screen)
        y += BigDigits.height * scale
        if scale > 1 {
            // Centred under the digits: the next set, then last time's sets of its exercise.
            var lines = [nextText(state)]
            if let row = state.selectedRow, let last = state.lastTimeLine(row.exercise.id) {
                lines.append("\(row.exercise.name) \(last)")
            }
            for (i, line) in lines.enumerated() {
                let text = line.clipped(state.width - 2, ellipsis: g.ellipsis)
                screen.put(
                    text, x: max(1, (state.width - text.count) / 2), y: y + 1 + i, role: i == 0 ? .normal : .muted)
            }
        } else if roomy {
            screen.put(" \(nextText(state))", x: 0, y: y + 1, role: .normal, maxWidth: state.width - 1)
        }
    }

    /// Whether the countdown is drawn large: at least 120 columns and 40 rows of body.
    static func isLarge(_ state: AppState, _ body: View.Body) -> Bool { state.width >= 120 && body.height >= 40 }
}

/// A line of the exercise list: an exercise's row, or (`last`) what it did last time.
struct ListLine {
    let row: Int
    let last: String?
}

/// One logged (or pending) set as shown on an exercise's row.
///
/// A named struct rather than a `(String, Role)` tuple: the tuple version crashed the Swift 6.3.1
/// optimizer ("Found ownership error?!") in release builds.
struct SetChip {
    let text: String
    let role: Role

    /// The latest chips that fit in `room` columns, one space after each, in their original order.
    static func latestFitting(_ chips: [SetChip], room: Int) -> [SetChip] {
        var used = 0
        var count = 0
        for chip in chips.reversed() {
            guard used + chip.text.count + 1 <= room else { break }
            used += chip.text.count + 1
            count += 1
        }
        return Array(chips.suffix(count))
    }
}
