import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter workout edit|add-set|edit-set|delete-set|delete`: change a workout already logged.
extension WorkoutCommand {
    enum Arg {
        static let id = Positional(
            "ID", help: "the workout's id as spotter history --json shows it (or its first characters), or last")
        static let name = Option("--name", value: "NAME", help: "a new name")
        static let date = Option(
            "--date", value: "DATE", help: "a new day, YYYY-MM-DD (start and end keep their times)")
        static let start = Option("--start", value: "HH:MM", help: "a new start, local time")
        static let end = Option("--end", value: "HH:MM", help: "a new end, local time (before the start: the next day)")
        static let exercise = Positional("EXERCISE", help: "an exercise id or name")
        static let set = Positional(
            "SET", help: "the set's number in the workout, as history lists them (1 is the first)")
        static let measure = Positional("VALUE", help: "60x5, 8, 45s, or a run's distance (6.5km)")
        static let time = OptionalPositional("TIME", help: "a run's time, MM:SS or H:MM:SS")
        static let rpe = Option("--rpe", value: "N", help: "how hard it was, 1 to 10")
        static let heartRate = Option("--hr", value: "BPM", help: "a run's average heart rate")
        static let yes = Flag("--yes", help: "delete without asking")
    }

    static let command = CLICommand<CommandContext>(
        name: "workout", summary: "change a logged workout: its name and times, add, change or delete a set, delete it",
        discussion: """
            ID is a workout's id as spotter history --json shows it, enough of its first
            characters to name one workout, or last (the one started most recently). SET is a set's
            number within the workout, in the order spotter history lists them (1 is the first).
            Times are local (HH:MM) on the workout's day; --date moves the workout, its sets and its
            end with it. Values are typed as spotter log takes them, weights in your unit.

            Each change is one transaction: records, history, day and week follow it, and reminders
            are re-planned as spotter finish does. delete asks first on a terminal ("Delete Push of
            Mon 2026-11-30 with 12 sets?"); without a terminal it needs --yes. A bad value is exit
            status 2 and nothing changes; a delete you decline is exit 1.

            Examples:
              spotter workout edit 3f2a --name "Push (hotel gym)" --start 17:30 --end 18:40
              spotter workout add-set 3f2a bench 60x5
              spotter workout edit-set 3f2a 2 62.5x5 --rpe 8
              spotter workout delete-set 3f2a 4
              spotter workout delete 3f2a --yes
            """,
        subcommands: [
            CLICommand(
                name: "edit", summary: "change its name, day, start or end",
                arguments: [Arg.id, Arg.name, Arg.date, Arg.start, Arg.end], run: editWorkout),
            CLICommand(
                name: "add-set", summary: "add a forgotten set",
                arguments: [Arg.id, Arg.exercise, Arg.measure, Arg.time, Arg.rpe, Arg.heartRate], run: addSet),
            CLICommand(
                name: "edit-set", summary: "change a set's values",
                arguments: [Arg.id, Arg.set, Arg.measure, Arg.time, Arg.rpe, Arg.heartRate], run: editSet),
            CLICommand(name: "delete-set", summary: "delete one set", arguments: [Arg.id, Arg.set], run: deleteSet),
            CLICommand(
                name: "delete", summary: "delete the whole workout (asks first)", arguments: [Arg.id, Arg.yes],
                run: delete),
        ])
}

enum WorkoutCommand {
    /// Runs one change to the workout ID names, then re-plans as `finish` does; a change that
    /// returns false (a declined delete) re-plans nothing and exits 1.
    static func changing(
        _ arguments: ParsedArguments, _ context: CommandContext,
        _ change: (SpotterDatabase, Workout, StoredPlan, LogNames, WeightUnit, String) throws -> Bool
    ) throws -> Int32 {
        let db = try context.openDatabase()
        let workout = try find(arguments[Arg.id], db)
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let unit = try db.preferences().units
        let title = "\(names.workout(workout)) of \(LogText.date(workout.day))"
        guard try change(db, workout, plan, names, unit, title) else { return 1 }
        SyncCommand.replanAfterChange(context)
        return 0
    }

    static func editWorkout(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try changing(arguments, context) { db, workout, plan, names, unit, title in
            let edit = try self.edit(workout, arguments, context)
            guard edit != WorkoutEdit() else {
                throw UsageError("nothing to change: give --name, --date, --start or --end")
            }
            do {
                try db.editWorkout(id: workout.id, edit)
            } catch let error as WorkoutEditError {
                throw UsageError("\(error.message); nothing changed")
            }
            context.out("Changed \(title)")
            return true
        }
    }

    static func addSet(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try changing(arguments, context) { db, workout, plan, names, unit, title in
            let text = arguments[Arg.exercise]
            try UserText.validate(text, field: "EXERCISE", limit: UserText.Limit.name)
            let cardio = LogCardio.exercise(text, in: plan)
            let exercise = try cardio?.exercise ?? LogData.exercise(text, field: "EXERCISE", in: plan)
            var set = try measured(exercise, id: UUID().uuidString.lowercased(), arguments, unit: unit)
            if let cardio { try LogCardio.add(cardio, to: db) }
            set.loggedAt = ForgottenSet.loggedAt(
                startedAt: workout.startedAt, lastSetAt: workout.lastSetAt, finishedAt: workout.finishedAt)
            try db.addSet(set, to: workout.id)
            context.out("Added to \(title): \(exercise.name) \(LogText.set(set, unit))")
            return true
        }
    }

    static func editSet(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try changing(arguments, context) { db, workout, plan, names, unit, title in
            let old = try pick(arguments[Arg.set], in: workout)
            guard let exercise = plan.exercise(old.exerciseId) else {
                throw StoreError.notFound("exercise \(old.exerciseId)")
            }
            var set = try measured(exercise, id: old.id, arguments, unit: unit)
            set.loggedAt = old.loggedAt
            set.type = old.type
            set.note = old.note
            try db.editSet(set)
            context.out("Changed in \(title): \(exercise.name) \(LogText.set(old, unit)) → \(LogText.set(set, unit))")
            return true
        }
    }

    static func deleteSet(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try changing(arguments, context) { db, workout, plan, names, unit, title in
            let old = try pick(arguments[Arg.set], in: workout)
            try db.deletePastSet(id: old.id)
            context.out("Deleted from \(title): \(names.exercise(old.exerciseId)) \(LogText.set(old, unit))")
            return true
        }
    }

    static func delete(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try changing(arguments, context) { db, workout, plan, names, unit, title in
            let question = "Delete \(title) with \(workout.sets.count) set\(workout.sets.count == 1 ? "" : "s")?"
            guard try TerminalQuestion.confirmed(question, yes: arguments[Arg.yes]) else {
                context.out("Nothing deleted")
                return false
            }
            try db.deleteWorkout(id: workout.id)
            context.out("Deleted \(title)")
            return true
        }
    }

    /// The workout an id (or the first characters of one) names; none or several is exit 2.
    static func find(_ text: String, _ db: SpotterDatabase) throws -> Workout {
        try UserText.validate(text, field: "ID", limit: UserText.Limit.name)
        if text == "last" {
            guard let latest = try db.latestWorkout() else { throw UsageError("ID: no workout is logged yet") }
            return latest
        }
        if let exact = try db.workout(id: text) { return exact }
        let found = text.count >= 4 ? try db.workoutIds(prefix: text.lowercased()) : []
        guard found.count == 1, let workout = try db.workout(id: found[0]) else {
            throw UsageError(
                found.isEmpty
                    ? "ID: no workout \"\(text)\" (spotter history --json shows the ids)"
                    : "ID: \"\(text)\" starts \(found.count) workouts' ids; give more of it")
        }
        return workout
    }

    /// A set by its number in the workout (1 is the first, as history lists them) or by its id.
    static func pick(_ text: String, in workout: Workout) throws -> LoggedSet {
        let sets = workout.sets
        if let n = DecimalNumber.whole(text) {
            guard n >= 1, n <= sets.count else {
                throw UsageError("SET: the workout has \(sets.count) set\(sets.count == 1 ? "" : "s"), not \(n)")
            }
            return sets[n - 1]
        }
        guard let set = sets.first(where: { $0.id == text }) else {
            throw UsageError("SET: no set \(QuotedField.text(text)) in this workout (its number, such as 2)")
        }
        return set
    }

    /// The new values, as `spotter log` reads them: a lift's WEIGHTxREPS, REPS or SECONDSs, a
    /// run's distance and time.
    static func measured(_ exercise: Exercise, id: String, _ arguments: ParsedArguments, unit: WeightUnit) throws
        -> LoggedSet
    {
        let rpe = try arguments[Arg.rpe].map { text in try LogCommand.usage { try SetValue.rpe(text) } }
        var set = LoggedSet(id: id, exerciseId: exercise.id, rpe: rpe, loggedAt: Date(timeIntervalSince1970: 0))
        if ExerciseCatalogue.shared.profile(of: exercise).kind == .distanceTime {
            guard let time = arguments[Arg.time] else {
                throw UsageError("\(exercise.name) takes a distance and a time: e.g. 6.5km 34:10")
            }
            let m = try LogCommand.usage {
                try CardioMeasure(distance: arguments[Arg.measure], time: time, heartRate: arguments[Arg.heartRate])
            }
            set.meters = m.meters
            set.durationSeconds = m.seconds
            set.heartRate = m.heartRate
            return set
        }
        if arguments[Arg.time] != nil || arguments[Arg.heartRate] != nil {
            throw UsageError("\(exercise.name) is not a cardio exercise: TIME and --hr are for a run, a row or a ride")
        }
        let m = try LogCommand.usage { try SetMeasure(parsing: arguments[Arg.measure], unit: unit) }
        try LogCommand.usage { try m.check(for: exercise) }
        set.weight = m.weight
        set.reps = m.reps
        set.durationSeconds = m.seconds
        return set
    }

    /// The edit the flags ask for, in local time on the workout's (new) day (`WorkoutEdit(of:…)`).
    static func edit(_ w: Workout, _ arguments: ParsedArguments, _ context: CommandContext) throws -> WorkoutEdit {
        let calendar = context.calendar
        let name = try arguments[Arg.name].map {
            try UserText.validate($0.trimmingWhitespace(), field: "--name", limit: UserText.Limit.name)
        }
        let today = calendar.day(of: context.now)
        let day = try arguments.value(Arg.date, as: DayArgument.self)?.day(today: today)
        func time(_ handle: Option, _ field: String) throws -> LocalTime? {
            try arguments[handle].map { text in
                guard let t = LocalTime(hhmm: text) else { throw UsageError("\(field): \"\(text)\" is not HH:MM") }
                return t
            }
        }
        return WorkoutEdit(
            of: w, name: name, day: day, start: try time(Arg.start, "--start"), end: try time(Arg.end, "--end"),
            calendar: calendar)
    }
}
