import FoundationEssentials

/// A workout planned on a day: which template, at what time, and where the plan came from.
public struct PlannedSession: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        case weekly
        case rotation(id: String)
        /// A strength day of the active phased plan, at the plan's session time.
        case phased(planId: String)
    }

    public var day: LocalDate
    public var templateId: String
    public var time: LocalTime
    public var source: Source

    public init(day: LocalDate, templateId: String, time: LocalTime, source: Source) {
        self.day = day
        self.templateId = templateId
        self.time = time
        self.source = source
    }
}

/// What has already been trained today: the input that decides whether today still holds a session.
public struct TrainedToday: Hashable, Sendable {
    public var templateIds: Set<String>
    public var rotationIds: Set<String>

    public init(templateIds: Set<String> = [], rotationIds: Set<String> = []) {
        self.templateIds = templateIds
        self.rotationIds = rotationIds
    }

    /// Collects what the workouts of `today` that count as done (`TrainedDay.isDone`) trained.
    public init(workouts: [Workout], today: LocalDate) {
        let done = workouts.filter { $0.day == today && TrainedDay.isDone($0) }
        self.init(
            templateIds: Set(done.compactMap(\.templateId)), rotationIds: Set(done.compactMap(\.rotationId)))
    }
}

/// Answers "is a workout expected on day D, and which?": the one rule the TUI, the reminder
/// planner and the dispatch pass all call.
///
/// ```swift
/// let resolver = DayResolver(weekly: plan.weekly, rotations: plan.rotations,
///                            now: now, calendar: berlin, trainedToday: TrainedToday())
/// resolver.sessions(on: today)            // [Push at 18:00]
/// resolver.isWorkoutExpected(on: sunday)  // false: a rest day
/// ```
///
/// Weekly schedules hold their template on their weekdays. A rotation has no fixed template per
/// weekday: its next template goes to its first training day that takes part, the one after to
/// the next, cycling. Today takes part only if nothing of the rotation was trained today and its
/// time is still ahead; otherwise counting starts tomorrow. Days before today hold nothing:
/// the past is what was logged, not what was planned. The phased plan and the overlays the user
/// set are read here too (`resolvedDay(_:)`), so every screen and every notification agrees on
/// what a day holds, and a silent day is silent for every kind for the same reason.
public struct DayResolver: Sendable {
    public let weekly: [WeeklySchedule]
    public let rotations: [Rotation]
    public let today: LocalDate
    /// Rotations whose counting starts today rather than tomorrow.
    public let rotationsStartingToday: Set<String>

    /// The active phased plan (runs, strength, cross-training, rest by day), read beside the schedule.
    public let phased: PhasedPlan?
    /// Rest days, vacations, cross-training, skips and "not today", read over everything.
    public let overlays: [Overlay]

    public init(
        weekly: [WeeklySchedule], rotations: [Rotation], now: Date, calendar: ZonedCalendar, trainedToday: TrainedToday,
        phased: PhasedPlan? = nil, overlays: [Overlay] = []
    ) {
        self.weekly = weekly
        self.rotations = rotations
        self.phased = phased
        self.overlays = overlays
        let today = calendar.day(of: now)
        self.today = today
        self.rotationsStartingToday = Set(
            rotations.filter { r in
                r.weekdays.contains(today.weekday) && !trainedToday.rotationIds.contains(r.id)
                    && now < calendar.instant(today, r.time)
            }.map(\.id))
    }

    /// Every strength session planned on `day`, ordered by time, read through the overlays: a rest
    /// day, a vacation, a cross-training day or a skip holds none, and "not today" moves the day's
    /// sessions to the next free day of its week.
    public func sessions(on day: LocalDate) -> [PlannedSession] {
        guard day >= today else { return [] }
        let fromPlan = phasedStrength(on: day)
        let scheduled =
            fromPlan.isEmpty ? scheduledSessions(on: day) : Self.ordered(scheduledSessions(on: day) + fromPlan)
        // No overlays, nothing to read through: the common case stays as cheap as it was.
        guard !overlays.isEmpty else { return scheduled }
        let resolved = resolvedDay(day)
        var out = scheduled.filter { resolved.sessions.contains(.strength(templateId: $0.templateId)) }
        if let from = resolved.movedFrom {
            out += (plannedStrength(on: from) + phasedStrength(on: from)).map {
                PlannedSession(day: day, templateId: $0.templateId, time: $0.time, source: $0.source)
            }
        }
        return Self.ordered(out)
    }

    /// The strength sessions `day` held or holds, with their times, past days included: what the
    /// Day and Week screens show as planned. From today on it is `sessions(on:)`; a past day is
    /// read as its week was planned (weekly schedule and phased plan through the overlays; rotations
    /// have no fixed past).
    public func plannedSessions(on day: LocalDate) -> [PlannedSession] {
        guard day < today else { return sessions(on: day) }
        let resolved = resolvedDay(day)
        var out = (plannedStrength(on: day) + phasedStrength(on: day)).filter {
            resolved.sessions.contains(.strength(templateId: $0.templateId))
        }
        if let from = resolved.movedFrom {
            out += (plannedStrength(on: from) + phasedStrength(on: from)).map {
                PlannedSession(day: day, templateId: $0.templateId, time: $0.time, source: $0.source)
            }
        }
        return Self.ordered(out)
    }

    private static func ordered(_ sessions: [PlannedSession]) -> [PlannedSession] {
        sessions.sorted { ($0.time, $0.templateId) < ($1.time, $1.templateId) }
    }

    /// The phased plan's strength session on a day, at the plan's time, as a session to remind of.
    private func phasedStrength(on day: LocalDate) -> [PlannedSession] {
        guard let phased, case .strength(let templateId)? = phased.session(on: day) else { return [] }
        return [PlannedSession(day: day, templateId: templateId, time: phased.time, source: .phased(planId: phased.id))]
    }

    /// Everything `day` holds (the phased plan's session and the schedule's strength sessions),
    /// read through the overlays, with the reason when nothing is expected. The daily pass's
    /// reports and the Day and Week screens read this; `sessions(on:)` is its strength part.
    ///
    /// ```swift
    /// resolver.resolvedDay(tuesday).training  // [.run(.tempo, km: 8), .strength(templateId: "push")]
    /// resolver.resolvedDay(restDay).silence   // .restDay
    /// ```
    public func resolvedDay(_ day: LocalDate) -> ResolvedDay {
        OverlayResolver.resolve(day, overlays: overlays) { d in
            (phased?.session(on: d).map { [$0] } ?? [])
                + plannedStrength(on: d).map { .strength(templateId: $0.templateId) }
        }
    }

    /// The schedule's sessions on a day before overlays. Earlier days of this week keep their weekly
    /// sessions (a session moved by "not today" must still be found after its own day has passed);
    /// rotations have no fixed past, so they count from today on.
    private func plannedStrength(on day: LocalDate) -> [PlannedSession] {
        if day >= today { return scheduledSessions(on: day) }
        return weekly.filter { $0.weekdays.contains(day.weekday) }.map {
            PlannedSession(day: day, templateId: $0.templateId, time: $0.time, source: .weekly)
        }
    }

    /// The weekly schedule and rotations on `day`, before overlays.
    private func scheduledSessions(on day: LocalDate) -> [PlannedSession] {
        guard day >= today else { return [] }
        var out: [PlannedSession] = []
        for entry in weekly where entry.weekdays.contains(day.weekday) {
            out.append(PlannedSession(day: day, templateId: entry.templateId, time: entry.time, source: .weekly))
        }
        for rotation in rotations where rotation.weekdays.contains(day.weekday) {
            guard let index = trainingDayIndex(of: rotation, on: day),
                let templateId = rotation.template(after: index)
            else { continue }
            out.append(
                PlannedSession(
                    day: day, templateId: templateId, time: rotation.time, source: .rotation(id: rotation.id)))
        }
        return out.sorted { ($0.time, $0.templateId) < ($1.time, $1.templateId) }
    }

    /// Whether any workout is planned on `day`.
    public func isWorkoutExpected(on day: LocalDate) -> Bool { !sessions(on: day).isEmpty }

    /// The first session on or after `day`, looking at most `horizonDays` days ahead.
    public func nextSession(onOrAfter day: LocalDate, horizonDays: Int = PlanningHorizon.dayCount) -> PlannedSession? {
        for offset in 0..<horizonDays {
            if let first = sessions(on: day.adding(days: offset)).first { return first }
        }
        return nil
    }

    /// How many of the rotation's taking-part training days come before `day` (from today on).
    private func trainingDayIndex(of rotation: Rotation, on day: LocalDate) -> Int? {
        let start = rotationsStartingToday.contains(rotation.id) ? today : today.adding(days: 1)
        guard day >= start else { return nil }
        let days = Set(rotation.weekdays)
        let span = start.days(until: day)
        // Whole weeks first, so far-off days cost no more than near ones.
        var count = (span / 7) * days.count
        var d = start.adding(days: (span / 7) * 7)
        while d < day {
            if days.contains(d.weekday) { count += 1 }
            d = d.adding(days: 1)
        }
        return count
    }
}
