/// A cardio set as typed on the command line: a distance and a time (`6.5km 34:10`).
///
/// ```swift
/// let run = try CardioMeasure(distance: "6.5km", time: "34:10")
/// run.meters            // 6500
/// run.seconds           // 2050
/// try CardioMeasure(distance: "5mi", time: "1:02:30").meters   // 8046.72
/// ```
/// A distance takes `km`, `m` or `mi` after the number; a time is `MM:SS` or `H:MM:SS`. The
/// distance is bounded as every importer bounds it (`ImportValue.distanceLimit`), so what is logged
/// is what Spotter's own export can carry back; the time as any timed set (`SetValue.seconds`).
public struct CardioMeasure: Equatable, Sendable {
    public var meters: Double
    public var seconds: Int
    /// Beats per minute, when given (`--hr 152`).
    public var heartRate: Int?

    public static let metersPerMile = 1609.344
    /// What a heart rate may be: a person's, in beats per minute.
    public static let heartRates = 20...250

    public init(meters: Double, seconds: Int, heartRate: Int? = nil) {
        self.meters = meters
        self.seconds = seconds
        self.heartRate = heartRate
    }

    public init(distance: String, time: String, heartRate: String? = nil) throws {
        meters = try Self.meters(distance)
        seconds = try Self.seconds(time)
        self.heartRate = try heartRate.map(Self.heartRate)
    }

    /// `6.5km`, `10000m`, `5mi` (a space before the unit is fine) in metres.
    public static func meters(_ text: String) throws -> Double {
        let t = text.lowercased().trimmingWhitespace()
        let units: [(String, Double)] = [("km", 1000), ("mi", metersPerMile), ("m", 1)]
        guard let (suffix, factor) = units.first(where: { t.hasSuffix($0.0) }),
            let number = DecimalNumber.parse(
                String(t.dropLast(suffix.count)).trimmingWhitespace(), maxFractionDigits: 3),
            number > 0, number * factor <= ImportValue.distanceLimit
        else {
            throw SetValueError(
                "distance \(QuotedField.text(text)) is not a distance such as 6.5km, 10000m or 5mi (more than 0, at most \(Int(ImportValue.distanceLimit / 1000)) km)"
            )
        }
        return number * factor
    }

    /// `34:10` (minutes and seconds) or `1:02:30` (hours too) in seconds.
    public static func seconds(_ text: String) throws -> Int {
        let parts = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.map { DecimalNumber.whole($0) }
        let valid =
            (2...3).contains(parts.count) && parts.dropFirst().allSatisfy { $0.count == 2 }
            && numbers.allSatisfy { $0 != nil && $0! >= 0 } && numbers.dropFirst().allSatisfy { $0! < 60 }
        let total = valid ? numbers.reduce(0) { $0 * 60 + $1! } : 0
        guard valid, SetValue.seconds.contains(total) else {
            throw SetValueError("time \(QuotedField.text(text)) is not MM:SS or H:MM:SS (e.g. 34:10, 1:02:30)")
        }
        return total
    }

    public static func heartRate(_ text: String) throws -> Int {
        guard let bpm = DecimalNumber.whole(text), heartRates.contains(bpm) else {
            throw SetValueError(
                "heart rate \(QuotedField.text(text)) is not beats per minute from \(heartRates.lowerBound) to \(heartRates.upperBound)"
            )
        }
        return bpm
    }
}
