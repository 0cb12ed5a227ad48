import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter week [YYYY-Www] [--json]`: an ISO week, Monday to Sunday, planned vs done.
extension WeekCommand {
    enum Arg {
        static let week = OptionalPositional("WEEK", help: "an ISO week, YYYY-Www (2026-W53); this week by default")
        static let json = Flag("--json", help: "the same as a JSON object")
    }

    static let command = CLICommand<CommandContext>(
        name: "week", summary: "show an ISO week: each day planned vs done, the weekly goal, the week in review",
        arguments: [Arg.week, Arg.json],
        discussion: """
            Monday to Sunday: what each day held and whether a workout was finished, with sets and
            volume (warm-ups count toward no volume); the weekly goal's progress; and what the week
            in review (sent the Monday after) says, or why it stays silent.

            Examples:
              spotter week
              spotter week 2026-W53 --json
            """, run: WeekCommand.run)
}

enum WeekCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let today = context.calendar.day(of: context.now)
        var week = today.isoWeek
        if let text = arguments[Arg.week] {
            guard let parsed = ISOWeek(parsing: text) else {
                throw UsageError("WEEK: \"\(text)\" is not an ISO week YYYY-Www that exists (e.g. 2026-W53)")
            }
            week = parsed
        }
        let days = week.days
        let data = try LogData(context, around: days[0], through: days[6])
        let summary = WeekSummary(
            week: week, today: today, resolver: data.resolver,
            workouts: try data.withBodyWeight(data.db.workouts(from: days[0], through: days[6])),
            prefs: try data.db.preferences(),
            firstKnownDay: try data.db.firstKnownDay(today: today))
        if arguments[Arg.json] {
            context.out(LogJSON.text(LogJSON.week(summary, names: data.names)))
            return 0
        }
        let unit = try data.db.preferences().units
        context.out("\(week)  \(LogText.date(days[0])) … \(LogText.date(days[6]))")
        for d in summary.days {
            let standing = d.standing(today: today)
            let mark: String
            switch standing {
            case .done: mark = "done"
            case .missed: mark = "missed"
            case .planned: mark = "planned"
            case .free, .unknown: mark = ""
            }
            let what =
                standing == .done
                ? d.doneWorkouts.map { data.names.workout($0) }.joined(separator: ", ")
                : standing == .unknown ? "" : d.plan.text(data.names)
            var logged = d.sets > 0 ? "  \(d.sets) set\(d.sets == 1 ? "" : "s"), \(LogText.volume(d.volume, unit))" : ""
            if d.cardio.sets > 0 { logged += ", \(CardioPace.distance(d.cardio.meters, unit: unit))" }
            var line = "  \(d.day.weekday.displayName) \(d.day.iso)  \(mark.padded(toWidth: 7)) \(what)\(logged)"
            // A day before Spotter knew it says nothing: no trailing blanks either.
            while line.hasSuffix(" ") { line.removeLast() }
            context.out(line)
        }
        let g = summary.goal
        context.out(
            "Weekly goal: \(g.done) of \(g.goal) days"
                + (g.reached ? ", reached" : ", \(g.owed) to go")
                + (g.atRisk.isEmpty ? "" : "; at risk from \(LogText.date(g.atRisk[0]))"))
        let cardio = summary.cardio
        context.out(
            "Total: \(summary.sets) sets, \(LogText.volume(summary.volume, unit))"
                + (cardio.sets > 0 ? ", \(CardioPace.distance(cardio.meters, unit: unit)) of cardio" : ""))
        switch summary.review {
        case .report(let title, let body): context.out("Week in review: \(title): \(body)")
        case .silent(let reason): context.out("Week in review: stays silent (\(reason))")
        }
        return 0
    }
}
