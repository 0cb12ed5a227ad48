import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter export csv|json|ics`: your workouts for another app, a backup, or a calendar.
extension ExportCommand {
    enum Arg {
        static let format = Option(
            "--format", value: "spotter|strong|hevy",
            help: "spotter (default), strong or hevy: whose CSV layout to write")
        static let unit = Option(
            "--unit", value: "kg|lb",
            help: "the weight unit of --format strong or hevy (default: your units setting)")
        static let weeks = Option(
            "--weeks", value: "N", help: "weeks of planned workouts from today, 1 to 52 (default 4)")
    }

    /// `--format`: whose CSV layout to write.
    enum CSVLayout: String, ArgumentValue {
        case spotter, strong, hevy
        init?(argument: String) { self.init(rawValue: argument) }
        static let expectation = "spotter, strong or hevy"
    }

    /// `--weeks`: how many weeks of planned workouts, from today.
    enum Weeks: WholeNumberRange { static let range = 1...52 }

    static let command = CLICommand<CommandContext>(
        name: "export", summary: "write your workouts as CSV or JSON, or the planned ones as a calendar",
        discussion: """
            Everything goes to standard output; redirect it to a file.

            csv: one row a set, finished workouts oldest first. --format spotter (the default) has
            every column (ids, notes, instants with their offsets) and spotter import reads it back
            to the same history, in kg at full precision; --format strong and --format hevy write
            those apps' layouts, which spotter import and the apps read, with weights to 0.01 in
            --unit (kg, or lb as Strong's Weight (lbs) and Hevy's weight_lbs; default: your units
            setting).
            json: {"workouts": …as spotter history --json…, "exercises", "templates", "schedule"
            (with the schedule file's text), "settings"}.
            ics: the planned workouts of the next --weeks weeks as an iCalendar file, one event an
            occurrence, in the zone you plan in, with targets in your units setting.

            Examples:
              spotter export csv > spotter.csv
              spotter export csv --format strong > strong.csv
              spotter export csv --format hevy --unit lb > hevy.csv
              spotter export json > backup.json
              spotter export ics --weeks 8 > spotter.ics
            """,
        subcommands: [
            CLICommand(
                name: "csv", summary: "one row a set: Spotter's columns, or Strong's or Hevy's",
                arguments: [Arg.format, Arg.unit],
                run: csv),
            CLICommand(name: "json", summary: "workouts (history --json), templates, schedule and settings", run: json),
            CLICommand(
                name: "ics", summary: "the planned workouts as an iCalendar file", arguments: [Arg.weeks], run: ics),
        ])
}

enum ExportCommand {
    static func csv(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let format = try arguments.value(Arg.format, as: CSVLayout.self) ?? .spotter
        let given = try arguments.value(Arg.unit, as: WeightUnit.self)
        if given != nil, format == .spotter {
            throw UsageError(
                "--unit: Spotter's own CSV is always in kg at full precision; use --format strong or hevy")
        }
        let zone = context.zone
        switch format {
        case .strong:
            let unit = try given ?? context.openDatabase().preferences().units
            try streamCSV(context) { AppCSV.strong($0, zone: zone, unit: unit) }
        case .hevy:
            let unit = try given ?? context.openDatabase().preferences().units
            try streamCSV(context) { AppCSV.hevy($0, zone: zone, unit: unit) }
        case .spotter:
            try streamCSV(context) { SpotterCSV.render($0, zone: zone) }
            // Body weight after the workouts, as `SpotterCSV.render` places it: its rows without the header.
            let weights = try context.openDatabase().bodyWeights()
            let header = SpotterCSV.render([], zone: zone)
            try write(
                String(
                    decoding: SpotterCSV.render([], zone: zone, bodyWeights: weights).utf8.dropFirst(
                        header.utf8.count), as: UTF8.self))
        }
        return 0
    }

    static func json(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        let plan = try db.plan()
        let prefs = try db.preferences()
        let settings = PreferenceCatalog.all.map { (key: $0.name, value: $0.get(prefs, context.zone)) }
        // The workouts a page at a time (`WorkoutsJSON`), between the document's two ends.
        try write(ExportJSON.opening)
        try WorkoutsJSON.write(
            db, names: LogNames(templates: plan.templates, exercises: plan.exercises), zone: context.zone, write)
        try write(
            ExportJSON.closing(
                plan: ExportJSON.Plan(
                    exercises: plan.exercises, templates: plan.templates, weekly: plan.weekly,
                    rotations: plan.rotations),
                scheduleFile: ScheduleFile.render(try db.scheduleFile()), settings: settings,
                bodyWeights: try db.bodyWeights())
                + "\n")
        return 0
    }

    static func ics(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let weeks = try arguments.value(Arg.weeks, as: WholeNumber<Weeks>.self)?.value ?? 4
        let today = context.calendar.day(of: context.now)
        let last = today.adding(days: weeks * 7 - 1)
        let data = try LogData(context, around: today, through: last)
        var sessions: [PlannedSession] = []
        for offset in 0..<(weeks * 7) { sessions += data.resolver.sessions(on: today.adding(days: offset)) }
        let prefs = try data.db.preferences()
        var details: [String: String] = [:]
        for t in data.plan.templates {
            details[t.id] = t.items.map { item in
                let weight = item.weight.map {
                    PlateMath.target(
                        $0, in: prefs.units, barbell: data.plan.exercise(item.exerciseId)?.isBarbell == true,
                        bar: prefs.bar, plates: prefs.plates)
                }
                return "\(data.names.exercise(item.exerciseId)) \(target(item, weight: weight, prefs.units))"
            }.joined(separator: ", ")
        }
        try write(
            CalendarFile.render(
                sessions, names: data.names, details: details, zone: context.zone, stamp: context.now))
        return 0
    }

    /// A CSV written a page of finished workouts at a time (`forEachFinishedPage`), so memory stays
    /// flat however long the history: the header once (what `render` gives for no workout), then
    /// each page's rows, `render`'s text after that same header. Each format's rows depend on
    /// their own workout alone, so the bytes are those of one render of the whole history.
    static func streamCSV(_ context: CommandContext, _ render: ([HistoryEntry]) -> String) throws {
        let db = try context.openDatabase()
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let header = render([])
        try write(header)
        try db.forEachFinishedPage(since: nil, until: nil) { page in
            let text = render(page.map { HistoryEntry(workout: $0, names: names) })
            precondition(text.utf8.starts(with: header.utf8), "a CSV render begins with its header")
            try write(String(decoding: text.utf8.dropFirst(header.utf8.count), as: UTF8.self))
        }
    }

    /// `5×5 @60 kg`, `5×5 @175 lb`, `3×45s`: `weight` (kg) is the item's as a target shows
    /// (`PlateMath.target`: a barbell's 80 kg is 175 lb, what the bar holds).
    static func target(_ item: WorkoutTemplate.Item, weight: Double?, _ unit: WeightUnit) -> String {
        if let seconds = item.durationSeconds { return "\(item.sets)×\(seconds)s" }
        let reps = item.reps.map { "×\($0)" } ?? ""
        return "\(item.sets)\(reps)" + (weight.map { " @\(unit.withUnit($0))" } ?? "")
    }

    /// The bytes as they are: the formats need their CRLFs, and each escapes its own text (`CSVText`,
    /// `CalendarFile.text`, `JSONText`), so no control character is written raw.
    /// A full disk or a closed reader fails the command (exit 1): an export cut short must not pass for whole.
    static func write(_ text: String) throws {
        do { try FileDescriptor.standardOutput.writeAll(text) } catch {
            throw RuntimeFailure("cannot write the export to standard output: \(error)")
        }
    }
}
