import FoundationEssentials
import SpotterCore
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

    /// Hands back one claim still `owner`'s and unsent. Prepared, as `finish` is: the club's pass
    /// runs one of the two for every message it sends.
    public func release(_ key: ClaimKey, owner: String) throws -> Bool {
        try connection.execute(
            """
            DELETE FROM claims
            WHERE athlete = $1 AND channel = $2 AND kind = $3 AND occasion = $4 AND owner = $5 AND sent_at IS NULL
            """, parameters(key) + [owner], prepared: true) == 1
    }

    public func finish(_ key: ClaimKey, owner: String, result: ClaimResult, outcome: String, now: Date) throws -> Bool {
        try connection.execute(
            """
            UPDATE claims SET sent_at = now(), result = $6, outcome = $7
            WHERE athlete = $1 AND channel = $2 AND kind = $3 AND occasion = $4 AND owner = $5 AND sent_at IS NULL
            """, parameters(key) + [owner, result.rawValue, outcome], prepared: true) == 1
    }

    /// Claims every key in one statement, with the same rule per key as `claim`.
    public func claimAll(_ keys: [ClaimKey], owner: String, now: Date, lease: TimeInterval) throws -> Set<ClaimKey> {
        try claimBatch(keys, owner: owner, now: now, lease: lease).mine
    }

    /// Claims every key in one statement, as `claimAll`; also says which of the claims won were
    /// taken over from a pass whose lease ran out (it may have sent the message before it died).
    ///
    /// ```swift
    /// let claimed = try ledger.claimBatch(keys, owner: "host-4711-0", now: now, lease: 120)
    /// claimed.mine          // every key now ours
    /// claimed.takenOver     // those claimed before (`attempts` above 1): look before sending again
    /// ```
    /// The keys go as four text arrays (`unnest`), so the statement has the same six parameters
    /// for a batch of any size. They are sorted, so two batches that overlap take their row locks
    /// in one order and cannot deadlock; a key twice is claimed once (PostgreSQL refuses to
    /// upsert one row twice in one statement). A claim handed back is deleted, so a claim taken
    /// again after a hand-back is a fresh one.
    public func claimBatch(_ keys: [ClaimKey], owner: String, now: Date, lease: TimeInterval) throws -> (
        mine: Set<ClaimKey>, takenOver: Set<ClaimKey>
    ) {
        let unique = Self.sorted(keys)
        guard !unique.isEmpty else { return ([], []) }
        let byColumns = Dictionary(unique.map { (KeyColumns($0), $0) }, uniquingKeysWith: { a, _ in a })
        let rows = try Self.retryingDeadlock {
            try connection.query(
                """
                INSERT INTO claims(athlete, channel, kind, occasion, owner, lease_until)
                SELECT v.a, v.c, v.k, v.o, $1, now() + make_interval(secs => $2::double precision)
                FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS v(a, c, k, o, n)
                ORDER BY v.n
                ON CONFLICT (athlete, channel, kind, occasion) DO UPDATE SET
                    owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until, claimed_at = now(),
                    attempts = claims.attempts + 1
                WHERE claims.sent_at IS NULL AND claims.lease_until < now()
                RETURNING athlete, channel, kind, occasion, attempts
                """, [owner, String(lease)] + Self.arrays(unique.map(Self.columns), width: 4))
        }
        var mine: Set<ClaimKey> = []
        var takenOver: Set<ClaimKey> = []
        for r in rows.rows {
            let columns = KeyColumns(
                athlete: r.string(0), channel: r.string(1), kind: r.string(2), occasion: r.string(3))
            guard let key = byColumns[columns] else { continue }
            mine.insert(key)
            if r.int(4) > 1 { takenOver.insert(key) }
        }
        return (mine, takenOver)
    }

    /// Finishes and hands back many claims in one statement, each only while still `owner`'s.
    @discardableResult
    public func settleAll(_ settlements: [ClaimSettlement], owner: String, now: Date) throws -> Int {
        guard !settlements.isEmpty else { return 0 }
        let ordered = settlements.sorted { Self.precedes($0.key, $1.key) }
        let finished = ordered.filter { $0.result != nil }
        let released = ordered.filter { $0.result == nil }
        let finishRows = finished.map { Self.columns($0.key) + [$0.result!.rawValue, $0.outcome] }
        let rows = try Self.retryingDeadlock {
            try connection.query(
                """
                WITH f AS (
                    UPDATE claims SET sent_at = now(), result = v.r, outcome = v.t
                    FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS v(a, c, k, o, r, t)
                    WHERE claims.athlete = v.a AND claims.channel = v.c AND claims.kind = v.k AND claims.occasion = v.o
                        AND claims.owner = $1 AND claims.sent_at IS NULL
                    RETURNING 1),
                d AS (
                    DELETE FROM claims USING unnest($8::text[], $9::text[], $10::text[], $11::text[]) AS v(a, c, k, o)
                    WHERE claims.athlete = v.a AND claims.channel = v.c AND claims.kind = v.k AND claims.occasion = v.o
                        AND claims.owner = $1 AND claims.sent_at IS NULL
                    RETURNING 1)
                SELECT (SELECT count(*) FROM f) + (SELECT count(*) FROM d)
                """,
                [owner] + Self.arrays(finishRows, width: 6)
                    + Self.arrays(released.map { Self.columns($0.key) }, width: 4))
        }
        return rows.first?.int(0) ?? 0
    }

    /// Renews the lease of `owner`'s claims not yet settled; returns those of `keys` still its own
    /// (a claim another pass took over after the lease ran out is not).
    public func renew(_ keys: Set<ClaimKey>, owner: String, lease: TimeInterval) throws -> Set<ClaimKey> {
        let byColumns = Dictionary(keys.map { (KeyColumns($0), $0) }, uniquingKeysWith: { a, _ in a })
        let rows = try connection.query(
            """
            UPDATE claims SET lease_until = now() + make_interval(secs => $2::double precision)
            WHERE owner = $1 AND sent_at IS NULL
            RETURNING athlete, channel, kind, occasion
            """, [owner, String(lease)])
        return Set(
            rows.rows.compactMap { r in
                byColumns[
                    KeyColumns(athlete: r.string(0), channel: r.string(1), kind: r.string(2), occasion: r.string(3))]
            })
    }

    /// Keys without repeats, in the one order every batch takes its locks in.
    static func sorted(_ keys: [ClaimKey]) -> [ClaimKey] {
        // Sorted first, then repeats dropped as neighbours: a pass's keys arrive nearly in order,
        // which a sort handles in one sweep, where going through a Set first shuffled them.
        var out: [ClaimKey] = []
        for key in keys.sorted(by: precedes) where out.last != key { out.append(key) }
        return out
    }

    /// The lock order: by athlete, channel, kind, occasion (each compared as Swift compares strings).
    static func precedes(_ a: ClaimKey, _ b: ClaimKey) -> Bool {
        (a.userId, a.channel, a.occasion.kind.rawValue, a.occasion.key)
            < (b.userId, b.channel, b.occasion.kind.rawValue, b.occasion.key)
    }

    static func columns(_ key: ClaimKey) -> [String] {
        [key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key]
    }

    /// A key as its four columns read back: what a returned row is matched by.
    private struct KeyColumns: Hashable {
        var athlete, channel, kind, occasion: String
        init(athlete: String, channel: String, kind: String, occasion: String) {
            (self.athlete, self.channel, self.kind, self.occasion) = (athlete, channel, kind, occasion)
        }
        init(_ key: ClaimKey) {
            self.init(
                athlete: key.userId, channel: key.channel, kind: key.occasion.kind.rawValue, occasion: key.occasion.key)
        }
    }

    /// Rows of `width` columns as one PostgreSQL text array literal per column.
    static func arrays(_ rows: [[String]], width: Int) -> [String?] {
        (0..<width).map { column in
            var literal: [UInt8] = [UInt8(ascii: "{")]
            for (i, row) in rows.enumerated() {
                if i > 0 { literal.append(UInt8(ascii: ",")) }
                PGArray.append(row[column], to: &literal)
            }
            literal.append(UInt8(ascii: "}"))
            return String(decoding: literal, as: UTF8.self)
        }
    }

    /// A statement that lost a deadlock (SQLSTATE 40P01) changed nothing; it is tried again.
    static func retryingDeadlock<T>(_ body: () throws -> T) throws -> T {
        var attempt = 0
        while true {
            do { return try body() } catch let e as PGError where e.sqlState == "40P01" && attempt < 5 {
                attempt += 1
            }
        }
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

    /// Every claim (or only the failed ones, or those claimed on one UTC day): `athlete/channel/kind:occasion`, oldest first.
    public func claims(failedOnly: Bool = false, day: LocalDate? = nil) throws -> [ClubClaim] {
        try connection.query(
            """
            SELECT athlete, channel, kind, occasion, owner, attempts, result, outcome FROM claims
            WHERE ($1 = 'f' OR result = 'failed') AND ($2::date IS NULL OR (claimed_at AT TIME ZONE 'UTC')::date = $2::date)
            ORDER BY claimed_at, athlete
            """, [failedOnly ? "t" : "f", day?.iso]
        ).rows.map {
            ClubClaim(
                key: "\($0.string(0))/\($0.string(1))/\($0.string(2)):\($0.string(3))", owner: $0.string(4),
                attempts: $0.int(5), result: $0.optionalString(6), outcome: $0.optionalString(7))
        }
    }
}

extension ClubDatabase {
    /// Hands back every failed claim (of one UTC day, when given), so the next pass sends those
    /// messages again while they are still due; returns how many.
    public func handBackFailedClaims(day: LocalDate? = nil) throws -> Int {
        try connection.execute(
            """
            DELETE FROM claims WHERE result = 'failed'
                AND ($1::date IS NULL OR (claimed_at AT TIME ZONE 'UTC')::date = $1::date)
            """, [day?.iso])
    }
}

/// Text array literals for PostgreSQL: every element double-quoted, `"` and `\` escaped.
///
/// ```swift
/// PGArray.element(#"say "hi""#)   // #""say \"hi\"""#
/// ```
enum PGArray {
    static func element(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The element's UTF-8 onto a literal being built: `"` and `\` are single bytes in UTF-8.
    static func append(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in text.utf8 {
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { out.append(UInt8(ascii: "\\")) }
            out.append(b)
        }
        out.append(UInt8(ascii: "\""))
    }
}
