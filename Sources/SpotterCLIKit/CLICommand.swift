/// One command of a command-line program: its name, what it accepts, its help, and its run.
///
/// A command either runs (with the arguments its ``Signature`` declares), or groups subcommands
/// (`config list|get|set`), or both (`plan` runs, `plan new` is its subcommand). Each subcommand
/// is a command of its own, with its own arguments, `--help` and run: the parser picks it by the
/// word and runs it, so no run switches on a word (an unknown one is the parser's usage error,
/// exit 2). `Context` is what the program hands every run (files, clock, output).
///
/// ```swift
/// enum Hello {
///     static let name = Positional("NAME", help: "who to greet")
///     static let loud = Flag("--loud", help: "shout")
///     static let command = CLICommand<Void>(
///         name: "hello", summary: "say hello", arguments: [name, loud],
///         discussion: "Examples:\n  spotter hello Ana --loud"
///     ) { arguments, _ in
///         print(arguments[loud] ? "HELLO \(arguments[name])!" : "hello \(arguments[name])")
///         return 0
///     }
/// }
/// // A group: each subcommand brings its own run.
/// let config = CLICommand<Void>(
///     name: "config", summary: "settings",
///     subcommands: [
///         CLICommand(name: "list", summary: "every setting", run: Config.list),
///         CLICommand(name: "get", summary: "one setting", arguments: [Config.key], run: Config.get),
///     ])
/// ```
public struct CLICommand<Context>: Sendable {
    /// The word that selects it: `config`, `set`.
    public let name: String
    /// One line for the list of commands.
    public let summary: String
    /// What it accepts when it runs.
    ///
    /// Built when it is read (a parse, `--help`, the completions, the man page), as `discussion`
    /// is: a call builds its own command's, not all of them (`spotter status` runs every second).
    public var signature: Signature { makeSignature() }
    private let makeSignature: @Sendable () -> Signature
    /// The rest of its `--help`, after the generated part: explanations, then examples.
    ///
    /// Written when it is read (by `--help` and the man page), so a command whose discussion lists
    /// something built (`spotter config`, every setting) costs nothing at the start of the others.
    public var discussion: String { writeDiscussion() }
    private let writeDiscussion: @Sendable () -> String
    /// `list`, `get`, `set`: chosen by the first word after the name.
    public let subcommands: [CLICommand<Context>]
    /// The subcommand a line with no subcommand runs (`spotter agent` is `spotter agent run`).
    public let defaultSubcommand: String?
    /// Runs with the parsed arguments; returns the exit status. Nil for a pure group.
    public let run: (@Sendable (ParsedArguments, Context) throws -> Int32)?

    /// A command that runs, optionally with subcommands beside its own run.
    public init(
        name: String, summary: String, arguments: @autoclosure @escaping @Sendable () -> Signature = [],
        discussion: @autoclosure @escaping @Sendable () -> String = "", subcommands: [CLICommand<Context>] = [],
        run: @escaping @Sendable (ParsedArguments, Context) throws -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.makeSignature = arguments
        self.writeDiscussion = discussion
        self.subcommands = subcommands
        self.defaultSubcommand = nil
        self.run = run
    }

    /// A group that runs one of its subcommands, or `defaultSubcommand` when the line names none.
    public init(
        name: String, summary: String, discussion: @autoclosure @escaping @Sendable () -> String = "",
        subcommands: [CLICommand<Context>],
        defaultSubcommand: String? = nil
    ) {
        assert(defaultSubcommand.map { d in subcommands.contains { $0.name == d } } ?? true, "no such default")
        self.name = name
        self.summary = summary
        self.makeSignature = { [] }
        self.writeDiscussion = discussion
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.run = nil
    }
}

/// A command line resolved to the command it runs, with its arguments parsed.
public struct Invocation<Context>: Sendable {
    /// `["spotter", "config", "set"]`: what error messages are prefixed with.
    public let path: [String]
    public let command: CLICommand<Context>
    public let arguments: ParsedArguments
    /// `Usage: …` for this command: what a mistake found while running it is shown with.
    public var usage: String { makeUsage() }
    /// Made only when a mistake is shown, not for every call that runs.
    private let makeUsage: @Sendable () -> String

    public init(
        path: [String], command: CLICommand<Context>, arguments: ParsedArguments,
        usage: @escaping @autoclosure @Sendable () -> String
    ) {
        self.path = path
        self.command = command
        self.arguments = arguments
        self.makeUsage = usage
    }

    /// Runs the command (a group has nothing to run: status 0).
    public func run(_ context: Context) throws -> Int32 {
        try command.run?(arguments, context) ?? 0
    }
}

/// What a command line asks for: a run, or a help text to print (exit status 0).
public enum Resolution<Context>: Sendable {
    case run(Invocation<Context>)
    case help(String)
}

/// A command line that cannot run: what is wrong, where, and the usage line to show with it.
public struct CommandLineError: Error, CustomStringConvertible {
    /// `["spotter", "config", "set"]`.
    public let path: [String]
    public let error: ArgumentError
    /// `Usage: spotter config set KEY VALUE…` and any further usage lines.
    public let usage: String

    public init(path: [String], error: ArgumentError, usage: String) {
        self.path = path
        self.error = error
        self.usage = usage
    }

    /// `spotter config set: missing KEY`, the usage, and where the help is: what goes to stderr.
    public var description: String {
        let command = path.joined(separator: " ")
        return "\(command): \(error)\n\(usage)\nTry '\(command) --help'."
    }
}
