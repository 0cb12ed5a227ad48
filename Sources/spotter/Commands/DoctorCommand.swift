import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterSystem

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
            Shows the time zone in use and why (TZ, /etc/localtime, or UTC); consent; whether a
            session bus and a notification server answer (name, version, capabilities: actions?
            sound?) or exactly why not; Do Not Disturb where it can be read;
            which scheduler fires notifications while Spotter is closed; the next planned notifications;
            and the latest deliveries with their outcome. Warns when the agent's unit or autostart entry,
            or a systemd timer, runs a spotter inside a .build folder (the next build replaces it), with
            the fix. Names the workouts holding a time that cannot be shown (history and the
            exports say unknown there).
            Exits 1 when desktop notifications cannot be shown here, with what to do.
            """, run: DoctorCommand.run)
}

enum DoctorCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        var report = try context.deliveryService().check()
        report.problems += try DispatchProblems.lines(context.openDatabase())
        if let times = UnshownTimes.problem(try context.openDatabase().allWorkouts()) { report.problems.append(times) }
        report.problems += RecordedExecutables.problems(
            RecordedExecutables.find(files: try AgentCommand.writtenFiles(context), environment: context.environment))
        let zone = SystemZones.shared.choose(environment: context.environment)
        report.timeZone = .init(zone)
        if let warning = zone.warning {
            report.problems.append("\(warning). Set TZ to a zone name such as Europe/Berlin, or unset it.")
        }
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
            // The report's Codable shape, as a tree for the one writer (`JSONText`).
            let tree = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(report))
            context.out(JSONText.write(tree, indent: true))
        } else {
            context.out(report.text)
        }
        return report.canDeliver ? 0 : 1
    }
}
