import Foundation
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter status [--format plain|json]`: the live session in one line, for bars and tmux.
extension Command {
    static let status = Command(
        name: "status", summary: "the live workout in one line (for tmux status-right, waybar)",
        help: """
        Usage: spotter status [--format plain|json]

        Prints the open workout and its rest countdown in one line, cheap enough to run every second:
          Push · 7 sets · 24:13 · rest 01:12
        With lock-screen privacy on it says only "Workout in progress". No open workout: an empty line.

          --format json   {"text", "tooltip", "class", "rest_seconds"} for waybar's custom module

        tmux:   set -g status-right '#(spotter status)'   (with status-interval 1)
        waybar: "custom/spotter": {"exec": "spotter status --format json", "return-type": "json", "interval": 1}
        """, run: StatusCommand.run)
}

enum StatusCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let o = try DeliveryOptions(arguments, valued: ["--format"], flags: [])
        let format = o.values["--format"] ?? "plain"
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
