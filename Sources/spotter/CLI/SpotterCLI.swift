import CTerminalGuard
import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterStore
import SpotterSystem

/// Parses `spotter [--home DIR] [COMMAND] [ARGS…]` and runs the command.
enum SpotterCLI {
    static let version = "0.1.0"

    static let home = Option("--home", value: "DIR", help: "keep every file under DIR (same as SPOTTER_HOME=DIR)")
    static let showVersion = Flag("--version", help: "show the version")

    /// Every command, in the order `spotter --help` lists them.
    static var commands: [CLICommand<CommandContext>] {
        [
            ConfigCommand.command,
            LogCommand.command,
            StartCommand.command,
            FinishCommand.command,
            HistoryCommand.command,
            ImportCommand.command,
            ExportCommand.command,
            NoteCommand.command,
            ExerciseCommand.command,
            DayCommand.command,
            WeekCommand.command,
            ScheduleCommand.command,
            PauseCommand.command,
            PlanCommand.command,
            DoctorCommand.command,
            StatusCommand.command,
            AgentCommand.command,
            NotifyTestCommand.command,
            SyncCommand.command,
            FireCommand.command,
            WorkoutNotificationCommand.command,
            WorkoutCommand.command,
            WeighCommand.command,
            DispatchCommand.command,
            EndpointCommand.command,
            OverlayCommand.command,
            OpenCommand.command,
            ClubCommand.command,
            CompletionsCommand.command,
            CompletionsCommand.man,
        ]
    }

    static var program: CLIProgram<CommandContext> {
        CLIProgram(
            name: "spotter",
            summary: "log workouts set by set, run the rest timer, and get the notifications you asked for.",
            options: [home, showVersion], commands: commands, defaultCommand: UICommand.command,
            discussion: """
                With no command, spotter starts the terminal UI: Today, the live workout and the rest timer
                (? shows the keys, q quits). Every command has --help.

                Files: the database is under $XDG_DATA_HOME/spotter, themes under $XDG_CONFIG_HOME/spotter,
                logs under $XDG_STATE_HOME/spotter.
                """)
    }

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let options: ParsedArguments
        let resolution: Resolution<CommandContext>
        do {
            (options, resolution) = try program.resolve(arguments)
        } catch {
            try? FileDescriptor.standardError.writeAll(TerminalText.escaped("\(error)\n"))
            return 2
        }
        if options[showVersion] {
            print("spotter \(version)")
            return 0
        }
        switch resolution {
        case .help(let text):
            print(text)
            return 0
        case .run(let invocation):
            var env = environment
            if let home = options[home] { env["SPOTTER_HOME"] = home }
            guard let paths = HomeSetup.paths(environment: env) else {
                try? FileDescriptor.standardError.writeAll(TerminalText.escaped("spotter: \(HomeSetup.noHome)\n"))
                return 2
            }
            // Before any command runs: a crash of any of them then says so on stderr and leaves
            // its report in the state folder (`crash_report.c`).
            spotter_crash_report_install(paths.stateDirectory, version)
            let context = CommandContext(
                paths: paths, environment: env, zone: { SystemZones.shared.choose(environment: env) })
            return run(invocation, context)
        }
    }

    private static func run(_ invocation: Invocation<CommandContext>, _ context: CommandContext) -> Int32 {
        // Only a mistake needs the name: joining it is a generic call the runtime resolves on
        // first use, 0.18 M instructions of a 2.6 M `status`.
        var name: String { invocation.path.joined(by: " ") }
        do {
            return try invocation.run(context)
        } catch let error as UsageError {
            context.err("\(name): \(error.message)")
            context.err(invocation.usage)
            context.err("Try '\(name) --help'.")
            return 2
        } catch let error as ArgumentError {
            // A value read through `ArgumentValue` that names nothing the option takes.
            context.err("\(name): \(error)")
            context.err(invocation.usage)
            context.err("Try '\(name) --help'.")
            return 2
        } catch let error as PreferenceError {
            context.err("\(name): \(error)")
            return 2
        } catch let error as UserText.Invalid {
            context.err("\(name): \(error)")
            return 2
        } catch {
            context.err("spotter: \(error)")
            return 1
        }
    }
}
