import Foundation
import SpotterCore
import SpotterStore
import SpotterTUI

/// `spotter` with no command: the terminal UI.
extension Command {
    static let ui = Command(
        name: "ui", summary: "start the terminal UI (the default)",
        help: "Usage: spotter [--home DIR]\n\nStarts the terminal UI. q quits.", run: UICommand.run)
}

enum UICommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let db = try context.openDatabase()
        let plan = try db.plan()
        let today = context.calendar.day(of: context.now)
        var lines = ["Spotter · \(today.weekday.displayName) \(today.iso)", ""]
        for s in plan.weekly {
            let name = plan.template(s.templateId)?.name ?? s.templateId
            lines.append("  \(name): \(s.weekdays.map(\.displayName).joined(separator: ", ")) at \(s.time.hhmm)")
        }
        for r in plan.rotations {
            lines.append("  \(r.name): \(r.weekdays.map(\.displayName).joined(separator: ", ")) at \(r.time.hhmm)")
        }
        lines += ["", "q quit"]
        PlaceholderScreen.show(lines: lines)
        return 0
    }
}
