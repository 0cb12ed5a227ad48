import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter import FILE [--from APP] [--unit kg|lb] [--strict] [--dry-run]`: workouts from a CSV export.
extension ImportCommand {
    enum Arg {
        static let file = Positional(
            "FILE", help: "a CSV export from Spotter, Strong, Hevy, FitNotes or Liftosaur, or - for standard input")
        static let from = Option(
            "--from", value: "APP",
            help: "spotter, strong, hevy, fitnotes or liftosaur (default: recognised from the header)")
        static let unit = Option(
            "--unit", value: "UNIT",
            help: "kg or lb: the unit of a Strong file whose Weight column names none (default kg)")
        static let dryRun = Flag("--dry-run", help: "print what would be added and write nothing")
        static let strict = Flag(
            "--strict", help: "refuse the whole file (exit 2, nothing written) if any row cannot be read")
    }

    static let command = CLICommand<CommandContext>(
        name: "import", summary: "bring in workouts from a Spotter, Strong, Hevy, FitNotes or Liftosaur CSV export",
        arguments: [Arg.file, Arg.from, Arg.unit, Arg.strict, Arg.dryRun],
        discussion: """
            The file is recognised from its header: Spotter's own (spotter export csv: workout_id,
            day,workout,…,set_note; its times carry their offsets and its workouts keep their ids),
            Strong's three layouts (Date,Workout Name,
            Duration,…; Date;Workout Name;…;Weight Unit;…; "Workout #";"Date";…;"Weight (kg)" or
            "Weight (lbs)") and Hevy's ("title","start_time",…,"weight_kg" or "weight_lbs"),
            FitNotes' (Date,Exercise,Category,"Weight (kgs)" or "Weight (lbs)",Reps,…; each day
            one workout at noon) and Liftosaur's ("Workout DateTime",…,"Completed Reps",…).
            Separators , or ;, CRLF or LF, a byte-order mark or none, decimal commas.

            Only Spotter and Liftosaur write a time zone: other times are read in yours, and the
            summary says so. Exercises are matched to yours by name (case ignored); other names
            become new exercises. Importing the same file again adds nothing (a workout is its
            source, start and name), and neither does the same workout from another app (the
            same start to the minute and the same sets). A row that cannot be read is left out:
            the rest is imported in one transaction, each row not taken is printed as
            FILE:LINE: what is wrong, and the exit status is 3. With --strict, any such row
            refuses the file: exit 2, nothing imported. On a terminal, 5,000 sets or more show a
            progress line.

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

    /// The exit status of an import that left rows out: the readable rest was imported.
    static let rowsNotTaken: Int32 = 3

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let source = try arguments.value(Arg.from, as: ImportSource.self)
        let unit = try arguments.value(Arg.unit, as: WeightUnit.self) ?? .kg
        let input = try arguments.value(Arg.file, as: InputSource.self)
        let file = input == .standardInput ? "stdin" : input.name
        let data = try FileArgument.read(input)
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
        if arguments[Arg.strict], !parsed.problems.isEmpty {
            printProblems(parsed, file: file, context)
            context.err(
                "spotter import: nothing imported (--strict); fix the line\(parsed.problemCount == 1 ? "" : "s") above and run it again"
            )
            return 2
        }
        let db = try context.openDatabase()
        let batch = ImportBatch(
            parsed, exercises: try db.plan().exercises, stored: try db.importedWorkoutKeys(source: parsed.source),
            existingIds: parsed.source == .spotter ? try db.workoutIds() : [], elsewhere: try db.importMatch())
        let summary = ImportSummary.text(batch, parsed: parsed, zone: context.zone.identifier)
        let remarks = ImportSummary.remarks(parsed)
        let left =
            parsed.problemCount > 0
            ? "; \(ImportSummary.grouped(parsed.problemCount)) row\(parsed.problemCount == 1 ? "" : "s") not taken (below)"
            : ""
        if arguments[Arg.dryRun] {
            let calendar = context.calendar
            for w in batch.workouts {
                context.out(
                    "\(w.day.iso) \(calendar.time(of: w.startedAt).hhmm)  \(w.name ?? "Workout")  "
                        + "\(w.sets.count) set\(w.sets.count == 1 ? "" : "s")")
            }
            for e in batch.newExercises { context.out("new exercise: \(e.name) (\(e.id))") }
            context.out("Would add \(summary) from \(parsed.layout)\(remarks)\(left); dry run, nothing written")
            return notTaken(parsed, file: file, context)
        }
        try save(batch, to: db)
        if !batch.workouts.isEmpty { SyncCommand.replanAfterChange(context) }
        context.out("Imported \(summary) from \(parsed.layout)\(remarks)\(left)")
        return notTaken(parsed, file: file, context)
    }

    /// 0, or `rowsNotTaken` after naming each row left out on standard error.
    static func notTaken(_ parsed: ParsedImport, file: String, _ context: CommandContext) -> Int32 {
        guard parsed.problemCount > 0 else { return 0 }
        printProblems(parsed, file: file, context)
        context.err(
            "spotter import: \(ImportSummary.grouped(parsed.problemCount)) row\(parsed.problemCount == 1 ? "" : "s") not taken (above); every other row was read (exit \(rowsNotTaken))"
        )
        return rowsNotTaken
    }

    /// The first `problemsShown` rows not taken as `FILE:LINE: what is wrong`, then how many more.
    static func printProblems(_ parsed: ParsedImport, file: String, _ context: CommandContext) {
        for p in parsed.problems.prefix(problemsShown) { context.err(p.text(file: file)) }
        let more = parsed.problemCount - problemsShown
        if more > 0 { context.err("… and \(ImportSummary.grouped(more)) more") }
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
