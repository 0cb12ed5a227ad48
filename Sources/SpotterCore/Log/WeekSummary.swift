import FoundationEssentials

/// How the week's goal stands: the weekly goal rule's numbers for one ISO week.
public struct WeeklyGoalProgress: Hashable, Sendable {
    public var goal: Int
    /// Distinct days of the week with a finished workout.
    public var done: Int
    /// Sessions still owed (0 once reached).
    public var owed: Int
    /// The days, from today on, on which the goal is at risk (`WeeklyGoalRule.atRiskDays`).
    public var atRisk: [LocalDate]

    public var reached: Bool { owed == 0 }
}

/// One day of a week: planned vs done, sets and volume.
public struct WeekDay: Hashable, Sendable {
    public var day: LocalDate
    public var plan: DayPlan
    /// Finished workouts that day.
    public var finished: Int
    public var sets: Int
    public var volume: Double
    /// The workouts finished that day, in the order they started: what was done, whatever was planned.
    public var doneWorkouts: [Workout] = []
    /// Whether Spotter knew this day (on or after the first day it knew): before it, a planned
    /// day was not missed, there is simply nothing to say.
    public var known = true
    /// The cardio logged that day (`TrainedDay.cardio`): runs, rows, rides.
    public var cardio = CardioTotal()

    /// Whether the day was trained (`TrainedDay`: a finished workout, or a run logged).
    public var done: Bool { finished > 0 || cardio.sets > 0 }

    /// How the day stands, the one answer for the Week screen and `spotter week`.
    public func standing(today: LocalDate) -> WeekDayStanding {
        if done { return .done }
        guard known else { return .unknown }
        guard plan.expectsTraining else { return .free }
        return day < today ? .missed : .planned
    }
}

/// A day of the week as the Week screen marks it.
public enum WeekDayStanding: Hashable, Sendable {
    /// A workout was finished: what it was is `WeekDay.doneWorkouts`.
    case done
    /// Training was planned and the day went by without it.
    case missed
    /// Training is planned, today or later.
    case planned
    /// Nothing was planned and nothing was done.
    case free
    /// Before the first day Spotter knew: nothing to say.
    case unknown
}

/// An ISO week, Monday to Sunday: each day planned vs done, the goal's progress and the week-in-review.
///
/// ```swift
/// let week = WeekSummary(week: ISOWeek(parsing: "2026-W49")!, today: today, resolver: resolver,
///                        workouts: try db.finishedWorkouts(from: monday, through: sunday), prefs: prefs)
/// week.days.map(\.done)      // [true, false, true, false, false, false, false]
/// week.goal.owed             // 1
/// week.review                // .report(title: "Your week in review: 2026-W49", body: "…: 2 sessions.")
/// ```
public struct WeekSummary: Hashable, Sendable {
    public var week: ISOWeek
    public var days: [WeekDay]
    public var goal: WeeklyGoalProgress
    /// What the week-in-review report (sent the Monday after) says, or why it stays silent.
    public var review: WeekReview
    /// The volume of this week and the ones before it, oldest first, for the chart: empty unless the
    /// reader fills it (`WeeklyVolume.series`).
    public var recentWeeks: [WeekVolume] = []

    public init(
        week: ISOWeek, today: LocalDate, resolver: DayResolver, workouts: [Workout], prefs: NotificationPreferences,
        firstKnownDay: LocalDate? = nil
    ) {
        self.week = week
        let dates = week.days
        let mine = workouts.filter { $0.day >= dates[0] && $0.day <= dates[6] }
        days = dates.map { d in
            let of = mine.filter { $0.day == d }
            let finished = of.filter { $0.finishedAt != nil }.sorted { $0.startedAt < $1.startedAt }
            var day = WeekDay(
                day: d, plan: DayPlan(d, resolver: resolver), finished: finished.count,
                sets: of.map(\.sets.count).reduce(0, +), volume: of.flatMap(\.sets).map(\.volume).reduce(0, +))
            day.doneWorkouts = finished
            day.known = firstKnownDay.map { d >= $0 } ?? true
            day.cardio = TrainedDay.cardio(on: d, workouts: of)
            return day
        }
        let trained = Set(days.filter(\.done).map(\.day))
        let owed = max(0, WeeklyGoalRule.owed(weekOf: dates[0], goal: prefs.weeklyGoal, trainedDays: trained))
        goal = WeeklyGoalProgress(
            goal: prefs.weeklyGoal, done: trained.count, owed: owed,
            atRisk: WeeklyGoalRule.atRiskDays(
                weekOf: dates[0], goal: prefs.weeklyGoal, trainedDays: trained, today: today))
        if let refusal = NotificationGate.kindRefusal(.weekInReview, prefs: prefs) {
            // A kind-level refusal names no instant, so its sentence never reads the zone.
            review = .silent(refusal.sentence(for: .weekInReview, prefs: prefs, zone: .utc))
        } else {
            // Counted as the daily pass counts them: a workout is logged once finished or once it has a set.
            let logged = TrainedDay.loggedCounts(mine)
            let cardio = Dictionary(uniqueKeysWithValues: days.map { ($0.day, $0.cardio) })
            review = ReportText.weekInReview(
                dates[0], loggedWorkouts: logged, loggedCardio: cardio, resolver: resolver)
        }
    }

    public var sets: Int { days.map(\.sets).reduce(0, +) }
    public var volume: Double { days.map(\.volume).reduce(0, +) }
    /// The week's cardio: every day's added up (the week's distance).
    public var cardio: CardioTotal {
        days.map(\.cardio).reduce(CardioTotal()) {
            CardioTotal(sets: $0.sets + $1.sets, meters: $0.meters + $1.meters, seconds: $0.seconds + $1.seconds)
        }
    }
}
