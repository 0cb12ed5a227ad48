import FoundationEssentials
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore

/// `spotter fire ID [--at EPOCH] [--wait SECONDS]`: what a timer or the agent runs when a notification is due.
extension FireCommand {
    enum Arg {
        static let id = Positional("ID", help: "the notification's id in the outbox, or daily-pass:DATE'T'HH:MM")
        static let at = Option("--at", value: "EPOCH", help: "the instant (Unix seconds) the timer was set for")
        static let wait = Option("--wait", value: "SECONDS", help: "how long to wait for a button (default 600)")
    }

    static let command = CLICommand<CommandContext>(
        name: "fire", summary: "deliver one planned notification now (what timers and the agent run)",
        arguments: [Arg.id, Arg.at, Arg.wait],
        discussion: """
            Takes the notification ID out of the outbox, checks it again (still planned? rest deadline
            unchanged? workout still open? quiet hours or pause?), shows it on the desktop and waits up
            to --wait seconds (default 600) for a button: +30s, Next set and Snooze 1h change the store,
            and Open on a report from the daily pass opens its screen.
            With --at, a timer set for another instant (an older plan) does nothing.
            An ID of the form daily-pass:DATE'T'HH:MM is a planned run of the daily pass: it runs
            spotter dispatch once (unless its report window has closed) and plans the next runs.
            Every outcome goes to the delivery log (spotter doctor shows it).

            Examples:
              spotter fire rest-alert:3f2a… --at 1780329600
              spotter fire daily-pass:2026-12-01T07:00 --at 1780315200
            """, run: FireCommand.run)
}

enum FireCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let id = arguments[Arg.id]
        let at = try arguments.value(Arg.at, as: EpochArgument.self)?.date
        let wait = try arguments.seconds(Arg.wait, default: 600)
        if PassWakeups.isWakeup(id: id) { return try firePass(id, plannedFor: at, wait: wait, context) }
        let outcome = try context.deliveryService().dispatcher().fire(id: id, plannedFor: at, waitForAction: wait)
        context.out(describe(outcome, prefs: (try? context.openDatabase().preferences()) ?? NotificationPreferences()))
        if case .failed = outcome { return 1 }
        return 0
    }

    /// A planned run of the daily pass (`LocalDailyPass.runPlanned`), printed, then a wait for
    /// Open on the reports it showed.
    static func firePass(_ id: String, plannedFor at: Date?, wait: Double = 0, _ context: CommandContext) throws
        -> Int32
    {
        let delivery = try context.deliveryService()
        let clicks = PushChannels.reportClicks(context)
        // After the next runs are planned: a click may come minutes later, or never.
        defer { ReportOpen.wait(clicks, upTo: wait, context) }
        let outcome = try DispatchCommand.localPass(context, clicks: clicks).runPlanned(
            id: id, plannedFor: at, now: context.now, replan: { try delivery.replanPassWakeups(prefs: $0) })
        switch outcome {
        case .notPlanned:
            context.out("not planned (cancelled, moved or already run)")
        case .stale:
            context.out("dropped: stale")
        case .ran(let report):
            if let broken = report.decision.broken { context.err("spotter fire: pass skipped: \(broken)") }
            context.out(DispatchOutput.text(report, now: context.now, zone: context.zone))
            if report.decision.broken != nil { return 1 }
        }
        return 0
    }

    static func describe(_ outcome: FireOutcome, prefs: NotificationPreferences) -> String {
        switch outcome {
        case .notPlanned: return "not planned (cancelled, moved or already delivered)"
        case .dropped(let reason): return "dropped: \(reason.rawValue)"
        case .shown(let id): return "shown (server id \(id))"
        case .actionPressed(let action): return "shown; \(action.label(prefs)) pressed"
        case .failed(let why): return "failed: \(why)"
        }
    }
}
