import FoundationEssentials
import SpotterCore

/// The club's athletes a page at a time, with what the pass needs of each page and nothing more.
///
/// ```swift
/// var plans: [String: String] = [:]     // plan texts by md5, kept across pages
/// let page = try club.athletes(after: "", limit: 200, plans: &plans)   // a0, a1, a10, … by id
/// let next = try club.athletes(after: page.last!.id, limit: 200, plans: &plans)
/// let endpoints = try club.activeEndpoints(of: page.map(\.id))
/// ```
/// Keyset pages on the primary key: each page is one indexed read however far into the table it
/// is, and an athlete added or removed meanwhile moves no other athlete to another page.
extension ClubDatabase {
    /// Up to `limit` athletes with ids after `after`, by id; each plan's text is read once into
    /// `plans` (by its md5) and shared by every athlete on it.
    public func athletes(after: String, limit: Int, plans: inout [String: String]) throws -> [Athlete] {
        let rows = try connection.query(
            "SELECT id, email, zone, plan_hash, preferences FROM athletes WHERE id > $1 ORDER BY id LIMIT $2",
            [after, String(limit)], prepared: true
        ).rows
        let missing = Set(rows.compactMap { $0.optionalString(3) }.filter { plans[$0] == nil })
        if !missing.isEmpty {
            for row in try connection.query(
                "SELECT hash, text FROM plans WHERE hash = ANY($1::text[])",
                PostgresClaimsLedger.arrays(missing.sorted().map { [$0] }, width: 1)
            ).rows {
                plans[row.string(0)] = row.string(1)
            }
        }
        return rows.map {
            Athlete(
                id: $0.string(0), email: $0.string(1), zone: $0.string(2),
                planText: $0.optionalString(3).flatMap { plans[$0] },
                preferences: Athlete.preferences(fromText: $0.string(4)))
        }
    }

    /// The active endpoints of these athletes, by athlete.
    public func activeEndpoints(of athletes: [String]) throws -> [String: [ClubEndpoint]] {
        guard !athletes.isEmpty else { return [:] }
        let rows = try connection.query(
            """
            SELECT id, athlete, kind, address, state FROM endpoints
            WHERE state = 'active' AND athlete = ANY($1::text[]) ORDER BY id
            """, PostgresClaimsLedger.arrays(athletes.map { [$0] }, width: 1), prepared: true
        ).rows
        return Dictionary(
            grouping: rows.map {
                ClubEndpoint(
                    id: $0.int(0), athlete: $0.string(1), kind: $0.string(2), address: $0.string(3),
                    state: $0.string(4))
            }, by: \.athlete)
    }

    /// These athletes' trained days from `from` through `through`: day → templates ("" when unnamed).
    public func trainedDays(of athletes: [String], from: LocalDate, through: LocalDate) throws -> [String: [LocalDate:
        [String]]]
    {
        guard !athletes.isEmpty else { return [:] }
        var out: [String: [LocalDate: [String]]] = [:]
        for row in try connection.query(
            """
            SELECT athlete, day::text, template FROM trained_days
            WHERE athlete = ANY($1::text[]) AND day BETWEEN $2 AND $3
            """, PostgresClaimsLedger.arrays(athletes.map { [$0] }, width: 1) + [from.iso, through.iso],
            prepared: true
        ).rows {
            guard let day = LocalDate(iso: row.string(1)) else { continue }
            out[row.string(0), default: [:]][day, default: []].append(row.string(2))
        }
        return out
    }
}
