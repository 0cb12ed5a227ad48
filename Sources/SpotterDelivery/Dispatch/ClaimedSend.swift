import FoundationEssentials
import SpotterCore
import SpotterStore

/// Claim, send, settle: the one sequence every channel of every pass goes through.
///
/// ```swift
/// let result = try ClaimedSend.run(key, ledger: ledger, owner: passId, now: now, lease: 120) { mail.send(message) }
/// // .sent(.delivered("exit 0")), .alreadyClaimed, .stopped
/// ```
/// The claim is written before anything is sent; a transient failure hands it back (only while
/// it is still ours); every other ending keeps it, so nothing is ever sent twice.
public enum ClaimedSend {
    public enum Result: Hashable, Sendable {
        case sent(SendOutcome)
        case alreadyClaimed
        /// The pass was asked to stop after claiming: the claim went back, nothing was sent.
        case stopped

        public var name: String {
            switch self {
            case .sent(let o): return o.name
            case .alreadyClaimed: return "already-claimed"
            case .stopped: return "shutdown"
            }
        }
        /// The message went out.
        public var isDelivered: Bool {
            if case .sent(.delivered) = self { return true }
            return false
        }
        /// It did not go out, and not because another pass had it: what a log lists as a problem.
        public var isProblem: Bool { !isDelivered && self != .alreadyClaimed }
        public var detail: String {
            switch self {
            case .sent(let o): return o.text
            case .alreadyClaimed: return ""
            case .stopped: return "claim handed back"
            }
        }
    }

    public static func run(
        _ key: ClaimKey, ledger: ClaimsLedger, owner: String, now: Date, lease: TimeInterval,
        shouldStop: () -> Bool = { false }, send: () -> SendOutcome
    ) throws -> Result {
        guard try ledger.claim(key, owner: owner, now: now, lease: lease) else { return .alreadyClaimed }
        if shouldStop() {
            try ledger.release(key, owner: owner)
            return .stopped
        }
        let outcome = send()
        try ledger.settleAll([settlement(key, outcome)], owner: owner, now: now)
        return .sent(outcome)
    }

    /// How a send's outcome settles its claim: delivered and failed-for-good keep it, a transient
    /// failure hands it back for a later pass.
    ///
    /// With `retryingConfiguration` (the club's pass), a configuration failure (a sendmail command
    /// that is missing) is handed back too: the administrator fixes it, and a later pass within the
    /// message's validity sends what this one could not.
    public static func settlement(
        _ key: ClaimKey, _ outcome: SendOutcome, retryingConfiguration: Bool = false
    ) -> ClaimSettlement {
        switch outcome {
        case .delivered: return ClaimSettlement(key: key, result: .sent, outcome: outcome.text)
        case .transient: return ClaimSettlement(key: key, result: nil, outcome: outcome.text)
        case .configuration where retryingConfiguration:
            return ClaimSettlement(key: key, result: nil, outcome: outcome.text)
        case .dead, .permanent, .configuration:
            return ClaimSettlement(key: key, result: .failed, outcome: outcome.text)
        }
    }

    /// Claim, send, settle for many sends at once: one `claimAll` for every key, the sends whose
    /// claim is ours in order, then one `settleAll`. A pass killed between a send and the settle
    /// leaves that batch's claims pending; a later pass takes them over after the lease, so at most
    /// one batch can go out twice after a crash (and none when the pass dies before sending).
    ///
    /// ```swift
    /// let results = try ClaimedSend.runAll([(key, { mail.send(message) })], ledger: ledger, owner: passId,
    ///                                      now: now, lease: 120)
    /// results[0]   // .sent(.delivered("…")) or .alreadyClaimed
    /// ```
    public static func runAll(
        _ sends: [(key: ClaimKey, send: () -> SendOutcome)], ledger: ClaimsLedger, owner: String, now: Date,
        lease: TimeInterval, retryingConfiguration: Bool = false
    ) throws -> [Result] {
        guard !sends.isEmpty else { return [] }
        let mine = try ledger.claimAll(sends.map(\.key), owner: owner, now: now, lease: lease)
        var results: [Result] = []
        var settlements: [ClaimSettlement] = []
        var sentKeys: Set<ClaimKey> = []
        for (key, send) in sends {
            // A key twice in one batch is sent once.
            guard mine.contains(key), sentKeys.insert(key).inserted else {
                results.append(.alreadyClaimed)
                continue
            }
            let outcome = send()
            settlements.append(settlement(key, outcome, retryingConfiguration: retryingConfiguration))
            results.append(.sent(outcome))
        }
        try ledger.settleAll(settlements, owner: owner, now: now)
        return results
    }
}
