import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter log run 6.5km 34:10`: a cardio set (distance and time, optional heart rate).
enum LogCardio {
    /// The cardio exercise `text` names: one of yours whose catalogue kind is distance and time, or
    /// a catalogue entry of that kind not used yet (`isNew`: `add` stores it once the set's values
    /// are read, so a refused set adds nothing); nil for any other exercise, which `spotter log`
    /// takes as a lift.
    static func exercise(_ text: String, in plan: StoredPlan) -> (exercise: Exercise, isNew: Bool)? {
        // One of yours needs only its own catalogue line, not the catalogue with every name keyed
        // (most of a `spotter log` call when it was built for every lift).
        if let mine = ExerciseCatalogue.lookUpByYourNames(text, in: plan.exercises).first {
            let entry = mine.catalogueId.flatMap { ExerciseCatalogue.entryReadAlone(id: $0) }
            return ExerciseCatalogue.profile(of: mine, entry: entry).kind == .distanceTime ? (mine, false) : nil
        }
        let catalogue = ExerciseCatalogue.shared
        if let mine = catalogue.lookUp(text, in: plan.exercises).first {
            return catalogue.profile(of: mine).kind == .distanceTime ? (mine, false) : nil
        }
        guard let entry = catalogue.entry(named: text) ?? catalogue.entry(id: text), entry.kind == .distanceTime,
            !plan.exercises.contains(where: { $0.id == entry.id })
        else { return nil }
        let exercise = Exercise(
            id: entry.id, name: entry.name, kind: entry.kind.exerciseKind, equipment: entry.equipment,
            catalogueId: entry.id)
        return (exercise, true)
    }

    /// Stores a catalogue exercise `exercise(_:in:)` found new.
    static func add(_ found: (exercise: Exercise, isNew: Bool), to db: SpotterDatabase) throws {
        guard found.isNew else { return }
        try db.savePlan(exercises: [found.exercise], templates: [], weekly: [], rotations: [])
    }

    static func run(
        _ found: (exercise: Exercise, isNew: Bool), _ arguments: ParsedArguments, _ context: CommandContext,
        db: SpotterDatabase, unit: WeightUnit
    ) throws -> Int32 {
        let exercise = found.exercise
        guard let time = arguments[LogCommand.Arg.time] else {
            throw UsageError(
                "\(exercise.name) takes a distance and a time: e.g. spotter log \(exercise.id) 6.5km 34:10")
        }
        if arguments[LogCommand.Arg.rpe] != nil { throw UsageError("--rpe is for lifts; a run takes --hr") }
        let measure = try LogCommand.usage {
            try CardioMeasure(
                distance: arguments[LogCommand.Arg.measure], time: time, heartRate: arguments[LogCommand.Arg.heartRate])
        }
        let now = context.now
        let today = context.calendar.day(of: now)
        let open = try LogCommand.openWorkout(db, today: today)
        try add(found, to: db)
        let set = LoggedSet(
            id: UUID().uuidString.lowercased(), exerciseId: exercise.id, durationSeconds: measure.seconds,
            loggedAt: now, meters: measure.meters, heartRate: measure.heartRate)
        if let open {
            try db.logSet(set, in: open.id)
        } else {
            // A run is logged after it was run: its own workout, from its start to now, finished.
            try db.logFinishedWorkout(
                set, day: today, startedAt: now.addingTimeInterval(-Double(measure.seconds)), name: exercise.name)
        }
        context.out("saved: \(exercise.name) \(LogText.set(set, unit))")
        if open == nil { SyncCommand.replanAfterChange(context) }
        return 0
    }
}
