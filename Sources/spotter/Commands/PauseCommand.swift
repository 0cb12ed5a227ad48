import Foundation
import SpotterCore
import SpotterStore

extension Command {
    static let pause = Command(
        name: "pause", summary: "pause reminders and reports for 3 days or a week, or resume them",
        help: """
            Usage:
              spotter pause 3d        pause reminders and reports for 3 days
              spotter pause 1w        pause them for a week
              spotter pause off       resume now
              spotter pause           say whether they are paused

            A pause ends at the same local time that many days later. The live session (the rest
            alert and the workout notification) is never paused: you started that workout.
            """, run: PauseCommand.run)
}

enum PauseCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        var prefs = try db.preferences()
        switch arguments.first {
        case nil:
            break
        case "off", "resume":
            prefs.pausedUntil = nil
            try db.savePreferences(prefs)
            SyncCommand.replanAfterChange(context)
        case let text? where PauseLength(rawValue: text) != nil:
            prefs.pausedUntil = PauseLength(rawValue: text)!.end(from: context.now, calendar: context.calendar)
            try db.savePreferences(prefs)
            SyncCommand.replanAfterChange(context)
        case let text?:
            throw UsageError("\"\(text)\" is not 3d, 1w or off")
        }
        if let until = NotificationGate.pause(prefs, at: context.now) {
            context.out("Reminders and reports are paused until \(LocalDateTimeText.format(until, context.zone)).")
        } else {
            context.out("Reminders and reports are on.")
        }
        return 0
    }
}
