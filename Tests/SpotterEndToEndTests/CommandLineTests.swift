import Foundation
import Testing

/// The command line as a whole: every command parses through the one parser, so each refuses an
/// unknown option the same way and has a help generated from its declaration.
@Suite("spotter: every command's arguments and help")
struct CommandLineTests {
    /// Every command and subcommand that runs, as typed after `spotter`. A command added without a
    /// line here fails `helpWalkFindsEveryCommand`.
    static let commands: [[String]] = [
        ["config", "list"], ["config", "get"], ["config", "set"],
        ["log"], ["start"], ["finish"], ["history"], ["import"], ["day"], ["week"],
        ["export", "csv"], ["export", "json"], ["export", "ics"], ["note"],
        ["exercise", "list"], ["exercise", "show"], ["exercise", "rename"], ["exercise", "merge"],
        ["schedule", "show"], ["schedule", "export"], ["schedule", "import"],
        ["pause"],
        ["plan"], ["plan", "new"],
        ["doctor"], ["status"],
        ["agent", "run"], ["agent", "install"], ["agent", "uninstall"], ["agent", "status"],
        ["notify-test"], ["sync"], ["fire"], ["workout-notification"], ["dispatch"],
        ["workout", "edit"], ["workout", "add-set"], ["workout", "edit-set"], ["workout", "delete-set"],
        ["workout", "delete"], ["weigh"],
        ["endpoint", "add", "ntfy"], ["endpoint", "add", "desktop"], ["endpoint", "list"], ["endpoint", "remove"],
        ["overlay", "rest"], ["overlay", "vacation"], ["overlay", "cross"], ["overlay", "skip"],
        ["overlay", "not-today"], ["overlay", "list"], ["overlay", "remove"],
        ["open"],
        ["club", "init"], ["club", "athlete", "add"], ["club", "athlete", "list"], ["club", "athlete", "remove"],
        ["club", "endpoint", "add"], ["club", "endpoint", "import"], ["club", "endpoint", "list"],
        ["club", "endpoint", "remove"], ["club", "import"],
        ["club", "trained"], ["club", "dispatch"], ["club", "claims"], ["club", "retry"],
        ["completions", "bash"], ["completions", "zsh"], ["completions", "fish"], ["completions", "install"],
        ["man"],
    ]

    /// The names listed under `heading` (`Commands:`, `Subcommands:`) in a help text.
    static func listed(_ heading: String, in help: String) -> [String] {
        guard let section = help.components(separatedBy: "\n\(heading)\n").dropFirst().first else { return [] }
        return section.components(separatedBy: "\n\n")[0].split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    /// Walks `spotter --help`, then each `spotter X --help` and its subcommands' helps: every one
    /// exits 0 with the generated page. Returns the paths that run (those without subcommands).
    static func walk(_ home: TemporaryHome, _ path: [String] = []) throws -> [[String]] {
        let result = try home.run(path + ["--help"])
        let name = (["spotter"] + path).joined(separator: " ")
        #expect(result.status == 0, "\(name) --help: \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(name) --help: \(result.stderr)")
        #expect(result.stdout.hasPrefix("\(name): "), "\(name) --help starts with its summary")
        #expect(result.stdout.contains("\nUsage: \(name)"), "\(name) --help has its usage line")
        #expect(result.stdout.contains("  -h, --help"), "\(name) --help lists --help")
        let subs = listed(path.isEmpty ? "Commands:" : "Subcommands:", in: result.stdout)
        var leaves: [[String]] = subs.isEmpty ? [path] : []
        // `plan` runs itself and has `plan new`: its usage line lists both.
        if !path.isEmpty && !subs.isEmpty && result.stdout.contains("\nUsage: \(name) [") { leaves.append(path) }
        for sub in subs { leaves += try walk(home, path + [sub]) }
        return leaves
    }

    @Test("spotter --help lists every command; each (and each subcommand) has a --help that exits 0")
    func helpWalkFindsEveryCommand() throws {
        let home = try TemporaryHome()
        let found = try Self.walk(home)
        #expect(
            found.map { $0.joined(separator: " ") }.sorted() == Self.commands.map { $0.joined(separator: " ") }.sorted()
        )
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile), "help opens no database")
    }

    @Test(
        "-h is --help, also after other arguments",
        arguments: [["log", "-h"], ["plan", "--json", "--help"], ["overlay", "rest", "2026-12-01", "-h"]])
    func shortHelp(_ line: [String]) throws {
        let result = try TemporaryHome().run(line)
        #expect(result.status == 0, "\(line): \(result.stderr)")
        #expect(result.stdout.contains("Usage: spotter \(line[0])"))
    }

    @Test(
        "an unknown option is exit 2 with the command, the option and the usage line, and nothing changes",
        arguments: commands)
    func unknownOption(_ path: [String]) throws {
        let home = try TemporaryHome()
        let result = try home.run(path + ["--no-such-option"])
        let name = (["spotter"] + path).joined(separator: " ")
        #expect(result.status == 2, "\(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix("\(name): unknown option --no-such-option\n"), "\(result.stderr)")
        #expect(result.stderr.contains("\nUsage: \(name)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile), "\(name) opened the database")
    }

    @Test("pause 3d extra is an extra argument: exit 2, the usage line, and nothing is paused")
    func pauseExtraArgument() throws {
        let home = try TemporaryHome()
        let result = try home.run(["pause", "3d", "extra"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "spotter pause: unexpected argument \"extra\"\nUsage: spotter pause [LENGTH]\nTry 'spotter pause --help'.\n"
        )
        #expect(try home.run(["config", "get", "paused-until"]).stdout == "off\n")
    }

    @Test("a missing value, a missing argument and a missing subcommand are exit 2 with what is missing")
    func missingPieces() throws {
        let home = try TemporaryHome()
        let cases: [([String], String)] = [
            (["plan", "--now"], "spotter plan: --now needs a value (TIME)"),
            (["dispatch", "--lease", "--json"], "spotter dispatch: --lease needs a value (SECONDS)"),
            (["config", "get"], "spotter config get: missing KEY"),
            (["config", "set", "quiet-hours"], "spotter config set: missing VALUE"),
            (["log", "bench"], "spotter log: missing SET"),
            (["overlay", "cross", "2026-12-02"], "spotter overlay cross: missing ACTIVITY"),
            (["config"], "spotter config: expected list, get or set"),
            (["config", "frob"], "spotter config: unknown subcommand \"frob\"; expected list, get or set"),
            (["endpoint", "add"], "spotter endpoint add: expected ntfy or desktop"),
            (["sync", "now"], "spotter sync: unexpected argument \"now\""),
            (["frob"], "spotter: unknown command \"frob\""),
        ]
        for (line, message) in cases {
            let result = try home.run(line)
            #expect(result.status == 2, "\(line): \(result.stderr)")
            #expect(result.stderr.hasPrefix(message), "\(line): \(result.stderr)")
            #expect(result.stderr.contains("Usage: spotter"), "\(line): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile))
    }

    @Test("config set takes the rest of the line as the value: the README's sendmail-command line works unquoted")
    func configSetRestOfLine() throws {
        let home = try TemporaryHome()
        let set = try home.run(["config", "set", "sendmail-command", "/usr/bin/msmtp", "-t"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try home.run(["config", "get", "sendmail-command"]).stdout == "/usr/bin/msmtp -t\n")
        // Quoted as one word it is the same value.
        #expect(try home.run(["config", "set", "sendmail-command", "/usr/sbin/sendmail -t -oi"]).status == 0)
        #expect(try home.run(["config", "get", "sendmail-command"]).stdout == "/usr/sbin/sendmail -t -oi\n")
        #expect(try home.run(["config", "set", "--help"]).stdout.contains("the rest of the line"))
    }

    @Test("every spotter config set line in the README's and docs' examples runs as written and reads back")
    func readmeConfigLines() throws {
        var lines: [[String]] = []
        for page in try ReadmeExamplesTests.pages {
            let text = try String(contentsOfFile: SpotterBinary.packageRoot + "/" + page, encoding: .utf8)
            var inBlock = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inBlock.toggle() }
                // A line marked `# exits N: …` shows a refusal; ReadmeExamplesTests checks its status.
                guard inBlock, line.hasPrefix("spotter config set "), !line.contains("# exits ") else { continue }
                let command = line.components(separatedBy: " #")[0]
                lines.append(command.split(separator: " ").dropFirst().map(String.init))
            }
        }
        #expect(lines.contains(["config", "set", "sendmail-command", "/usr/bin/msmtp", "-t"]))
        let home = try TemporaryHome()
        for words in lines {
            let result = try home.run(words)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let value = words.dropFirst(3).joined(separator: " ")
            #expect(try home.run(["config", "get", words[2]]).stdout == value + "\n", "\(words)")
        }
    }

    @Test("a -- before config set's value is dropped, as the usual end of options")
    func doubleDash() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "set", "quiet-hours", "--", "off"]).status == 0)
        #expect(try home.run(["config", "get", "quiet-hours"]).stdout == "off\n")
    }

    @Test(
        "under a library preloaded ahead of Swift that sets a variable as it loads (libfaketime), the arguments are read"
    )
    func argumentsUnderAPreloadThatSetsAVariable() throws {
        // libfaketime without its wrapper sets FAKETIME_SHARED as it loads, which moves `environ`
        // off the stack where the Swift runtime looks for argv: Spotter crashed here.
        let home = try TemporaryHome()
        let clock = FakedClock.starting(at: "2026-12-01 09:00:00").environment
        let set = try home.run(["config", "set", "quiet-hours", "off"], environment: clock)
        #expect(set.status == 0, "\(set.stderr)")
        let get = try home.run(["config", "get", "quiet-hours"], environment: clock)
        #expect(get.status == 0 && get.stdout == "off\n", "\(get.stdout)\(get.stderr)")
        let unknown = try home.run(["config", "get", "no-such-key"], environment: clock)
        #expect(unknown.status == 2 && unknown.stderr.contains("no-such-key"), "\(unknown.stderr)")
    }
}
