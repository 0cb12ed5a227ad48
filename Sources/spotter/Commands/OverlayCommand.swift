import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter overlay`: rest days, vacations, cross-training, skips and "not today", laid over the plan.
extension OverlayCommand {
    enum Arg {
        static let date = Positional("DATE", help: "YYYY-MM-DD, or today")
        static let maybeDate = OptionalPositional("DATE", help: "YYYY-MM-DD, or today (the default)")
        static let first = Positional("FIRST", help: "the first day away (YYYY-MM-DD or today)")
        static let last = Positional("LAST", help: "the last day away, inclusive")
        static let activity = Positionals(
            "ACTIVITY", help: "what you do instead, e.g. cycling (several words are fine)")
        static let id = Positional("ID", help: "an overlay's id (spotter overlay list shows them)")
    }

    static let command = CLICommand<CommandContext>(
        name: "overlay", summary: "rest, vacation, cross-training, skip or move a day without editing the plan",
        discussion: """
            Every one of these days is silent for today's workout and still time to log it, for the
            same reason. DATE is YYYY-MM-DD, or today.

            Examples:
              spotter overlay vacation 2026-12-21 2026-12-27
              spotter overlay not-today
            """,
        subcommands: [
            CLICommand(
                name: "rest", summary: "a rest day instead of what was planned", arguments: [Arg.date], run: rest),
            CLICommand(
                name: "vacation", summary: "days away, inclusive", arguments: [Arg.first, Arg.last], run: vacation),
            CLICommand(
                name: "cross", summary: "cross-training instead (e.g. cycling)", arguments: [Arg.date, Arg.activity],
                run: cross),
            CLICommand(name: "skip", summary: "skip that day's session", arguments: [Arg.date], run: skip),
            CLICommand(
                name: "not-today", summary: "move the session to the next free day of its week",
                arguments: [Arg.maybeDate], run: notToday),
            CLICommand(name: "list", summary: "overlays from a week ago on, with their ids", run: list),
            CLICommand(name: "remove", summary: "remove one overlay", arguments: [Arg.id], run: remove),
        ])
}

enum OverlayCommand {
    /// What `remove` takes: an id `spotter overlay list` shows.
    enum Overlays: IDListing {
        static let expectation = "an overlay's id, a whole number (spotter overlay list shows them)"
    }

    static func rest(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try add(Overlay(kind: .rest, day: try day(arguments, Arg.date, context)), context)
    }

    static func skip(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        try add(Overlay(kind: .skipped, day: try day(arguments, Arg.date, context)), context)
    }

    static func notToday(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let day = try arguments.value(Arg.maybeDate, as: DayArgument.self)?.day(today: today(context)) ?? today(context)
        return try add(Overlay(kind: .notToday, day: day), context)
    }

    static func cross(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let activity = arguments[Arg.activity].joined(separator: " ").trimmingWhitespace()
        guard !activity.isEmpty else { throw UsageError("cross needs an activity, e.g. cycling") }
        try UserText.validate(activity, field: "activity", limit: UserText.Limit.activity)
        return try add(
            Overlay(kind: .crossTraining, day: try day(arguments, Arg.date, context), activity: activity), context)
    }

    static func vacation(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (a, b) = (try day(arguments, Arg.first, context), try day(arguments, Arg.last, context))
        guard a <= b else { throw UsageError("the vacation's last day \(b) is before its first \(a)") }
        return try add(Overlay(kind: .vacation, first: a, last: b), context)
    }

    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let today = today(context)
        for (id, o) in try context.openDatabase().overlays(
            from: today.adding(days: -7), through: today.adding(days: 3650))
        {
            let days = o.first == o.last ? o.first.iso : "\(o.first.iso)…\(o.last.iso)"
            context.out("\(id)  \(o.kind.rawValue)  \(days)\(o.activity.map { "  \($0)" } ?? "")")
        }
        return 0
    }

    static func remove(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let id = try arguments.value(Arg.id, as: ListedID<Overlays>.self).value
        guard try context.openDatabase().removeOverlay(id: id) else {
            throw UsageError("no overlay \(id) (see spotter overlay list)")
        }
        context.out("overlay \(id) removed")
        return 0
    }

    /// Stores one overlay and says what it is.
    static func add(_ overlay: Overlay, _ context: CommandContext) throws -> Int32 {
        let id = try context.openDatabase().addOverlay(overlay, now: context.now)
        context.out(
            "overlay \(id): \(overlay.kind.rawValue) \(overlay.first.iso)\(overlay.last != overlay.first ? "…\(overlay.last.iso)" : "")"
        )
        return 0
    }

    static func today(_ context: CommandContext) -> LocalDate { context.calendar.day(of: context.now) }

    /// A DATE, FIRST or LAST argument (`YYYY-MM-DD` or `today`) as the day it names.
    static func day(_ arguments: ParsedArguments, _ positional: Positional, _ context: CommandContext) throws
        -> LocalDate
    {
        try arguments.value(positional, as: DayArgument.self).day(today: today(context))
    }
}
