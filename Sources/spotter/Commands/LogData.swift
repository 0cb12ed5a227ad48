import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// What `spotter day`, `week`, `history` and `start` read from the store, gathered once.
struct LogData {
    let db: SpotterDatabase
    let plan: StoredPlan
    let names: LogNames
    let today: LocalDate
    /// The one day resolver, asked as at the start of today so today's session stays today's all
    /// day (as the daily pass asks it), over the overlays around `around`.
    let resolver: DayResolver

    init(_ context: CommandContext, around first: LocalDate? = nil, through last: LocalDate? = nil) throws {
        db = try context.openDatabase()
        plan = try db.plan()
        names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let calendar = context.calendar
        today = calendar.day(of: context.now)
        let from = min(first ?? today, today).mondayOfWeek.adding(days: -7)
        let to = max(last ?? today, today).adding(days: 21)
        let finishedToday = try db.finishedWorkouts(from: today, through: today)
        resolver = DayResolver(
            weekly: plan.weekly, rotations: plan.rotations, now: calendar.startOfDay(today), calendar: calendar,
            trainedToday: TrainedToday(workouts: finishedToday, today: today), phased: try? db.activePhasedPlan(),
            overlays: try db.overlays(from: from, through: to).map(\.overlay))
    }

    /// `workouts` with body weight counted in body-weight exercises' volume and e1RM (`BodyWeightLoad`).
    func withBodyWeight(_ workouts: [Workout]) throws -> [Workout] {
        BodyWeightLoad.apply(workouts, exercises: plan.exercises, weights: try db.bodyWeights())
    }

    /// An exercise by id or name (case ignored), as `spotter log` takes it; unknown is exit 2 with the known ids.
    static func exercise(_ text: String, field: String, in plan: StoredPlan) throws -> Exercise {
        let wanted = text.lowercased()
        guard let e = plan.exercises.first(where: { $0.id == wanted || $0.name.lowercased() == wanted }) else {
            throw UsageError(
                "\(field): unknown exercise \"\(text)\"; known: \(plan.exercises.map(\.id).joined(separator: ", "))")
        }
        return e
    }
}

/// How the log's lines read on the command line: `62.5×5 @8.5`, `45s`, `2,450 kg`.
enum LogText {
    static func set(_ s: LoggedSet, _ unit: WeightUnit) -> String {
        var text: String
        if let meters = s.meters {
            // A distance set (a run, a row): its distance, its time and pace when it has one, in
            // kilometres or in miles with units lb.
            text = CardioPace.distance(meters, unit: unit) + (s.durationSeconds.map { " in \(duration($0))" } ?? "")
            if let seconds = s.durationSeconds, let pace = CardioPace.text(meters: meters, seconds: seconds, unit: unit)
            {
                text += " (\(pace))"
            }
            if let bpm = s.heartRate { text += " \(bpm) bpm" }
        } else if let seconds = s.durationSeconds {
            text = "\(seconds)s"
        } else if let body = s.bodyWeightKg {
            // A body-weight exercise, its load counted with the lifter's weight of that day.
            text =
                "\(unit.withUnit(body)) body weight" + (s.weight.map { " + \(unit.withUnit($0))" } ?? "") + " ×"
                + (s.reps.map(String.init) ?? "?")
        } else {
            text = (s.weight.map(unit.text) ?? "body weight ") + "×" + (s.reps.map(String.init) ?? "?")
        }
        if s.isFailedAttempt { text += " (failed attempt)" }
        if let rpe = s.rpe { text += " @\(SetValue.weightText(rpe))" }
        if s.type != .working { text += " (\(s.type.rawValue))" }
        return text
    }

    static func volume(_ v: Double, _ unit: WeightUnit) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return "?" }
        return unit.withUnit(v)
    }

    /// `58:12`, or `1:02:05` from an hour on.
    static func duration(_ seconds: Int) -> String { ActiveWorkoutLine.clock(seconds) }

    static func date(_ d: LocalDate) -> String { "\(d.weekday.displayName) \(d.iso)" }
}
