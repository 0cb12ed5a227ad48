import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter note TEXT… [--exercise NAME] [--workout ID] [--clear]`: a note on a workout or on one of its exercises.
extension NoteCommand {
    enum Arg {
        static let text = Positionals("TEXT", minimum: 0, help: "the note (the words are joined with spaces)")
        static let exercise = Option(
            "--exercise", value: "NAME", help: "write it on this exercise within the workout (id or name)")
        static let workout = Option(
            "--workout", value: "ID",
            help: "the workout's id (spotter history --json); default: the open one, else the last finished")
        static let clear = Flag("--clear", help: "remove the note instead")
    }

    static let command = CLICommand<CommandContext>(
        name: "note", summary: "write a note on the open (or last) workout, or on an exercise in it",
        arguments: [Arg.text, Arg.exercise, Arg.workout, Arg.clear],
        discussion: """
            Writes on the workout that is open, or, with none open, on the last one finished; --workout
            ID picks any. Writing again replaces the note; --clear removes it. History, spotter history
            (--json: "note" and "exerciseNotes") and every export show it. A note is plain text of at
            most 500 characters; line breaks and tabs become spaces.

            Examples:
              spotter note slept badly, felt strong anyway
              spotter note --exercise bench wide grip, pause at the chest
              spotter note --clear
            """, run: NoteCommand.run)
}

enum NoteCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let words = arguments[Arg.text]
        let clear = arguments[Arg.clear]
        if clear && !words.isEmpty { throw UsageError("--clear takes no text") }
        let note: String?
        if clear {
            note = nil
        } else {
            guard let cleaned = try NoteText.clean(words.joined(separator: " ")) else {
                throw UsageError("give the note's text, or --clear to remove it")
            }
            note = cleaned
        }
        if let name = arguments[Arg.exercise] {
            try UserText.validate(name, field: "--exercise", limit: UserText.Limit.name)
        }
        let db = try context.openDatabase()
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let workout: Workout
        if let id = arguments[Arg.workout] {
            try UserText.validate(id, field: "--workout", limit: UserText.Limit.name)
            guard let found = try db.workout(id: id) else { throw UsageError("--workout: no workout has the id \(id)") }
            workout = found
        } else if let open = try db.openWorkout() {
            workout = open
        } else if let last = try db.lastFinishedWorkout() {
            workout = last
        } else {
            throw UsageError("no workout to write on: none is open and none is finished (spotter start begins one)")
        }
        let title = "\(names.workout(workout)), \(LogText.date(workout.day))"
        if let name = arguments[Arg.exercise] {
            let exercise = try LogData.exercise(name, field: "--exercise", in: plan)
            try db.setExerciseNote(note, workoutId: workout.id, exerciseId: exercise.id)
            context.out(
                note.map { "Note on \(exercise.name) in \(title): \($0)" }
                    ?? "Removed the note on \(exercise.name) in \(title)")
        } else {
            try db.setWorkoutNote(note, workoutId: workout.id)
            context.out(note.map { "Note on \(title): \($0)" } ?? "Removed the note on \(title)")
        }
        return 0
    }
}
