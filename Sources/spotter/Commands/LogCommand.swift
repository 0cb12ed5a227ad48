import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

extension LogCommand {
    enum Arg {
        static let exercise = Positional("EXERCISE", help: "an exercise id or name (case does not matter)")
        static let measure = Positional(
            "SET", help: "WEIGHTxREPS (60x5), REPS (8) or SECONDSs (45s); for a run, its distance (6.5km, 5mi, 10000m)")
        static let time = OptionalPositional("TIME", help: "a run's time, MM:SS or H:MM:SS (34:10, 1:02:30)")
        static let heartRate = Option("--hr", value: "BPM", help: "a run's average heart rate, beats per minute")
        static let rpe = Option("--rpe", value: "N", help: "how hard it was, 1 to 10 (8.5 is fine)")
        static let yes = Flag(
            "--yes", help: "save a set that looks wrong (over 100 reps, over 500 kg, twice your best): it is right")
    }

    static let command = CLICommand<CommandContext>(
        name: "log", summary: "log one set from the shell (starts a workout if none is open)",
        arguments: [Arg.exercise, Arg.measure, Arg.time, Arg.rpe, Arg.heartRate, Arg.yes],
        discussion: """
            WEIGHT is kilograms, more than 0 and less than 1000 (plain decimals: 60, 62.5); REPS is 1
            to 999; a timed exercise takes SECONDSs only, any other WEIGHTxREPS or REPS; --rpe is 1 to
            10 (8.5). The set is committed and synced to disk before "saved" is printed. With no open
            workout, an empty one is started today.

            A set that looks like a typo (more than 100 reps, more than 500 kg, or more than twice the
            exercise's best weight: what the set form asks about) is refused with exit status 2 and
            nothing is written; --yes saves it.

            A cardio exercise (running, cycling, rowing: the catalogue's distance-and-time kind) takes
            a distance and a time instead: 6.5km, 10000m or 5mi, then MM:SS or H:MM:SS, and --hr for
            the average heart rate. Its pace is shown in min/km, or min/mi with units lb. A run logged
            with no workout open is a workout of its own, finished as it is saved (it ended now and
            began its time ago); a run day of the phased plan is then trained. An exercise from the
            catalogue that you have not used yet is added first.

            Examples:
              spotter log bench 60x5
              spotter log "pull-up" 8 --rpe 8.5
              spotter log plank 45s
              spotter log bench 160x5 --yes
              spotter log run 6.5km 34:10
              spotter log run 10000m 1:02:30 --hr 152
            """, run: LogCommand.run)
}

enum LogCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let args = [arguments[Arg.exercise], arguments[Arg.measure]]
        var rpe: Double?
        if let text = arguments[Arg.rpe] {
            rpe = try usage { try SetValue.rpe(text) }
        }
        try UserText.validate(args[0], field: "EXERCISE", limit: UserText.Limit.name)
        let db = try context.openDatabase()
        let unit = try db.preferences().units

        let plan = try db.plan()
        let wanted = args[0].lowercased()
        if let cardio = LogCardio.exercise(args[0], in: plan) {
            return try LogCardio.run(cardio, arguments, context, db: db, unit: unit)
        }
        guard let exercise = plan.exercises.first(where: { $0.id == wanted || $0.name.lowercased() == wanted }) else {
            throw UsageError(
                "unknown exercise \"\(args[0])\"; known: \(plan.exercises.map(\.id).joined(separator: ", "))")
        }
        if arguments[Arg.time] != nil || arguments[Arg.heartRate] != nil {
            throw UsageError("\(exercise.name) is not a cardio exercise: TIME and --hr are for a run, a row or a ride")
        }
        let measure = try usage { try SetMeasure(parsing: args[1], unit: unit) }
        try usage { try measure.check(for: exercise) }
        let now = context.now
        let today = context.calendar.day(of: now)
        let open = try openWorkout(db, today: today)
        // The set form's question, which a command line cannot ask: refuse unless --yes says it is right.
        if !arguments[Arg.yes],
            let outlier = SetOutlier.finding(
                weight: measure.weight.map(unit.amount), reps: measure.reps, unit: unit,
                bestKg: try db.bestWeight(of: exercise.id, excludingWorkout: nil))
        {
            throw UsageError(
                "\(outlier.value) looks wrong (\(outlier.why)); nothing saved. If it is right, add --yes")
        }
        let workout = try open ?? db.startWorkout(templateId: nil, day: today, at: now)
        let set = LoggedSet(
            id: UUID().uuidString.lowercased(), exerciseId: exercise.id, weight: measure.weight, reps: measure.reps,
            rpe: rpe, durationSeconds: measure.seconds, loggedAt: now)
        try db.logSet(set, in: workout.id)
        let count = workout.sets.filter { $0.exerciseId == exercise.id }.count + 1
        context.out("saved: \(exercise.name) \(measure.text(unit)) (set \(count))")
        return 0
    }

    /// The workout open today, if any. A set belongs to today's training: adding it to a workout
    /// left open days ago would count it on the wrong day (and tell the evening check-in nothing
    /// was logged today), so that is exit 2.
    static func openWorkout(_ db: SpotterDatabase, today: LocalDate) throws -> Workout? {
        let open = try db.openWorkout()
        if let open, open.day != today {
            throw UsageError(
                "a workout from \(open.day.weekday.displayName) \(open.day.iso) is still open; open spotter and finish it (f) first"
            )
        }
        return open
    }

    /// A value the set cannot hold is a usage mistake: exit 2, with the field named.
    static func usage<T>(_ read: () throws -> T) throws -> T {
        do { return try read() } catch let error as SetValueError { throw UsageError(error.message) }
    }
}
