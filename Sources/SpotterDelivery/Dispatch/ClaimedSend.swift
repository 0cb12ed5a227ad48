import Foundation
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
        switch outcome {
        case .delivered:
            try ledger.finish(key, owner: owner, result: .sent, outcome: outcome.text, now: now)
        case .transient:
            try ledger.release(key, owner: owner)
        case .dead, .permanent, .configuration:
            try ledger.finish(key, owner: owner, result: .failed, outcome: outcome.text, now: now)
        }
        return .sent(outcome)
    }
}
