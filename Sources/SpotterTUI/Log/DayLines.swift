import FoundationEssentials
import SpotterCore

/// The Day screen's body as lines: the plan, each workout with every set, the notifications.
///
/// ```swift
/// DayLines.lines(state).first?.text  // "Plan      Push at 18:00"
/// ```
/// The keys scroll these lines and the view draws them, so both read the same list.
enum DayLines {
    static func lines(_ state: AppState) -> [LogLine] {
        guard let s = state.log.daySummary, s.day == state.log.day else {
            return [LogLine(text: "Loading\(state.glyphs.ellipsis)", role: .muted)]
        }
        let g = state.glyphs
        let names = LogFormat.names(state.plan)
        let calendar = state.calendar
        func hhmm(_ d: Date) -> String { calendar.clockText(d, on: s.day) }
        var out = [LogLine(text: "Plan       \(s.plan.text(names))")]
        if state.log.showItems { out += PlanLines.items(state, s.plan) }
        out.append(LogLine(text: ""))
        if s.workouts.isEmpty {
            out.append(LogLine(text: "Logged     nothing", role: .muted))
        } else {
            out.append(
                LogLine(
                    text: "Logged     \(LogFormat.sets(s.setCount)) \(g.dot) \(LogFormat.volume(s.volume, state.unit))",
                    role: .title))
        }
        // The finished workout Tab chose is the selection: Enter opens it.
        let workouts = state.log.dayWorkouts
        let chosen = workouts.isEmpty ? nil : workouts[min(state.log.dayWorkoutCursor, workouts.count - 1)].id
        for w in s.workouts {
            let end = w.finishedAt.map { "–\(hhmm($0))" } ?? " (open)"
            out.append(
                LogLine(
                    text: "  \(w.name) \(hhmm(w.startedAt))\(end)",
                    right: "\(w.durationIsShown ? Format.clock(w.durationSeconds) : ISOInstant.unknown) \(g.dot) "
                        + LogFormat.sets(w.setCount), selected: w.id == chosen))
            for set in w.sets {
                out.append(
                    LogLine(
                        text: "    \(hhmm(set.logged.loggedAt))  \(set.exercise)",
                        right: LogFormat.setDetail(set.logged, g, state.unit)))
            }
        }
        out.append(LogLine(text: ""))
        out.append(LogLine(text: "Notifications", role: .title))
        if s.planned.isEmpty && s.sent.isEmpty && s.decidedAgainst.isEmpty {
            out.append(LogLine(text: "  none planned, sent or held back", role: .muted))
        }
        for n in s.planned {
            out.append(LogLine(text: "  planned   \(hhmm(n.fireAt))  \(n.title)", right: n.kind.rawValue))
        }
        for n in s.sent {
            let kind = n.kind.isEmpty ? n.notificationId : n.kind
            out.append(LogLine(text: "  sent      \(hhmm(n.at))  \(kind)", right: "\(n.channel) \(n.outcome)"))
            if !n.detail.isEmpty { out.append(LogLine(text: "                   \(n.detail)", role: .muted)) }
        }
        for n in s.decidedAgainst {
            let about = n.templateId.map { " \(names.template($0))" } ?? ""
            out.append(
                LogLine(text: "  held back \(hhmm(n.fireAt))  \(n.kind.rawValue)\(about)", right: n.reason.rawValue))
            out.append(LogLine(text: "                   \(n.detail)", role: .muted))
        }
        return out
    }

    /// How far the body can scroll before its last line is in view.
    static func scrollLimit(_ state: AppState) -> Int {
        max(0, lines(state).count - View.Body.of(state).height)
    }
}
