import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter day [DATE] [--json]`: what a day held, what was logged, and its notifications.
extension DayCommand {
    enum Arg {
        static let date = OptionalPositional("DATE", help: "YYYY-MM-DD, or today (the default)")
        static let json = Flag("--json", help: "the same as a JSON object")
    }

    static let command = CLICommand<CommandContext>(
        name: "day", summary: "show a day: the plan, the workouts logged, the notifications sent and held back",
        arguments: [Arg.date, Arg.json],
        discussion: """
            The plan is what the day resolver decides (planned template and time, rest, vacation,
            cross-training, skipped, moved, with the overlay named); then each workout of that day
            with every set; then that day's notifications: planned (waiting in the outbox), sent (from
            the delivery log, with channel and outcome) and decided against, with the same reasons
            as spotter plan --explain.

            Examples:
              spotter day
              spotter day 2026-11-30 --json
            """, run: DayCommand.run)
}

enum DayCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let now = context.calendar.day(of: context.now)
        let day = try arguments.value(Arg.date, as: DayArgument.self)?.day(today: now) ?? now
        let (summary, names) = try load(day, context)
        if arguments[Arg.json] {
            context.out(LogJSON.text(LogJSON.day(summary, names: names, zone: context.zone)))
        } else {
            let unit = try context.openDatabase().preferences().units
            for line in text(summary, names: names, calendar: context.calendar, unit: unit) { context.out(line) }
        }
        return 0
    }

    /// The day's summary from the store and the planner (for what it decided against).
    static func load(_ day: LocalDate, _ context: CommandContext) throws -> (DaySummary, LogNames) {
        let data = try LogData(context, around: day, through: day)
        let calendar = context.calendar
        let skipped = planNotifications(try PlanCommand.databaseInput(nil, context)).skipped
        let summary = DaySummary(
            day: day, resolver: data.resolver, calendar: calendar,
            workouts: try data.withBodyWeight(data.db.workouts(on: day)),
            outbox: try data.db.outboxEntries(about: day, calendar: calendar).map(\.notification),
            deliveries: try data.db.deliveries(on: day, calendar: calendar), decidedAgainst: skipped, names: data.names)
        return (summary, data.names)
    }

    /// "Run: planned 6.5 km at 6:00/km; done 6.5 km in 34:10 (5:15/km)", or "… done: nothing yet";
    /// nil on a day with no run planned and none logged.
    static func runText(_ s: DaySummary, unit: WeightUnit) -> String? {
        let done = s.cardio
        guard !s.plannedRuns.isEmpty || done.sets > 0 else { return nil }
        let planned = s.plannedRuns.map { run -> String in
            let km = CardioPace.distance(run.km * 1000, unit: unit)
            // The target is per km; at 1 km of the plan's pace, the same pace in the user's unit.
            let pace = run.targetPace.flatMap { CardioPace.text(meters: 1000, seconds: $0, unit: unit) }
            return "\(run.type.rawValue) \(km)" + (pace.map { " at \($0)" } ?? "")
        }
        var text = planned.isEmpty ? "Cardio:" : "Run: planned \(planned.joined(separator: " + "));"
        if done.sets == 0 { return text + " done: nothing yet" }
        text += " done \(CardioPace.distance(done.meters, unit: unit))"
        if done.seconds > 0 {
            text += " in \(LogText.duration(done.seconds))"
            if let pace = CardioPace.text(meters: done.meters, seconds: done.seconds, unit: unit) {
                text += " (\(pace))"
            }
        }
        return text
    }

    static func text(_ s: DaySummary, names: LogNames, calendar: ZonedCalendar, unit: WeightUnit) -> [String] {
        func hhmm(_ d: Date) -> String { calendar.clockText(d, on: s.day) }
        var lines = ["\(LogText.date(s.day))", "Planned: \(s.plan.text(names))"]
        if let runs = runText(s, unit: unit) { lines.append(runs) }
        lines.append("")
        if s.workouts.isEmpty {
            lines.append("Logged: nothing")
        } else {
            lines.append("Logged (\(s.setCount) set\(s.setCount == 1 ? "" : "s"), \(LogText.volume(s.volume, unit))):")
            for w in s.workouts {
                let end = w.finishedAt.map { "–\(hhmm($0))" } ?? ", still open"
                lines.append(
                    "  \(w.name)  \(hhmm(w.startedAt))\(end)  \(w.durationIsShown ? LogText.duration(w.durationSeconds) : ISOInstant.unknown)  \(w.setCount) set\(w.setCount == 1 ? "" : "s")  \(LogText.volume(w.volume, unit))"
                )
                for set in w.sets {
                    lines.append("    \(hhmm(set.logged.loggedAt))  \(set.exercise)  \(LogText.set(set.logged, unit))")
                }
            }
        }
        lines.append("")
        lines.append(s.planned.isEmpty ? "Notifications planned: none" : "Notifications planned:")
        for n in s.planned { lines.append("  \(hhmm(n.fireAt))  \(n.kind.rawValue)  \(n.title)") }
        lines.append(s.sent.isEmpty ? "Sent: none" : "Sent:")
        for n in s.sent {
            lines.append(
                "  \(hhmm(n.at))  \(n.channel)  \(n.outcome)  \(n.notificationId)\(n.detail.isEmpty ? "" : "  (\(n.detail))")"
            )
        }
        lines.append(s.decidedAgainst.isEmpty ? "Decided against: none" : "Decided against:")
        for n in s.decidedAgainst {
            let about = n.templateId.map { " \(names.template($0))" } ?? ""
            lines.append("  \(hhmm(n.fireAt))  \(n.kind.rawValue)\(about)")
            lines.append("      \(n.reason.rawValue): \(n.detail)")
        }
        return lines
    }
}
