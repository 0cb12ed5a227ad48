import Foundation
import Testing

/// `spotter completions bash|zsh|fish|install` and `spotter man`, checked by the shells and the
/// formatter they are for (Tests/Scripts/install-test-deps.sh installs them), or as text where one is missing.
@Suite("spotter completions and spotter man: from the same declarations as --help")
struct CompletionsTests {
    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `program arguments…` and returns its status and output.
    static func shell(_ program: String, _ arguments: [String]) throws -> ProcessResult {
        try TemporaryHome().run(arguments, executable: program)
    }

    static func script(_ shell: String, in home: TemporaryHome) throws -> String {
        let result = try home.run(["completions", shell])
        #expect(result.status == 0, "\(result.stderr)")
        let file = home.path + "/spotter.\(shell)"
        try result.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// What bash's completion offers for the words typed so far (the last one being completed).
    static func bashCompletes(_ file: String, _ words: [String]) throws -> [String] {
        let bash = try #require(tool("bash"))
        let quoted = (["spotter"] + words).map { "'\($0)'" }.joined(separator: " ")
        let result = try shell(
            bash,
            [
                "-c",
                "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); _spotter; printf '%s\\n' \"${COMPREPLY[@]}\"",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash: the script parses, and completes commands, subcommands, options and --format's choices")
    func bash() throws {
        let home = try TemporaryHome()
        let file = try Self.script("bash", in: home)
        let bash = try #require(Self.tool("bash"), "bash is needed")
        let syntax = try Self.shell(bash, ["-n", file])
        #expect(syntax.status == 0, "bash -n: \(syntax.stderr)")
        #expect(try Self.bashCompletes(file, ["con"]) == ["config"])
        #expect(try Self.bashCompletes(file, ["com"]) == ["completions"])
        #expect(try Self.bashCompletes(file, ["config", "s"]) == ["set"])
        #expect(try Self.bashCompletes(file, ["--home", "/tmp/x", "agent", "uni"]) == ["uninstall"])
        #expect(try Self.bashCompletes(file, ["status", "--fo"]) == ["--follow", "--format"])
        #expect(try Self.bashCompletes(file, ["status", "--format", ""]) == ["json", "plain"])
        // The same option name with other choices in another command.
        #expect(try Self.bashCompletes(file, ["export", "csv", "--format", ""]) == ["hevy", "spotter", "strong"])
        #expect(try Self.bashCompletes(file, ["completions", ""]) == ["bash", "fish", "install", "zsh"])
        #expect(try Self.bashCompletes(file, ["--h"]) == ["--help", "--home"])
    }

    @Test("zsh: the script parses, and lists each command with its summary")
    func zsh() throws {
        let home = try TemporaryHome()
        let file = try Self.script("zsh", in: home)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("#compdef spotter\n"))
        #expect(text.contains("'status:the live workout in one line (for tmux status-right, waybar)'"))
        guard let zsh = Self.tool("zsh") else { return }  // checked as text only
        let syntax = try Self.shell(zsh, ["-n", file])
        #expect(syntax.status == 0, "zsh -n: \(syntax.stderr)")
        // Sourced with compdef stubbed: the tables answer as the completion function reads them.
        let listed = try Self.shell(
            zsh,
            ["-f", "-c", "compdef() { :; }; source '\(file)'; _spotter_subcommands 'agent'; print -l ${reply%%:*}"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == "run\ninstall\nuninstall\nstatus\n")
    }

    @Test("fish: the script parses, and fish's own completion engine completes from it")
    func fish() throws {
        let home = try TemporaryHome()
        let file = try Self.script("fish", in: home)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("complete -c spotter -n '__spotter_at '\\'''\\''' -a 'config'"))
        guard let fish = Self.tool("fish") else { return }  // checked as text only
        let syntax = try Self.shell(fish, ["--no-execute", file])
        #expect(syntax.status == 0, "fish --no-execute: \(syntax.stderr)")
        func completes(_ line: String) throws -> [String] {
            let result = try Self.shell(
                fish, ["--no-config", "-c", "source '\(file)'; complete --do-complete '\(line)'"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        #expect(try completes("spotter con") == ["config"])
        #expect(try completes("spotter config s") == ["set"])
        #expect(try completes("spotter status --format ") == ["json", "plain"])
        #expect(try completes("spotter status --fo") == ["--follow", "--format"])
    }

    @Test("spotter man: a page with every command, that groff renders without a warning")
    func manPage() throws {
        let home = try TemporaryHome()
        let result = try home.run(["man"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(".TH \"SPOTTER\" 1 "))
        for path in CommandLineTests.commands {
            #expect(
                result.stdout.contains(".SS \"spotter \(path.joined(separator: " ").replacing("-", with: "\\-"))\""),
                "\(path)")
        }
        let page = home.path + "/spotter.1"
        try result.stdout.write(toFile: page, atomically: true, encoding: .utf8)
        guard let groff = Self.tool("groff") else { return }
        let rendered = try Self.shell(groff, ["-k", "-man", "-Tutf8", "-ww", "-z", page])
        #expect(rendered.status == 0 && rendered.stderr.isEmpty, "groff: \(rendered.stderr)")
        let text = try Self.shell(groff, ["-k", "-man", "-Tutf8", "-P", "-cbou", page])
        #expect(text.stdout.contains("COMMANDS"))
        #expect(
            text.stdout.contains("spotter status [") && text.stdout.contains("follow"),
            "options read as typed (hyphens, not minus signs): \(text.stdout.prefix(300))")
    }

    /// Issue 29: the folders had their own fallback, `/`, not `XDGDirectories`'.
    @Test("with no home anywhere, completions install refuses with exit 2 and writes nothing under /")
    func installWithoutHome() throws {
        try #require(getuid() == 0, "needs root to run as a user with no account")
        let home = try TemporaryHome()
        // User ID 54321 has no account, so the password database has no home for it either.
        let result = try home.run(
            ["--reuid=54321", "--regid=54321", "--clear-groups", SpotterBinary.path, "completions", "install"],
            environment: ["HOME": "", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": ""], executable: "/usr/bin/setpriv")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("HOME"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/.local/share/bash-completion/completions/spotter"))
    }

    @Test("completions install writes the three scripts and the man page where the shells and man look, as printed")
    func install() throws {
        let home = try TemporaryHome()
        let user = home.path + "/user"
        let env = ["HOME": user, "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": ""]
        let result = try home.run(["completions", "install"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = [
            user + "/.local/share/bash-completion/completions/spotter",
            user + "/.local/share/zsh/site-functions/_spotter",
            user + "/.config/fish/completions/spotter.fish", user + "/.local/share/man/man1/spotter.1",
        ]
        #expect(result.stdout == expected.joined(separator: "\n") + "\n")
        let sources = [["completions", "bash"], ["completions", "zsh"], ["completions", "fish"], ["man"]]
        for (file, source) in zip(expected, sources) {
            #expect(try String(contentsOfFile: file, encoding: .utf8) == (try home.run(source)).stdout, "\(file)")
        }
    }
}
