import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterSystem

/// `spotter completions bash|zsh|fish|install` and `spotter man`: written from the same
/// declarations as `--help`.
extension CompletionsCommand {
    static let command = CLICommand<CommandContext>(
        name: "completions", summary: "shell completions for bash, zsh and fish, and installing them with the man page",
        discussion: """
            Each prints a script written from the same declarations as --help, so every command and
            option completes, and --format's choices too. install writes all three and the man page
            where the shells and man look for a user's own (it prints each path):
              bash  ~/.local/share/bash-completion/completions/spotter
              zsh   ~/.local/share/zsh/site-functions/_spotter  (add that folder to fpath before compinit)
              fish  ~/.config/fish/completions/spotter.fish
              man   ~/.local/share/man/man1/spotter.1           (found through ~/.local/bin in PATH)

            Or load one for this shell only:  source <(spotter completions bash)
            """,
        subcommands: CompletionShell.allCases.map { shell in
            CLICommand(name: shell.rawValue, summary: "print the \(shell.rawValue) completion script") { _, _ in
                try? FileDescriptor.standardOutput.writeAll(SpotterCLI.program.completionScript(for: shell))
                return 0
            }
        } + [
            CLICommand(
                name: "install", summary: "write the three scripts and the man page under your home (XDG folders)",
                run: install)
        ])

    static let man = CLICommand<CommandContext>(
        name: "man", summary: "print the manual page (roff) for every command",
        discussion: """
            The page is written from the same declarations as --help:
              spotter man | man -l -
              spotter man > ~/.local/share/man/man1/spotter.1
            """
    ) { _, context in
        try? FileDescriptor.standardOutput.writeAll(manPage)
        return 0
    }
}

enum CompletionsCommand {
    static var manPage: String { SpotterCLI.program.manPage(version: SpotterCLI.version) }

    static func install(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        for (file, text) in try installed(context.environment) {
            try FileManager.default.createDirectory(
                atPath: PathText.folder(file), withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            context.out(file)
        }
        return 0
    }

    /// Where `install` writes each file, and what.
    /// The folders are `XDGDirectories`': with no home there is nowhere to write (never `/`).
    static func installed(_ env: [String: String]) throws -> [(String, String)] {
        guard let xdg = HomeSetup.xdg(environment: env) else { throw UsageError(HomeSetup.noUserHome) }
        let data = xdg.dataHome
        let config = xdg.configHome
        let program = SpotterCLI.program
        return [
            (data + "/bash-completion/completions/spotter", program.completionScript(for: .bash)),
            (data + "/zsh/site-functions/_spotter", program.completionScript(for: .zsh)),
            (config + "/fish/completions/spotter.fish", program.completionScript(for: .fish)),
            (data + "/man/man1/spotter.1", manPage),
        ]
    }
}
