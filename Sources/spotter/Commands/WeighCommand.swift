import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter weigh 82.4 [--at DATE]` and `spotter weigh --list [--json]`: body weight by day.
extension WeighCommand {
    enum Arg {
        static let weight = OptionalPositional("WEIGHT", help: "your body weight, in your unit (82.4)")
        static let at = Option("--at", value: "DATE", help: "the day it is for, YYYY-MM-DD (today by default)")
        static let list = Flag("--list", help: "every entry with its 7-day average")
        static let json = Flag("--json", help: "with --list: a JSON array, kg")
    }

    static let command = CLICommand<CommandContext>(
        name: "weigh", summary: "log your body weight, or list it with its 7-day average",
        arguments: [Arg.weight, Arg.at, Arg.list, Arg.json],
        discussion: """
            WEIGHT is in your unit (the units setting), more than 0 and less than 1000 kg; it is
            stored in kg at full precision. One entry a day: a second for the same day replaces the
            first, and says which it replaced. --list shows every entry, oldest first, beside the
            mean of the entries of the 7 days ending that day (the trend a single weigh-in hides).

            A body-weight exercise (the catalogue says so: pull-up, dip, push-up) counts your body
            weight of that day (the latest entry on or before it) in its volume and e1RM, as Hevy does.

            Examples:
              spotter weigh 82.4
              spotter weigh 82.9 --at 2026-11-30
              spotter weigh --list
              spotter weigh --list --json
            """, run: WeighCommand.run)
}

enum WeighCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        let unit = try db.preferences().units
        let today = context.calendar.day(of: context.now)
        if arguments[Arg.list] {
            guard arguments[Arg.weight] == nil, arguments[Arg.at] == nil else {
                throw UsageError("--list takes no WEIGHT and no --at")
            }
            let points = BodyWeightTrend.points(try db.bodyWeights())
            if arguments[Arg.json] {
                context.out(
                    JSONValue.array(
                        points.map {
                            [
                                "date": JSONValue($0.day.iso), "kg": JSONValue($0.kg),
                                "average7DaysKg": JSONValue($0.averageKg),
                            ]
                        }
                    ).text())
                return 0
            }
            if points.isEmpty { context.out("No body weight logged yet (spotter weigh 82.4 logs one).") }
            for p in points {
                context.out(
                    "\(LogText.date(p.day))  \(unit.withUnit(p.kg))  7-day average \(unit.tenths(p.averageKg)) \(unit.label)"
                )
            }
            return 0
        }
        if arguments[Arg.json] { throw UsageError("--json goes with --list") }
        guard let text = arguments[Arg.weight] else {
            throw UsageError("give your WEIGHT (spotter weigh 82.4) or --list")
        }
        let kg = try LogCommand.usage { try unit.bodyWeight(text) }
        let day = try arguments.value(Arg.at, as: DayArgument.self)?.day(today: today) ?? today
        guard day <= today else { throw UsageError("--at: \(day.iso) is after today") }
        let replaced = try db.weigh(kg, on: day, at: context.now)
        let said = "\(unit.withUnit(kg)) on \(LogText.date(day))"
        if let replaced {
            context.out("saved: \(said) (replaces \(unit.withUnit(replaced.kg)): one entry a day)")
        } else {
            context.out("saved: \(said)")
        }
        return 0
    }
}
