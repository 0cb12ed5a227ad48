import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterCore
import SpotterDelivery
import SpotterStore
import Synchronization

/// `spotter dispatch`: one pass of today's workout, still time, phase starts and week in review.
extension DispatchCommand {
    enum Arg {
        static let now = Option(
            "--now", value: "ISO8601", help: "decide as at this instant, e.g. 2026-12-01T19:30:00-05:00")
        static let json = Flag("--json", help: "print what was decided and sent as JSON")
        static let lease = Option(
            "--lease", value: "SECONDS", help: "how long a claim protects a send in progress (default 120)")
        static let wait = Option(
            "--wait", value: "SECONDS", help: "how long to wait for an Open click on a desktop report (default 0)")
    }

    static let command = CLICommand<CommandContext>(
        name: "dispatch", summary: "send today's reports by mail and push, once (run it from a timer)",
        arguments: [Arg.now, Arg.json, Arg.lease, Arg.wait],
        discussion: """
            Decides, in your local time zone, whether today's workout (05:00–11:00), still time to
            log it (19:00–22:00, push only), a phase start (its Monday morning) or your week in review
            (Monday morning, when there is something to report) should go out now, and sends each
            one at most once per channel: mail (mail-to, through sendmail-command or into maildir)
            and every active endpoint (spotter endpoint list). Spotter runs it by itself at each
            report window (spotter sync plans the runs for the systemd timers or spotter agent);
            running it by hand, from cron or from several processes at once is safe too.
            With --wait, it then waits up to that many seconds for Open on a desktop report and
            opens its screen (spotter fire, which the report windows run, waits by itself).

            Examples:
              spotter config set mail-to you@example.org
              spotter config set sendmail-command /usr/bin/msmtp -t
              spotter dispatch --now 2026-12-01T05:30:00-05:00
              */5 * * * * spotter dispatch      # optional crontab line, a safety net
            """, run: DispatchCommand.run)
}

/// Set by SIGTERM or SIGINT: the pass sends nothing more and hands back the claim it holds.
let dispatchShouldStop = Atomic<Bool>(false)

enum DispatchCommand {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let now = try arguments.now(Arg.now, default: context.now)
        let json = arguments[Arg.json]
        let lease = TimeInterval(try arguments.value(Arg.lease, as: LeaseSeconds.self)?.seconds ?? 120)
        let wait = try arguments.seconds(Arg.wait, default: 0)
        let clicks = PushChannels.reportClicks(context)
        let report = try localPass(context, clicks: clicks).run(now: now, lease: lease)
        defer { ReportOpen.wait(clicks, upTo: wait, context) }
        if let broken = report.decision.broken {
            context.err("spotter dispatch: skipped: \(broken)")
        }
        context.out(
            json
                ? DispatchOutput.json(report, now: now, zone: context.zone)
                : DispatchOutput.text(report, now: now, zone: context.zone))
        return report.decision.broken == nil ? 0 : 1
    }

    /// The daily pass on this command's database, zone and push channels, stopped by SIGTERM or
    /// SIGINT: what `spotter dispatch` runs, and `spotter fire` for a planned run.
    static func localPass(_ context: CommandContext, clicks: ReportClicks? = nil) throws -> LocalDailyPass {
        installStopHandlers()
        let environment = context.environment
        return LocalDailyPass(
            database: try context.openDatabase(), zone: context.zone,
            pushChannel: { endpoint, prefs, installation in
                PushChannels.channel(
                    for: endpoint, installationId: installation, environment: environment, prefs: prefs,
                    clicks: clicks)
            },
            shouldStop: { dispatchShouldStop.load(ordering: .relaxed) }, warn: context.err)
    }

    /// A pass sends mail through a child and may run for minutes: it must survive a sendmail
    /// that exits early, and stop cleanly when asked.
    static func installStopHandlers() {
        // A sendmail that exits without reading its input must not kill the pass with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        // A parent may start us with signals blocked (libdispatch worker threads block them, and a
        // child inherits the mask of the thread that spawned it): unblock, so SIGTERM reaches us.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        signal(SIGTERM) { _ in dispatchShouldStop.store(true, ordering: .relaxed) }
        signal(SIGINT) { _ in dispatchShouldStop.store(true, ordering: .relaxed) }
    }
}
