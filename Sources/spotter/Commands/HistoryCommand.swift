import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter history [--since DATE] [--until DATE] [--exercise NAME] [--json]`: the finished workouts.
extension HistoryCommand {
    enum Arg {
        static let since = Option("--since", value: "DATE", help: "from this day on (YYYY-MM-DD or today)")
        static let until = Option("--until", value: "DATE", help: "up to this day, inclusive")
        static let exercise = Option(
            "--exercise", value: "NAME", help: "only workouts with a set of this exercise (id or name)")
        static let json = Flag("--json", help: "a JSON array of workouts, oldest first")
    }

    static let command = CLICommand<CommandContext>(
        name: "history", summary: "list finished workouts with their sets (--json for other tools)",
        arguments: [Arg.since, Arg.until, Arg.exercise, Arg.json],
        discussion: """
            Without --json: newest first, one line per workout (date, time, name, duration, sets,
            volume), its notes (the workout's, then each exercise's), its sets below (each with its
            note), then the records it set ("New record: Bench press e1RM 81.7 kg"). Warm-ups count
            toward no volume and no record. A body-weight exercise (pull-up, dip) counts your body
            weight of that day (spotter weigh) in its volume and e1RM, and its sets say so
            ("82.4 kg body weight ×8").

            With --json: oldest first, every key always present (null when empty), times with your
            offset:
              [{"id": "…", "name": "Push", "start": "2026-11-30T18:02:11+01:00", "end": "…",
                "note": "slept badly", "exerciseNotes": [{"exercise": "Bench press", "note": "wide grip"}],
                "sets": [{"exercise": "Bench press", "type": "working", "weightKg": 62.5, "reps": 5,
                          "seconds": null, "rpe": 8.5, "loggedAt": "…", "note": null}]}]
            type is working, warmup, drop or failure; weightKg is null for body weight; seconds is
            set for timed sets.

            Examples:
              spotter history --since 2026-11-01 --exercise bench
              spotter history --json
            """, run: HistoryCommand.run)
}

enum HistoryCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let today = context.calendar.day(of: context.now)
        let since = try arguments.value(Arg.since, as: DayArgument.self)?.day(today: today)
        let until = try arguments.value(Arg.until, as: DayArgument.self)?.day(today: today)
        if let since, let until, since > until {
            throw UsageError("--since \(since.iso) is after --until \(until.iso)")
        }
        if let name = arguments[Arg.exercise] {
            try UserText.validate(name, field: "--exercise", limit: UserText.Limit.name)
        }
        let db = try context.openDatabase()
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let exerciseId = try arguments[Arg.exercise].map { try LogData.exercise($0, field: "--exercise", in: plan).id }
        if arguments[Arg.json] {
            // A page of workouts at a time, written as it is read (`WorkoutsJSON`).
            try WorkoutsJSON.write(
                db, names: names, zone: context.zone, since: since, until: until, exerciseId: exerciseId
            ) { try FileDescriptor.standardOutput.writeAll(TerminalText.escaped($0)) }
            try FileDescriptor.standardOutput.writeAll("\n")
            return 0
        }
        let unit = try db.preferences().units
        // Body weight counts in a body-weight exercise's volume and e1RM (`BodyWeightLoad`).
        let weights = try db.bodyWeights()
        func counted(_ w: [Workout]) -> [Workout] {
            BodyWeightLoad.apply(w, exercises: plan.exercises, weights: weights)
        }
        let entries = HistoryEntry.list(
            counted(try db.finishedWorkouts(since: since, until: until, exerciseId: exerciseId)),
            history: counted(try db.finishedWorkouts(since: nil, until: nil)), names: names,
            unit: unit)
        if entries.isEmpty {
            context.out("No finished workouts\(since == nil && until == nil && exerciseId == nil ? "" : " match").")
            return 0
        }
        let calendar = context.calendar
        for entry in entries.reversed() {
            context.out(
                "\(LogText.date(entry.day)) \(calendar.clockText(entry.startedAt))  \(entry.name)  "
                    + "\(entry.durationIsShown ? LogText.duration(entry.durationSeconds) : ISOInstant.unknown)  "
                    + "\(entry.setCount) set\(entry.setCount == 1 ? "" : "s")  "
                    + LogText.volume(entry.volume, unit))
            if let note = entry.note { context.out("    Note: \(note)") }
            for n in entry.exerciseNotes { context.out("    \(n.exercise): \(n.note)") }
            for s in entry.sets {
                context.out(
                    "    \(calendar.clockText(s.logged.loggedAt))  \(s.exercise)  \(LogText.set(s.logged, unit))"
                        + (s.logged.note.map { "  \($0)" } ?? ""))
            }
            for record in entry.records { context.out("    New record: \(record)") }
        }
        return 0
    }
}
