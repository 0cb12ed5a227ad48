import FoundationEssentials

/// A push endpoint of one athlete (an ntfy topic URL).
public struct ClubEndpoint: Hashable, Sendable {
    public var id: Int
    public var athlete: String
    public var kind: String
    public var address: String
    public var state: String
    /// The ledger channel: `push:<id>`, one per endpoint, as in the single-user pass.
    public var channel: String { "push:\(id)" }
}

extension ClubDatabase {
    /// Adds an ntfy endpoint for an athlete; adding it again re-activates the same record.
    @discardableResult
    public func addEndpoint(athlete: String, url: String) throws -> ClubEndpoint {
        do {
            let row = try connection.query(
                """
                INSERT INTO endpoints(athlete, kind, address) VALUES ($1, 'ntfy', $2)
                ON CONFLICT (athlete, kind, address) DO UPDATE SET state = 'active'
                RETURNING id, athlete, kind, address, state
                """, [athlete, url]
            ).rows[0]
            return ClubEndpoint(
                id: row.int(0), athlete: row.string(1), kind: row.string(2), address: row.string(3),
                state: row.string(4))
        } catch let e as PGError where e.sqlState == "23503" {
            throw ClubError.unknownAthlete(athlete)
        }
    }

    /// Every endpoint, or one athlete's.
    public func endpoints(athlete: String? = nil) throws -> [ClubEndpoint] {
        try connection.query(
            "SELECT id, athlete, kind, address, state FROM endpoints WHERE $1::text IS NULL OR athlete = $1 ORDER BY id",
            [athlete]
        ).rows.map {
            ClubEndpoint(
                id: $0.int(0), athlete: $0.string(1), kind: $0.string(2), address: $0.string(3), state: $0.string(4))
        }
    }

    public func removeEndpoint(id: Int) throws -> Bool {
        try connection.execute("DELETE FROM endpoints WHERE id = $1", [String(id)]) == 1
    }

    /// Disables an endpoint reported dead (HTTP 404/410), keeping the record.
    public func noteEndpoint(id: Int, state: String?, outcome: String) throws {
        try connection.execute(
            "UPDATE endpoints SET state = coalesce($2, state), last_outcome = $3 WHERE id = $1",
            [String(id), state, outcome])
    }
}
