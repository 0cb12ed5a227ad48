/// A plan made of named phases of Monday-start weeks: "Base, Build, Peak, Taper" for a race,
/// the user's own block names for strength work.
///
/// ```swift
/// let plan = try RacePlanGenerator.generate(race: .tenK, raceDay: raceDay, start: monday, days: [.tue, .thu, .sun])
/// plan.session(on: someTuesday)   // .run(.tempo, km: 7.5)
/// plan.phaseStarting(on: monday7) // PhaseStart(name: "Peak", weekOfPlan: 7, totalWeeks: 10)
/// ```
public struct PhasedPlan: Hashable, Sendable {
    public var id: String
    public var name: String
    /// The Monday of the plan's first week.
    public var start: LocalDate
    /// When the sessions happen: the instant the forecast is read for.
    public var time: LocalTime
    /// Goal race pace in seconds per km; each run type's target derives from it.
    public var racePace: Int?
    public var phases: [Phase]

    public init(id: String, name: String, start: LocalDate, time: LocalTime, racePace: Int? = nil, phases: [Phase]) {
        self.id = id
        self.name = name
        self.start = start
        self.time = time
        self.racePace = racePace
        self.phases = phases
    }

    public var totalWeeks: Int { phases.reduce(0) { $0 + $1.weeks.count } }
    /// The Sunday that ends the last week.
    public var lastDay: LocalDate { start.adding(days: totalWeeks * 7 - 1) }

    /// Where a day falls: which phase, which week of that phase, which week of the plan (all 1-based weeks).
    public func locate(_ day: LocalDate) -> (phase: Int, weekInPhase: Int, weekOfPlan: Int)? {
        let offset = start.days(until: day)
        guard offset >= 0 else { return nil }
        var week = offset / 7
        guard week < totalWeeks else { return nil }
        let weekOfPlan = week + 1
        for (index, phase) in phases.enumerated() {
            if week < phase.weeks.count { return (index, week + 1, weekOfPlan) }
            week -= phase.weeks.count
        }
        return nil
    }

    /// The session on a day, `.rest` for a day of the plan with nothing on it, `nil` outside the plan.
    public func session(on day: LocalDate) -> DaySession? {
        guard let at = locate(day) else { return nil }
        return phases[at.phase].weeks[at.weekInPhase - 1].sessions[day.weekday] ?? .rest
    }

    /// The phase that begins on `day`, if `day` is the Monday a phase after the first one starts.
    /// The first phase is the plan itself starting, not news.
    public func phaseStarting(on day: LocalDate) -> PhaseStart? {
        guard let at = locate(day), at.phase > 0, at.weekInPhase == 1, day.weekday == .mon else { return nil }
        return PhaseStart(
            planId: id, name: phases[at.phase].name, phaseIndex: at.phase, monday: day, weekOfPlan: at.weekOfPlan,
            totalWeeks: totalWeeks)
    }

    /// The pace target for a run type, when the plan has a race pace.
    public func targetPace(_ type: RunType) -> Int? {
        racePace.map { Int((Double($0) * type.paceFactor).rounded()) }
    }
}

/// One named block of weeks.
public struct Phase: Hashable, Sendable {
    public var name: String
    public var weeks: [PlanWeek]
    public init(name: String, weeks: [PlanWeek]) {
        self.name = name
        self.weeks = weeks
    }
}

/// One Monday–Sunday week: the session of each weekday; a missing weekday is rest.
public struct PlanWeek: Hashable, Sendable {
    public var sessions: [Weekday: DaySession]
    public init(_ sessions: [Weekday: DaySession] = [:]) { self.sessions = sessions }
}

/// "Peak starts now: week 7 of 10".
public struct PhaseStart: Hashable, Sendable {
    public var planId: String
    public var name: String
    public var phaseIndex: Int
    public var monday: LocalDate
    public var weekOfPlan: Int
    public var totalWeeks: Int

    public var headline: String { "\(name) starts now: week \(weekOfPlan) of \(totalWeeks)" }
}
