import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter import FILE [--from spotter|strong|hevy] [--unit kg|lb] [--dry-run]`: workouts from a CSV export.
extension ImportCommand {
    enum Arg {
        static let file = Positional("FILE", help: "a CSV export from Spotter, Strong or Hevy, or - for standard input")
        static let from = Option(
            "--from", value: "APP", help: "spotter, strong or hevy (default: recognised from the header)")
        static let unit = Option(
            "--unit", value: "UNIT",
            help: "kg or lb: the unit of a Strong file whose Weight column names none (default kg)")
        static let dryRun = Flag("--dry-run", help: "print what would be added and write nothing")
    }

    static let command = CLICommand<CommandContext>(
        name: "import", summary: "bring in workouts from a Spotter, Strong or Hevy CSV export",
        arguments: [Arg.file, Arg.from, Arg.unit, Arg.dryRun],
        discussion: """
            The file is recognised from its header: Spotter's own (spotter export csv: workout_id,
            day,workout,…,set_note; its times carry their offsets and its workouts keep their ids),
            Strong's three layouts (Date,Workout Name,
            Duration,…; Date;Workout Name;…;Weight Unit;…; "Workout #";"Date";…;"Weight (kg)" or
            "Weight (lbs)") and Hevy's ("title","start_time",…,"weight_kg" or "weight_lbs").
            Separators , or ;, CRLF or LF, a byte-order mark or none, decimal commas.

            Neither app writes a time zone: times are read in yours, and the summary says so.
            Exercises are matched to yours by name (case ignored); other names become new
            exercises. Importing the same file again adds nothing (a workout is its source, start
            and name). One transaction: a malformed row is printed as FILE:LINE: what is wrong,
            exit 2, and nothing is imported. On a terminal, 5,000 sets or more show a progress line.

            Examples:
              spotter import strong.csv --dry-run
              spotter import strong_workouts.csv --unit lb
              spotter import hevy_workouts.csv
              spotter import spotter.csv --from spotter
            """, run: ImportCommand.run)
}

enum ImportCommand {
    /// Problems printed before "… and N more".
    static let problemsShown = 20

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let source = try arguments[Arg.from].map { text in
            guard let s = ImportSource(rawValue: text) else {
                throw UsageError("--from: \"\(text)\" is not spotter, strong or hevy")
            }
            return s
        }
        let unit =
            try arguments[Arg.unit].map { text in
                guard let u = WeightUnit(rawValue: text) else {
                    throw UsageError("--unit: \"\(text)\" is not kg or lb")
                }
                return u
            } ?? .kg
        let path = arguments[Arg.file]
        let file = path == "-" ? "stdin" : path
        let data = try FileArgument.read(path)
        let parsed: ParsedImport
        do {
            let text = try UserText.decodeUTF8(data)
            parsed = try ImportReader.read(text, from: source, unit: unit, calendar: context.calendar)
        } catch let error as UserText.InvalidUTF8 {
            context.err("\(file):\(error.line): \(error.problem)")
            context.err("spotter import: nothing imported")
            return 2
        } catch let problem as ImportProblem {
            context.err(problem.text(file: file))
            context.err("spotter import: nothing imported")
            return 2
        }
        guard parsed.problems.isEmpty else {
            for p in parsed.problems.prefix(problemsShown) { context.err(p.text(file: file)) }
            let more = parsed.problems.count - problemsShown
            if more > 0 {
                context.err("… and \(more) more\(parsed.problems.count >= 100 ? " (stopped counting at 100)" : "")")
            }
            context.err(
                "spotter import: nothing imported; fix the line\(parsed.problems.count == 1 ? "" : "s") above and run it again"
            )
            return 2
        }
        let db = try context.openDatabase()
        let batch = ImportBatch(
            parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: parsed.source),
            existingIds: parsed.source == .spotter ? try db.workoutIds() : [])
        let summary = ImportSummary.text(batch, parsed: parsed, zone: context.zone.identifier)
        if arguments[Arg.dryRun] {
            let calendar = context.calendar
            for w in batch.workouts {
                context.out(
                    "\(w.day.iso) \(calendar.time(of: w.startedAt).hhmm)  \(w.name ?? "Workout")  "
                        + "\(w.sets.count) set\(w.sets.count == 1 ? "" : "s")")
            }
            for e in batch.newExercises { context.out("new exercise: \(e.name) (\(e.id))") }
            context.out("Would add \(summary) from \(parsed.layout); dry run, nothing written")
            return 0
        }
        try save(batch, to: db)
        if !batch.workouts.isEmpty { SyncCommand.replanAfterChange(context) }
        context.out("Imported \(summary) from \(parsed.layout)")
        return 0
    }

    /// Writes the batch; a large one redraws a progress line on standard error when that is a terminal.
    static func save(_ batch: ImportBatch, to db: SpotterDatabase) throws {
        let total = batch.setCount
        guard total >= ImportProgress.threshold, isatty(2) == 1 else { return try db.saveImport(batch) }
        let stderr = FileDescriptor.standardError
        var shown = -1
        defer { try? stderr.writeAll("\r\u{1B}[K") }
        try db.saveImport(batch) { done in
            let percent = done * 100 / total
            guard percent != shown else { return }
            shown = percent
            try? stderr.writeAll("\r" + ImportProgress.line(done: done, total: total))
        }
    }
}
