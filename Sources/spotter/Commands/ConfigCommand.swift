import Foundation
import SpotterCore
import SpotterStore

/// `spotter config list | get KEY | set KEY VALUE`: the command-line face of the preferences.
extension Command {
    static let config = Command(
        name: "config", summary: "show or change a setting (list, get KEY, set KEY VALUE)",
        help: """
        Usage:
          spotter config list               every setting with its value and what is allowed
          spotter config get KEY            one setting's value
          spotter config set KEY VALUE      change one setting (validated; nothing changes on error)

        Examples:
          spotter config set quiet-hours 23:00-06:30
          spotter config set quiet-hours off
          spotter config set lead-minutes 15
          spotter config set accountability gentle
          spotter config set paused-until 2026-12-07T12:00

        Settings:
        \(PreferenceCatalog.all.map { "  \($0.name) (\($0.allowed); default \($0.defaultText))\n      \($0.summary)" }.joined(separator: "\n"))
        """, run: ConfigCommand.run)
}

enum ConfigCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        guard let verb = arguments.first else { throw UsageError("expected list, get KEY or set KEY VALUE") }
        switch (verb, arguments.count) {
        case ("list", 1):
            let prefs = try context.openDatabase().preferences()
            let width = PreferenceCatalog.all.map(\.name.count).max() ?? 0
            let values = PreferenceCatalog.all.map { $0.get(prefs, context.zone) }
            let valueWidth = values.map(\.count).max() ?? 0
            for (key, value) in zip(PreferenceCatalog.all, values) {
                let name = key.name.padding(toLength: width, withPad: " ", startingAt: 0)
                context.out("\(name)  \(value.padding(toLength: valueWidth, withPad: " ", startingAt: 0))  allowed: \(key.allowed)")
            }
            return 0
        case ("get", 2):
            guard PreferenceCatalog.key(arguments[1]) != nil else { throw PreferenceError.unknownKey(arguments[1]) }
            let prefs = try context.openDatabase().preferences()
            context.out(try PreferenceCatalog.get(arguments[1], from: prefs, zone: context.zone))
            return 0
        case ("set", 3):
            // Validate before opening anything, so a bad value cannot touch the file.
            var scratch = NotificationPreferences()
            try PreferenceCatalog.set(arguments[1], to: arguments[2], in: &scratch, zone: context.zone)
            try context.openDatabase().setPreference(arguments[1], to: arguments[2], zone: context.zone)
            SyncCommand.replanAfterChange(context)
            return 0
        default:
            throw UsageError("expected list, get KEY or set KEY VALUE")
        }
    }
}
