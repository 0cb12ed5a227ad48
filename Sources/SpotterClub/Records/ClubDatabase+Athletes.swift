import FoundationEssentials
import SpotterCore

extension ClubDatabase {
    /// Adds an athlete, or replaces the one with the same id when `replace` is set.
    public func addAthlete(_ a: Athlete, replace: Bool = false) throws {
        try connection.transaction { pg in try Self.add([a], replace: replace, on: pg) }
    }

    /// Athletes in one statement per 5,000 (their plans and endpoints in one more each).
    ///
    /// Each distinct plan text goes once, into `plans` under its md5; an athlete refers to it by
    /// its place in the chunk's list of plans, so the text is never sent once per athlete.
    static func add(_ list: [Athlete], replace: Bool, on pg: PGConnection) throws {
        for start in stride(from: 0, to: list.count, by: 5000) {
            let chunk = list[start..<min(start + 5000, list.count)]
            var planIndex: [String: Int] = [:]
            var plans: [[String]] = []
            for a in chunk {
                guard let text = a.planText, planIndex[text] == nil else { continue }
                planIndex[text] = plans.count + 1
                plans.append([text])
            }
            let planArray = PostgresClaimsLedger.arrays(plans, width: 1)
            if !plans.isEmpty {
                try pg.execute(
                    "INSERT INTO plans(hash, text) SELECT md5(t), t FROM unnest($1::text[]) AS t ON CONFLICT DO NOTHING",
                    planArray)
            }
            let rows = chunk.map { a in
                [
                    a.id, a.email, a.zone, a.planText.flatMap { planIndex[$0] }.map(String.init) ?? "0",
                    a.preferencesText,
                ]
            }
            let sql =
                """
                INSERT INTO athletes(id, email, zone, plan_hash, preferences)
                SELECT v.i, v.e, v.z, md5(($6::text[])[nullif(v.p, '0')::int]), v.f
                FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS v(i, e, z, p, f)
                """
                + (replace
                    ? " ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, zone = EXCLUDED.zone,"
                        + " plan_hash = EXCLUDED.plan_hash, preferences = EXCLUDED.preferences"
                    : "")
            do {
                try pg.execute(sql, PostgresClaimsLedger.arrays(rows, width: 5) + planArray)
            } catch let e as PGError where e.sqlState == "23505" {
                throw ClubError.invalid("athlete \"\(chunk.first?.id ?? "")\" exists already")
            }
            let endpoints = chunk.flatMap { a in a.endpoints.map { [a.id, $0] } }
            if !endpoints.isEmpty { try addEndpoints(endpoints, on: pg) }
        }
    }

    /// Every athlete, by id; each plan's text is read once and shared by its athletes.
    public func athletes() throws -> [Athlete] {
        var plans: [String: String] = [:]
        for row in try connection.query("SELECT hash, text FROM plans").rows { plans[row.string(0)] = row.string(1) }
        return try connection.query("SELECT id, email, zone, plan_hash, preferences FROM athletes ORDER BY id").rows
            .map {
                Athlete(
                    id: $0.string(0), email: $0.string(1), zone: $0.string(2),
                    planText: $0.optionalString(3).flatMap { plans[$0] },
                    preferences: Athlete.preferences(fromText: $0.string(4)))
            }
    }

    /// Removes an athlete with their endpoints and trained days; their claims stay, so nothing is resent.
    public func removeAthlete(_ id: String) throws {
        guard try connection.execute("DELETE FROM athletes WHERE id = $1", [id]) == 1 else {
            throw ClubError.unknownAthlete(id)
        }
    }

    /// Adds athletes in one transaction: all of them, or (on any error) none.
    public func importAthletes(_ list: [Athlete]) throws {
        try connection.transaction { pg in
            try Self.add(list, replace: true, on: pg)
        }
    }

    /// Imports `list` and removes every athlete it does not name, in one transaction, once
    /// `confirm` (given how many would go) says yes; when it says no, or throws, nothing changes.
    /// Returns how many were removed, or nil when not confirmed.
    public func importAthletes(_ list: [Athlete], pruningAfter confirm: (Int) throws -> Bool) throws -> Int? {
        struct Declined: Error {}
        let ids = PostgresClaimsLedger.arrays(list.map { [$0.id] }, width: 1)
        do {
            return try connection.transaction { pg in
                let missing = "FROM athletes WHERE NOT (id = ANY($1::text[]))"
                let count = try pg.query("SELECT count(*) " + missing, ids).first?.int(0) ?? 0
                guard try confirm(count) else { throw Declined() }
                try Self.add(list, replace: true, on: pg)
                return try pg.execute("DELETE " + missing, ids)
            }
        } catch is Declined {
            return nil
        }
    }

    /// Records that an athlete trained on `day` (what, when known); recording it twice is harmless.
    public func recordTrained(_ athlete: String, day: LocalDate, template: String = "") throws {
        do {
            try connection.execute(
                "INSERT INTO trained_days(athlete, day, template) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                [athlete, day.iso, template])
        } catch let e as PGError where e.sqlState == "23503" {
            throw ClubError.unknownAthlete(athlete)
        }
    }

    /// Records many trained days in one transaction: `ATHLETE,DATE[,WHAT]` a line (`#` comments).
    /// A mistake is `FILE:LINE: what`, and nothing is recorded. Returns how many lines were read.
    @discardableResult
    public func recordTrained(fileText text: String, file: String) throws -> Int {
        let known = Set(try connection.query("SELECT id FROM athletes").rows.map { $0.string(0) })
        var entries: [(String, LocalDate, String)] = []
        for (index, raw) in SourceText.lines(text).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingWhitespace()
            }
            func fail(_ message: String) -> ClubError { .invalid("\(file):\(index + 1): \(message)") }
            guard (2...3).contains(fields.count) else { throw fail("expected ATHLETE,DATE[,WHAT], got \"\(line)\"") }
            guard known.contains(fields[0]) else { throw fail("no athlete \"\(fields[0])\"") }
            guard let day = LocalDate(iso: fields[1]) else { throw fail("\"\(fields[1])\" is not a date YYYY-MM-DD") }
            entries.append((fields[0], day, fields.count > 2 ? fields[2] : ""))
        }
        try connection.transaction { pg in
            for (athlete, day, what) in entries {
                try pg.execute(
                    "INSERT INTO trained_days(athlete, day, template) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                    [athlete, day.iso, what])
            }
        }
        return entries.count
    }
}
