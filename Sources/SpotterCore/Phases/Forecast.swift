import FoundationEssentials

/// Temperature and dew point at one hour, in whole °F.
public struct ForecastReading: Hashable, Sendable {
    public var temperatureF: Int
    public var dewPointF: Int
    public init(temperatureF: Int, dewPointF: Int) {
        self.temperatureF = temperatureF
        self.dewPointF = dewPointF
    }
}

/// An hourly forecast read from a file the user (or their `forecast-command`) writes; Spotter
/// never goes online for it.
///
/// ```
/// # time (with offset)        temperature  dew point   (°F, or C for Celsius)
/// 2026-07-01T07:00-05:00      82F          68F
/// 2026-07-01T08:00-05:00      28C          20C
/// ```
/// A session reads the sample nearest its start, if one lies within three hours.
public struct Forecast: Hashable, Sendable {
    public var samples: [(at: Date, reading: ForecastReading)] { zip(instants, readings).map { ($0, $1) } }
    private var instants: [Date]
    private var readings: [ForecastReading]

    public init(_ samples: [(Date, ForecastReading)]) {
        instants = samples.map(\.0)
        readings = samples.map(\.1)
    }

    /// The reading nearest `instant`, within `tolerance` seconds.
    public func reading(at instant: Date, tolerance: TimeInterval = 3 * 3600) -> ForecastReading? {
        let best = zip(instants, readings).min {
            abs($0.0.timeIntervalSince(instant)) < abs($1.0.timeIntervalSince(instant))
        }
        guard let best, abs(best.0.timeIntervalSince(instant)) <= tolerance else { return nil }
        return best.1
    }

    /// Parses the file's text; a bad line is refused as `FILE:LINE: …`.
    public static func parse(_ text: String, file: String) throws -> Forecast {
        var samples: [(Date, ForecastReading)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.isEmpty { continue }
            func fail(_ message: String) -> PlanFileError {
                PlanFileError(file: file, line: index + 1, message: message)
            }
            guard words.count == 3 else {
                throw fail("expected TIME TEMPERATURE DEWPOINT, e.g. 2026-07-01T07:00-05:00 82F 68F")
            }
            guard let at = ISOInstant.parse(words[0]) else {
                throw fail("time \"\(words[0])\" is not YYYY-MM-DDTHH:MM with an offset (Z or ±HH:MM)")
            }
            guard let t = fahrenheit(words[1]) else { throw fail("temperature \"\(words[1])\" is not like 82F or 28C") }
            guard let d = fahrenheit(words[2]) else { throw fail("dew point \"\(words[2])\" is not like 68F or 20C") }
            guard d <= t + 1 else { throw fail("dew point \(d)°F is above the temperature \(t)°F") }
            samples.append((at, ForecastReading(temperatureF: t, dewPointF: d)))
        }
        return Forecast(samples)
    }

    /// `82F`, `82`, `28C`, `-3.5C` → whole °F.
    static func fahrenheit(_ text: String) -> Int? {
        var number = text
        var celsius = false
        if let last = number.last, last == "F" || last == "f" || last == "C" || last == "c" {
            celsius = last == "C" || last == "c"
            number.removeLast()
        }
        guard let v = Double(number), v.isFinite, (-80...160).contains(v) else { return nil }
        return Int((celsius ? v * 9 / 5 + 32 : v).rounded(.toNearestOrEven))
    }

    public static func == (a: Forecast, b: Forecast) -> Bool { a.instants == b.instants && a.readings == b.readings }
    public func hash(into h: inout Hasher) {
        h.combine(instants)
        h.combine(readings)
    }
}
