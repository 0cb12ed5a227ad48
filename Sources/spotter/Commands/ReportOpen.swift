import FoundationEssentials
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem
import SpotterTUI

/// What an Open click on a desktop report does: the same as `spotter open ROUTE`, from a process
/// that has no terminal of its own.
///
/// The route is the one from the fixed list that the report was sent with, re-rendered: nothing
/// the server sends back is used but the action key. A running Spotter takes the open request at
/// once (SIGWINCH wakes it); with none running, `terminal-command` decides which terminal runs
/// `spotter open ROUTE`, started with an argument array; `off`, or no terminal found, leaves the
/// request for the next start.
enum ReportOpen {
    /// Waits up to `seconds` for clicks on the reports `clicks` showed, opening each one clicked.
    static func wait(_ clicks: ReportClicks, upTo seconds: Double, _ context: CommandContext) {
        guard !clicks.pending.isEmpty, seconds > 0 else { return }
        let stop = { dispatchShouldStop.load(ordering: .relaxed) }
        clicks.wait(upTo: seconds, shouldStop: stop) { route in
            let what = open(route, context)
            context.out("\(route.path): \(what)")
            if let db = try? context.openDatabase() {
                try? db.logDelivery(
                    DeliveryRecord(
                        notificationId: "open:\(route.path)", kind: "report", at: context.now, channel: "desktop",
                        outcome: "opened", detail: what))
            }
        }
    }

    /// Opens `route` from a click and says how, for the output and the delivery log.
    static func open(_ route: Route, _ context: CommandContext) -> String {
        let route = Route(parsing: route.path)
        let dir = context.paths.runtimeDirectory
        do {
            try OpenRequest.send(route, runtimeDirectory: dir)
        } catch {
            return "could not leave the open request: \(error)"
        }
        if RunningUI.wake(runtimeDirectory: dir) { return "sent to the running Spotter" }
        let setting = (try? context.openDatabase().preferences().terminalCommand) ?? "auto"
        let isExecutable = { (path: String) in FileManager.default.isExecutableFile(atPath: path) }
        let choice = TerminalCommand.choose(
            setting: setting, environment: context.environment, isExecutable: isExecutable)
        switch choice {
        case .off:
            return "terminal-command is off; Spotter opens there when it next starts"
        case .unavailable(let why):
            return "\(why); Spotter opens there when it next starts"
        case .command(let words):
            let spotter = (try? context.deliveryService().spotterExecutable) ?? DeliveryService.currentExecutable()
            let arguments = TerminalCommand.detached(
                words + [spotter, "open", route.path], environment: context.environment, isExecutable: isExecutable)
            do {
                try Subprocess.spawnDetached(arguments, environment: context.environment)
                return "started \(words[0])"
            } catch {
                return "\(error); Spotter opens there when it next starts"
            }
        }
    }
}
