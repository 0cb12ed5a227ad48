import Foundation
import SpotterCLIKit
import SpotterCore
import SpotterStore

extension LogCommand {
    enum Arg {
        static let exercise = Positional("EXERCISE", help: "an exercise id or name (case does not matter)")
        static let measure = Positional("SET", help: "WEIGHTxREPS (60x5), REPS (8) or SECONDSs (45s)")
        static let rpe = Option("--rpe", value: "N", help: "how hard it was, 1 to 10 (8.5 is fine)")
    }

    static let command = CLICommand<CommandContext>(
        name: "log", summary: "log one set from the shell (starts a workout if none is open)",
        arguments: [Arg.exercise, Arg.measure, Arg.rpe],
        discussion: """
            The set is committed and synced to disk before "saved" is printed. With no open workout,
            an empty one is started today.

            Examples:
              spotter log bench 60x5
              spotter log "pull-up" 8 --rpe 8.5
              spotter log plank 45s
            """, run: LogCommand.run)
}

enum LogCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let args = [arguments[Arg.exercise], arguments[Arg.measure]]
        var rpe: Double?
        if let text = arguments[Arg.rpe] {
            guard let value = Double(text), (1...10).contains(value) else {
                throw UsageError("--rpe takes a number from 1 to 10")
            }
            rpe = value
        }
        let measure = try SetMeasure(parsing: args[1])

        let db = try context.openDatabase()
        let plan = try db.plan()
        let wanted = args[0].lowercased()
        guard let exercise = plan.exercises.first(where: { $0.id == wanted || $0.name.lowercased() == wanted }) else {
            throw UsageError(
                "unknown exercise \"\(args[0])\"; known: \(plan.exercises.map(\.id).joined(separator: ", "))")
        }
        let now = context.now
        let today = context.calendar.day(of: now)
        let open = try db.openWorkout()
        // A set belongs to today's training: adding it to a workout left open days ago would count
        // it on the wrong day (and tell the evening check-in nothing was logged today).
        if let open, open.day != today {
            throw UsageError(
                "a workout from \(open.day.weekday.displayName) \(open.day.iso) is still open; open spotter and finish it (f) first")
        }
        let workout = try open ?? db.startWorkout(templateId: nil, day: today, at: now)
        let set = LoggedSet(
            id: UUID().uuidString.lowercased(), exerciseId: exercise.id, weight: measure.weight, reps: measure.reps,
            rpe: rpe, durationSeconds: measure.seconds, loggedAt: now)
        try db.logSet(set, in: workout.id)
        let count = workout.sets.filter { $0.exerciseId == exercise.id }.count + 1
        context.out("saved: \(exercise.name) \(measure) (set \(count))")
        return 0
    }
}

/// What one set measured, as typed: `60x5`, `8`, `45s`.
struct SetMeasure: CustomStringConvertible {
    var weight: Double?
    var reps: Int?
    var seconds: Int?

    init(parsing text: String) throws {
        let t = text.lowercased()
        if t.hasSuffix("s"), let s = Int(t.dropLast()), s > 0, s <= 24 * 3600 {
            seconds = s
        } else if let x = t.firstIndex(where: { $0 == "x" || $0 == "×" }) {
            // Finite and below a tonne, as the set form allows: `infx5` must not become a personal best.
            guard let w = Double(t[..<x]), w.isFinite, w >= 0, w < 1000, let r = Int(t[t.index(after: x)...]), r > 0,
                r < 1000
            else {
                throw UsageError("\"\(text)\" is not WEIGHTxREPS (e.g. 60x5)")
            }
            weight = w
            reps = r
        } else if let r = Int(t), r > 0, r < 1000 {
            reps = r
        } else {
            throw UsageError("\"\(text)\" is not WEIGHTxREPS, REPS or SECONDSs (e.g. 60x5, 8, 45s)")
        }
    }

    var description: String {
        if let seconds { return "\(seconds) s" }
        let w = weight.map { $0 == $0.rounded() ? "\(Int($0)) kg × " : "\($0) kg × " } ?? ""
        return "\(w)\(reps ?? 0) reps"
    }
}
