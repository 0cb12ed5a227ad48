import Foundation
import SpotterCLIKit
import SpotterCore
import SpotterDelivery

/// `spotter agent [run|install|uninstall|status]`: Spotter's own scheduler.
extension AgentCommand {
    static let command = CLICommand<CommandContext>(
        name: "agent", summary: "Spotter's own scheduler: fires planned notifications while Spotter is closed",
        discussion: """
            run sleeps until the next planned notification or run of the daily pass (spotter dispatch),
            fires it, and repeats; it wakes early only when the outbox changes (no polling). One per user.

            Where a systemd user manager runs, Spotter uses one systemd timer per notification
            instead and needs no agent; spotter doctor says which is active.
            """,
        subcommands: [
            .verb("run", summary: "fire planned notifications as they fall due, until stopped", run: run),
            .verb(
                "install",
                summary: "start it with your desktop session (XDG autostart) and now, instead of systemd timers",
                run: run),
            .verb("uninstall", summary: "remove the autostart entry and go back to the automatic choice", run: run),
            .verb("status", summary: "whether it is running (exit 1 when not)", run: run),
        ], defaultSubcommand: "run")
}

enum AgentCommand {
    static func run(_ verb: String, _ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let delivery = try context.deliveryService()
        switch verb {
        case "run":
            let lock = try AgentLock.acquire(at: delivery.agentLockFile)
            defer { withExtendedLifetime(lock) {} }
            let waiter = try InotifyWaiter(watching: delivery.db.outboxSignalFile, clock: { context.now })
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
        case "install":
            let file = autostartFile(context.environment)
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            var exec = delivery.spotterExecutable
            if let home = context.environment["SPOTTER_HOME"] { exec += " --home \(home)" }
            try """
            [Desktop Entry]
            Type=Application
            Name=Spotter agent
            Comment=Fires Spotter's planned notifications while Spotter is closed
            Exec=\(exec) agent run
            NoDisplay=true
            X-GNOME-Autostart-enabled=true

            """.write(toFile: file, atomically: true, encoding: .utf8)
            try delivery.db.setMeta(SchedulerChoice.metaKey, SchedulerKind.agent.rawValue)
            if !AgentLock.isHeld(at: delivery.agentLockFile) {
                try Subprocess.spawnDetached(
                    [delivery.spotterExecutable, "agent", "run"], environment: context.environment)
            }
            context.out("installed \(file); the agent starts with your session and is running now")
            return 0
        case "uninstall":
            try? FileManager.default.removeItem(atPath: autostartFile(context.environment))
            try delivery.db.setMeta(SchedulerChoice.metaKey, nil)
            context.out("removed the autostart entry (a running agent stops at logout)")
            return 0
        case "status":
            let running = AgentLock.isHeld(at: delivery.agentLockFile)
            context.out(running ? "running" : "not running")
            return running ? 0 : 1
        default:
            throw UsageError("expected run, install, uninstall or status")
        }
    }

    static func autostartFile(_ env: [String: String]) -> String {
        let config =
            env["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ((env["HOME"] ?? "/tmp") + "/.config")
        return config + "/autostart/spotter-agent.desktop"
    }
}
