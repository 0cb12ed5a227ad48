import Foundation
import SpotterDelivery

/// `spotter doctor [--json] [--open-settings]`: will notifications really arrive here?
extension Command {
    static let doctor = Command(
        name: "doctor", summary: "check that notifications will really arrive (bus, server, scheduler, log)",
        help: """
        Usage: spotter doctor [--json] [--open-settings]

        Shows consent; whether a session bus and a notification server answer (name, version,
        capabilities: actions? sound?) or exactly why not; Do Not Disturb where it can be read;
        which scheduler fires notifications while Spotter is closed; the next planned notifications;
        and the latest deliveries with their outcome.
        Exits 1 when desktop notifications cannot be shown here, with what to do.

          --json            the same as JSON
          --open-settings   open the desktop's notification settings (or say how)
        """, run: DoctorCommand.run)
}

enum DoctorCommand {
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let o = try DeliveryOptions(arguments, valued: [], flags: ["--json", "--open-settings"])
        guard o.positional.isEmpty else { throw UsageError("unexpected \(o.positional[0])") }
        var report = try context.deliveryService().check()
        report.problems += try DispatchProblems.lines(context.openDatabase())
        if o.flags.contains("--open-settings") {
            let hint = SystemSettings.hint(server: report.server.info?.name, environment: context.environment)
            if let command = hint.command {
                try Subprocess.spawnDetached(command, environment: context.environment)
                context.out("opened: \(command.joined(separator: " "))")
            } else {
                context.out(hint.text)
            }
            return 0
        }
        if o.flags.contains("--json") {
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
