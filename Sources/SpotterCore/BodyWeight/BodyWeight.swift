/// The lifter's body weight on one day, in kg at full precision (`spotter weigh 82.4`).
public struct BodyWeight: Hashable, Sendable {
    public var day: LocalDate
    public var kg: Double

    public init(day: LocalDate, kg: Double) {
        self.day = day
        self.kg = kg
    }
}

/// The trend beside the raw weigh-ins: the mean of the entries of the 7 days ending on each day.
///
/// ```swift
/// let points = BodyWeightTrend.points([BodyWeight(day: mon, kg: 82), BodyWeight(day: wed, kg: 81)])
/// points.map(\.averageKg)   // [82, 81.5]: Wednesday's window (Thu before to Wed) holds both
/// ```
/// The window is calendar days, not entries: a week with one weigh-in averages that one, and an
/// entry 7 days back has left the window. Days without an entry have no point.
public enum BodyWeightTrend {
    public static let windowDays = 7

    public struct Point: Hashable, Sendable {
        public var day: LocalDate
        public var kg: Double
        /// The mean of the entries from `day` minus 6 days through `day`.
        public var averageKg: Double
    }

    /// One point per entry, oldest first, each with its 7-day average.
    public static func points(_ entries: [BodyWeight]) -> [Point] {
        let sorted = entries.sorted { $0.day < $1.day }
        return sorted.map { entry in
            let first = entry.day.adding(days: -(windowDays - 1))
            let window = sorted.filter { $0.day >= first && $0.day <= entry.day }
            return Point(
                day: entry.day, kg: entry.kg, averageKg: window.map(\.kg).reduce(0, +) / Double(window.count))
        }
    }

    /// The body weight that counts on `day`: that day's entry, else the latest before it (a lifter
    /// weighs in now and then, not before each workout); nil before the first entry.
    public static func weight(on day: LocalDate, in entries: [BodyWeight]) -> Double? {
        entries.filter { $0.day <= day }.max { $0.day < $1.day }?.kg
    }
}
