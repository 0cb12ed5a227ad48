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
    /// Takes the terminal first, then opens the store: entering the alternate screen needs no
    /// data, so the first bytes leave at once. An error on the way (a store that cannot be
    /// opened) gives the terminal back before its message is printed.
    static func run(_ context: CommandContext) throws -> Int32 {
        let terminal: TakenTerminal
        do {
            terminal = try TakenTerminal.take(environment: context.environment)
        } catch {
            _ = context.zone  // its warning, if any, before the error, as for any command
            throw error
        }
        // Chosen after the first bytes, which do not need it. Its warning waits until the terminal
        // is given back: written now, it would land on the alternate screen and vanish with it.
        let choice = context.chooseZoneQuietly()
        let zone = choice.zone
        defer { if let warning = choice.warning { context.err("spotter: \(warning)") } }
        defer { terminal.giveBack() }
        // Delivery: the app re-plans and re-arms timers at every start (in a child, once the first
        // screen is drawn), then hands effects to the outbox. Made then, not before the first frame.
        let notifier = DeferredNotifier { () -> LiveNotifier in
            guard let delivery = try? context.deliveryService() else { return TerminalOnlyNotifier() }
            return LiveDelivery(delivery: delivery)
        }
        let app = LiveApp(
            database: try context.openDatabase(), terminal: terminal, zone: zone,
            themesDirectory: context.paths.themesDirectory, environment: context.environment, notifier: notifier,
            deliveryChecker: DeliveryPageChecker(paths: context.paths, environment: context.environment, zone: zone),
            runtimeDirectory: context.paths.runtimeDirectory)
        let marker = RunningUI.mark(runtimeDirectory: context.paths.runtimeDirectory)
        defer { marker?.release() }
        return try app.run()
    }
}
