import FoundationEssentials
import SpotterCore

extension SpotterDatabase {
    /// Saves the body weight of `day` (kg at full precision); one entry a day, so a second
    /// replaces the first. Returns the entry it replaced, if any. One transaction.
    @discardableResult
    public func weigh(_ kg: Double, on day: LocalDate, at now: Date) throws -> BodyWeight? {
        try connection.transaction {
            let previous = try bodyWeight(on: day)
            try writeBodyWeight(kg, on: day, at: now)
            return previous
        }
    }

    /// The one statement that writes a day's body weight, inside the caller's transaction (`weigh`,
    /// `saveImport`; an import's entries carry the instant 0, as no one weighed in then).
    func writeBodyWeight(_ kg: Double, on day: LocalDate, at now: Date) throws {
        try connection.run(
            """
            INSERT INTO body_weights(day, kg, logged_at) VALUES (?, ?, ?)
            ON CONFLICT(day) DO UPDATE SET kg = excluded.kg, logged_at = excluded.logged_at
            """, day.iso, kg, now)
    }

    public func bodyWeight(on day: LocalDate) throws -> BodyWeight? {
        try bodyWeights(from: day, through: day).first
    }

    /// Every entry from `first` through `last` (nil: no bound), oldest first.
    public func bodyWeights(from first: LocalDate? = nil, through last: LocalDate? = nil) throws -> [BodyWeight] {
        try connection.query(
            "SELECT day, kg FROM body_weights WHERE day >= ? AND day <= ? ORDER BY day",
            first?.iso ?? "0000-00-00", last?.iso ?? "9999-99-99"
        ) { row in
            LocalDate(iso: row.string(0)).map { BodyWeight(day: $0, kg: row.double(1)) }
        }.compactMap { $0 }
    }
}
