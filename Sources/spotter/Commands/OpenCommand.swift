import Foundation
import SpotterCLIKit
import SpotterCore

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
            at that screen. Day, week and plan open Today, which shows them.

            Examples:
              spotter open day/2026-12-01
              spotter open week/2026-W53
            """, run: OpenCommand.run)
}

enum OpenCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let route = Route(parsing: arguments[Arg.route])
        let dir = context.paths.runtimeDirectory
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Written whole, then renamed: a running TUI never reads half a route.
        let tmp = dir + "/open-request.\(getpid())"
        try Data((route.path + "\n").utf8).write(to: URL(fileURLWithPath: tmp))
        guard rename(tmp, dir + "/open-request") == 0 else { throw RuntimeFailure("cannot write \(dir)/open-request") }
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
