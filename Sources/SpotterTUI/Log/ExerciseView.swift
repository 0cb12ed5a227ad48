import FoundationEssentials
import SpotterCore

/// The exercise screen: the formula, the records, the chart of e1RM (or the top set) over time and
/// every session, newest first. A short terminal shows the chart or the sessions (`v`).
enum ExerciseView {
    /// Body rows from which the chart and the sessions both show.
    static let tallBody = 16

    static func draw(_ screen: inout ScreenBuffer, _ state: AppState, _ body: View.Body) {
        let g = state.glyphs
        let unit = state.unit
        let id = state.log.exercise ?? ""
        let name = state.plan.exercise(id)?.name ?? id
        guard let progress = state.log.exerciseProgress, progress.exerciseId == id else {
            View.header(&screen, state, left: "Exercise \(g.dot) \(name)", right: "")
            screen.logLine(LogLine(text: "Loading\(g.ellipsis)", role: .muted), y: body.top, glyphs: g)
            return
        }
        let count = progress.sessionCount
        View.header(
            &screen, state, left: "Exercise \(g.dot) \(name)", right: "\(count) session\(count == 1 ? "" : "s")")
        let width = state.width
        var y = body.top
        let tall = body.height >= tallBody
        // What it is: its equipment, muscle group and kind (and that it is your own, custom one).
        if let exercise = state.plan.exercise(id) {
            screen.put(profile(exercise, g).clipped(width - 4, ellipsis: g.ellipsis), x: 3, y: y, role: .muted)
            y += 1
        }
        if tall {
            for line in wrap(formula(g), width: width - 4) {
                screen.put(line, x: 3, y: y, role: .muted)
                y += 1
            }
            for line in wrap(records(progress.records, unit, g, narrow: false), width: width - 4).prefix(2) {
                screen.put(line, x: 3, y: y)
                y += 1
            }
            y += 1
            let chartHeight = min(9, body.bottom - y - 2)
            chart(&screen, progress, state, y: y, height: chartHeight)
            y += chartHeight + 1
            sessions(&screen, progress, state, from: y, to: body.bottom)
        } else if state.log.showChart {
            screen.put(shortFormula(g).clipped(width - 4, ellipsis: g.ellipsis), x: 3, y: y, role: .muted)
            chart(&screen, progress, state, y: y + 1, height: body.bottom - y)
        } else {
            screen.logLine(LogLine(text: records(progress.records, unit, g, narrow: width < 60)), y: y, glyphs: g)
            sessions(&screen, progress, state, from: y + 1, to: body.bottom)
        }
    }

    /// `barbell · chest · weight × reps`; a custom exercise says so, with what it was given.
    static func profile(_ exercise: Exercise, _ g: Glyphs) -> String {
        let p = ExerciseCatalogue.profileReadAlone(of: exercise)
        let parts =
            [p.equipment?.label, p.muscle?.label, p.kind.label.replacing("×", with: g.times)].compactMap { $0 }
            + (p.entry == nil ? ["custom"] : [])
        return parts.joined(separator: " \(g.dot) ")
    }

    static func formula(_ g: Glyphs) -> String {
        EstimatedOneRepMax.formula.replacing("×", with: g.times)
    }

    static func shortFormula(_ g: Glyphs) -> String {
        "e1RM = w \(g.times) (1 + r/30), r \(g == .ascii ? "<=" : "≤") \(EstimatedOneRepMax.maxReps)"
    }

    /// `Best e1RM 93.3 kg · heaviest 85 kg · 5RM 80 kg · session 2,400 kg`.
    static func records(_ r: ExerciseRecords, _ unit: WeightUnit, _ g: Glyphs, narrow: Bool) -> String {
        var parts: [String] = []
        if let e = r.bestEstimatedOneRepMax { parts.append("e1RM \(EstimatedOneRepMax.text(e, unit)) \(unit.label)") }
        if let h = r.heaviestWeight { parts.append("heaviest \(unit.withUnit(h))") }
        for count in ExerciseRecords.repMaximaCounts where count > 1 {
            if let w = r.repMaxima[count] { parts.append("\(count)RM \(unit.withUnit(w))") }
        }
        if let v = r.bestSessionVolume { parts.append("session \(Format.volume(unit.amount(v))) \(unit.label)") }
        if parts.isEmpty { return "No records yet (warm-ups, timed sets and body weight set none)" }
        return (narrow ? "" : "Records  ") + parts.joined(separator: " \(g.dot) ")
    }

    static func chart(
        _ screen: inout ScreenBuffer, _ progress: ExerciseProgress, _ state: AppState, y: Int, height: Int
    ) {
        let series = progress.series
        let what = series.kind == .estimatedOneRepMax ? "e1RM" : "Top set"
        let points = series.points.map { (x: Double($0.day.daysSinceEpoch), y: $0.kg) }
        let span = (points.last?.x ?? 0) - (points.first?.x ?? 0)
        guard height >= 4 else { return }
        let drawn = ChartView.draw(
            &screen, points: points, xLabel: ChartView.dayLabel(span: span), style: .line, x: 1, y: y + 1,
            width: state.width - 2, height: height - 1, unit: state.unit, glyphs: state.chartGlyphs,
            what: "\(what) chart")
        if drawn {
            screen.put("\(what) over time (\(state.unit.label))", x: 3, y: y, role: .title)
        }
    }

    static func sessions(
        _ screen: inout ScreenBuffer, _ progress: ExerciseProgress, _ state: AppState, from: Int, to: Int
    ) {
        let g = state.glyphs
        let unit = state.unit
        let narrow = state.width < 60
        // Read backwards in place; `sessions` holds the newest hundred, `sessionCount` says how
        // many there are in all (a thousand at ten years).
        let newest = progress.sessions.reversed()
        let count = progress.sessionCount
        guard count > 0 else {
            screen.logLine(LogLine(text: "No finished session of this exercise yet", role: .muted), y: from, glyphs: g)
            return
        }
        let room = to - from + 1
        let shown = min(count > room ? max(0, room - 1) : count, newest.count)
        for (i, s) in newest.prefix(shown).enumerated() {
            let best = s.bestSet.map { LogFormat.set($0, g, unit) } ?? "-"
            let text =
                "\(s.day.iso)  \(best.padded(toWidth: narrow ? 8 : 10))\(narrow ? s.setCount.workingText : s.setCount.text)"
            var right = s.volume > 0 ? LogFormat.volume(s.volume, unit) : ""
            if !narrow, let e = s.estimatedOneRepMax {
                right += (right.isEmpty ? "" : " \(g.dot) ") + "e1RM \(EstimatedOneRepMax.text(e, unit))"
            }
            screen.logLine(LogLine(text: text, right: right.isEmpty ? nil : right), y: from + i, glyphs: g)
        }
        if shown < count {
            let more = count - shown
            screen.logLine(
                LogLine(text: "and \(more) earlier session\(more == 1 ? "" : "s")", role: .muted), y: from + shown,
                glyphs: g)
        }
    }
}
