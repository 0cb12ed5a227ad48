import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter plan [--explain] [--json] [--scenario FILE|-] [--now TIME]`: what would be scheduled now, and why not the rest.
extension PlanCommand {
    enum Arg {
        static let explain = Flag("--explain", help: "also every reminder that will not be sent, with the reason")
        static let json = Flag(
            "--json", help: "the same as JSON (scheduled, skipped with reasons, notes; from your data also live)")
        static let scenario = Option(
            "--scenario", value: "FILE", help: "plan a scenario written as JSON instead of your data (- reads stdin)")
        static let now = Option(
            "--now", value: "TIME", help: "plan as if it were TIME (ISO 8601 with offset), from your data")
    }

    static let command = CLICommand<CommandContext>(
        name: "plan", summary: "show the notifications planned for the next 14 days (--explain: and why not others)",
        arguments: [Arg.explain, Arg.json, Arg.scenario, Arg.now],
        discussion: """
            With no option: what will be sent in the next 14 days, from your plan and settings.

            Why didn't I get a reminder? `spotter plan --explain` lists each one that was held back:
              style          your accountability style has none of this kind (gentle: only the weekly-goal nudge)
              muted          you turned that kind off
              trained-today  you already trained that template today
              past           its time had passed when Spotter last planned
              paused         notifications are paused until later
              quiet          it falls inside your quiet hours
              duplicate      the same template already has a reminder that day

            A scenario (every key optional; now and timeZone default to this machine's):
              {"now": "2026-06-01T06:00:00+02:00", "timeZone": "Europe/Berlin",
               "sources": [{"templateId": "A", "weekdays": ["mon","wed"], "time": "07:00"},
                           {"rotationId": "R", "templateIds": ["A","B","C"], "next": "B", "weekdays": ["tue","thu"], "time": "18:00"}],
               "prefs": {"accountability": "structured", "leadMinutes": 0, "quietHours": {"start": "22:00", "end": "07:00"},
                         "pausedUntil": null, "weeklyGoal": 3, "goalNudgeTime": "09:00", "forgotToFinish": true},
               "completedTemplateIdsToday": [], "trainedDaysThisWeek": [],
               "openWorkout": {"id": "w1", "lastSetAt": "2026-06-01T18:10:00+02:00"}}
            "quietHours": null means none. A malformed scenario is refused with the field named, exit status 2.

            Examples:
              spotter plan --explain
              echo '{"prefs": {"leadMinutes": 15}}' | spotter plan --scenario - --json
            """,
        subcommands: [PlanNewCommand.command], run: PlanCommand.run)
}

enum PlanCommand {
    struct Options {
        var explain = false
        var json = false
        var scenario: InputSource?
        var now: Date?
    }

    static func parse(_ arguments: ParsedArguments) throws -> Options {
        var options = Options()
        options.explain = arguments[Arg.explain]
        options.json = arguments[Arg.json]
        options.scenario = try arguments.value(Arg.scenario, as: InputSource.self)
        options.now = try arguments.value(Arg.now, as: InstantArgument.self)?.date
        if options.scenario != nil && options.now != nil {
            throw UsageError("--now applies to your own data; a scenario sets \"now\" itself")
        }
        return options
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let options = try parse(arguments)
        let input = try options.scenario.map { try scenarioInput($0, context) } ?? databaseInput(options.now, context)
        let plan = planNotifications(input)
        if options.json {
            // From your data: the live workout's alerts as the outbox holds them (a paused rest has none).
            let live = try options.scenario == nil ? liveAlerts(context) : nil
            context.out(PlanJSON.render(plan, zone: input.timeZone, live: live))
        } else {
            context.out(PlanExplanation.render(plan, input: input, explain: options.explain))
        }
        return 0
    }

    /// The live session's alerts in the outbox: the rest alert, its repeat, a timed set's end.
    static func liveAlerts(_ context: CommandContext) throws -> [PlannedNotification] {
        try context.openDatabase().outbox().filter { $0.group == .live }.map(\.notification)
    }

    /// The planner's input from a scenario file (or standard input for `-`).
    static func scenarioInput(_ source: InputSource, _ context: CommandContext) throws -> PlannerInput {
        let data = try FileArgument.read(source, what: "scenario file ")
        do {
            return try PlannerScenario.parse(
                data, defaultNow: context.now, defaultZone: context.zone, zones: SystemZones.shared.lookup)
        } catch let error as ScenarioError {
            throw UsageError("scenario \(source == .standardInput ? "(standard input)" : source.name): \(error)")
        }
    }

    /// The planner's input from the user's database: plan, preferences, this week's workouts, the open one.
    static func databaseInput(_ nowOverride: Date?, _ context: CommandContext) throws -> PlannerInput {
        let db = try context.openDatabase()
        let stored = try db.plan()
        let now = nowOverride ?? context.now
        let today = context.calendar.day(of: now)
        var input = PlannerInput(
            now: now, timeZone: context.zone, weekly: stored.weekly, rotations: stored.rotations,
            templates: stored.templates, prefs: try db.preferences(),
            finishedThisWeek: try db.finishedWorkouts(from: today.mondayOfWeek, through: today),
            open: try db.openWorkout())
        // Overlays and the phased plan, so a rest day or a vacation gets no reminder (the one resolver).
        input.overlays = try db.overlays(from: today.adding(days: -7), through: today.adding(days: 21)).map(\.overlay)
        input.phasedPlan = try? db.activePhasedPlan()
        return input
    }
}
