import Foundation
import SpotterStore

/// The claims ledger in the club's PostgreSQL database: each call is one statement, and the
/// unique key (athlete, channel, kind, occasion) resolves races between passes on any host.
///
/// ```swift
/// let ledger = PostgresClaimsLedger(connection)
/// if try ledger.claim(key, owner: "host-a-4711", now: now, lease: 120) { … send … }
/// ```
/// Leases run on the server's clock (`now()`), not the caller's: hosts whose clocks disagree, or
/// a pass deciding as at another instant (`--now`), still agree on when a lease ran out.
public struct PostgresClaimsLedger: ClaimsLedger {
    let connection: PGConnection
    public init(_ connection: PGConnection) { self.connection = connection }

    public func claim(_ key: ClaimKey, owner: String, now: Date, lease: TimeInterval) throws -> Bool {
        // Insert, or take over a claim still unsent whose lease ran out; a returned row means it is ours.
        // A live or finished claim matches the conflict but not the WHERE: no row, nothing written.
        let rows = try connection.query(
            """
            INSERT INTO claims(athlete, channel, kind, occasion, owner, lease_until)
            VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::double precision))
            ON CONFLICT (athlete, channel, kind, occasion) DO UPDATE SET
                owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until, claimed_at = now(),
                attempts = claims.attempts + 1
            WHERE claims.sent_at IS NULL AND claims.lease_until < now()
            RETURNING attempts
            """, parameters(key) + [owner, String(lease)])
        return rows.count == 1
    }

    public func release(_ key: ClaimKey, owner: String) throws -> Bool {
        try connection.execute(
            """
            DELETE FROM claims
            WHERE athlete = $1 AND channel = $2 AND kind = $3 AND occasion = $4 AND owner = $5 AND sent_at IS NULL
            """, parameters(key) + [owner]) == 1
    }

    public func finish(_ key: ClaimKey, owner: String, result: ClaimResult, outcome: String, now: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE claims SET sent_at = now(), result = $6, outcome = $7
            WHERE athlete = $1 AND channel = $2 AND kind = $3 AND occasion = $4 AND owner = $5 AND sent_at IS NULL
            """, parameters(key) + [owner, result.rawValue, outcome]) == 1
    }

    private func parameters(_ key: ClaimKey) -> [String?] {
        [key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key]
    }
}

/// A claim as the club database keeps it, for `spotter club claims` and tests.
public struct ClubClaim: Hashable, Sendable {
    public var key: String
    public var owner: String
    public var attempts: Int
    public var result: String?
    public var outcome: String?
}

extension ClubDatabase {
    public var claimsLedger: PostgresClaimsLedger { PostgresClaimsLedger(connection) }

    /// Every claim: `athlete/channel/kind:occasion`, oldest first.
    public func claims() throws -> [ClubClaim] {
        try connection.query(
            "SELECT athlete, channel, kind, occasion, owner, attempts, result, outcome FROM claims ORDER BY claimed_at, athlete"
        ).rows.map {
            ClubClaim(
                key: "\($0.string(0))/\($0.string(1))/\($0.string(2)):\($0.string(3))", owner: $0.string(4),
                attempts: $0.int(5), result: $0.optionalString(6), outcome: $0.optionalString(7))
        }
    }
}
