import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter plan new`: a generated race plan, or a hand-written plan file, made the active plan.
extension PlanNewCommand {
    enum Arg {
        static let race = Option("--race", value: "DISTANCE", help: "5k, 10k, half or marathon")
        static let date = Option("--date", value: "YYYY-MM-DD", help: "the race day")
        static let days = Option("--days", value: "DAYS", help: "the weekdays you run, e.g. mon,wed,sat")
        static let start = Option("--start", value: "YYYY-MM-DD", help: "the plan's first week (default: this week)")
        static let pace = Option("--pace", value: "M:SS", help: "your goal race pace per km")
        static let time = Option("--time", value: "HH:MM", help: "the reminder time of each run (default 07:00)")
        static let file = Option(
            "--file", value: "PLAN", help: "a plan file you wrote instead (- reads standard input)")
        static let printOnly = Flag("--print", help: "show the plan in the file format without saving it")

        /// What a race plan is made from; none of them goes with --file.
        static let racePlan: [any ArgumentHandle] = [race, date, days, start, pace, time]
    }

    static let command = CLICommand<CommandContext>(
        name: "new", summary: "make a phased plan: a race plan (--race, --date, --days), or a plan file (--file)",
        arguments: [Arg.race, Arg.date, Arg.days, Arg.start, Arg.pace, Arg.time, Arg.file, Arg.printOnly],
        discussion: """
            A race plan needs --race, --date and --days; a plan file needs --file alone (and --print).

            A race plan counts its weeks back from race week, from --start (a Monday; default: the
            Monday of this week): taper = max(2, round(0.20·N)), peak = max(1, round(0.15·N)),
            base = max(2, round(0.25·N)), build = the rest, halves rounded to even. The last of
            --days carries the long run; with three or more days the middle one is the quality
            session. --pace is your goal race pace per km; each run's target derives from it.
            The plan file format is described in docs/PLANS.md ("Phased plans").
            --print shows the plan in that format without saving it. A bad plan is refused,
            naming the file and line, and the stored plan is left as it was.

            Examples:
              spotter plan new --race 10k --date 2027-03-14 --days tue,thu,sun --pace 5:00
              spotter plan new --file ~/plans/winter-block.txt
            """, run: PlanNewCommand.run)
}

enum PlanNewCommand {
    static func run(_ options: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let printOnly = options[Arg.printOnly]
        let plan =
            try options.value(Arg.file, as: InputSource.self).map { try fromFile($0, options, context) }
            ?? race(options, context)
        if printOnly {
            context.out(String(PlanFile.write(plan).dropLast()))
            return 0
        }
        try context.openDatabase().savePhasedPlan(plan, now: context.now)
        let split = plan.phases.map { "\($0.name) \($0.weeks.count)" }.joined(separator: ", ")
        context.out("active plan: \(plan.name), \(plan.totalWeeks) weeks from \(plan.start.iso) (\(split))")
        return 0
    }

    private static func fromFile(_ input: InputSource, _ options: ParsedArguments, _ context: CommandContext) throws
        -> PhasedPlan
    {
        guard !options.containsAny(Arg.racePlan) else {
            throw UsageError("--file cannot be combined with --race, --date or --days")
        }
        let data = try FileArgument.read(input)
        let file = input.name
        do {
            // A strength day must name a template that exists, or it would remind of nothing.
            let templates = try context.openDatabase().plan().templates.map(\.id)
            return try PlanFile.parse(try UserText.decodeUTF8(data), file: file, templates: templates)
        } catch let error as PlanFileError {
            throw UsageError(error.description)
        } catch let error as UserText.InvalidUTF8 {
            throw UsageError("\(file):\(error.line): \(error.problem)")
        }
    }

    private static func race(_ options: ParsedArguments, _ context: CommandContext) throws -> PhasedPlan {
        guard let raceText = options[Arg.race], let race = RaceDistance(rawValue: raceText.lowercased()) else {
            throw UsageError("--race must be one of 5k, 10k, half, marathon")
        }
        guard let dateText = options[Arg.date], let date = LocalDate(iso: dateText) else {
            throw UsageError("--date must be the race day as YYYY-MM-DD")
        }
        guard let daysText = options[Arg.days], let days = Weekday.parseList(daysText) else {
            throw UsageError("--days must list weekdays like mon,wed,sat")
        }
        var start = context.calendar.day(of: context.now)
        if let s = options[Arg.start] {
            guard let d = LocalDate(iso: s) else { throw UsageError("--start must be YYYY-MM-DD") }
            // Weeks start on a Monday; moving the date without a word would start the plan on a
            // day the user did not give.
            guard d.weekday == .mon else {
                throw UsageError(
                    "--start \(s) is a \(d.weekday.displayName); plans start on a Monday: use --start \(d.mondayOfWeek.iso)"
                )
            }
            start = d
        }
        var pace: Int?
        if let p = options[Arg.pace] {
            guard let v = Pace.parse(p) else { throw UsageError("--pace must be minutes:seconds per km, e.g. 5:00") }
            pace = v
        }
        var time = LocalTime(hour: 7, minute: 0)!
        if let t = options[Arg.time] {
            guard let v = LocalTime(hhmm: t) else { throw UsageError("--time must be HH:MM") }
            time = v
        }
        do {
            return try RacePlanGenerator.generate(
                race: race, raceDay: date, start: start, days: days, racePace: pace, time: time)
        } catch let error as RacePlanError {
            throw UsageError(error.description)
        }
    }
}
