import FoundationEssentials
import SpotterCore

/// The Plan screen's facts: the phased plan (phases, weeks, where today falls, race day) or the
/// weekly schedule and rotations, and the next 14 days from the one day resolver.
///
/// ```swift
/// PlanLines.upcoming(state).first?.text  // "Push at 18:00"
/// ```
enum PlanLines {
    /// How many days the Plan screen lists, today first.
    static let days = PlanningHorizon.dayCount

    /// The resolver as the daily pass asks it: at the start of today, so today's session stays today's.
    static func resolver(_ state: AppState) -> DayResolver {
        DayResolver(
            weekly: state.plan.weekly, rotations: state.plan.rotations, now: state.calendar.startOfDay(state.today),
            calendar: state.calendar, trainedToday: TrainedToday(workouts: state.weekWorkouts, today: state.today),
            phased: state.plan.phased, overlays: state.plan.overlays)
    }

    /// What the templates planned on `plan`'s day hold, one line an exercise, indented under the day:
    /// "Bench press  5 × 60×5" (in lb a barbell's at the loadable weight, `PlateMath.target`:
    /// "5 × 130×5"), or "Push: no exercises yet".
    static func items(_ state: AppState, _ plan: DayPlan) -> [LogLine] {
        let g = state.glyphs
        return plan.sessions.flatMap { session -> [LogLine] in
            guard let template = state.plan.template(session.templateId) else { return [] }
            guard !template.items.isEmpty else {
                return [LogLine(text: "    \(template.name): no exercises yet", role: .muted)]
            }
            let header = plan.sessions.count > 1 ? [LogLine(text: "    \(template.name)", role: .muted)] : []
            return header
                + template.items.map { item in
                    let exercise = state.plan.exercise(item.exerciseId)
                    let name = exercise?.name ?? item.exerciseId
                    let weight = item.weight.map {
                        PlateMath.target(
                            $0, in: state.unit, barbell: exercise?.isBarbell == true, bar: state.prefs.bar,
                            plates: state.prefs.plates)
                    }
                    // Body weight: the reps alone ("8 reps"), not a bare "×8".
                    let set =
                        item.weight == nil && item.durationSeconds == nil
                        ? "\(item.reps ?? 0) reps"
                        : Format.set(
                            weight: weight, reps: item.reps, seconds: item.durationSeconds, times: g.times,
                            unit: state.unit)
                    return LogLine(text: "    \(name)  \(item.sets) \(g.times) \(set)", role: .muted)
                }
        }
    }

    /// The next 14 days, today first, with what the resolver plans on each.
    static func upcoming(_ state: AppState) -> [(day: LocalDate, text: String, training: Bool, plan: DayPlan)] {
        let resolver = resolver(state)
        let names = LogFormat.names(state.plan)
        return (0..<days).map { offset in
            let d = state.today.adding(days: offset)
            let plan = DayPlan(d, resolver: resolver)
            return (d, plan.text(names), plan.expectsTraining, plan)
        }
    }

    /// The lines above the 14 days: the phased plan, or the weekly schedule and rotations.
    static func outline(_ state: AppState) -> [LogLine] {
        let g = state.glyphs
        let names = LogFormat.names(state.plan)
        if let phased = state.plan.phased {
            var out = [
                LogLine(
                    text: "\(phased.name) \(g.dot) \(phased.totalWeeks) weeks from \(LogFormat.date(phased.start))",
                    role: .title)
            ]
            let at = phased.locate(state.today)
            var firstWeek = 1
            var phases: [String] = []
            for (i, phase) in phased.phases.enumerated() {
                let last = firstWeek + phase.weeks.count - 1
                let weeks = last == firstWeek ? "\(last)" : "\(firstWeek)–\(last)"
                phases.append("\(phase.name) \(weeks)\(at?.phase == i ? " (now)" : "")")
                firstWeek = last + 1
            }
            out.append(LogLine(text: "Phases     \(phases.joined(separator: " \(g.dot) "))"))
            if let at {
                out.append(
                    LogLine(
                        text:
                            "Now        \(phased.phases[at.phase].name), week \(at.weekOfPlan) of \(phased.totalWeeks)")
                )
            } else {
                out.append(
                    LogLine(
                        text: "Now        \(state.today < phased.start ? "not started yet" : "finished")", role: .muted)
                )
            }
            out.append(LogLine(text: "Race day   \(LogFormat.date(raceDay(phased)))"))
            return out
        }
        var out: [LogLine] = []
        for w in state.plan.weekly {
            let days = w.weekdays.sorted { $0.rawValue < $1.rawValue }.map(\.displayName).joined(separator: " ")
            out.append(LogLine(text: "Weekly     \(names.template(w.templateId)) \(days) \(w.time.hhmm)"))
        }
        for r in state.plan.rotations {
            let days = r.weekdays.sorted { $0.rawValue < $1.rawValue }.map(\.displayName).joined(separator: " ")
            out.append(
                LogLine(
                    text:
                        "Rotation   \(r.name): \(r.templateIds.map(names.template).joined(separator: " \(g.dot) ")) \(days) \(r.time.hhmm)"
                ))
        }
        if out.isEmpty { out.append(LogLine(text: "Nothing scheduled: spotter schedule --help", role: .muted)) }
        return out
    }

    /// The day of the plan's race run, else its last day.
    static func raceDay(_ phased: PhasedPlan) -> LocalDate {
        var d = phased.start
        var race: LocalDate?
        while d <= phased.lastDay {
            if case .run(.race, _)? = phased.session(on: d) { race = d }
            d = d.adding(days: 1)
        }
        return race ?? phased.lastDay
    }
}
