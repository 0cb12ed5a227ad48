/// Reads overlays over a plan: the pure piece behind "what does day D hold".
///
/// ```swift
/// let planned: (LocalDate) -> [DaySession] = { plan.session(on: $0).map { [$0] } ?? [] }
/// let tue = OverlayResolver.resolve(tuesday, overlays: [Overlay(kind: .notToday, day: tuesday)], planned: planned)
/// tue.silence  // .moved(to: wednesday), when Wednesday was free
/// ```
/// "Not today" moves a day's training to the next day of the same Monday–Sunday week that has no
/// training planned, no overlay, and has not already received a moved session; with none left
/// the session is skipped. Days are visited in order, so two moves in a week never collide.
public enum OverlayResolver {
    public static func resolve(
        _ day: LocalDate, overlays: [Overlay], planned: (LocalDate) -> [DaySession]
    ) -> ResolvedDay {
        let week = (0..<7).map { day.mondayOfWeek.adding(days: $0) }
        var plannedByDay: [LocalDate: [DaySession]] = [:]
        for d in week { plannedByDay[d] = planned(d) }
        let relevant = overlays.filter { $0.first <= week[6] && $0.last >= week[0] }
        func overlay(on d: LocalDate) -> Overlay? {
            relevant.filter { $0.covers(d) }.max { $0.kind.precedence < $1.kind.precedence }
        }

        // Moves within the week, in day order.
        var movedTo: [LocalDate: LocalDate] = [:]
        var received: [LocalDate: (from: LocalDate, sessions: [DaySession])] = [:]
        for d in week where overlay(on: d)?.kind == .notToday {
            let training = plannedByDay[d, default: []].filter(\.isTraining)
            guard !training.isEmpty else { continue }
            let target = week.first { t in
                t > d && overlay(on: t) == nil && received[t] == nil
                    && !plannedByDay[t, default: []].contains(where: \.isTraining)
            }
            if let target {
                movedTo[d] = target
                received[target] = (d, training)
            }
        }

        let plan = plannedByDay[day, default: []]
        var result = ResolvedDay(day: day, planned: plan, sessions: [], silence: nil, movedFrom: nil)
        switch overlay(on: day) {
        case let o? where o.kind == .vacation: result.silence = .vacation
        case let o? where o.kind == .rest: result.silence = .restDay
        case let o? where o.kind == .crossTraining:
            result.sessions = [.crossTraining(activity: o.activity ?? "cross-training")]
            result.silence = .crossTraining
        case let o? where o.kind == .skipped: result.silence = .skipped
        case let o? where o.kind == .notToday:
            result.silence = movedTo[day].map { DaySilence.moved(to: $0) } ?? .skipped
        default:
            result.sessions = plan.filter { $0 != .rest }
            if let incoming = received[day] {
                result.sessions += incoming.sessions
                result.movedFrom = incoming.from
            }
            if !result.expectsTraining {
                if result.sessions.contains(where: { if case .crossTraining = $0 { return true } else { return false } }
                ) {
                    result.silence = .crossTraining
                } else {
                    result.silence = plan.contains(.rest) ? .restDay : .nothingPlanned
                }
            }
        }
        return result
    }
}
