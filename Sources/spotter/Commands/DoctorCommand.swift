import Foundation
import SpotterCLIKit
import SpotterDelivery

/// `spotter doctor [--json] [--open-settings]`: will notifications really arrive here?
extension DoctorCommand {
    enum Arg {
        static let json = Flag("--json", help: "the same as JSON")
        static let openSettings = Flag("--open-settings", help: "open the desktop's notification settings (or say how)")
    }

    static let command = CLICommand<CommandContext>(
        name: "doctor", summary: "check that notifications will really arrive (bus, server, scheduler, log)",
        arguments: [Arg.json, Arg.openSettings],
        discussion: """
            Shows consent; whether a session bus and a notification server answer (name, version,
            capabilities: actions? sound?) or exactly why not; Do Not Disturb where it can be read;
            which scheduler fires notifications while Spotter is closed; the next planned notifications;
            and the latest deliveries with their outcome.
            Exits 1 when desktop notifications cannot be shown here, with what to do.
            """, run: DoctorCommand.run)
}

enum DoctorCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        var report = try context.deliveryService().check()
        report.problems += try DispatchProblems.lines(context.openDatabase())
        if arguments[Arg.openSettings] {
            let hint = SystemSettings.hint(server: report.server.info?.name, environment: context.environment)
            if let command = hint.command {
                try Subprocess.spawnDetached(command, environment: context.environment)
                context.out("opened: \(command.joined(separator: " "))")
            } else {
                context.out(hint.text)
            }
            return 0
        }
        if arguments[Arg.json] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var data = try encoder.encode(report)
            data.append(contentsOf: Array("\n".utf8))
            FileHandle.standardOutput.write(data)
        } else {
            context.out(report.text)
        }
        return report.canDeliver ? 0 : 1
    }
}
