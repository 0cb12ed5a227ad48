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
        var now = c.now
        if let text = a[Arg.now] {
            guard let instant = ISOInstant.parse(text) else {
                throw UsageError("--now takes an instant with its offset, e.g. 2026-12-01T08:00:00Z")
            }
            now = instant
        }
        var workers = 1
        if let text = a[Arg.workers] {
            guard let n = Int(text), (1...64).contains(n) else { throw UsageError("--workers takes 1 to 64") }
            workers = n
        }
        var lease: TimeInterval = 120
        if let text = a[Arg.lease] {
            guard let seconds = Int(text), (1...86400).contains(seconds) else {
                throw UsageError("--lease takes seconds from 1 to 86400")
            }
            lease = TimeInterval(seconds)
        }
        var batch = 200
        if let text = a[Arg.batch] {
            guard let n = Int(text), (1...5000).contains(n) else { throw UsageError("--batch takes 1 to 5000") }
            batch = n
        }
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
