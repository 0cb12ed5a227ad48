import Foundation
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter status [--format plain|json]`: the live session in one line, for bars and tmux.
extension StatusCommand {
    enum Arg {
        static let format = Option(
            "--format", value: "plain|json",
            help: "json: {\"text\", \"tooltip\", \"class\", \"rest_seconds\"} for waybar")
    }

    static let command = CLICommand<CommandContext>(
        name: "status", summary: "the live workout in one line (for tmux status-right, waybar)",
        arguments: [Arg.format],
        discussion: """
            Prints the open workout and its rest countdown in one line, cheap enough to run every second:
              Push · 7 sets · 24:13 · rest 01:12
            With lock-screen privacy on it says only "Workout in progress". No open workout: an empty line.

            tmux:   set -g status-right '#(spotter status)'   (with status-interval 1)
            waybar: "custom/spotter": {"exec": "spotter status --format json", "return-type": "json", "interval": 1}
            """, run: StatusCommand.run)
}

enum StatusCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let format = arguments[Arg.format] ?? "plain"
        guard format == "plain" || format == "json" else { throw UsageError("--format is plain or json") }
        let db = try context.openDatabase()
        let line = try LiveStatusLine.read(db: db, now: context.now)
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            context.out(String(decoding: try encoder.encode(line), as: UTF8.self))
        } else {
            context.out(line.text)
        }
        return 0
    }
}
