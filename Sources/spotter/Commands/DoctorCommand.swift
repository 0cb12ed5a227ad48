import Foundation
import SpotterCore
import SpotterDelivery

/// `spotter doctor [--json] [--open-settings]`: will notifications really arrive here?
extension Command {
    static let doctor = Command(
        name: "doctor", summary: "check that notifications will really arrive (bus, server, scheduler, log)",
        help: """
        Usage: spotter doctor [--json] [--open-settings]

        Shows the time zone in use and why (TZ, /etc/localtime, or UTC); consent; whether a session
        bus and a notification server answer (name, version, capabilities: actions? sound?) or
        exactly why not; Do Not Disturb where it can be read;
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
        let zone = LocalZone.choose(environment: context.environment)
        report.timeZone = .init(zone)
        if let warning = zone.warning {
            report.problems.append("\(warning). Set TZ to a zone name such as Europe/Berlin, or unset it.")
        }
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
            context.out(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            context.out(report.text)
        }
        return report.canDeliver ? 0 : 1
    }
}
