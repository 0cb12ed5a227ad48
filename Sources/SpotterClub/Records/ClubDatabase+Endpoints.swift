import FoundationEssentials
import SpotterCore
import SpotterDelivery

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

extension ClubDatabase {
    /// Adds (or re-activates) many ntfy endpoints, `[athlete, url]` each, in one statement.
    static func addEndpoints(_ rows: [[String]], on pg: PGConnection) throws {
        do {
            try pg.execute(
                """
                INSERT INTO endpoints(athlete, kind, address)
                SELECT DISTINCT v.a, 'ntfy', v.u FROM unnest($1::text[], $2::text[]) AS v(a, u)
                ON CONFLICT (athlete, kind, address) DO UPDATE SET state = 'active'
                """, PostgresClaimsLedger.arrays(rows, width: 2))
        } catch let e as PGError where e.sqlState == "23503" {
            throw ClubError.invalid("an endpoint names an athlete the club does not have")
        }
    }

    /// `spotter club endpoint import FILE`: `ATHLETE,URL` a line (`#` comments), all in one
    /// transaction or, on a mistake (`FILE:LINE: what`), none. Returns how many lines were read.
    @discardableResult
    public func importEndpoints(fileText text: String, file: String) throws -> Int {
        let known = Set(try connection.query("SELECT id FROM athletes").rows.map { $0.string(0) })
        var rows: [[String]] = []
        for (index, raw) in SourceText.lines(text).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) -> ClubError { .invalid("\(file):\(index + 1): \(message)") }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            guard fields.count == 2 else { throw fail("expected ATHLETE,URL, got \(QuotedField.text(line))") }
            guard known.contains(fields[0]) else { throw fail("no athlete \(QuotedField.text(fields[0]))") }
            do { rows.append([fields[0], try NtfyAddress.validate(fields[1]).absoluteString]) } catch {
                throw fail("\(error)")
            }
        }
        try connection.transaction { pg in try Self.addEndpoints(rows, on: pg) }
        return rows.count
    }
}
