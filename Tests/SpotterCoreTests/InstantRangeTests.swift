import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Instants out of any calendar's range are moved into it, and every conversion to a day, a time
/// or whole seconds answers instead of trapping.
@Suite("InstantRange: no instant traps a conversion")
struct InstantRangeTests {
    static let extremes: [Double] = [.infinity, -.infinity, .nan, 1e19, -1e19, 1e300, -1e300, 9.3e18]

    @Test("clamp keeps instants inside the range and moves the rest to its ends; NaN is the epoch")
    func clamp() {
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        #expect(InstantRange.clamp(now) == now)
        #expect(InstantRange.clamp(Date(timeIntervalSince1970: .infinity)) == InstantRange.latest)
        #expect(InstantRange.clamp(Date(timeIntervalSince1970: -1e19)) == InstantRange.earliest)
        #expect(InstantRange.clamp(Date(timeIntervalSince1970: .nan)) == Date(timeIntervalSince1970: 0))
        #expect(ISOInstant.format(InstantRange.latest, in: Zone.utc) == "9999-12-30T00:00:00+00:00")
        #expect(
            ISOInstant.format(InstantRange.earliest, in: Zone.utc) == "0001-01-02T00:00:00+00:00")
    }

    @Test("contains is true for the range and its ends only: never for NaN, which compares false with everything")
    func contains() {
        #expect(InstantRange.contains(Date(timeIntervalSince1970: 1_796_000_000)))
        #expect(InstantRange.contains(InstantRange.earliest) && InstantRange.contains(InstantRange.latest))
        for t in Self.extremes {
            #expect(!InstantRange.contains(Date(timeIntervalSince1970: t)), "\(t)")
        }
    }

    @Test("day, time, ISO text and the planner's minute of day answer for every extreme, in far-off zones")
    func conversionsAnswer() {
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Berlin", "UTC"] {
            let tz = Zone.named(zone)
            let calendar = ZonedCalendar(timeZone: tz)
            for t in Self.extremes {
                let instant = Date(timeIntervalSince1970: t)
                let day = calendar.day(of: instant)
                #expect((1...9999).contains(day.year), "\(zone) \(t): \(day.iso)")
                _ = calendar.time(of: instant)
                #expect(ISOInstant.format(instant, in: tz).count == 25, "\(zone) \(t)")
                #expect((0..<1440).contains(PlannerClock.minuteOfDay(of: instant, in: tz)))
            }
        }
    }
}
