import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterTUI

/// `spotter` with no command: the terminal UI.
extension UICommand {
    /// What `spotter` runs when the line names no command (`spotter --help` describes it).
    static let command = CLICommand<CommandContext>(name: "ui", summary: "start the terminal UI (the default)") {
        _, context in
        try run(context)
    }
}

enum UICommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        // Delivery: the app re-plans and re-arms timers at every start (in a child, once the first
        // screen is drawn), then hands effects to the outbox. Made then, not before the first frame.
        let notifier = DeferredNotifier { () -> LiveNotifier in
            guard let delivery = try? context.deliveryService() else { return TerminalOnlyNotifier() }
            return LiveDelivery(delivery: delivery)
        }
        let app = LiveApp(
            database: try context.openDatabase(), zone: context.zone, themesDirectory: context.paths.themesDirectory,
            environment: context.environment, notifier: notifier,
            deliveryChecker: DeliveryPageChecker(
                paths: context.paths, environment: context.environment, zone: context.zone),
            runtimeDirectory: context.paths.runtimeDirectory)
        let marker = RunningUI.mark(runtimeDirectory: context.paths.runtimeDirectory)
        defer { marker?.release() }
        return try app.run()
    }
}
