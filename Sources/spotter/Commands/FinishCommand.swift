import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterTUI

/// `spotter finish`: finishes the open workout as `f` does in the TUI: the same summary, records and re-plan.
extension FinishCommand {
    static let command = CLICommand<CommandContext>(
        name: "finish", summary: "finish the open workout and show its summary (duration, sets, volume, bests)",
        discussion: """
            Does what f does in the terminal UI: saves the finish, clears the live session, cancels
            its rest and workout notifications, shows the summary with personal bests and the
            records beaten (warm-ups set none), and re-plans reminders and the weekly goal. The
            volume counts your body weight of the day in a body-weight exercise (pull-up, dip) and
            says so. Exit status 2 when no workout is open.

            Example:
              spotter finish
            """, run: FinishCommand.run)
}

enum FinishCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        guard let open = try db.openWorkout() else { throw UsageError("no workout is open (spotter start begins one)") }
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        // The bests before this workout, read before it is finished: what a personal best or a
        // record beats (the store's, as the TUI's summary reads them; `FinishFigures` says why a
        // body-weight exercise's e1RM and session volume are not judged against them).
        let previousBest = try db.finishedBestWeights()
        let records = try db.recordBook()
        // What the template asked for and was not done: f asks about it, a command line says it.
        let template = open.templateId.flatMap { plan.template($0) }
        let left = SetsLeft(open, targets: template?.items.map { ($0.exerciseId, $0.sets) } ?? [])
        let now = context.now
        try db.finishWorkout(id: open.id, at: now)
        try db.clearLiveSession(workoutId: open.id)
        guard let finished = try db.workout(id: open.id) else { throw StoreError.notFound("workout \(open.id)") }
        // Body weight counts in a body-weight exercise's volume (`FinishFigures`), as in `spotter history`.
        let summary = WorkoutSummary(
            workout: finished, name: names.workout(finished), names: names.exercises, previousBest: previousBest,
            records: records, unit: try db.preferences().units, exercises: plan.exercises,
            bodyWeights: try db.bodyWeights())
        for line in text(summary, left: left, names: names.exercises) { context.out(line) }
        cancelLiveNotifications(of: finished.id, context)
        SyncCommand.replanAfterChange(context)
        // Saved first: a club that cannot be reached only warns (see ClubReport).
        ClubReport.reportPending(context)
        return 0
    }

    /// The TUI's summary screen as lines: "Duration  58:12", "Personal bests  Bench press 62.5 kg (was 60)",
    /// and with sets left undone "Left undone  6 sets: Bench press 1, Overhead press 2, Plank 3".
    static func text(_ s: WorkoutSummary, left: SetsLeft = .none, names: [String: String] = [:]) -> [String] {
        func field(_ label: String, _ value: String) -> String {
            "  " + label.padded(toWidth: 16) + value
        }
        var lines = [
            "Workout finished · \(s.name)", field("Duration", Format.clock(s.durationSeconds)),
            field("Sets", s.sets.text),
            field("Volume", s.volumeText),
        ]
        if left.total > 0 {
            lines.append(field("Left undone", "\(SetsLeft.sets(left.total)): \(left.text { names[$0] ?? $0 })"))
        }
        if s.personalBests.isEmpty { lines.append(field("Personal bests", "none this time")) }
        for (i, best) in s.personalBests.enumerated() {
            let was = best.previous.map { "was \(s.unit.text($0))" } ?? "first time"
            lines.append(
                field(i == 0 ? "Personal bests" : "", "\(best.exercise) \(s.unit.withUnit(best.weight)) (\(was))"))
        }
        for (i, record) in s.records.enumerated() { lines.append(field(i == 0 ? "Records" : "", record)) }
        return lines
    }

    /// The same ids the TUI cancels on finish: a rest alert or the ongoing workout notification must not outlive it.
    private static func cancelLiveNotifications(of workoutId: String, _ context: CommandContext) {
        let ids = [
            NotificationID.restAlert(workoutId: workoutId), NotificationID.restRepeat(workoutId: workoutId),
            NotificationID.workEnd(workoutId: workoutId), NotificationID.forgotToFinish(workoutId: workoutId),
            NotificationID.activeWorkout(workoutId: workoutId),
        ]
        do {
            let delivery = try context.deliveryService()
            for id in ids { try delivery.cancel(id: id) }
        } catch {
            context.err("spotter: finished, but cancelling its notifications failed: \(error) (run spotter sync)")
        }
    }
}
