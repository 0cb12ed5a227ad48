import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterSystem

/// `spotter agent [run|install|uninstall|status]`: Spotter's own scheduler.
extension AgentCommand {
    static let command = CLICommand<CommandContext>(
        name: "agent", summary: "Spotter's own scheduler: fires planned notifications while Spotter is closed",
        discussion: """
            run sleeps until the next planned notification or run of the daily pass (spotter dispatch),
            fires it, and repeats; it wakes early only when the outbox changes (no polling). One per user.

            Where a systemd user manager runs, Spotter uses one systemd timer per notification
            instead and needs no agent; spotter doctor says which is active.

            install makes the agent Spotter's scheduler and starts it: where a systemd user manager
            runs, as a user unit (~/.config/systemd/user/spotter-agent.service, enabled and started);
            elsewhere with an XDG autostart entry (~/.config/autostart/spotter-agent.desktop), and
            now. Either records the installed binary, never one inside a .build folder: run from a
            build, it takes the first spotter on PATH outside one, or warns. uninstall removes exactly
            what install wrote (and stops the unit) and goes back to the automatic choice.
            """,
        subcommands: [
            CLICommand(
                name: "run", summary: "fire planned notifications as they fall due, until stopped", run: runAgent),
            CLICommand(
                name: "install",
                summary:
                    "start it now and with your session (a systemd user unit, or XDG autostart), instead of timers",
                run: { _, context in try install(context.deliveryService(), context) }),
            CLICommand(
                name: "uninstall", summary: "remove what install wrote and go back to the automatic choice",
                run: { _, context in try uninstall(context.deliveryService(), context) }),
            CLICommand(name: "status", summary: "whether it is running (exit 1 when not)", run: status),
        ], defaultSubcommand: "run")
}

enum AgentCommand {
    static func runAgent(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let delivery = try context.deliveryService()
        let lock = try AgentLock.acquire(at: delivery.agentLockFile)
        defer { withExtendedLifetime(lock) {} }
        let waiter = try InotifyWaiter(watching: delivery.db.outboxSignalFile, clock: { context.now })
            .tracing(context)
        let agent = Agent(
            db: delivery.db, clock: { context.now }, waiter: waiter,
            fire: { entry in
                let epoch = String(InstantRange.epochSeconds(entry.fireAt, rounding: .toNearestOrAwayFromZero))
                try? Subprocess.spawnDetached(
                    [delivery.spotterExecutable, "fire", entry.id, "--at", epoch, "--wait", "600"],
                    environment: context.environment)
            })
        try agent.run(while: { true })
        return 0
    }

    static func status(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let delivery = try context.deliveryService()
        let running = AgentLock.isHeld(at: delivery.agentLockFile)
        context.out(running ? "running" : "not running")
        return running ? 0 : 1
    }

    /// The meta key that records what `install` wrote: its kind (`systemd` or `autostart`), then the file.
    static let installedKey = "agent-installed"
    static let unitName = "spotter-agent.service"

    /// Writes a systemd user unit and enables it where a user manager runs, else an XDG autostart
    /// entry (and starts the agent now); records what it wrote for `uninstall`.
    static func install(_ delivery: DeliveryService, _ context: CommandContext) throws -> Int32 {
        let env = context.environment
        guard let config = configHome(env) else { throw UsageError(HomeSetup.noUserHome) }
        let chosen = InstalledExecutable.choose(current: delivery.spotterExecutable, environment: env)
        if let warning = chosen.warning { context.err("spotter agent install: warning: \(warning)") }
        var command = [chosen.path]
        if let home = env["SPOTTER_HOME"] { command += ["--home", home] }
        command += ["agent", "run"]
        let line = command.map(quoted).joined(separator: " ")
        // The agent reads this when it starts: record it first.
        try delivery.db.setMeta(SchedulerChoice.metaKey, SchedulerKind.agent.rawValue)
        if SystemdUserScheduler.isAvailable(environment: env) {
            let file = config + "/systemd/user/" + unitName
            try write(
                """
                [Unit]
                Description=Spotter agent: fires planned notifications while Spotter is closed

                [Service]
                ExecStart=\(line)
                Restart=on-failure

                [Install]
                WantedBy=default.target

                """, to: file)
            try delivery.db.setMeta(installedKey, "systemd\n" + file)
            try systemctl(["daemon-reload"], env)
            try systemctl(["enable", "--now", unitName], env)
            context.out("installed \(file) and enabled it: the agent starts with your user manager and is running now")
            return 0
        }
        let file = autostartFile(config)
        try write(
            """
            [Desktop Entry]
            Type=Application
            Name=Spotter agent
            Comment=Fires Spotter's planned notifications while Spotter is closed
            Exec=\(line)
            NoDisplay=true
            X-GNOME-Autostart-enabled=true

            """, to: file)
        try delivery.db.setMeta(installedKey, "autostart\n" + file)
        if !AgentLock.isHeld(at: delivery.agentLockFile) {
            try Subprocess.spawnDetached(command, environment: env)
        }
        context.out("installed \(file); the agent starts with your session and is running now")
        return 0
    }

    /// Removes what `install` recorded writing, and only that; the scheduler goes back to the automatic choice.
    static func uninstall(_ delivery: DeliveryService, _ context: CommandContext) throws -> Int32 {
        let env = context.environment
        let recorded = try delivery.db.meta(installedKey)?.split(separator: "\n", maxSplits: 1).map(String.init)
        switch (recorded?.first, recorded?.last) {
        case ("systemd"?, let file?):
            try systemctl(["disable", "--now", unitName], env)
            try? FileManager.default.removeItem(atPath: file)
            try systemctl(["daemon-reload"], env)
            context.out("disabled and removed \(file); the agent is stopped")
        case ("autostart"?, let file?):
            try? FileManager.default.removeItem(atPath: file)
            context.out("removed \(file) (a running agent stops at logout)")
        default:
            context.out("nothing to remove: spotter agent install wrote nothing here")
        }
        try delivery.db.setMeta(installedKey, nil)
        try delivery.db.setMeta(SchedulerChoice.metaKey, nil)
        return 0
    }

    /// The unit file or autostart entry `install` recorded writing, and the places it writes them,
    /// where they exist: what `spotter doctor` reads for the binary they run.
    static func writtenFiles(_ context: CommandContext) throws -> [String] {
        let env = context.environment
        var files = configHome(env).map { [$0 + "/systemd/user/" + unitName, autostartFile($0)] } ?? []
        let recorded = try context.openDatabase().meta(installedKey)?.split(separator: "\n", maxSplits: 1).last
        if let recorded, !files.contains(String(recorded)) { files.insert(String(recorded), at: 0) }
        return files.filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func write(_ text: String, to file: String) throws {
        try FileManager.default.createDirectory(
            atPath: PathText.folder(file), withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    static func systemctl(_ arguments: [String], _ env: [String: String]) throws {
        // A relative XDG_CONFIG_HOME (an empty one, say) is no folder to Spotter (`configHome`), but
        // systemctl, which enables units on its own side here, would look for them relative to its
        // working folder: it gets the same folder Spotter wrote to.
        var env = env
        if env["XDG_CONFIG_HOME"].map({ !$0.hasPrefix("/") }) == true { env["XDG_CONFIG_HOME"] = nil }
        let result = try Subprocess.run(["systemctl", "--user"] + arguments, environment: env)
        guard result.status == 0 else {
            throw SchedulerError.failed(
                tool: "systemctl --user " + arguments.joined(separator: " "), status: result.status,
                stderr: result.stderr)
        }
    }

    /// One word for both a systemd `ExecStart=` and a desktop entry's `Exec=`: quoted when it has to be.
    static func quoted(_ word: String) -> String {
        guard word.contains(where: { " \t\"'\\$`%".contains($0) }) else { return word }
        let escaped = word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            .replacing("$", with: "$$").replacing("%", with: "%%")
        return "\"" + escaped + "\""
    }

    /// `XDG_CONFIG_HOME`, else `~/.config`, by `XDGDirectories`; nil with no home (never `/tmp`).
    static func configHome(_ env: [String: String]) -> String? { HomeSetup.xdg(environment: env)?.configHome }

    static func autostartFile(_ configHome: String) -> String {
        configHome + "/autostart/spotter-agent.desktop"
    }
}
