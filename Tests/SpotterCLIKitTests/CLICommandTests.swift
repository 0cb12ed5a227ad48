import Testing

@testable import SpotterCLIKit

/// A small program shaped like spotter's: a group (`config`), a group with a default (`agent`),
/// a command with its own run and a subcommand (`plan`, `plan new`).
enum Sample {
    static let key = Positional("KEY", help: "a setting's name")
    static let value = RestOfLine("VALUE", help: "its new value")
    static let json = Flag("--json", help: "as JSON")
    static let race = Option("--race", value: "RACE", help: "the distance")
    static let home = Option("--home", value: "DIR", help: "where files live")

    static func leaf(_ name: String, _ arguments: Signature = []) -> CLICommand<Void> {
        CLICommand(name: name, summary: "the \(name) one", arguments: arguments) { _, _ in 0 }
    }

    static let config = CLICommand<Void>(
        name: "config", summary: "settings", discussion: "Examples:\n  spotter config set quiet-hours off",
        subcommands: [leaf("list"), leaf("get", [key]), leaf("set", [key, value])])
    static let agent = CLICommand<Void>(
        name: "agent", summary: "the scheduler", subcommands: [leaf("run"), leaf("status")], defaultSubcommand: "run")
    static let plan = CLICommand<Void>(
        name: "plan", summary: "the plan", arguments: [json], subcommands: [leaf("new", [race])]
    ) { _, _ in 0 }
    static let program = CLIProgram<Void>(
        name: "spotter", summary: "workouts", options: [home], commands: [config, agent, plan],
        defaultCommand: leaf("ui"), discussion: "Files: somewhere.")

    /// The path of what a line runs, or "help" for a help text.
    static func resolved(_ words: [String]) throws -> String {
        switch try program.resolve(words).1 {
        case .run(let invocation): return invocation.path.joined(separator: " ")
        case .help: return "help"
        }
    }

    static func failure(_ words: [String]) -> CommandLineError? {
        do {
            _ = try program.resolve(words)
            return nil
        } catch {
            return error
        }
    }
}

@Suite("CLICommand: subcommands, errors and generated help")
struct CLICommandTests {
    @Test("the first word picks the subcommand, at any depth; a group with a default runs it")
    func dispatch() throws {
        #expect(try Sample.resolved(["config", "get", "k"]) == "spotter config get")
        #expect(try Sample.resolved(["plan"]) == "spotter plan")
        #expect(try Sample.resolved(["plan", "--json"]) == "spotter plan")
        #expect(try Sample.resolved(["plan", "new", "--race", "10k"]) == "spotter plan new")
        #expect(try Sample.resolved(["agent"]) == "spotter agent run")
        #expect(try Sample.resolved(["agent", "status"]) == "spotter agent status")
        #expect(try Sample.resolved([]) == "spotter")
        #expect(try Sample.resolved(["--home", "/h"]) == "spotter")
        #expect(try Sample.program.resolve(["--home=/h", "config", "list"]).options[Sample.home] == "/h")
    }

    @Test("each subcommand runs the run its own declaration gives, with its own arguments: no word is switched on")
    func ownRuns() throws {
        final class Ran: @unchecked Sendable { var lines: [String] = [] }
        func leaf(_ name: String, _ arguments: Signature = []) -> CLICommand<Ran> {
            CLICommand(name: name, summary: name, arguments: arguments) { parsed, ran in
                ran.lines.append(name + " " + (parsed[Sample.value]).joined(separator: " "))
                return 0
            }
        }
        let config = CLICommand<Ran>(
            name: "config", summary: "settings", subcommands: [leaf("list"), leaf("set", [Sample.key, Sample.value])])
        let program = CLIProgram<Ran>(
            name: "spotter", summary: "workouts", options: [], commands: [config], defaultCommand: leaf("ui"))
        let ran = Ran()
        for line in [["config", "set", "k", "a", "b"], ["config", "list"]] {
            guard case .run(let invocation) = try program.resolve(line).1 else {
                Issue.record("\(line) asked for help")
                continue
            }
            #expect(try invocation.run(ran) == 0)
        }
        #expect(ran.lines == ["set a b", "list "])
        #expect(throws: CommandLineError.self) { try program.resolve(["config", "frob"]) }
    }

    @Test("a command's arguments are built when a line reaches it, not when the program is: each call builds its own")
    func argumentsBuiltWhenReached() throws {
        final class Count: @unchecked Sendable { var value = 0 }
        let logBuilt = Count()
        let statusBuilt = Count()
        @Sendable func logArguments() -> Signature {
            logBuilt.value += 1
            return [Sample.json]
        }
        @Sendable func statusArguments() -> Signature {
            statusBuilt.value += 1
            return [Sample.json]
        }
        let program = CLIProgram<Void>(
            name: "spotter", summary: "workouts", options: [],
            commands: [
                CLICommand(name: "log", summary: "a set", arguments: logArguments()) { _, _ in 0 },
                CLICommand(name: "status", summary: "a line", arguments: statusArguments()) { _, _ in 0 },
            ], defaultCommand: Sample.leaf("ui"))
        #expect(logBuilt.value == 0 && statusBuilt.value == 0)
        _ = try program.resolve(["status", "--json"])
        #expect(logBuilt.value == 0 && statusBuilt.value == 1)
    }

    @Test("--help at any level is that level's help")
    func helpAtEachLevel() throws {
        for line in [
            ["--help"], ["config", "--help"], ["config", "set", "-h"], ["plan", "--json", "--help"], ["agent", "-h"],
        ] {
            #expect(try Sample.resolved(line) == "help", "\(line)")
        }
    }

    @Test("a mistake names the command, says what is wrong, and carries the usage line")
    func errors() throws {
        let missing = try #require(Sample.failure(["config", "set"]))
        #expect(
            missing.description
                == "spotter config set: missing KEY\nUsage: spotter config set KEY VALUE…\nTry 'spotter config set --help'."
        )
        #expect(Sample.failure(["config"])?.error == .missingSubcommand(expected: ["list", "get", "set"]))
        #expect(
            Sample.failure(["config", "frob"])?.error == .unknownSubcommand("frob", expected: ["list", "get", "set"]))
        #expect(Sample.failure(["config", "--frob"])?.error == .unknownOption("--frob"))
        #expect(Sample.failure(["config", "list", "extra"])?.error == .unexpectedArgument("extra"))
        #expect(Sample.failure(["agent", "--frob"])?.path == ["spotter", "agent", "run"])
        #expect(Sample.failure(["agent", "frob"])?.error == .unknownSubcommand("frob", expected: ["run", "status"]))
        #expect(Sample.failure(["plan", "frob"])?.error == .unexpectedArgument("frob"))
        #expect(Sample.failure(["frob"])?.error == .unknownCommand("frob", known: ["config", "agent", "plan"]))
        #expect(Sample.failure(["--frob"])?.error == .unknownOption("--frob"))
        #expect(Sample.failure(["--home"])?.error == .missingValue(option: "--home", valueName: "DIR"))
    }

    @Test("a group's usage lists every way to call it")
    func groupUsage() {
        #expect(
            Sample.config.usage(path: ["spotter"])
                == "Usage: spotter config list\n       spotter config get KEY\n       spotter config set KEY VALUE…")
        #expect(
            Sample.plan.usageLines(path: ["spotter"]) == ["spotter plan [--json]", "spotter plan new [--race RACE]"])
    }

    @Test("what runs carries its own usage, for a mistake found while running: a command's, or the program's")
    func invocationUsage() throws {
        func usage(_ words: [String]) throws -> String? {
            guard case .run(let invocation) = try Sample.program.resolve(words).1 else { return nil }
            return invocation.usage
        }
        #expect(try usage(["config", "set", "k", "v"]) == "Usage: spotter config set KEY VALUE…")
        #expect(try usage(["plan", "new"]) == "Usage: spotter plan new [--race RACE]")
        #expect(try usage([]) == Sample.program.usage)
    }

    @Test("a command's help: summary, usage, each argument with its help, --help, then the discussion")
    func leafHelp() {
        let set = Sample.config.subcommands[2]
        #expect(
            set.help(path: ["spotter", "config"]) == """
                spotter config set: the set one

                Usage: spotter config set KEY VALUE…

                Arguments:
                  KEY         a setting's name
                  VALUE…      its new value

                Options:
                  -h, --help  show this help
                """)
    }

    @Test("a group's help lists its subcommands, marks the default, and ends with its discussion")
    func groupHelp() {
        let config = Sample.config.help(path: ["spotter"])
        #expect(
            config.contains(
                "Subcommands:\n  list        the list one\n  get         the get one\n  set         the set one"))
        #expect(config.hasSuffix("Examples:\n  spotter config set quiet-hours off"))
        #expect(Sample.agent.help(path: ["spotter"]).contains("run         the run one (the default)"))
    }

    @Test("the program's help lists every command and its own options")
    func programHelp() {
        let help = Sample.program.help
        #expect(
            help.hasPrefix("spotter: workouts\n\nUsage: spotter [--home DIR]\n       spotter [--home DIR] COMMAND …"))
        #expect(
            help.contains("Commands:\n  config      settings\n  agent       the scheduler\n  plan        the plan\n"))
        #expect(help.contains("  --home DIR  where files live\n  -h, --help  show this help"))
        #expect(help.hasSuffix("Files: somewhere."))
    }
}
