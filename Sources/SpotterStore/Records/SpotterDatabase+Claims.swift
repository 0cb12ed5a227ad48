import FoundationEssentials
import SpotterCore

/// What a claim is unique on: one user, one channel, one kind, one occasion.
public struct ClaimKey: Hashable, Sendable, CustomStringConvertible {
    public var userId: String
    /// `mail`, or `push:<endpoint id>`.
    public var channel: String
    public var occasion: Occasion

    public init(userId: String, channel: String, occasion: Occasion) {
        self.userId = userId
        self.channel = channel
        self.occasion = occasion
    }
    public var description: String { "\(userId)/\(channel)/\(occasion)" }
}

/// How a claimed send ended, as the ledger keeps it.
public enum ClaimResult: String, Sendable {
    /// Delivered: the claim stays, nothing is sent again.
    case sent
    /// Failed for good (a dead endpoint, a permanent mail failure, a configuration error):
    /// the claim stays, so retrying forever cannot happen.
    case failed
}

/// The claims ledger: the one seam between the pass and whatever database holds its claims
/// (SQLite on this machine; a shared database when many athletes are served at once).
///
/// ```swift
/// if try ledger.claim(key, owner: passId, now: now, lease: 120) {
///     switch send() {
///     case .delivered: try ledger.finish(key, owner: passId, result: .sent, outcome: "delivered", now: now)
///     case .transient: try ledger.release(key, owner: passId)   // a later pass may retry
///     }
/// }
/// ```
/// A claim is written before anything is sent. A claim still pending after its lease belongs
/// to a pass that died; another pass may take it over. `release` and `finish` act only while the
/// claim is still the caller's, so a pass that lost its lease cannot undo its successor's work.
public protocol ClaimsLedger {
    /// Takes the claim; `false` when another pass holds it (pending within its lease) or it is finished.
    func claim(_ key: ClaimKey, owner: String, now: Date, lease: TimeInterval) throws -> Bool
    /// Hands the claim back after a transient failure; `false` when it was no longer the caller's.
    @discardableResult func release(_ key: ClaimKey, owner: String) throws -> Bool
    /// Records the end of a send; `false` when the claim was no longer the caller's.
    @discardableResult func finish(_ key: ClaimKey, owner: String, result: ClaimResult, outcome: String, now: Date)
        throws
        -> Bool
    /// Takes many claims; returns those now the caller's (see `claimAll` below for the default).
    func claimAll(_ keys: [ClaimKey], owner: String, now: Date, lease: TimeInterval) throws -> Set<ClaimKey>
    /// Finishes or hands back many claims, each only while still the caller's; returns how many were.
    @discardableResult func settleAll(_ settlements: [ClaimSettlement], owner: String, now: Date) throws -> Int
}

/// How one claimed send is settled in a batch: finished with a result, or (nil) handed back.
public struct ClaimSettlement: Hashable, Sendable {
    public var key: ClaimKey
    /// `nil` hands the claim back (a transient failure), as `release` does.
    public var result: ClaimResult?
    public var outcome: String

    public init(key: ClaimKey, result: ClaimResult?, outcome: String) {
        self.key = key
        self.result = result
        self.outcome = outcome
    }
}

/// Many claims at a time: what lets a pass over thousands of athletes spend one statement per
/// batch instead of one per message.
///
/// ```swift
/// let mine = try ledger.claimAll(keys, owner: passId, now: now, lease: 120)   // the keys now ours
/// try ledger.settleAll([ClaimSettlement(key: k, result: .sent, outcome: "delivered")], owner: passId, now: now)
/// ```
/// Each key follows exactly the rules of `claim`, `finish` and `release`; the defaults below do
/// one call per key (the SQLite file), a shared database overrides them with one statement.
extension ClaimsLedger {
    public func claimAll(_ keys: [ClaimKey], owner: String, now: Date, lease: TimeInterval) throws -> Set<ClaimKey> {
        var mine: Set<ClaimKey> = []
        for key in keys where !mine.contains(key) {
            if try claim(key, owner: owner, now: now, lease: lease) { mine.insert(key) }
        }
        return mine
    }

    /// Settles each claim only while it is still the caller's; returns how many were.
    @discardableResult
    public func settleAll(_ settlements: [ClaimSettlement], owner: String, now: Date) throws -> Int {
        var settled = 0
        for s in settlements {
            let done: Bool
            if let result = s.result {
                done = try finish(s.key, owner: owner, result: result, outcome: s.outcome, now: now)
            } else {
                done = try release(s.key, owner: owner)
            }
            if done { settled += 1 }
        }
        return settled
    }
}

/// A claim as stored, for `spotter doctor` and tests.
public struct StoredClaim: Hashable, Sendable {
    public var key: String
    public var state: String
    public var owner: String
    public var attempts: Int
    public var outcome: String?
}

/// The claims ledger in the SQLite file: the primary key resolves races, each call is one statement.
public struct SQLiteClaimsLedger: ClaimsLedger {
    let connection: SQLiteConnection
    public init(_ database: SpotterDatabase) { connection = database.connection }

    public func claim(_ key: ClaimKey, owner: String, now: Date, lease: TimeInterval) throws -> Bool {
        // One statement: insert, or take over a pending claim whose lease ran out. SQLite's upsert
        // with a WHERE changes no row when the claim is live or finished, and the write lock makes
        // the check and the change one step.
        let changed = try connection.run(
            """
            INSERT INTO claims(user_id, channel, kind, occasion, state, owner, lease_until, claimed_at)
            VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)
            ON CONFLICT(user_id, channel, kind, occasion) DO UPDATE SET
                owner = excluded.owner, lease_until = excluded.lease_until, claimed_at = excluded.claimed_at,
                attempts = claims.attempts + 1
            WHERE claims.state = 'pending' AND claims.lease_until <= excluded.claimed_at
            """, key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key, owner,
            now.addingTimeInterval(lease),
            now)
        return changed == 1
    }

    public func release(_ key: ClaimKey, owner: String) throws -> Bool {
        try connection.run(
            "DELETE FROM claims WHERE user_id = ? AND channel = ? AND kind = ? AND occasion = ? AND owner = ? AND state = 'pending'",
            key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key, owner) == 1
    }

    public func finish(_ key: ClaimKey, owner: String, result: ClaimResult, outcome: String, now: Date) throws -> Bool {
        try connection.run(
            """
            UPDATE claims SET state = ?, outcome = ?, finished_at = ?
            WHERE user_id = ? AND channel = ? AND kind = ? AND occasion = ? AND owner = ? AND state = 'pending'
            """, result.rawValue, outcome, now, key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key,
            owner)
            == 1
    }
}

extension SpotterDatabase {
    /// The ledger on this file.
    public var claimsLedger: SQLiteClaimsLedger { SQLiteClaimsLedger(self) }

    /// Every claim, oldest first: `user/channel/kind:occasion`.
    public func claims() throws -> [StoredClaim] {
        try connection.query(
            "SELECT user_id, channel, kind, occasion, state, owner, attempts, outcome FROM claims ORDER BY claimed_at, rowid"
        ) {
            StoredClaim(
                key: "\($0.string(0))/\($0.string(1))/\($0.string(2)):\($0.string(3))", state: $0.string(4),
                owner: $0.string(5), attempts: $0.int(6), outcome: $0.optionalString(7))
        }
    }

    /// Claims kept because of a configuration error (a missing sendmail, HTTP 401/403): what `spotter doctor` shows.
    public func dispatchConfigurationProblems() throws -> [StoredClaim] {
        try claims().filter { $0.state == "failed" && ($0.outcome ?? "").hasPrefix("configuration:") }
    }

    /// Appends one line to the dispatch log.
    public func logDispatch(at: Date, key: ClaimKey, outcome: String, detail: String) throws {
        try connection.run(
            "INSERT INTO dispatch_log(at, user_id, channel, kind, occasion, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
            at, key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key, outcome, detail)
    }

    /// The newest dispatch log lines: `(at, "channel kind:occasion", outcome, detail)`.
    public func dispatchLog(limit: Int = 20) throws -> [(at: Date, what: String, outcome: String, detail: String)] {
        try connection.query(
            "SELECT at, channel, kind, occasion, outcome, detail FROM dispatch_log ORDER BY id DESC LIMIT ?", limit
        ) { ($0.date(0), "\($0.string(1)) \($0.string(2)):\($0.string(3))", $0.string(4), $0.string(5)) }
    }
}
