import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery

/// `spotter notify-test [--wait SECONDS]`: sends a test rest alert through the real path.
extension NotifyTestCommand {
    enum Arg {
        static let wait = Option("--wait", value: "SECONDS", help: "how long to wait for a button (default 30)")
    }

    static let command = CLICommand<CommandContext>(
        name: "notify-test", summary: "send a test rest alert and report what happened",
        arguments: [Arg.wait],
        discussion: """
            Sends a rest alert exactly as a real one goes out (urgency, category x-spotter.rest, sound,
            +30s and Next set), then waits up to --wait seconds (default 30) and says what happened:
            shown, a button pressed, closed, or failed and why. The result goes to the delivery log.
            """, run: NotifyTestCommand.run)
}

enum NotifyTestCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let now = context.now
        let alert = PlannedNotification(
            id: NotificationID.restAlert(workoutId: "test"), kind: .restAlert, fireAt: now,
            validUntil: now.addingTimeInterval(60),
            title: "Rest over (test)", body: "This is how Spotter's rest alert looks.",
            actions: [.addThirtySeconds, .nextSet])
        // No fire-time check: a test is sent even with no workout open.
        let outcome = try context.deliveryService().dispatcher().deliver(
            alert, waitForAction: try arguments.seconds(Arg.wait, default: 30), check: false)
        context.out(
            FireCommand.describe(
                outcome, prefs: (try? context.openDatabase().preferences()) ?? NotificationPreferences()))
        if case .failed = outcome { return 1 }
        return 0
    }
}
