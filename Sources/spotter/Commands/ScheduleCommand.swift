import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

extension ScheduleCommand {
    enum Arg {
        static let file = Positional("FILE", help: "a schedule file, or - for standard input")
    }

    static let command = CLICommand<CommandContext>(
        name: "schedule", summary: "show, export or import your templates, weekly days and rotations",
        discussion: """
            A new database starts with a demo schedule. To make it yours:
              spotter schedule export > my.schedule
              $EDITOR my.schedule
              spotter schedule import my.schedule

            The file format (# starts a comment, indentation is free):
              exercise bench "Bench press"
              exercise plank "Plank" timed
              template push "Push"
                bench 5x5 @60 rest 120      5 sets of 5 reps at 60 kg, 120 s rest
                plank 3x45s rest 60         3 sets of 45 s
                squat 5x5 @80 progress +2.5 deload 3 10%
                                            +2.5 kg after all 5x5 done; 3 short: -10%
                row 3x8-12 @50 progress double +2.5
                                            8 reps, +1 a session up to 12, then +2.5 kg
              weekly push mon,thu 18:00     Push every Monday and Thursday, reminder time 18:00
              rotation wk "Weekend" push,legs sat,sun 10:00
                                            a rotation: the next template on each training day

            Weights are kg, more than 0 and less than 1000 (plain decimals: 60, 62.5). A timed exercise
            takes SETSxSECONDSs, any other SETSxREPS. progress alone adds 2.5 kg; the @WEIGHT is where
            it starts, then today's weight follows what you really lifted (spotter start shows it). CRLF line ends and a byte-order mark are fine.
            A file with a mistake is refused with its line number, exit status 2, and nothing changes.
            Exercises are never removed (your logged sets refer to them); workouts you logged are kept.
            """,
        subcommands: [
            CLICommand(name: "show", summary: "what is planned on which weekdays", run: show),
            CLICommand(
                name: "export", summary: "the whole schedule in the file format (edit it, then import)",
                run: export),
            CLICommand(
                name: "import", summary: "replace templates, weekly days and rotations (- reads stdin)",
                arguments: [Arg.file],
                run: importFile),
        ])
}

enum ScheduleCommand {
    static func show(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        let plan = try db.plan()
        for day in Weekday.allCases {
            var entries: [String] = []
            for s in plan.weekly where s.weekdays.contains(day) {
                entries.append("\(plan.template(s.templateId)?.name ?? s.templateId) at \(s.time.hhmm)")
            }
            for r in plan.rotations where r.weekdays.contains(day) {
                entries.append("\(r.name) (rotation) at \(r.time.hhmm)")
            }
            context.out("\(day.displayName)  \(entries.isEmpty ? "rest" : entries.joined(separator: ", "))")
        }
        for r in plan.rotations {
            let names = r.templateIds.map { plan.template($0)?.name ?? $0 }
            context.out(
                "\n\(r.name): \(names.joined(separator: " → ")); next: \(r.template(after: 0).flatMap { plan.template($0)?.name } ?? "-")"
            )
        }
        // Each template's progression rules, as the file writes them.
        for t in plan.templates {
            let rules = t.items.compactMap { item in
                item.progression.map { rule in
                    let range = rule.topReps.map { "\(item.reps ?? 1)-\($0)" } ?? "\(item.reps ?? 1)"
                    return
                        "\(plan.exercise(item.exerciseId)?.name ?? item.exerciseId) \(item.sets)x\(range) \(rule.clause)"
                }
            }
            if !rules.isEmpty { context.out("\n\(t.name) progression: \(rules.joined(separator: "; "))") }
        }
        if try db.meta("demo-plan") != nil {
            context.out(
                "\nThis is the demo schedule. Make it yours: spotter schedule export > my.schedule, edit, then spotter schedule import my.schedule"
            )
        }
        return 0
    }

    static func export(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let text = ScheduleFile.render(try context.openDatabase().scheduleFile())
        try? FileDescriptor.standardOutput.writeAll(TerminalText.escaped(text))
        return 0
    }

    static func importFile(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let input = try arguments.value(Arg.file, as: InputSource.self)
        let name = input == .standardInput ? "stdin" : input.name
        let data = try FileArgument.read(input)
        let file: ScheduleFile
        do {
            let text = try UserText.decodeUTF8(data)
            file = try ScheduleFile.parse(text, knownExercises: try context.openDatabase().plan().exercises)
        } catch let error as ScheduleFile.ParseError {
            context.err("spotter schedule: \(name): \(error)")
            return 2
        } catch let error as UserText.InvalidUTF8 {
            context.err("spotter schedule: \(name): \(error)")
            return 2
        }
        let db = try context.openDatabase()
        try db.replaceSchedule(with: file)
        SyncCommand.replanAfterChange(context)
        context.out(
            "imported \(file.templates.count) templates, \(file.weekly.count) weekly entries, \(file.rotations.count) rotations"
        )
        return 0
    }
}
