import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter sync`: re-plan reminders and reports into the outbox and re-arm the OS timers.
extension SyncCommand {
    static let command = CLICommand<CommandContext>(
        name: "sync", summary: "re-plan notifications into the outbox and re-arm the scheduler",
        discussion: """
            Runs the planner on your data, replaces the planned reminders and reports in the outbox by
            id (new ones scheduled, removed ones cancelled, unchanged ones left alone), plans the runs
            of the daily pass (spotter dispatch) at each report window of the next 14 days, and gives
            every one a live timer again (systemd's transient timers vanish at logout).
            Spotter does this at every start; run it after changing things by hand.
            """, run: SyncCommand.run)
}

enum SyncCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        // This machine's desktop is a push endpoint under its installation id: registered on the
        // first start, refreshed on every start after (never re-enabled once the user removed it).
        let env = context.environment
        let hasBus =
            env["DBUS_SESSION_BUS_ADDRESS"] != nil
            || env["XDG_RUNTIME_DIR"].map { FileManager.default.fileExists(atPath: $0 + "/bus") } == true
        if hasBus, try context.openDatabase().preferences().workoutReminders {
            try context.openDatabase().refreshDesktopEndpoint(now: context.now)
        }
        let (diff, rearmed, delivery) = try replan(context)
        let passes = try delivery.db.pendingPassWakeups()
        let zoned = context.calendar
        let next =
            passes.first.map { ", next \(zoned.day(of: $0.wakeup.at).iso) \(zoned.time(of: $0.wakeup.at).hhmm)" } ?? ""
        context.out(
            "\(diff.added.count) added, \(diff.changed.count) moved, \(diff.removed.count) cancelled, \(diff.unchanged.count) unchanged; \(passes.count) daily-pass runs planned\(next); scheduler \(delivery.schedulerKind.rawValue)"
                + (rearmed > 0 ? ", \(rearmed) timers re-armed" : ""))
        // With the club setting on: trained days not yet reported (a finish in the TUI lands here).
        ClubReport.reportPending(context)
        return 0
    }

    /// Plans reminders, reports and the daily pass's runs from the stored data, re-arms timers.
    static func replan(_ context: CommandContext) throws -> (OutboxDiff, Int, DeliveryService) {
        let delivery = try context.deliveryService()
        // Reminders off retires every push endpoint at once, so the switch means what it says on both channels.
        if try !context.openDatabase().preferences().workoutReminders {
            try context.openDatabase().retireAllEndpoints()
        }
        let plan = planNotifications(try PlanCommand.databaseInput(nil, context))
        let diff = try delivery.replace(.plan, with: plan.scheduled)
        // The daily pass runs by itself at each report window: no crontab line needed.
        try delivery.replanPassWakeups(prefs: try context.openDatabase().preferences())
        return (diff, try delivery.resync(), delivery)
    }

    /// Re-plans after a command changed preferences or the schedule. The change itself is already
    /// saved, so a failure here is reported but does not fail the command.
    static func replanAfterChange(_ context: CommandContext) {
        do {
            _ = try replan(context)
        } catch {
            context.err("spotter: saved, but re-planning notifications failed: \(error) (run spotter sync)")
        }
    }
}
