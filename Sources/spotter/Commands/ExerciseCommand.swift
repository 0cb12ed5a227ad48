import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// `spotter exercise list|show|rename|merge`: your exercises, which catalogue entry each is, and
/// how to join two that are one.
extension ExerciseCommand {
    enum Arg {
        static let json = Flag("--json", help: "a JSON array of exercises, by name")
        static let exercise = Positional("EXERCISE", help: "an exercise's id, catalogue id or name")
        static let newName = Positional("NEW", help: "the new name")
        static let from = Positional("A", help: "the exercise whose sets move (it is then removed)")
        static let into = Positional("B", help: "the exercise that takes them")
        static let yes = Flag("--yes", help: "merge without asking")
    }

    static let command = CLICommand<CommandContext>(
        name: "exercise", summary: "list, show, rename or merge your exercises",
        discussion: """
            Every exercise is either one of Spotter's catalogue (336 lifts, machines, body-weight
            moves and cardio, each with its kind, equipment and muscle group) or a custom one of yours.
            An import matches each name through the catalogue's names for it, ignoring case,
            punctuation and word order (Bench Press (Barbell), Barbell Bench Press); then through your
            own exercises' names; a name that matches nothing becomes a custom exercise.

            merge moves every set, note and template item of A to B in one step and removes A, whose name
            becomes another name of B (an import of it lands on B; so does a name before a rename);
            records and last: lines follow the sets. It asks first ("Merge 412 sets of … into …?"); --yes
            skips the question, and without a terminal --yes is required. A name that is not an
            exercise is exit status 2, a merge you decline exit 1; nothing changes either way.

            Examples:
              spotter exercise list
              spotter exercise show "Bench Press (Barbell)"
              spotter exercise rename bench "Paused bench press"
              spotter exercise merge "Bench press Backup" bench
            """,
        subcommands: [
            CLICommand(
                name: "list", summary: "every exercise: kind, equipment, muscle group, catalogue id, sets",
                arguments: [Arg.json], run: list),
            CLICommand(
                name: "show", summary: "one exercise and the catalogue entry it is", arguments: [Arg.exercise],
                run: show),
            CLICommand(
                name: "rename", summary: "give an exercise a new name (its sets stay)",
                arguments: [Arg.exercise, Arg.newName], run: rename),
            CLICommand(
                name: "merge", summary: "move A's sets to B and remove A", arguments: [Arg.from, Arg.into, Arg.yes],
                run: merge),
        ])
}

enum ExerciseCommand {
    /// The store and what every subcommand reads from it: the exercises and their set counts.
    static func loaded(_ context: CommandContext) throws -> (SpotterDatabase, [Exercise], [String: Int]) {
        let db = try context.openDatabase()
        return (db, try db.exercises(), try db.setCounts())
    }

    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (_, exercises, counts) = try loaded(context)
        let sorted = exercises.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        if arguments[Arg.json] {
            context.out(JSONValue.array(sorted.map { json($0, sets: counts[$0.id] ?? 0) }).text())
        } else {
            context.out(table(sorted, counts: counts))
        }
        return 0
    }

    static func show(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (_, exercises, counts) = try loaded(context)
        let e = try exercise(arguments[Arg.exercise], field: "EXERCISE", in: exercises)
        let p = ExerciseCatalogue.shared.profile(of: e)
        var lines = [
            "\(e.name) (\(e.id))",
            "  kind: \(p.kind.label)",
            "  equipment: \(p.equipment?.label ?? "not said")",
            "  muscle group: \(p.muscle?.label ?? "not said")",
            "  sets: \(counts[e.id] ?? 0)",
        ]
        if !e.aliases.isEmpty { lines.append("  your other names: \(e.aliases.joined(separator: ", "))") }
        if let entry = p.entry {
            lines.append("  catalogue: \(entry.id) (\(entry.name))")
            if !entry.aliases.isEmpty { lines.append("  also called: \(entry.aliases.joined(separator: ", "))") }
        } else {
            lines.append("  catalogue: none (a custom exercise)")
        }
        context.out(lines.joined(separator: "\n"))
        return 0
    }

    static func rename(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (db, exercises, counts) = try loaded(context)
        let e = try exercise(arguments[Arg.exercise], field: "EXERCISE", in: exercises)
        let name = arguments[Arg.newName].trimmingWhitespace()
        try UserText.validate(name, field: "NEW", limit: UserText.Limit.name)
        // The rule the TUI's rename and new-exercise form ask too.
        switch ExerciseNaming.problem(name, for: e.id, among: exercises) {
        case nil: break
        case .taken(let other)?:
            throw UsageError(
                "NEW: \(other.name) (\(other.id)) already has that name; spotter exercise merge joins two exercises"
            )
        case let problem?: throw UsageError("NEW: \(problem.sentence)")
        }
        try db.renameExercise(id: e.id, to: name)
        context.out("Renamed \(e.name) to \(name); its \(counts[e.id] ?? 0) sets stay")
        return 0
    }

    static func merge(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (db, exercises, counts) = try loaded(context)
        let from = try exercise(arguments[Arg.from], field: "A", in: exercises)
        let into = try exercise(arguments[Arg.into], field: "B", in: exercises)
        guard from.id != into.id else { throw UsageError("A and B are the same exercise (\(from.id))") }
        guard try db.openWorkout() == nil else {
            throw UsageError("a workout is open: finish it (spotter finish) before merging exercises")
        }
        let question = "Merge \(counts[from.id] ?? 0) sets of \(from.name) into \(into.name)?"
        guard try TerminalQuestion.confirmed(question, yes: arguments[Arg.yes]) else {
            context.out("Nothing merged")
            return 1
        }
        let moved = try db.mergeExercise(from.id, into: into.id)
        context.out(
            "Merged \(moved) sets of \(from.name) into \(into.name); \(from.name) is now another name for it")
        return 0
    }

    /// One exercise by id, catalogue id or name; none or several is exit 2 naming them.
    static func exercise(_ text: String, field: String, in exercises: [Exercise]) throws -> Exercise {
        let found = ExerciseCatalogue.shared.lookUp(text, in: exercises)
        guard let first = found.first else {
            throw UsageError("\(field): no exercise is called \"\(text)\" (spotter exercise list shows them)")
        }
        guard found.count == 1 else {
            throw UsageError(
                "\(field): \"\(text)\" is \(found.count) exercises (\(found.map(\.id).joined(separator: ", "))); give the id"
            )
        }
        return first
    }

    static func json(_ e: Exercise, sets: Int) -> JSONValue {
        let p = ExerciseCatalogue.shared.profile(of: e)
        return [
            "id": JSONValue(e.id), "name": JSONValue(e.name), "kind": JSONValue(p.kind.rawValue),
            "equipment": JSONValue(p.equipment?.rawValue), "muscle": JSONValue(p.muscle?.rawValue),
            "catalogueId": JSONValue(e.catalogueId), "sets": JSONValue(sets),
            "aliases": .array(e.aliases.map { JSONValue($0) }),
        ]
    }

    /// Name, kind, equipment, muscle group, catalogue id (or none) and sets, in columns.
    static func table(_ exercises: [Exercise], counts: [String: Int]) -> String {
        var rows = [["NAME", "KIND", "EQUIPMENT", "MUSCLE", "CATALOGUE", "SETS"]]
        for e in exercises {
            let p = ExerciseCatalogue.shared.profile(of: e)
            rows.append([
                e.name, p.kind.label, p.equipment?.label ?? "-", p.muscle?.label ?? "-", e.catalogueId ?? "none",
                String(counts[e.id] ?? 0),
            ])
        }
        let widths = (0..<6).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in c == 5 ? cell : cell.padded(toWidth: widths[c]) }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
