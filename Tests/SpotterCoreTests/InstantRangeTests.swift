import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// Instants out of any calendar's range are moved into it, every conversion to a day, a time or
/// whole seconds answers instead of trapping, and the text of one moved is `unknown`.
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
    }

    @Test("an instant at or past the range's ends (where clamp moves the rest) is shown as unknown, never moved")
    func shownOrUnknown() {
        let justInside = [
            InstantRange.latest.addingTimeInterval(-1), InstantRange.earliest.addingTimeInterval(1),
            Date(timeIntervalSince1970: 1_796_000_000),
        ]
        for t in justInside { #expect(InstantRange.isShown(t), "\(t.timeIntervalSince1970)") }
        #expect(ISOInstant.format(justInside[0], in: Zone.utc) == "9999-12-29T23:59:59+00:00")
        #expect(ISOInstant.format(justInside[1], in: Zone.utc) == "0001-01-02T00:00:01+00:00")
        // 9999-12-31 23:59:59 and 0001-01-01 used to come back as 9999-12-30T00:00:00 and 0001-01-02.
        let past = [
            InstantRange.latest, InstantRange.earliest, ISOInstant.parse("9999-12-31T23:59:59Z")!,
            ISOInstant.parse("0001-01-01T00:00:00Z")!,
        ]
        for t in past + Self.extremes.filter({ !$0.isNaN }).map({ Date(timeIntervalSince1970: $0) }) {
            let what = "\(t.timeIntervalSince1970)"
            #expect(!InstantRange.isShown(t) && !InstantRange.isShown(InstantRange.clamp(t)), "\(what)")
            #expect(ISOInstant.format(InstantRange.clamp(t), in: Zone.utc) == "unknown", "\(what)")
        }
        // NaN names no instant (SQLite cannot even store one): unknown, not the epoch clamp reads it as.
        #expect(ISOInstant.format(Date(timeIntervalSince1970: .nan), in: Zone.utc) == "unknown")
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
                #expect(ISOInstant.format(instant, in: tz) == ISOInstant.unknown, "\(zone) \(t)")
                #expect((0..<1440).contains(PlannerClock.minuteOfDay(of: instant, in: tz)))
            }
            for edge in [InstantRange.latest.addingTimeInterval(-1), InstantRange.earliest.addingTimeInterval(1)] {
                #expect(ISOInstant.format(edge, in: tz).count == 25, "\(zone) \(edge)")
            }
        }
    }
}
