/// A whole program: options that come before the command (`--home DIR`), its commands, and
/// what runs when the line names none.
///
/// ```swift
/// let program = CLIProgram<Context>(
///     name: "spotter", summary: "log workouts", options: [home, version],
///     commands: [ConfigCommand.command, LogCommand.command], defaultCommand: UICommand.command)
/// let (globals, resolution) = try program.resolve(["--home", "/tmp/x", "config", "list"])
/// ```
public struct CLIProgram<Context>: Sendable {
    public let name: String
    public let summary: String
    /// Read before the command's name, and only there.
    public let options: Signature
    public let commands: [CLICommand<Context>]
    /// Runs when the line has options only (or nothing); it takes no arguments of its own.
    public let defaultCommand: CLICommand<Context>
    public let discussion: String

    public init(
        name: String, summary: String, options: Signature, commands: [CLICommand<Context>],
        defaultCommand: CLICommand<Context>, discussion: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.discussion = discussion
    }

    /// The program's own options as given, and what the rest of the line asks for.
    public func resolve(_ words: [String]) throws(CommandLineError) -> (options: ParsedArguments, Resolution<Context>) {
        let globals: ParsedArguments
        let rest: [String]
        do {
            (globals, rest) = try options.parseLeadingOptions(words)
        } catch {
            throw CommandLineError(path: [name], error: error, usage: usage)
        }
        if globals.helpRequested { return (globals, .help(help)) }
        guard let first = rest.first else {
            return (
                globals,
                .run(Invocation(path: [name], command: defaultCommand, arguments: ParsedArguments(), usage: usage))
            )
        }
        guard let command = CLICommand.named(first, in: commands) else {
            let error: ArgumentError =
                Signature.isOptionLike(first)
                ? .unknownOption(first) : .unknownCommand(first, known: commands.map(\.name))
            throw CommandLineError(path: [name], error: error, usage: usage)
        }
        return (globals, try command.resolve(Array(rest.dropFirst()), path: [name]))
    }

    /// `Usage: spotter [--home DIR]` and `spotter [--home DIR] COMMAND …`.
    public var usage: String {
        HelpText.usage(usageLines)
    }

    var usageLines: [String] {
        HelpText.wrap(name, options.usageParts) + HelpText.wrap(name, options.usageParts + ["COMMAND …"])
    }

    /// `spotter --help`: the summary, usage, every command with its summary, the options, the discussion.
    public var help: String {
        HelpText.page(
            title: "\(name): \(summary)", usage: usageLines,
            sections: [("Commands:", commands.map { ($0.name, $0.summary) }), ("Options:", options.rows.options)],
            discussion: discussion)
    }
}
