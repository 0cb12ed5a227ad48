import Foundation
import SpotterCore
import SpotterDelivery

/// `spotter notify-test [--wait SECONDS]`: sends a test rest alert through the real path.
extension Command {
    static let notifyTest = Command(
        name: "notify-test", summary: "send a test rest alert and report what happened",
        help: """
        Usage: spotter notify-test [--wait SECONDS]

        Sends a rest alert exactly as a real one goes out (urgency, category x-spotter.rest, sound,
        +30s and Next set), then waits up to --wait seconds (default 30) and says what happened:
        shown, a button pressed, closed, or failed and why. The result goes to the delivery log.
        """, run: NotifyTestCommand.run)
}

enum NotifyTestCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let o = try DeliveryOptions(arguments, valued: ["--wait"], flags: [])
        let now = context.now
        let alert = PlannedNotification(
            id: NotificationID.restAlert(workoutId: "test"), kind: .restAlert, fireAt: now, validUntil: now.addingTimeInterval(60),
            title: "Rest over (test)", body: "This is how Spotter's rest alert looks.", actions: [.addThirtySeconds, .nextSet])
        // No fire-time check: a test is sent even with no workout open.
        let outcome = try context.deliveryService().dispatcher().deliver(
            alert, waitForAction: try o.seconds("--wait", default: 30), check: false)
        context.out(FireCommand.describe(outcome))
        if case .failed = outcome { return 1 }
        return 0
    }
}
