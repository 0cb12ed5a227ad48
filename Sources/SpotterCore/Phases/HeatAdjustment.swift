/// How much slower to run in heat, from temperature plus dew point in °F.
///
/// ```swift
/// HeatAdjustment(temperatureF: 80, dewPointF: 65)   // sum 145: .slower(3, 4.5)
/// HeatAdjustment(temperatureF: 60, dewPointF: 40)   // sum 100: .none
/// HeatAdjustment(temperatureF: 95, dewPointF: 90)   // sum 185: .noHardRunning
/// HeatAdjustment(temperatureF: 80, dewPointF: 65).halved()  // intervals: .slower(1.5, 2.25)
/// ```
/// | sum | slower by |
/// |---|---|
/// | ≤ 100 | nothing |
/// | 101–110 | 0–0.5 % |
/// | 111–120 | 0.5–1 % |
/// | 121–130 | 1–2 % |
/// | 131–140 | 2–3 % |
/// | 141–150 | 3–4.5 % |
/// | 151–160 | 4.5–6 % |
/// | 161–170 | 6–8 % |
/// | 171–180 | 8–10 % |
/// | > 180 | no hard running |
public enum HeatAdjustment: Hashable, Sendable {
    case none
    /// Between `low` and `high` percent slower.
    case slower(low: Double, high: Double)
    case noHardRunning

    static let bands: [(upTo: Int, low: Double, high: Double)] = [
        (110, 0, 0.5), (120, 0.5, 1), (130, 1, 2), (140, 2, 3), (150, 3, 4.5), (160, 4.5, 6), (170, 6, 8),
        (180, 8, 10),
    ]

    public init(temperatureF: Int, dewPointF: Int) {
        let sum = temperatureF + dewPointF
        if sum <= 100 {
            self = .none
        } else if let band = Self.bands.first(where: { sum <= $0.upTo }) {
            self = .slower(low: band.low, high: band.high)
        } else {
            self = .noHardRunning
        }
    }

    /// Intervals take half the adjustment: the repeats are short and the recoveries cool you.
    public func halved() -> HeatAdjustment {
        if case .slower(let low, let high) = self { return .slower(low: low / 2, high: high / 2) }
        return self
    }

    /// For a run type: halved for intervals.
    public func applied(to type: RunType) -> HeatAdjustment { type == .intervals ? halved() : self }
}

/// The line a report shows about pace: the plain target, or a heat-adjusted range.
///
/// ```swift
/// HeatTarget.text(type: .tempo, pace: 300, reading: nil)
/// // "Target 5:00/km (no forecast)"
/// HeatTarget.text(type: .tempo, pace: 300, reading: ForecastReading(temperatureF: 80, dewPointF: 65))
/// // "Target 5:09–5:14/km: 80°F, dew point 65°F (sum 145), 3–4.5 % slower than 5:00/km"
/// ```
public enum HeatTarget {
    public static func text(type: RunType, pace: Int?, reading: ForecastReading?) -> String {
        let plain = pace.map { "Target \(Pace.text($0))/km" } ?? "No pace target"
        guard let reading else { return "\(plain) (no forecast)" }
        let weather =
            "\(reading.temperatureF)°F, dew point \(reading.dewPointF)°F (sum \(reading.temperatureF + reading.dewPointF))"
        switch HeatAdjustment(temperatureF: reading.temperatureF, dewPointF: reading.dewPointF).applied(to: type) {
        case .none:
            return "\(plain): \(weather), no heat adjustment"
        case .noHardRunning:
            return "No hard running today: \(weather). Run easy by feel, or move the session indoors"
        case .slower(let low, let high):
            let percent = "\(number(low))–\(number(high)) % slower"
            guard let pace else { return "\(weather): run \(percent) than usual" }
            let from = Int((Double(pace) * (1 + low / 100)).rounded())
            let to = Int((Double(pace) * (1 + high / 100)).rounded())
            return "Target \(Pace.text(from))–\(Pace.text(to))/km: \(weather), \(percent) than \(Pace.text(pace))/km"
        }
    }

    static func number(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}
