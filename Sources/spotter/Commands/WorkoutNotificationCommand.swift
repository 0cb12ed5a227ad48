import FoundationEssentials
import SpotterCLIKit
import SpotterDelivery

/// `spotter workout-notification`: keeps the ongoing workout notification while a workout is open.
extension WorkoutNotificationCommand {
    static let command = CLICommand<CommandContext>(
        name: "workout-notification",
        summary: "keep the ongoing workout notification up to date until the workout ends",
        discussion: """
            Shows one low-urgency, resident desktop notification for the open workout ("Push",
            "7 sets · 24:13 · rest 01:12", or only "Workout in progress" with lock-screen privacy),
            replaces it in place every refresh-seconds, also while the TUI is closed, and closes it when
            the workout is finished or discarded. One per user; Spotter starts it when a workout starts.
            """, run: WorkoutNotificationCommand.run)
}

enum WorkoutNotificationCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let delivery = try context.deliveryService()
        let lock = try AgentLock.acquire(at: context.paths.runtimeDirectory + "/workout-notification.lock")
        defer { withExtendedLifetime(lock) {} }
        let server = try FreedesktopNotificationServer(environment: context.environment)
        // Sleeps until the next refresh, or less when the outbox changes: finishing a workout
        // cancels its notifications, so the ongoing one closes at once rather than a refresh later.
        let waiter = try InotifyWaiter(watching: delivery.db.outboxSignalFile, clock: { context.now })
        try ActiveWorkoutKeeper(
            db: delivery.db, server: server, clock: { context.now },
            sleep: { waiter.wait(until: context.now.addingTimeInterval($0)) }
        ).run()
        return 0
    }
}
