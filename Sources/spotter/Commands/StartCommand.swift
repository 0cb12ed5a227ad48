import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter start [TEMPLATE]`: starts today's planned workout, a named template, or an empty one.
extension StartCommand {
    enum Arg {
        static let template = OptionalPositional(
            "TEMPLATE", help: "a template id or name; today's planned one by default")
    }

    static let command = CLICommand<CommandContext>(
        name: "start", summary: "start a workout: today's planned one, the named template, or an empty one",
        arguments: [Arg.template],
        discussion: """
            With no TEMPLATE: the first workout planned today that is not trained yet (a rotation's
            counts for that rotation), or an empty workout when none is. Refused while a workout is
            open: finish it first (spotter finish). Log sets with spotter log. An item with a
            progression rule (spotter schedule --help) prints today's weight and reps, and why.

            Examples:
              spotter start
              spotter start legs
            """, run: StartCommand.run)
}

enum StartCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        if let name = arguments[Arg.template] {
            try UserText.validate(name, field: "TEMPLATE", limit: UserText.Limit.name)
        }
        let data = try LogData(context)
        if let open = try data.db.openWorkout() {
            throw UsageError(
                "\(data.names.workout(open)) from \(LogText.date(open.day)) is still open; finish it first (spotter finish)"
            )
        }
        var templateId: String?
        var rotationId: String?
        var note = "empty, nothing planned today"
        if let name = arguments[Arg.template] {
            let wanted = name.lowercased()
            guard
                let t = data.plan.templates.first(where: {
                    $0.id.lowercased() == wanted || $0.name.lowercased() == wanted
                })
            else {
                throw UsageError(
                    "unknown template \"\(name)\"; known: \(data.plan.templates.map(\.id).joined(separator: ", "))")
            }
            templateId = t.id
            note = "by name"
        } else {
            let trained = TrainedToday(
                workouts: try data.db.finishedWorkouts(from: data.today, through: data.today), today: data.today)
            let next = data.resolver.sessions(on: data.today).first { session in
                if case .rotation(let id) = session.source { return !trained.rotationIds.contains(id) }
                return !trained.templateIds.contains(session.templateId)
            }
            if let next {
                templateId = next.templateId
                if case .rotation(let id) = next.source { rotationId = id }
                note = "planned today at \(next.time.hhmm)"
            }
        }
        let workout = try data.db.startWorkout(
            templateId: templateId, rotationId: rotationId, day: data.today, at: context.now)
        context.out(
            "started: \(data.names.workout(workout)) (\(note)); log sets with spotter log, end with spotter finish")
        // What each item with a progression rule asks for today, and why (on the barbell settings,
        // in the `units` setting's unit).
        let prefs = try data.db.preferences()
        for item in templateId.flatMap(data.plan.template)?.items ?? [] {
            let sessions = ExerciseSession.recent(
                of: item.exerciseId,
                in: try data.db.finishedWorkouts(since: nil, until: nil, exerciseId: item.exerciseId))
            if let today = Progression.prescription(
                for: item, after: sessions, barbell: data.plan.exercise(item.exerciseId)?.isBarbell == true,
                bar: prefs.bar, plates: prefs.plates, unit: prefs.units)
            {
                context.out("  \(data.names.exercise(item.exerciseId)): \(today.line())")
            }
        }
        return 0
    }
}
