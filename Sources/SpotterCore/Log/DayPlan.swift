import FoundationEssentials

/// What the one `DayResolver` decides a day holds, in the words the Day and Week screens use.
public enum DayStatus: Hashable, Sendable {
    /// Training is planned (strength sessions with their times, runs of the phased plan).
    case training
    case rest
    case vacation
    case crossTraining(activity: String)
    case skipped
    /// "Not today": the day's session moved to `to`.
    case moved(to: LocalDate)
    case nothingPlanned
}

/// A day as planned: the resolver's answer, the strength sessions with their times, and the overlay that decided it.
///
/// ```swift
/// let plan = DayPlan(tuesday, resolver: resolver)
/// plan.status     // .moved(to: wednesday)
/// plan.overlay    // the "not-today" overlay on Tuesday
/// plan.text(names)  // "moved to Wed 2026-12-02 (not-today overlay)"
/// ```
public struct DayPlan: Hashable, Sendable {
    public var day: LocalDate
    public var resolved: ResolvedDay
    /// The strength sessions with their planned times (past days as their week was planned).
    public var sessions: [PlannedSession]
    /// The overlay that decided the day: the one covering it, or for a session moved here, the
    /// "not today" of the day it came from.
    public var overlay: Overlay?

    public init(_ day: LocalDate, resolver: DayResolver) {
        self.day = day
        resolved = resolver.resolvedDay(day)
        sessions = resolver.plannedSessions(on: day)
        func deciding(_ d: LocalDate) -> Overlay? {
            resolver.overlays.filter { $0.covers(d) }.max { $0.kind.precedence < $1.kind.precedence }
        }
        overlay = deciding(day) ?? resolved.movedFrom.flatMap(deciding)
    }

    public var status: DayStatus {
        switch resolved.silence {
        case nil: return .training
        case .restDay?: return .rest
        case .vacation?: return .vacation
        case .crossTraining?:
            let activity = resolved.sessions.compactMap { s -> String? in
                if case .crossTraining(let a) = s { return a } else { return nil }
            }.first
            return .crossTraining(activity: activity ?? "cross-training")
        case .skipped?: return .skipped
        case .moved(let to)?: return .moved(to: to)
        case .nothingPlanned?: return .nothingPlanned
        }
    }

    /// Whether a log is expected that day.
    public var expectsTraining: Bool { resolved.expectsTraining }

    /// "Push at 18:00", "Easy run, 5 km + Push at 18:00 (moved here from Tue 2026-12-01)",
    /// "rest day (rest overlay)", "nothing planned".
    public func text(_ names: LogNames) -> String {
        let overlayNote = overlay.map { " (\($0.kind.rawValue) overlay)" } ?? ""
        guard status == .training else {
            if case .crossTraining(let activity) = status { return "cross-training: \(activity)\(overlayNote)" }
            return (resolved.silence?.text ?? "nothing planned") + overlayNote
        }
        var parts: [String] = []
        var timed = sessions
        for session in resolved.training {
            if case .strength(let id) = session, let i = timed.firstIndex(where: { $0.templateId == id }) {
                parts.append("\(names.template(id)) at \(timed[i].time.hhmm)")
                timed.remove(at: i)
            } else if case .strength(let id) = session {
                parts.append(names.template(id))
            } else {
                parts.append(session.summary)
            }
        }
        let moved =
            resolved.movedFrom.map {
                " (moved here from \($0.weekday.displayName) \($0.iso)\(overlay == nil ? "" : " by a not-today overlay"))"
            } ?? ""
        return parts.joined(separator: " + ") + moved
    }
}
