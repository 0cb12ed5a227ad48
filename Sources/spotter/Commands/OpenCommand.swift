import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterCore
import SpotterTUI

/// `spotter open ROUTE`: what clicking a notification does, from a shell.
extension OpenCommand {
    enum Arg {
        static let route = Positional("ROUTE", help: "today, day/YYYY-MM-DD, week/YYYY-Www, plan, workout or settings")
    }

    static let command = CLICommand<CommandContext>(
        name: "open", summary: "open a screen: today, day/DATE, week/YYYY-Www, plan, workout, settings",
        arguments: [Arg.route],
        discussion: """
            Routes come from a fixed list: today, day/2026-12-01, week/2026-W53, plan, workout,
            settings. Anything unrecognised or malformed opens today; nothing in a route is ever
            used as a URL or a command. A running Spotter picks the request up from its runtime
            folder (run/open-request) at once; with none running, in a terminal, Spotter starts
            at that screen: day, week and plan open the Day, Week and Plan screens.

            Examples:
              spotter open day/2026-12-01
              spotter open week/2026-W53
            """, run: OpenCommand.run)
}

enum OpenCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let route = Route(parsing: arguments[Arg.route])
        let dir = context.paths.runtimeDirectory
        // Written whole (0600), then renamed: a running TUI never reads half a route.
        try OpenRequest.send(route, runtimeDirectory: dir)
        if RunningUI.wake(runtimeDirectory: dir) {
            context.out("\(route.path): sent to the running Spotter")
            return 0
        }
        if isatty(0) == 1 && isatty(1) == 1 {
            // Spotter is not running: start it here; it takes the request as it starts.
            return try UICommand.run(context)
        }
        context.out("\(route.path): Spotter opens there when it next starts")
        return 0
    }
}
