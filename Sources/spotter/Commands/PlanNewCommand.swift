import Foundation
import SpotterCore
import SpotterStore

/// `spotter plan new`: a generated race plan, or a hand-written plan file, made the active plan.
extension Command {
    static let planNew = Command(
        name: "plan new", summary: "make a phased plan: a race plan, or a plan file (spotter plan new)",
        help: """
            Usage:
              spotter plan new --race 5k|10k|half|marathon --date YYYY-MM-DD --days mon,wed,sat
                               [--start YYYY-MM-DD] [--pace M:SS] [--time HH:MM] [--print]
              spotter plan new --file PLAN.txt [--print]      (- reads standard input)

            A race plan counts its weeks back from race week, from --start (a Monday; default: the
            Monday of this week): taper = max(2, round(0.20·N)), peak = max(1, round(0.15·N)),
            base = max(2, round(0.25·N)), build = the rest, halves rounded to even. The last of
            --days carries the long run; with three or more days the middle one is the quality
            session. --pace is your goal race pace per km; each run's target derives from it.
            The plan file format is described in the README ("Plans, the daily pass, mail and push").
            --print shows the plan in that format without saving it. A bad plan is refused,
            naming the file and line, and the stored plan is left as it was.

            Examples:
              spotter plan new --race 10k --date 2027-03-14 --days tue,thu,sun --pace 5:00
              spotter plan new --file ~/plans/winter-block.txt
            """, run: PlanNewCommand.run)
}

enum PlanNewCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        var options: [String: String] = [:]
        var printOnly = false
        var args = arguments[...]
        while let arg = args.popFirst() {
            switch arg {
            case "--print": printOnly = true
            case "--race", "--date", "--days", "--start", "--pace", "--time", "--file":
                guard let value = args.popFirst() else { throw UsageError("\(arg) needs a value") }
                options[arg] = value
            default: throw UsageError("unknown argument \(arg)")
            }
        }
        let plan = try options["--file"] != nil ? fromFile(options, context) : race(options, context)
        if printOnly {
            context.out(String(PlanFile.write(plan).dropLast()))
            return 0
        }
        try context.openDatabase().savePhasedPlan(plan, now: context.now)
        let split = plan.phases.map { "\($0.name) \($0.weeks.count)" }.joined(separator: ", ")
        context.out("active plan: \(plan.name), \(plan.totalWeeks) weeks from \(plan.start.iso) (\(split))")
        return 0
    }

    private static func fromFile(_ options: [String: String], _ context: CommandContext) throws -> PhasedPlan {
        guard options.count == 1 else { throw UsageError("--file cannot be combined with --race, --date or --days") }
        let path = options["--file"]!
        let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
        let data = handle?.readDataToEndOfFile()
        guard let data else { throw UsageError("cannot read \(path)") }
        let file = path == "-" ? "standard input" : path
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

    private static func race(_ options: [String: String], _ context: CommandContext) throws -> PhasedPlan {
        guard let raceText = options["--race"], let race = RaceDistance(rawValue: raceText.lowercased()) else {
            throw UsageError("--race must be one of 5k, 10k, half, marathon")
        }
        guard let dateText = options["--date"], let date = LocalDate(iso: dateText) else {
            throw UsageError("--date must be the race day as YYYY-MM-DD")
        }
        guard let daysText = options["--days"], let days = Weekday.parseList(daysText) else {
            throw UsageError("--days must list weekdays like mon,wed,sat")
        }
        var start = context.calendar.day(of: context.now)
        if let s = options["--start"] {
            guard let d = LocalDate(iso: s) else { throw UsageError("--start must be YYYY-MM-DD") }
            // Weeks start on a Monday; moving the date without a word would start the plan on a
            // day the user did not give.
            guard d.weekday == .mon else {
                throw UsageError(
                    "--start \(s) is a \(d.weekday.displayName); plans start on a Monday: use --start \(d.mondayOfWeek.iso)")
            }
            start = d
        }
        var pace: Int?
        if let p = options["--pace"] {
            guard let v = Pace.parse(p) else { throw UsageError("--pace must be minutes:seconds per km, e.g. 5:00") }
            pace = v
        }
        var time = LocalTime(hour: 7, minute: 0)!
        if let t = options["--time"] {
            guard let v = LocalTime(hhmm: t) else { throw UsageError("--time must be HH:MM") }
            time = v
        }
        do {
            return try RacePlanGenerator.generate(race: race, raceDay: date, start: start, days: days, racePace: pace, time: time)
        } catch let error as RacePlanError {
            throw UsageError(error.description)
        }
    }
}
