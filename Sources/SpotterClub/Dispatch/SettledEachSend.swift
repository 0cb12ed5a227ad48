import FoundationEssentials
import SpotterCore
import SpotterDelivery
import SpotterStore
import SpotterSystem

/// The club's claim, send and settle for one batch: the batch is claimed in one statement, and
/// each message is settled as soon as it is sent, before the next one goes.
///
/// ```swift
/// let each = SettledEachSend(ledger: club.claimsLedger, owner: "host-4711-0", lease: 120,
///                            shouldStop: { StopSignals.shared.caught != 0 })
/// fleet.sendBatch = { sends, now in try each.run(sends, now: now) }
/// ```
/// So a pass killed at any instant (SIGKILL, a lost connection) leaves at most one message per
/// worker sent and not settled: the one being sent. A later pass takes the rest of the batch
/// over after the lease and sends them once. A pass asked to stop (SIGTERM, SIGINT) finishes
/// the message it is sending, settles it, and hands back the rest of its claims at once.
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

    func run(_ sends: [(key: ClaimKey, send: () -> SendOutcome)], now: Date) throws -> [ClaimedSend.Result] {
        guard !sends.isEmpty else { return [] }
        // Asked to stop before the claim: nothing of this batch is claimed.
        if shouldStop() { return sends.map { _ in .stopped } }
        var leaseFrom = MonotonicClock.seconds()
        var mine = try ledger.claimAll(sends.map(\.key), owner: owner, now: now, lease: lease)
        var results: [ClaimedSend.Result] = []
        var sent: Set<ClaimKey> = []
        var handBack: [ClaimSettlement] = []
        for (key, send) in sends {
            // A key twice in one batch is sent once.
            guard mine.contains(key), sent.insert(key).inserted else {
                results.append(.alreadyClaimed)
                continue
            }
            if shouldStop() {
                handBack.append(ClaimSettlement(key: key, result: nil, outcome: "handed back: the pass was stopped"))
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
            if let result = settlement.result {
                _ = try ledger.finish(key, owner: owner, result: result, outcome: settlement.outcome, now: now)
            } else {
                _ = try ledger.release(key, owner: owner)
            }
            results.append(.sent(outcome))
        }
        try ledger.settleAll(handBack, owner: owner, now: now)
        try afterBatch()
        return results
    }
}
