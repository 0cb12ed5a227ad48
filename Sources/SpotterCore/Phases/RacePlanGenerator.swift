/// The races `spotter plan new --race` knows, with the distances their plans build towards.
public enum RaceDistance: String, Sendable, CaseIterable {
    case fiveK = "5k"
    case tenK = "10k"
    case half, marathon

    public var km: Double {
        switch self {
        case .fiveK: return 5
        case .tenK: return 10
        case .half: return 21.1
        case .marathon: return 42.2
        }
    }
    /// The long run at the top of the Peak phase.
    var peakLongKm: Double {
        switch self {
        case .fiveK: return 10
        case .tenK: return 16
        case .half: return 22
        case .marathon: return 32
        }
    }
    /// An easy or quality run at the top of the Peak phase.
    var peakShortKm: Double {
        switch self {
        case .fiveK: return 6
        case .tenK: return 8
        case .half: return 10
        case .marathon: return 14
        }
    }
    var displayName: String {
        switch self {
        case .fiveK: return "5K"
        case .tenK: return "10K"
        case .half: return "Half marathon"
        case .marathon: return "Marathon"
        }
    }
}

/// How many weeks each phase of an N-week race plan gets.
///
/// ```swift
/// PhaseSplit(weeks: 10)  // base 2, build 4, peak 2, taper 2: 0.15·10 = 1.5 rounds to even, 2
/// PhaseSplit(weeks: 5)   // base 2, build 0, peak 1, taper 2
/// ```
/// taper = max(2, round(0.20·N)), peak = max(1, round(0.15·N)), base = max(2, round(0.25·N)),
/// build = the rest. Rounding is half-to-even and done in integers, so 0.15·10 is exactly 1.5.
public struct PhaseSplit: Hashable, Sendable {
    public let base: Int, build: Int, peak: Int, taper: Int

    /// `nil` when N is too short for the minimum phases (5 weeks).
    public init?(weeks n: Int) {
        let taper = max(2, Self.roundHalfEven(20 * n, over: 100))
        let peak = max(1, Self.roundHalfEven(15 * n, over: 100))
        let base = max(2, Self.roundHalfEven(25 * n, over: 100))
        guard n - taper - peak - base >= 0 else { return nil }
        self.base = base
        self.build = n - taper - peak - base
        self.peak = peak
        self.taper = taper
    }

    /// `numerator / denominator` rounded to the nearest integer, halves to even.
    static func roundHalfEven(_ numerator: Int, over denominator: Int) -> Int {
        let q = numerator / denominator
        let twiceRemainder = 2 * (numerator % denominator)
        if twiceRemainder > denominator { return q + 1 }
        if twiceRemainder == denominator { return q % 2 == 0 ? q : q + 1 }
        return q
    }
}

public enum RacePlanError: Error, Equatable, CustomStringConvertible {
    case raceBeforeStart(race: LocalDate, start: LocalDate)
    case tooShort(weeks: Int)
    case tooLong(weeks: Int)
    case noDays

    public var description: String {
        switch self {
        case .raceBeforeStart(let race, let start): return "--date \(race) is before the plan's first Monday \(start)"
        case .tooShort(let n):
            return "--date leaves \(n) week(s); a race plan needs at least 5 (2 base, 1 peak, 2 taper)"
        case .tooLong(let n): return "--date leaves \(n) weeks; a race plan can be at most 52 weeks"
        case .noDays: return "--days needs at least one weekday, e.g. mon,wed,sat"
        }
    }
}

/// Builds a race plan: weeks counted back from race week, distances that build and then taper.
///
/// ```swift
/// let plan = try RacePlanGenerator.generate(
///     race: .tenK, raceDay: LocalDate(iso: "2027-03-14")!, start: LocalDate(iso: "2027-01-04")!,
///     days: [.tue, .thu, .sun])
/// plan.phases.map(\.name)  // ["Base", "Build", "Peak", "Taper"]
/// plan.session(on: LocalDate(iso: "2027-03-14")!)  // .run(.race, km: 10)
/// ```
/// The last chosen weekday carries the long run; with three or more days the middle one is the
/// quality session (easy in Base, tempo in Build and Taper, intervals in Peak). Volume climbs
/// linearly through Base and Build, holds at its top in Peak and falls in Taper; race week has
/// short easy runs before the race and rest after it.
public enum RacePlanGenerator {
    public static func generate(
        race: RaceDistance, raceDay: LocalDate, start: LocalDate, days: [Weekday], racePace: Int? = nil,
        time: LocalTime = LocalTime(hour: 7, minute: 0)!
    ) throws -> PhasedPlan {
        let days = Array(Set(days)).sorted()
        guard !days.isEmpty else { throw RacePlanError.noDays }
        let first = start.mondayOfWeek
        guard raceDay >= first else { throw RacePlanError.raceBeforeStart(race: raceDay, start: first) }
        let n = first.days(until: raceDay.mondayOfWeek) / 7 + 1
        guard n <= 52 else { throw RacePlanError.tooLong(weeks: n) }
        guard let split = PhaseSplit(weeks: n) else { throw RacePlanError.tooShort(weeks: n) }

        var phases: [Phase] = []
        let ramp = split.base + split.build
        var weekIndex = 0
        for (name, count) in [
            ("Base", split.base), ("Build", split.build), ("Peak", split.peak), ("Taper", split.taper),
        ]
        where count > 0 {
            var weeks: [PlanWeek] = []
            for inPhase in 0..<count {
                let factor: Double
                let quality: RunType
                switch name {
                case "Base", "Build":
                    factor = 0.5 + 0.45 * Double(weekIndex) / Double(max(1, ramp))
                    quality = name == "Base" ? .easy : .tempo
                case "Peak":
                    factor = 1.0
                    quality = .intervals
                default:
                    factor = 1.0 - 0.5 * Double(inPhase + 1) / Double(count)
                    quality = .tempo
                }
                if weekIndex == n - 1 {
                    weeks.append(raceWeek(race: race, raceDay: raceDay, days: days))
                } else {
                    weeks.append(week(race: race, days: days, factor: factor, quality: quality))
                }
                weekIndex += 1
            }
            phases.append(Phase(name: name, weeks: weeks))
        }
        return PhasedPlan(
            id: "\(race.rawValue)-\(raceDay.iso)", name: "\(race.displayName) on \(raceDay.iso)", start: first,
            time: time, racePace: racePace, phases: phases)
    }

    private static func week(race: RaceDistance, days: [Weekday], factor: Double, quality: RunType) -> PlanWeek {
        var sessions: [Weekday: DaySession] = [:]
        let short = halfKm(race.peakShortKm * factor)
        for (i, day) in days.enumerated() {
            if i == days.count - 1 && days.count > 1 {
                sessions[day] = .run(.long, km: halfKm(race.peakLongKm * factor))
            } else if days.count >= 3 && i == (days.count - 1) / 2 {
                sessions[day] = .run(quality, km: short)
            } else {
                sessions[day] = .run(
                    days.count == 1 ? .long : .easy, km: days.count == 1 ? halfKm(race.peakLongKm * factor) : short)
            }
        }
        return PlanWeek(sessions)
    }

    private static func raceWeek(race: RaceDistance, raceDay: LocalDate, days: [Weekday]) -> PlanWeek {
        var sessions: [Weekday: DaySession] = [:]
        for day in days where day < raceDay.weekday {
            sessions[day] = .run(.easy, km: max(3, halfKm(race.peakShortKm * 0.4)))
        }
        sessions[raceDay.weekday] = .run(.race, km: race.km)
        return PlanWeek(sessions)
    }

    /// Rounds to the nearest half kilometre, never below 2 km.
    static func halfKm(_ km: Double) -> Double { max(2, (km * 2).rounded() / 2) }
}
