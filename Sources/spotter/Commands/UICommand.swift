import Foundation
import SpotterCore
import SpotterStore
import SpotterTUI

/// `spotter` with no command: the terminal UI.
extension Command {
    static let ui = Command(
        name: "ui", summary: "start the terminal UI (the default)",
        help: "Usage: spotter [--home DIR]\n\nStarts the terminal UI: Today, the live workout and the rest timer. ? shows the keys, q quits.",
        run: UICommand.run)
}

enum UICommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        // Delivery: re-plan and re-arm timers at every start (in a child), then hand effects to the outbox.
        let notifier: LiveNotifier = (try? DeliveryLiveNotifier(context: context)) ?? TerminalOnlyNotifier()
        notifier.replan()
        let app = LiveApp(
            database: try context.openDatabase(), zone: context.zone, themesDirectory: context.paths.themesDirectory,
            environment: context.environment, notifier: notifier, deliveryChecker: DoctorDeliveryChecker(context: context),
            runtimeDirectory: context.paths.runtimeDirectory)
        let marker = RunningUI.mark(runtimeDirectory: context.paths.runtimeDirectory)
        defer { marker?.release() }
        return try app.run()
    }
}
