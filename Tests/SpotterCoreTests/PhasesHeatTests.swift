import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("Heat-adjusted targets")
struct PhasesHeatTests {
    @Test(
        "each band of temperature plus dew point",
        arguments: [
            (100, HeatAdjustment.none), (101, .slower(low: 0, high: 0.5)), (110, .slower(low: 0, high: 0.5)),
            (111, .slower(low: 0.5, high: 1)), (125, .slower(low: 1, high: 2)), (140, .slower(low: 2, high: 3)),
            (141, .slower(low: 3, high: 4.5)), (160, .slower(low: 4.5, high: 6)), (165, .slower(low: 6, high: 8)),
            (180, .slower(low: 8, high: 10)), (181, .noHardRunning),
        ])
    func bands(sum: Int, expected: HeatAdjustment) {
        #expect(HeatAdjustment(temperatureF: sum - 50, dewPointF: 50) == expected)
    }

    @Test("intervals take half the adjustment")
    func intervalsHalf() {
        let heat = HeatAdjustment(temperatureF: 80, dewPointF: 65)
        #expect(heat.applied(to: .intervals) == .slower(low: 1.5, high: 2.25))
        #expect(heat.applied(to: .tempo) == .slower(low: 3, high: 4.5))
    }

    @Test("the target is shown as a range, or plain with no forecast")
    func text() {
        #expect(HeatTarget.text(type: .tempo, pace: 300, reading: nil) == "Target 5:00/km (no forecast)")
        #expect(
            HeatTarget.text(type: .tempo, pace: 300, reading: ForecastReading(temperatureF: 80, dewPointF: 65))
                == "Target 5:09–5:14/km: 80°F, dew point 65°F (sum 145), 3–4.5 % slower than 5:00/km")
        #expect(
            HeatTarget.text(type: .long, pace: nil, reading: ForecastReading(temperatureF: 95, dewPointF: 90))
                .hasPrefix("No hard running today"))
    }

    @Test("a forecast file reads °F and °C and picks the nearest hour")
    func forecastFile() throws {
        let f = try Forecast.parse(
            "# t temp dew\n2026-07-01T07:00-05:00 82F 68F\n2026-07-01T09:00-05:00 30C 20C\n", file: "f.txt")
        #expect(
            f.reading(at: ISOInstant.parse("2026-07-01T12:10Z")!) == ForecastReading(temperatureF: 82, dewPointF: 68))
        #expect(
            f.reading(at: ISOInstant.parse("2026-07-01T14:00Z")!) == ForecastReading(temperatureF: 86, dewPointF: 68))
        #expect(f.reading(at: ISOInstant.parse("2026-07-01T20:00Z")!) == nil, "more than three hours away")
    }

    @Test("a bad forecast line is refused with file and line")
    func forecastErrors() {
        for (text, message) in [
            (
                "2026-07-01T07:00 82F 68F",
                "f.txt:1: time \"2026-07-01T07:00\" is not YYYY-MM-DDTHH:MM with an offset (Z or ±HH:MM)"
            ),
            ("\n2026-07-01T07:00Z hot 68F", "f.txt:2: temperature \"hot\" is not like 82F or 28C"),
            ("2026-07-01T07:00Z 60F 70F", "f.txt:1: dew point 70°F is above the temperature 60°F"),
        ] {
            #expect(throws: PlanFileError.self) { try Forecast.parse(text, file: "f.txt") }
            do { _ = try Forecast.parse(text, file: "f.txt") } catch { #expect("\(error)" == message) }
        }
    }

    @Test("instants with an offset parse to the right moment")
    func instants() {
        #expect(ISOInstant.parse("2026-12-01T19:00:00-05:00") == Date(timeIntervalSince1970: 1_796_169_600))
        #expect(ISOInstant.parse("2026-12-02T00:00Z") == Date(timeIntervalSince1970: 1_796_169_600))
        #expect(ISOInstant.parse("2026-12-02T00:00") == nil)
        #expect(
            ISOInstant.format(Date(timeIntervalSince1970: 1_796_169_600), in: Zone.named("America/Bogota"))
                == "2026-12-01T19:00:00-05:00")
    }
}
