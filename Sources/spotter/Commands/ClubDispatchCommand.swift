import FoundationEssentials
import Glibc
import SpotterCLIKit
import SpotterClub
import SpotterCore
import SpotterDelivery
import SpotterSystem

/// `spotter club dispatch`: one pass over the club's athletes, safe to race from many hosts.
enum ClubDispatchCommand {
    typealias Arg = ClubCommand.Arg

    static func run(_ a: ParsedArguments, _ c: CommandContext) throws -> Int32 {
        let now = try a.now(Arg.now, default: c.now)
        let workers = try a.value(Arg.workers, as: WholeNumber<Workers>.self)?.value ?? 1
        let lease = TimeInterval(try a.value(Arg.lease, as: LeaseSeconds.self)?.seconds ?? 120)
        let batch = try a.value(Arg.batch, as: WholeNumber<BatchSize>.self)?.value ?? 200
        if a[Arg.maildir] != nil && a[Arg.sendmail] != nil {
            throw UsageError("--maildir and --sendmail cannot be combined")
        }
        let mail: @Sendable () -> MailTransport?
        if let dir = a[Arg.maildir] {
            guard MailSettingsText.isAbsolutePath(dir) else { throw UsageError("--maildir takes an absolute path") }
            mail = { MaildirTransport(path: dir) }
        } else {
            let arguments = MailSettingsText.arguments(a[Arg.sendmail] ?? "/usr/sbin/sendmail -t -oi")
            guard !arguments.isEmpty else { throw UsageError("--sendmail needs a command") }
            mail = { SendmailTransport(arguments: arguments) }
        }
        if let from = a[Arg.mailFrom], !MailSettingsText.isAddress(from) {
            throw UsageError("--mail-from takes a mail address, got \"\(from)\"")
        }
        // A sendmail that exits without reading its input must not kill the pass.
        signal(SIGPIPE, SIG_IGN)
        // SIGTERM or SIGINT stops the pass between sends; it hands back what it has not sent.
        StopSignals.shared.start()
        var pass = ClubDispatch(
            dsn: try ClubCommand.dsnFile(c).load(), now: now, workers: workers, lease: lease, batch: batch, mail: mail,
            log: { line in try? FileDescriptor.standardError.writeAll(line + "\n") })
        pass.mailFrom = a[Arg.mailFrom]
        pass.shouldStop = { StopSignals.shared.caught != 0 }
        let summary = try pass.run()
        c.out(
            "club pass: \(summary.users) athletes, \(summary.sent) sent, \(summary.alreadyClaimed) already claimed, "
                + "\(summary.failed) failed, \(summary.broken.count) skipped")
        let stopped = StopSignals.shared.caught
        if stopped != 0 {
            c.err(
                "spotter club dispatch: stopped by \(stopped == SIGINT ? "SIGINT" : "SIGTERM"); "
                    + "\(summary.handedBack) claims handed back or left unclaimed for a later pass")
        }
        for (id, reason) in summary.broken { c.err("athlete \(id): skipped: \(reason)") }
        if summary.failed > 0 {
            c.err("spotter club dispatch: \(summary.failed) send\(summary.failed == 1 ? "" : "s") failed; the first:")
            for f in summary.failures { c.err("  athlete \(f.userId) \(f.channel): \(f.reason)") }
        }
        // Stopped: the claims are back; end as the signal would have, as a stopped service does.
        if stopped != 0 { StopSignals.shared.dieOfIt() }
        // A failure must show where a timer's log is read: its exit status.
        return summary.broken.isEmpty && summary.failed == 0 ? 0 : 1
    }
}

extension ClubDispatchCommand {
    /// `--workers`: parallel workers, each with its own connection.
    enum Workers: WholeNumberRange { static let range = 1...64 }
    /// `--batch`: athletes claimed in one statement.
    enum BatchSize: WholeNumberRange { static let range = 1...5000 }
}
