import FoundationEssentials
import SpotterCore

/// One line of Today's start list.
public enum StartEntry: Hashable, Sendable {
    case resume
    case template(id: String, rotationId: String?, note: String?)
    case empty
}

/// What Today says, from the same day resolver the planner uses.
///
/// ```swift
/// let o = TodayOverview(state)
/// o.todayText  // "Push at 18:00"
/// o.nextText   // "Pull · Wed 18:00"
/// o.weekDone   // 1 (of state.prefs.weeklyGoal)
/// ```
public struct TodayOverview: Hashable, Sendable {
    public var todayText: String
    public var nextText: String
    public var weekDone: Int
    public var weekGoal: Int
    public var entries: [StartEntry]

    public init(_ state: AppState) {
        let today = state.today
        let resolver = DayResolver(
            weekly: state.plan.weekly, rotations: state.plan.rotations, now: state.now, calendar: state.calendar,
            trainedToday: TrainedToday(workouts: state.weekWorkouts, today: today), phased: state.plan.phased,
            overlays: state.plan.overlays)
        let name = { (id: String) in state.plan.template(id)?.name ?? id }
        let dot = state.glyphs.dot
        let todays = resolver.sessions(on: today)
        let doneToday = TrainedToday(workouts: state.weekWorkouts, today: today)
        let resolved = resolver.resolvedDay(today)
        // Runs and cross-training of a phased plan; strength sessions come from `todays`, with their times.
        let other = resolved.sessions.compactMap { session -> String? in
            switch session {
            case .strength, .rest: return nil
            default: return session.summary
            }
        }
        if todays.isEmpty && other.isEmpty {
            if let silence = resolved.silence, silence != .nothingPlanned {
                todayText = silence.text
            } else {
                todayText = doneToday.templateIds.isEmpty ? "rest day" : "trained \(dot) rest of the day off"
            }
        } else {
            todayText =
                (other
                + todays.map { s in
                    let done = doneToday.templateIds.contains(s.templateId)
                    return "\(name(s.templateId)) at \(s.time.hhmm)\(done ? " \(dot) done" : "")"
                }).joined(separator: ", ")
        }
        if let next = resolver.nextSession(onOrAfter: today.adding(days: 1)) {
            nextText = "\(name(next.templateId)) \(dot) \(next.day.weekday.displayName) \(next.time.hhmm)"
        } else {
            nextText = "nothing planned in the next two weeks"
        }
        let monday = today.mondayOfWeek
        let days = Set(
            state.weekWorkouts.filter { $0.finishedAt != nil && $0.day >= monday && $0.day <= monday.adding(days: 6) }
                .map(\.day))
        weekDone = days.count
        weekGoal = state.prefs.weeklyGoal

        var entries: [StartEntry] = state.live.workout == nil ? [] : [.resume]
        var listed = Set<String>()
        for s in todays where !listed.contains(s.templateId) && !doneToday.templateIds.contains(s.templateId) {
            listed.insert(s.templateId)
            var rotation: String?
            if case .rotation(let id) = s.source { rotation = id }
            entries.append(.template(id: s.templateId, rotationId: rotation, note: "planned today \(s.time.hhmm)"))
        }
        for t in state.plan.templates where !listed.contains(t.id) {
            entries.append(.template(id: t.id, rotationId: nil, note: nil))
        }
        entries.append(.empty)
        self.entries = entries
    }
}
