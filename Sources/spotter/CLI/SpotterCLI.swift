import Foundation
import SpotterCore
import SpotterStore

/// Parses `spotter [--home DIR] [COMMAND] [ARGS…]` and runs the command.
enum SpotterCLI {
    static let version = "0.1.0"

    /// Every subcommand, in the order `spotter --help` lists them.
    static var commands: [Command] { [
        .config,
        .log,
        .schedule,
        .pause,
        .plan,
        .doctor,
        .status,
        .agent,
        .notifyTest,
        .sync,
        .fire,
        .workoutNotification,
        .dispatch,
        .endpoint,
        .overlay,
        .open,
    ] }

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
            spotter: log workouts set by set, run the rest timer, and get the notifications you asked for.

            Usage:
              spotter [--home DIR]              start the terminal UI
              spotter [--home DIR] COMMAND …    run a command (each has --help)

            Commands:
            \(list.joined(separator: "\n"))

            Options:
              --home DIR     keep every file under DIR (same as SPOTTER_HOME=DIR)
              --help, -h     show this help
              --version      show the version

            Files: the database is under $XDG_DATA_HOME/spotter, themes under $XDG_CONFIG_HOME/spotter,
            logs under $XDG_STATE_HOME/spotter.
            """
    }

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        var args = arguments
        var home: String?
        while let first = args.first, first.hasPrefix("-") {
            switch first {
            case "--help", "-h":
                print(help)
                return 0
            case "--version":
                print("spotter \(version)")
                return 0
            case "--home":
                guard args.count >= 2 else { return usage("--home needs a directory") }
                home = args[1]
                args.removeFirst(2)
            default:
                if first.hasPrefix("--home=") {
                    home = String(first.dropFirst("--home=".count))
                    args.removeFirst()
                } else {
                    return usage("unknown option \(first)")
                }
            }
        }
        var env = environment
        if let home { env["SPOTTER_HOME"] = home }
        guard let paths = HomeSetup.paths(environment: env) else { return usage(HomeSetup.noHome) }
        let context = CommandContext(paths: paths, environment: env, zone: TimeZone.current)

        guard let name = args.first else {
            return run(.ui, [], context)
        }
        // `spotter plan new …` is the phased-plan maker; the rest of `spotter plan` is the planner's.
        if name == "plan", args.count >= 2, args[1] == "new" {
            args.removeFirst()
            args[0] = Command.planNew.name
        }
        guard let command = (commands + [.planNew]).first(where: { $0.name == args[0] }) else {
            return usage("unknown command \"\(name)\"; commands: \(commands.map(\.name).joined(separator: ", "))")
        }
        let rest = Array(args.dropFirst())
        if rest.first == "--help" || rest.first == "-h" {
            print(command.help)
            return 0
        }
        return run(command, rest, context)
    }

    private static func run(_ command: Command, _ args: [String], _ context: CommandContext) -> Int32 {
        do {
            return try command.run(args, context)
        } catch let error as UsageError {
            context.err("spotter \(command.name): \(error.message)")
            context.err("Try 'spotter \(command.name) --help'.")
            return 2
        } catch let error as PreferenceError {
            context.err("spotter \(command.name): \(error)")
            return 2
        } catch {
            context.err("spotter: \(error)")
            return 1
        }
    }

    private static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("spotter: \(message)\nTry 'spotter --help'.\n".utf8))
        return 2
    }
}
