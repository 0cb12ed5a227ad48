import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

extension PauseCommand {
    enum Arg {
        static let length = OptionalPositional(
            "LENGTH", help: "3d (3 days), 1w (a week), or off (resume now); none: say whether they are paused")
    }

    static let command = CLICommand<CommandContext>(
        name: "pause", summary: "pause reminders and reports for 3 days or a week, or resume them",
        arguments: [Arg.length],
        discussion: """
            A pause ends at the same local time that many days later. The live session (the rest
            alert and the workout notification) is never paused: you started that workout.

            Examples:
              spotter pause 3d
              spotter pause off
            """, run: PauseCommand.run)
}

enum PauseCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let length = try arguments.value(Arg.length, as: PauseArgument.self)
        let db = try context.openDatabase()
        let prefs: NotificationPreferences
        // Only paused-until is written, read and changed in one transaction: a setting changed
        // meanwhile by another process stays as that process left it.
        switch length {
        case nil:
            prefs = try db.preferences()
        case .off:
            prefs = try db.changePreferences { $0.pausedUntil = nil }
            SyncCommand.replanAfterChange(context)
        case .length(let length):
            let end = length.end(from: context.now, calendar: context.calendar)
            prefs = try db.changePreferences { $0.pausedUntil = end }
            SyncCommand.replanAfterChange(context)
        }
        if let until = NotificationGate.pause(prefs, at: context.now) {
            context.out("Reminders and reports are paused until \(LocalDateTimeText.format(until, context.zone)).")
        } else {
            context.out("Reminders and reports are on.")
        }
        return 0
    }
}
