import Foundation
import SpotterCore
import SpotterStore

@testable import SpotterTUI

/// A fixed log for the Day, Week, History and Plan screens: Push this morning (Mon 2026-11-30)
/// and Legs last Thursday, on the demo plan, at `Fixture.t0`.
enum LogFixture {
    static let monday = LocalDate(iso: "2026-11-30")!
    static let thursday = LocalDate(iso: "2026-11-26")!
    static let utc = ZonedCalendar(timeZone: Fixture.zone)

    static func at(_ day: LocalDate, _ hhmm: String) -> Date {
        utc.instant(day, LocalTime(hhmm: hhmm)!)
    }

    static let push = Workout(
        id: "w-push", templateId: "push", day: monday, startedAt: at(monday, "07:02"), finishedAt: at(monday, "07:48"),
        sets: [
            LoggedSet(id: "s1", exerciseId: "bench", weight: 40, reps: 8, loggedAt: at(monday, "07:05"), type: .warmup),
            LoggedSet(id: "s2", exerciseId: "bench", weight: 60, reps: 5, rpe: 8, loggedAt: at(monday, "07:10")),
            LoggedSet(id: "s3", exerciseId: "bench", weight: 62.5, reps: 5, rpe: 8.5, loggedAt: at(monday, "07:14")),
            LoggedSet(id: "s4", exerciseId: "ohp", weight: 37.5, reps: 8, loggedAt: at(monday, "07:25")),
            LoggedSet(id: "s5", exerciseId: "plank", durationSeconds: 45, loggedAt: at(monday, "07:40")),
        ])

    static let legs = Workout(
        id: "w-legs", templateId: "legs", day: thursday, startedAt: at(thursday, "18:01"),
        finishedAt: at(thursday, "18:55"),
        sets: [
            LoggedSet(id: "l1", exerciseId: "squat", weight: 80, reps: 5, loggedAt: at(thursday, "18:10")),
            LoggedSet(id: "l2", exerciseId: "squat", weight: 80, reps: 5, loggedAt: at(thursday, "18:15")),
        ])

    static var names: LogNames { LogNames(templates: PlanData.demo.templates, exercises: PlanData.demo.exercises) }

    static var resolver: DayResolver {
        let plan = PlanData.demo
        return DayResolver(
            weekly: plan.weekly, rotations: plan.rotations, now: utc.startOfDay(monday), calendar: utc,
            trainedToday: TrainedToday(workouts: [push], today: monday))
    }

    static func day(_ d: LocalDate = monday) -> DaySummary {
        let reminder = PlannedNotification(
            id: "n1", kind: .workoutReminder, fireAt: at(monday, "17:45"), title: "Pull in 15 minutes", body: "",
            templateId: "pull", day: monday)
        let sent = DeliveryRecord(
            notificationId: "n0", kind: "workout-reminder", at: at(monday, "06:45"), channel: "desktop",
            outcome: "shown")
        let quiet = SkippedOccurrence(
            id: "n2", kind: .weeklyGoal, day: monday, fireAt: at(monday, "06:30"), reason: .quiet,
            detail: "fires at 06:30, inside quiet hours 22:00–07:00")
        return DaySummary(
            day: d, resolver: resolver, calendar: utc, workouts: [push, legs], outbox: [reminder], deliveries: [sent],
            decidedAgainst: [quiet], names: names)
    }

    static func week(_ w: ISOWeek = monday.isoWeek) -> WeekSummary {
        var summary = WeekSummary(
            week: w, today: monday, resolver: resolver, workouts: [push, legs], prefs: NotificationPreferences())
        summary.recentWeeks = WeeklyVolume.series(
            benchWeeks + [push, legs], through: w, weeks: WeeklyVolume.chartWeeks)
        return summary
    }

    /// Fifteen Mondays of bench before this one (2026-08-17 on), 50 kg up to 62.5 kg with a deload,
    /// three working sets and a warm-up each: the exercise screen's history.
    static let benchWeeks: [Workout] = (0..<15).map { i in
        let day = monday.adding(days: -7 * (15 - i))
        let weights: [Double] = [50, 52.5, 55, 55, 57.5, 60, 50, 52.5, 55, 57.5, 60, 60, 62.5, 60, 62.5]
        let reps = [5, 5, 5, 6, 5, 4, 8, 8, 6, 5, 5, 6, 3, 5, 4]
        return Workout(
            id: "w-b\(i)", templateId: "push", day: day, startedAt: at(day, "07:00"), finishedAt: at(day, "07:45"),
            sets: [
                LoggedSet(
                    id: "b\(i)w", exerciseId: "bench", weight: 40, reps: 8, loggedAt: at(day, "07:05"), type: .warmup)
            ]
                + (1...3).map { n in
                    LoggedSet(
                        id: "b\(i)-\(n)", exerciseId: "bench", weight: weights[i], reps: reps[i],
                        loggedAt: at(day, "07:1\(n)"))
                })
    }

    static func exercise(_ id: String) -> ExerciseProgress {
        ExerciseProgress(exerciseId: id, workouts: benchWeeks + [push, legs])
    }

    static var history: [HistoryEntry] { [push, legs].map { HistoryEntry(workout: $0, names: names) } }

    /// The page `request` asks of `entries` (every finished workout, newest first), as the store
    /// answers it (`SpotterDatabase.historyPage`): the filters, then `HistoryPageRequest.page`.
    static func page(_ request: HistoryPageRequest, of entries: [HistoryEntry] = history) -> HistoryPage {
        let text = request.filter.text
        let kept = entries.filtered(exercise: request.filter.exerciseId, text: text.isEmpty ? nil : text)
        let keys = kept.map(key)
        let wanted = request.page(of: keys)
        let byKey = Dictionary(zip(keys, kept)) { first, _ in first }
        return HistoryPage(
            request: request, entries: wanted.compactMap { byKey[$0] }, keys: wanted, total: kept.count,
            all: entries.count)
    }

    /// The first page of `entries`, as History's first answer gives it.
    static func firstPage(of entries: [HistoryEntry] = history) -> HistoryPage {
        page(HistoryPageRequest(filter: HistoryFilter(), anchor: .newest), of: entries)
    }

    static func key(_ entry: HistoryEntry) -> HistoryKey {
        HistoryKey(startedAt: entry.startedAt.timeIntervalSince1970, id: entry.id)
    }

    /// Today with the week's Push done, sized.
    /// Eleven weigh-ins over three weeks up to Monday 30 Nov (today), some days left out.
    static let bodyWeights: [BodyWeight] = [
        (-20, 84.0), (-18, 83.6), (-16, 83.9), (-13, 83.2), (-11, 83.0), (-9, 82.7), (-7, 82.9), (-5, 82.4),
        (-3, 82.1), (-1, 82.3), (0, 81.9),
    ].map { BodyWeight(day: monday.adding(days: $0.0), kg: $0.1) }

    static func state(width: Int = 80, height: Int = 24) -> AppState {
        Fixture.state(width: width, height: height, weekWorkouts: [push])
    }

    /// Presses keys and answers the load effects as the runner would, from this fixture.
    @discardableResult
    static func press(_ keys: [Key], _ state: inout AppState, history: [HistoryEntry]? = nil) -> [Effect] {
        var all: [Effect] = []
        for key in keys {
            var queue: [Action] = [.keyPressed(key)]
            while !queue.isEmpty {
                let effects = Reducer.reduce(&state, queue.removeFirst())
                all += effects
                for effect in effects {
                    switch effect {
                    case .store(.loadDay(let d)): queue.append(.dayLoaded(day(d)))
                    case .store(.indexExercises(let list)):
                        queue.append(.exercisesIndexed(ExerciseSearch(exercises: list), from: list))
                    case .store(.loadWeek(let w)): queue.append(.weekLoaded(week(w)))
                    case .store(.loadHistory(let request)):
                        queue.append(.historyLoaded(page(request, of: history ?? Self.history)))
                    case .store(.loadExercise(let id)): queue.append(.exerciseLoaded(exercise(id)))
                    case .store(.loadBodyWeights): queue.append(.bodyWeightsLoaded(bodyWeights))
                    default: break
                    }
                }
            }
        }
        return all
    }

    static func on(_ keys: [Key], width: Int = 80, height: Int = 24) -> AppState {
        var state = state(width: width, height: height)
        press(keys, &state)
        state.message = nil
        return state
    }
}
