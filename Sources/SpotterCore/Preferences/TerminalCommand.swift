/// Which terminal a desktop report's Open click starts Spotter in, from the `terminal-command` setting.
///
/// ```swift
/// TerminalCommand.choose(setting: "auto", environment: ["PATH": "/usr/bin"], isExecutable: { $0 == "/usr/bin/xdg-terminal-exec" })
/// // .command(["/usr/bin/xdg-terminal-exec"]): what runs is that, then `spotter open ROUTE`
/// TerminalCommand.choose(setting: "off", environment: [:], isExecutable: { _ in true })  // .off
/// ```
/// The choice is words for an argument array, never a shell string; whether a file is an
/// executable comes in as a function, so the rule stays free of I/O.
public enum TerminalCommand {
    public enum Choice: Hashable, Sendable {
        /// The user turned it off: the open request waits for the next start.
        case off
        /// Run these words, followed by `spotter open ROUTE`.
        case command([String])
        /// Nothing usable: why, in words for the log.
        case unavailable(String)
    }

    /// What `auto` tries, in order: the freedesktop launcher, the user's `$TERMINAL`, Debian's alternative.
    public static let autoOrder = "xdg-terminal-exec, $TERMINAL -e, x-terminal-emulator -e"

    /// Whether `text` is a value the setting takes: `auto`, `off`, or an absolute program path and
    /// arguments on one line, as every command setting takes (`sendmail-command`, `forecast-command`).
    public static func isSetting(_ text: String) -> Bool {
        text == "auto" || text == "off"
            || (MailSettingsText.isCommand(text) && !text.contains("\r") && !text.contains("\0"))
    }

    /// The setting split into words on spaces (no quoting: nothing goes through a shell).
    public static func words(_ text: String) -> [String] {
        text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    /// Decides the command for `setting`, looking programs up in `environment["PATH"]`.
    public static func choose(
        setting: String, environment: [String: String], isExecutable: (String) -> Bool
    ) -> Choice {
        let path = environment["PATH"] ?? ""
        switch setting.trimmingWhitespace() {
        case "off":
            return .off
        case "auto":
            var candidates: [[String]] = [["xdg-terminal-exec"]]
            if let terminal = environment["TERMINAL"], !words(terminal).isEmpty {
                candidates.append(words(terminal) + ["-e"])
            }
            candidates.append(["x-terminal-emulator", "-e"])
            for words in candidates {
                if let program = locate(words[0], path: path, isExecutable: isExecutable) {
                    return .command([program] + words.dropFirst())
                }
            }
            return .unavailable("no terminal found (tried \(autoOrder))")
        default:
            let given = words(setting)
            guard let first = given.first else { return .unavailable("terminal-command is empty") }
            guard let program = locate(first, path: path, isExecutable: isExecutable) else {
                return .unavailable("terminal-command \(first) is not an executable on PATH")
            }
            return .command([program] + given.dropFirst())
        }
    }

    /// The full argument array that starts `command` so that it outlives this process.
    ///
    /// Under a systemd service (`INVOCATION_ID` is set: a `spotter fire` from a systemd timer), the
    /// service's processes are stopped when it ends, the terminal with them; `systemd-run --user
    /// --scope` moves the terminal into a scope of its own first, keeping this environment.
    public static func detached(_ command: [String], environment: [String: String], isExecutable: (String) -> Bool)
        -> [String]
    {
        guard environment["INVOCATION_ID"]?.isEmpty == false,
            let systemdRun = locate("systemd-run", path: environment["PATH"] ?? "", isExecutable: isExecutable)
        else { return command }
        return [systemdRun, "--user", "--scope", "--quiet", "--collect", "--"] + command
    }

    /// `name` itself when it has a slash, else the first `PATH` folder holding an executable of that name.
    public static func locate(_ name: String, path: String, isExecutable: (String) -> Bool) -> String? {
        if name.contains("/") { return isExecutable(name) ? name : nil }
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = folder.hasSuffix("/") ? "\(folder)\(name)" : "\(folder)/\(name)"
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }
}
