import Foundation
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterTUI

/// `spotter` with no command: the terminal UI.
extension UICommand {
    /// What `spotter` runs when the line names no command (`spotter --help` describes it).
    static let command = CLICommand<CommandContext>(name: "ui", summary: "start the terminal UI (the default)") { _, context in
        try run(context)
    }
}

enum UICommand {
    static func run(_ context: CommandContext) throws -> Int32 {
        // Delivery: re-plan and re-arm timers at every start (in a child), then hand effects to the outbox.
        let notifier: LiveNotifier = (try? LiveDelivery(delivery: context.deliveryService())) ?? TerminalOnlyNotifier()
        notifier.replan()
        let app = LiveApp(
            database: try context.openDatabase(), zone: context.zone, themesDirectory: context.paths.themesDirectory,
            environment: context.environment, notifier: notifier, deliveryChecker: DoctorDeliveryChecker(open: context.deliveryService),
            runtimeDirectory: context.paths.runtimeDirectory)
        let marker = RunningUI.mark(runtimeDirectory: context.paths.runtimeDirectory)
        defer { marker.map(RunningUI.unmark) }
        return try app.run()
    }
}

/// Whether a terminal UI is running for this home: `run/ui.pid`, checked against a live process,
/// so a crashed one does not count.
enum RunningUI {
    static func file(_ runtimeDirectory: String) -> String { runtimeDirectory + "/ui.pid" }

    static func mark(runtimeDirectory: String) -> String? {
        try? FileManager.default.createDirectory(
            atPath: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = file(runtimeDirectory)
        return (try? Data("\(getpid())\n".utf8).write(to: URL(fileURLWithPath: path))) == nil ? nil : path
    }

    static func unmark(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    /// Wakes the running UI so it takes a request now; false when none runs.
    ///
    /// SIGWINCH, because ncurses already turns it into a wake-up (`KEY_RESIZE`) of a loop that may
    /// otherwise sleep until the minute on Today's header changes; a re-layout at the same size
    /// draws nothing new.
    static func wake(runtimeDirectory: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file(runtimeDirectory)),
            let pid = pid_t(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            pid > 0
        else { return false }
        return kill(pid, SIGWINCH) == 0
    }
}
