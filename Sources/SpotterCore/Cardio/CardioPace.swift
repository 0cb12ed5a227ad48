/// A cardio set's distance and pace as the user reads them: kilometres and min/km in kg,
/// miles and min/mi in lb (the `units` setting is the one choice of unit).
///
/// ```swift
/// CardioPace.secondsPerKm(meters: 6500, seconds: 2050)   // 315
/// CardioPace.text(meters: 6500, seconds: 2050, unit: .kg) // "5:15/km"
/// CardioPace.text(meters: 8046.72, seconds: 3750, unit: .lb) // "12:30/mi"
/// CardioPace.distance(6500, unit: .lb)                    // "4.04 mi"
/// ```
public enum CardioPace {
    /// Seconds per kilometre, rounded; nil without a positive distance and time.
    public static func secondsPerKm(meters: Double, seconds: Int) -> Int? {
        guard meters.isFinite, meters > 0, seconds > 0 else { return nil }
        let pace = Double(seconds) / (meters / 1000)
        guard pace.isFinite, pace < 1e9 else { return nil }
        return Int(pace.rounded())
    }

    /// Seconds per kilometre or per mile, by the unit.
    public static func seconds(meters: Double, seconds: Int, unit: WeightUnit) -> Int? {
        secondsPerKm(meters: meters * (unit == .lb ? 1000 / CardioMeasure.metersPerMile : 1), seconds: seconds)
    }

    /// `5:15/km` or `8:27/mi`; nil without a positive distance and time.
    public static func text(meters: Double, seconds: Int, unit: WeightUnit) -> String? {
        Self.seconds(meters: meters, seconds: seconds, unit: unit).map { "\(Pace.text($0))/\(paceUnit(unit))" }
    }

    /// `km` or `mi`.
    public static func paceUnit(_ unit: WeightUnit) -> String { unit == .lb ? "mi" : "km" }

    /// `6.5 km` or `4.04 mi`: two decimals at most, trailing zeros dropped.
    public static func distance(_ meters: Double, unit: WeightUnit) -> String {
        let amount = unit == .lb ? meters / CardioMeasure.metersPerMile : meters / 1000
        guard amount.isFinite, abs(amount) < 1e12 else { return "? \(paceUnit(unit))" }
        return "\(SetValue.weightText((amount * 100).rounded() / 100)) \(paceUnit(unit))"
    }
}
