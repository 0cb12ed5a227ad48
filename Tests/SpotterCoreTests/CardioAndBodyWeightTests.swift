import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Runs and body weight: the cardio set as typed, its pace, "was this day trained", the 7-day
/// average, a body-weight exercise's load, and the daily pass over a logged run.
@Suite("Cardio sets, trained days and body weight")
struct CardioAndBodyWeightTests {
    static let berlin = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
    static let tuesday = LocalDate(iso: "2026-12-01")!

    static func at(_ hhmm: String, on day: LocalDate = tuesday) -> Date {
        berlin.instant(day, LocalTime(hhmm: hhmm)!)
    }

    static func workout(_ sets: [LoggedSet], day: LocalDate = tuesday, finished: Bool) -> Workout {
        Workout(
            id: UUID().uuidString, templateId: nil, day: day, startedAt: at("07:00", on: day),
            finishedAt: finished ? at("08:00", on: day) : nil, sets: sets)
    }

    static func run(_ meters: Double, _ seconds: Int, day: LocalDate = tuesday) -> LoggedSet {
        LoggedSet(
            id: UUID().uuidString, exerciseId: "running", durationSeconds: seconds, loggedAt: at("07:40", on: day),
            meters: meters)
    }

    @Test("a distance in km, m or mi and a time in MM:SS or H:MM:SS are read; anything else names the field")
    func measure() throws {
        let run = try CardioMeasure(distance: "6.5km", time: "34:10")
        #expect(run.meters == 6500 && run.seconds == 2050 && run.heartRate == nil)
        let long = try CardioMeasure(distance: "5mi", time: "1:02:30", heartRate: "152")
        #expect(abs(long.meters - 8046.72) < 1e-9 && long.seconds == 3750 && long.heartRate == 152)
        #expect(try CardioMeasure(distance: "10000m", time: "45:00").meters == 10_000)
        #expect(try CardioMeasure(distance: "42.195 km", time: "3:59:59").meters == 42_195)
        for bad in ["6.5", "0km", "-5km", "1001km", "km", "5 miles", "6,5km"] {
            #expect(throws: SetValueError.self, "\(bad)") { try CardioMeasure(distance: bad, time: "30:00") }
        }
        for bad in ["34", "34:7", "34:60", "1:2:30", "0:00", "25:00:01", "a:bc"] {
            #expect(throws: SetValueError.self, "\(bad)") { try CardioMeasure(distance: "5km", time: bad) }
        }
        #expect(throws: SetValueError.self) { try CardioMeasure(distance: "5km", time: "30:00", heartRate: "300") }
        do {
            _ = try CardioMeasure(distance: "6.5", time: "34:10")
        } catch let error as SetValueError {
            #expect(error.message.hasPrefix("distance \"6.5\" is not a distance such as 6.5km"), "\(error.message)")
        }
    }

    @Test("pace is min/km in kg and min/mi in lb; the distance reads in the same unit")
    func pace() {
        #expect(CardioPace.secondsPerKm(meters: 6500, seconds: 2050) == 315)
        #expect(CardioPace.text(meters: 6500, seconds: 2050, unit: .kg) == "5:15/km")
        #expect(CardioPace.text(meters: 8046.72, seconds: 3750, unit: .lb) == "12:30/mi")
        #expect(CardioPace.text(meters: 0, seconds: 2050, unit: .kg) == nil)
        #expect(CardioPace.distance(6500, unit: .kg) == "6.5 km")
        #expect(CardioPace.distance(8046.72, unit: .lb) == "5 mi")
        #expect(CardioPace.distance(.infinity, unit: .kg) == "? km")
    }

    @Test("a run logged is a trained day, finished or not; an open workout of lifts is not yet")
    func trainedDay() {
        let lifting = LoggedSet(id: "b", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Self.at("07:10"))
        #expect(!TrainedDay.isTrained(Self.tuesday, workouts: [Self.workout([lifting], finished: false)]))
        // Logged all the same: the evening check-in does not nag a workout under way.
        #expect(TrainedDay.isLogged(Self.workout([lifting], finished: false)))
        #expect(!TrainedDay.isLogged(Self.workout([], finished: false)))
        #expect(
            TrainedDay.loggedCounts([
                Self.workout([lifting], finished: false), Self.workout([], finished: true),
                Self.workout([], finished: false),
            ]) == [Self.tuesday: 2])
        #expect(TrainedDay.isTrained(Self.tuesday, workouts: [Self.workout([lifting], finished: true)]))
        #expect(TrainedDay.isTrained(Self.tuesday, workouts: [Self.workout([Self.run(6500, 2050)], finished: false)]))
        #expect(!TrainedDay.isTrained(Self.tuesday.adding(days: 1), workouts: [Self.workout([], finished: true)]))
        var warmup = Self.run(1000, 400)
        warmup.type = .warmup
        let total = TrainedDay.cardio(
            on: Self.tuesday, workouts: [Self.workout([Self.run(6500, 2050), warmup, lifting], finished: true)])
        #expect(total == CardioTotal(sets: 1, meters: 6500, seconds: 2050))
    }

    @Test("the day summary holds the planned run with its target pace against the run logged")
    func daySummary() throws {
        let plan = try PlanFile.parse(
            "plan: T\nstart: 2026-11-30\npace: 5:00\nphase: Base\nweek:\ntue: easy 6.5\n", file: "t")
        let resolver = DayResolver(
            weekly: [], rotations: [], now: Self.at("00:00"), calendar: Self.berlin, trainedToday: TrainedToday(),
            phased: plan)
        let names = LogNames(templates: [], exercises: [Exercise(id: "running", name: "Running", kind: .timed)])
        func summary(_ workouts: [Workout]) -> DaySummary {
            DaySummary(
                day: Self.tuesday, resolver: resolver, calendar: Self.berlin, workouts: workouts, outbox: [],
                deliveries: [], decidedAgainst: [], names: names)
        }
        let before = summary([])
        #expect(!before.done)
        #expect(before.plannedRuns == [PlannedRun(type: .easy, km: 6.5, targetPace: 360)])
        let after = summary([Self.workout([Self.run(6500, 2050)], finished: false)])
        #expect(after.done)
        #expect(after.cardio == CardioTotal(sets: 1, meters: 6500, seconds: 2050))
    }

    @Test("the week counts its runs and their distance, and the review says the distance logged")
    func week() throws {
        let plan = try PlanFile.parse(
            "plan: T\nstart: 2026-11-30\npace: 5:00\nphase: Base\nweek:\ntue: easy 5\nthu: tempo 6\n", file: "t")
        let monday = LocalDate(iso: "2026-11-30")!
        let nextMonday = monday.adding(days: 7)
        let resolver = DayResolver(
            weekly: [], rotations: [], now: Self.at("00:00", on: nextMonday), calendar: Self.berlin,
            trainedToday: TrainedToday(), phased: plan)
        let thursday = monday.adding(days: 3)
        let workouts = [
            Self.workout([Self.run(6500, 2050)], finished: true),
            Self.workout([Self.run(7000, 2100, day: thursday)], day: thursday, finished: true),
        ]
        let week = WeekSummary(
            week: monday.isoWeek, today: nextMonday, resolver: resolver, workouts: workouts,
            prefs: NotificationPreferences())
        #expect(week.days.map(\.done) == [false, true, false, true, false, false, false])
        #expect(week.cardio == CardioTotal(sets: 2, meters: 13_500, seconds: 4150))
        #expect(
            week.review
                == .report(
                    title: "Your week in review: 2026-W49",
                    body: "2026-11-30 to 2026-12-06: 2 sessions, 2 runs, 13.5 km."))
    }

    @Test("the evening pass sends no still-time once a run is logged; the Monday review counts logged runs")
    func dailyPass() throws {
        let plan = try PlanFile.parse(
            "plan: T\nstart: 2026-11-30\npace: 5:00\nphase: Base\nweek:\ntue: easy 5\nweek:\ntue: easy 5\n",
            file: "t")
        var prefs = NotificationPreferences()
        prefs.quietHours = nil
        let bogota = try #require(Zone.system("America/Bogota"))
        let evening = try #require(ISOInstant.parse("2026-12-01T19:30:00-05:00"))
        let silent = DailyPass.decide(DailyPassInput(now: evening, zone: bogota, prefs: prefs, plan: plan))
        #expect(silent.notices.map(\.occasion.description) == ["still-time:2026-12-01"])
        let logged = DailyPass.decide(
            DailyPassInput(now: evening, zone: bogota, prefs: prefs, plan: plan, loggedWorkouts: [Self.tuesday: 1]))
        #expect(logged.notices.isEmpty)
        #expect(logged.skipped.first { $0.kind == .stillTime }?.reason == "already logged today")

        let monday = try #require(ISOInstant.parse("2026-12-07T07:30:00-05:00"))
        var input = DailyPassInput(
            now: monday, zone: bogota, prefs: prefs, plan: plan, loggedWorkouts: [Self.tuesday: 1])
        input.loggedCardio = [Self.tuesday: CardioTotal(sets: 1, meters: 6200, seconds: 1900)]
        let review = DailyPass.decide(input).notices.first { $0.occasion.kind == .weekInReview }
        #expect(review?.body == "2026-11-30 to 2026-12-06: 1 session, 1 run, 6.2 km.")
    }

    @Test("the 7-day average is over the entries of the 7 calendar days ending that day")
    func trend() {
        let d = { (iso: String) in LocalDate(iso: iso)! }
        let points = BodyWeightTrend.points([
            BodyWeight(day: d("2026-12-08"), kg: 80), BodyWeight(day: d("2026-12-01"), kg: 82),
            BodyWeight(day: d("2026-12-03"), kg: 81),
        ])
        #expect(points.map(\.day.iso) == ["2026-12-01", "2026-12-03", "2026-12-08"])
        // 12-08's window is 12-02 to 12-08: 12-03 is in it, 12-01 has left it.
        #expect(points.map(\.averageKg) == [82, 81.5, 80.5])
        #expect(BodyWeightTrend.weight(on: d("2026-12-05"), in: [BodyWeight(day: d("2026-12-03"), kg: 81)]) == 81)
        #expect(BodyWeightTrend.weight(on: d("2026-12-02"), in: [BodyWeight(day: d("2026-12-03"), kg: 81)]) == nil)
    }

    @Test("a pull-up counts the body weight of its day in volume and e1RM; a bench press does not")
    func bodyWeightLoad() {
        let pullUp = Exercise(id: "pull-up", name: "Pull-up", equipment: .bodyweight, catalogueId: "pull-up")
        let weighted = Exercise(
            id: "weighted-pull-up", name: "Weighted pull-up", equipment: .bodyweight, catalogueId: "weighted-pull-up")
        let bench = Exercise(id: "bench", name: "Bench press", equipment: .barbell, catalogueId: "bench-press")
        let plank = Exercise(id: "plank", name: "Plank", kind: .timed, equipment: .bodyweight, catalogueId: "plank")
        #expect(BodyWeightLoad.counts(pullUp) && BodyWeightLoad.counts(weighted))
        #expect(!BodyWeightLoad.counts(bench) && !BodyWeightLoad.counts(plank))
        let sets = [
            LoggedSet(id: "1", exerciseId: "pull-up", reps: 8, loggedAt: Self.at("07:10")),
            LoggedSet(id: "2", exerciseId: "weighted-pull-up", weight: 10, reps: 5, loggedAt: Self.at("07:12")),
            LoggedSet(id: "3", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Self.at("07:14")),
        ]
        let w = Self.workout(sets, finished: true)
        #expect(w.sets.map(\.volume) == [0, 50, 300], "before a weigh-in: as it always was")
        let counted = BodyWeightLoad.apply(
            [w], exercises: [pullUp, weighted, bench], weights: [BodyWeight(day: Self.tuesday, kg: 80)])[0]
        #expect(counted.sets.map(\.volume) == [640, 450, 300])
        #expect(counted.sets.map(\.bodyWeightKg) == [80, 80, nil])
        #expect(EstimatedOneRepMax.of(counted.sets[1]) == EstimatedOneRepMax.of(weight: 90, reps: 5))
        #expect(EstimatedOneRepMax.of(w.sets[0]) == nil)
    }
}

/// Body weight in Spotter's own CSV: written after the workouts, one `body-weight` row a day, and
/// read back by `spotter import` (Strong and Hevy have none).
@Suite("Body weight in Spotter's CSV")
struct BodyWeightCSVTests {
    @Test("an export with body weights reads back the same entries, exact kilograms; a bad row names its field")
    func roundTrip() throws {
        let weights = [
            BodyWeight(day: LocalDate(iso: "2026-11-30")!, kg: 82.4),
            BodyWeight(day: LocalDate(iso: "2026-12-01")!, kg: 180 * WeightUnit.kilogramsPerPound),
        ]
        let text = SpotterCSV.render([], zone: .utc, bodyWeights: weights)
        #expect(text.contains(",2026-11-30,,,,,,,body-weight,82.4,"), "\(text)")
        let parsed = SpotterCSV.read(try CSVTable.parse(text))
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.bodyWeights == weights)
        let batch = ImportBatch(parsed, exercises: [], stored: [])
        #expect(batch.bodyWeights == weights)
        #expect(
            ImportSummary.text(batch, parsed: parsed, zone: "UTC").hasPrefix(
                "0 workouts, 0 sets, 0 new exercises, 2 body weights;"))

        let bad = text.replacingOccurrences(of: "body-weight,82.4,", with: "body-weight,0,")
        let refused = SpotterCSV.read(try CSVTable.parse(bad))
        #expect(refused.bodyWeights.count == 1)
        #expect(refused.problems.first?.message.contains("weight_kg") == true, "\(refused.problems)")
    }
}
