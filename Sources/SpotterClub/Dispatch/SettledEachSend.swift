import FoundationEssentials
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem

/// The club's claim, send and settle for one batch: the batch is claimed in one statement; each
/// push (and each mail through sendmail) is settled as soon as it is sent, before the next one
/// goes, and the mails into a Maildir are settled together at the end of the batch.
///
/// ```swift
/// var each = SettledEachSend(ledger: club.claimsLedger, owner: "host-4711-0", lease: 120,
///                            shouldStop: { StopSignals.shared.caught != 0 })
/// each.onceMail = MaildirTransport(path: dir)   // its mails settle once a batch
/// fleet.sendBatch = { sends, now in try each.run(sends, now: now) }
/// ```
/// So a pass killed at any instant (SIGKILL, a lost connection) leaves at most one push per
/// worker sent and not settled: the one being sent. A later pass takes the rest of the batch
/// over after the lease and sends them once. A mail into a Maildir is named from its claim's key
/// (`MaildirTransport.send(_:once:)`), so the pass that takes over a claim finds a mail the killed
/// pass delivered (in `new/` or `cur/`) and settles it without sending it again: a kill repeats
/// no mail at all, and one statement settles a batch's mails instead of one a mail. A pass asked
/// to stop (SIGTERM, SIGINT) finishes the message it is sending, settles it and every mail sent
/// before it, and hands back the rest of its claims at once.
///
/// The lease counts from before the claim, on this host's monotonic clock. Once a third of it has
/// gone, the worker's unsent claims are renewed before the next send, so a slow batch is not
/// taken over while it is being sent; a claim another pass took meanwhile is not sent.
struct SettledEachSend {
    let ledger: PostgresClaimsLedger
    let owner: String
    let lease: TimeInterval
    let shouldStop: () -> Bool
    /// Run when the batch is through, e.g. to write its endpoints' outcomes in one statement.
    var afterBatch: () throws -> Void = {}
    /// The pass's mail transport. When it delivers each key once (a Maildir, not sendmail), the
    /// batch's mails are settled together at its end, and a mail claim taken over is looked for
    /// in it before it is sent.
    var onceMail: MailTransport?

    func run(_ sends: [(key: ClaimKey, send: () -> SendOutcome)], now: Date) throws -> [ClaimedSend.Result] {
        guard !sends.isEmpty else { return [] }
        // Asked to stop before the claim: nothing of this batch is claimed.
        if shouldStop() { return sends.map { _ in .stopped } }
        var leaseFrom = MonotonicClock.seconds()
        let claimed = try ledger.claimBatch(sends.map(\.key), owner: owner, now: now, lease: lease)
        var mine = claimed.mine
        let once = onceMail?.deliversOnce == true ? onceMail : nil
        func settledAtTheEnd(_ key: ClaimKey) -> Bool { once != nil && key.channel == "mail" }
        // A killed pass may have delivered these before it could settle them: not again. Settled
        // as sent even if this pass is stopped, since a claim handed back is a fresh one next time.
        let found = once?.delivered(claimed.takenOver.filter(settledAtTheEnd)) ?? []
        var results: [ClaimedSend.Result] = []
        var sent: Set<ClaimKey> = []
        var atTheEnd: [ClaimSettlement] = []
        for (key, send) in sends {
            // A key twice in one batch is sent once.
            guard mine.contains(key), sent.insert(key).inserted else {
                results.append(.alreadyClaimed)
                continue
            }
            if found.contains(key) {
                let outcome = SendOutcome.delivered("found in the Maildir, delivered by an earlier pass")
                atTheEnd.append(ClaimedSend.settlement(key, outcome))
                results.append(.sent(outcome))
                continue
            }
            if shouldStop() {
                atTheEnd.append(ClaimSettlement(key: key, result: nil, outcome: "handed back: the pass was stopped"))
                results.append(.stopped)
                continue
            }
            if MonotonicClock.seconds() - leaseFrom > lease / 3 {
                leaseFrom = MonotonicClock.seconds()
                mine = try ledger.renew(mine, owner: owner, lease: lease)
                guard mine.contains(key) else {
                    results.append(.alreadyClaimed)
                    continue
                }
            }
            let outcome = send()
            let settlement = ClaimedSend.settlement(key, outcome, retryingConfiguration: true)
            if settledAtTheEnd(key) {
                atTheEnd.append(settlement)
            } else if let result = settlement.result {
                _ = try ledger.finish(key, owner: owner, result: result, outcome: settlement.outcome, now: now)
            } else {
                _ = try ledger.release(key, owner: owner)
            }
            results.append(.sent(outcome))
        }
        // The batch's mails on disk for good (one sync of new/), then one statement for them and
        // the hand-backs, each only while still this worker's.
        if atTheEnd.contains(where: { $0.result == .sent }) { once?.makeDurable() }
        try ledger.settleAll(atTheEnd, owner: owner, now: now)
        try afterBatch()
        return results
    }
}
