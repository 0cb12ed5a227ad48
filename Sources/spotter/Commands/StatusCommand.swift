import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter status [--format plain|json] [--follow]`: the live session in one line, for bars and tmux.
extension StatusCommand {
    enum Arg {
        static let format = Option(
            "--format", choices: Format.self,
            help: "json: {\"text\", \"tooltip\", \"class\", \"rest_seconds\"} for waybar")
        static let follow = Flag(
            "--follow", help: "keep running: a new line each time it changes (waybar without interval, tmux scripts)")
    }

    static let command = CLICommand<CommandContext>(
        name: "status", summary: "the live workout in one line (for tmux status-right, waybar)",
        arguments: [Arg.format, Arg.follow],
        discussion: """
            Prints the open workout and its rest countdown in one line, cheap enough to run every second:
              Push · 7 sets · 24:13 · rest 01:12
            With lock-screen privacy on it says only "Workout in progress". No open workout: an empty line.

            tmux:   set -g status-right '#(spotter status)'   (with status-interval 1)
            waybar: "custom/spotter": {"exec": "spotter status --format json", "return-type": "json", "interval": 1}

            --follow stays running and prints the line again whenever it changes: once a second while
            the workout's clock or a rest countdown shows, and at once when a set is logged, rest
            starts or the workout ends (from any process). With no workout open it sleeps on the
            database file (inotify) and wakes for nothing else. For waybar, leave out "interval":
              "custom/spotter": {"exec": "spotter status --format json --follow", "return-type": "json"}
            """, run: StatusCommand.run)
}

enum StatusCommand {
    /// `--format`: the line as text (tmux), or as waybar's JSON.
    enum Format: String, ArgumentChoice {
        case plain, json
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let format = try arguments.value(Arg.format, as: Format.self) ?? .plain
        if arguments[Arg.follow] { return try follow(format: format, context) }
        // Polled every second: read-only, no folder made, no migration, the user's zone never looked
        // up. No database yet: nothing is open, and a status bar polling every second creates nothing.
        guard let db = try SpotterDatabase.openForReading(path: context.paths.databaseFile) else {
            context.out(render(.idle, format: format))
            return 0
        }
        context.out(render(try LiveStatusLine.read(db: db, now: context.now), format: format))
        return 0
    }

    static func render(_ line: LiveStatusLine, format: Format) -> String {
        switch format {
        case .plain: line.text
        case .json: line.json
        }
    }

    /// Prints the line, then again each time it reads differently, until stopped (or its reader goes).
    ///
    /// Between ticks it sleeps on inotify for the database and its write-ahead log (every commit
    /// writes one of them), set up before the first read so no commit falls between the two.
    static func follow(format: Format, _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        let file = context.paths.databaseFile
        let waiter = try InotifyWaiter(watchingAny: [file, file + "-wal"], clock: { context.now }).tracing(context)
        var last: String?
        while true {
            let now = context.now
            let line = try LiveStatusLine.read(db: db, now: now)
            let text = render(line, format: format)
            if text != last {
                context.out(text)
                last = text
            }
            waiter.wait(until: line.changesAt.map { max($0, now.addingTimeInterval(0.01)) })
        }
    }
}
