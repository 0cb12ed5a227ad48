import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore

/// `spotter config list | get KEY | set KEY VALUE…`: the command-line face of the preferences.
extension ConfigCommand {
    enum Arg {
        static let key = Positional("KEY", help: "a setting's name (listed below)")
        static let value = RestOfLine(
            "VALUE", help: "its new value: the rest of the line as typed, spaces and all (no quotes needed)")
    }

    static let command = CLICommand<CommandContext>(
        name: "config", summary: "show or change a setting (list, get KEY, set KEY VALUE)",
        discussion: """
            Examples:
              spotter config set quiet-hours 23:00-06:30
              spotter config set quiet-hours off
              spotter config set lead-minutes 15
              spotter config set accountability gentle
              spotter config set paused-until 2026-12-07T12:00
              spotter config set sendmail-command /usr/bin/msmtp -t    (VALUE is the rest of the line)

            Settings:
            \(PreferenceCatalog.all.map { "  \($0.name) (\($0.allowed); default \($0.defaultText))\n      \($0.summary)" }.joined(separator: "\n"))
            """,
        subcommands: [
            CLICommand(name: "list", summary: "every setting with its value", run: list),
            CLICommand(name: "get", summary: "one setting's value", arguments: [Arg.key], run: get),
            CLICommand(
                name: "set", summary: "change one setting (validated; nothing changes on error)",
                arguments: [Arg.key, Arg.value],
                run: set),
        ])
}

enum ConfigCommand {
    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let prefs = try context.openDatabase().preferences()
        let width = PreferenceCatalog.all.map(\.name.count).max() ?? 0
        let values = PreferenceCatalog.all.map { $0.shown(prefs, context.zone) }
        let valueWidth = values.map(\.count).max() ?? 0
        for (key, value) in zip(PreferenceCatalog.all, values) {
            let name = key.name.padded(toWidth: width)
            context.out(
                "\(name)  \(value.padded(toWidth: valueWidth))  allowed: \(key.allowed)"
            )
        }
        return 0
    }

    static func get(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let key = arguments[Arg.key]
        guard PreferenceCatalog.key(key) != nil else { throw PreferenceError.unknownKey(key) }
        let prefs = try context.openDatabase().preferences()
        context.out(try PreferenceCatalog.shown(key, from: prefs, zone: context.zone))
        return 0
    }

    static func set(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        // The value is the rest of the line: `sendmail-command /usr/bin/msmtp -t` needs no quotes.
        let (key, value) = (arguments[Arg.key], arguments[Arg.value].joined(separator: " "))
        // Validate before opening anything, so a bad value cannot touch the file.
        var scratch = NotificationPreferences()
        try PreferenceCatalog.set(key, to: value, in: &scratch, zone: context.zone)
        try context.openDatabase().setPreference(key, to: value, zone: context.zone)
        SyncCommand.replanAfterChange(context)
        return 0
    }
}
