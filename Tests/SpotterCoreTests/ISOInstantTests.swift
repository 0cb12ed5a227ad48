import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

/// The one instant codec at its edges: what it takes, what it refuses, and that it round-trips.
@Suite("ISOInstant: one codec for every instant Spotter reads")
struct ISOInstantTests {
    /// 2026-06-01 04:00:00 UTC.
    static let base = Date(timeIntervalSince1970: 1_780_286_400)

    @Test(
        "fractions of a second are kept, with any number of digits",
        arguments: [
            ("2026-06-01T06:00:00.5+02:00", 0.5), ("2026-06-01T04:00:00.25Z", 0.25),
            ("2026-06-01T04:00:00.123456789Z", 0.123456789), ("2026-06-01T04:00:00.0Z", 0),
        ])
    func fractions(text: String, fraction: Double) throws {
        let parsed = try #require(ISOInstant.parse(text), "\(text)")
        #expect(abs(parsed.timeIntervalSince(Self.base) - fraction) < 1e-6, "\(text)")
    }

    @Test(
        "T and Z are taken in either case, as RFC 3339 allows",
        arguments: [
            "2026-06-01T04:00:00Z", "2026-06-01t04:00:00z", "2026-06-01t04:00:00Z", "2026-06-01T04:00z",
            "2026-06-01t06:00+02:00",
        ])
    func letterCase(text: String) { #expect(ISOInstant.parse(text) == Self.base, "\(text)") }

    @Test(
        "offsets east, west, half-hour, zero and the ±18:00 bounds",
        arguments: [
            ("2026-06-01T06:00:00+02:00", 0), ("2026-05-31T23:30:00-04:30", 0), ("2026-06-01T04:00:00+00:00", 0),
            ("2026-06-01T04:00:00-00:00", 0), ("2026-06-01T22:00:00+18:00", 0), ("2026-05-31T10:00:00-18:00", 0),
            ("2026-06-01T17:45:00+13:45", 0),
        ])
    func offsets(text: String, _: Int) { #expect(ISOInstant.parse(text) == Self.base, "\(text)") }

    @Test(
        "out-of-range fields are refused",
        arguments: [
            "2026-13-01T04:00:00Z", "2026-00-01T04:00:00Z", "2026-02-29T04:00:00Z", "2026-06-31T04:00:00Z",
            "2026-06-00T04:00:00Z", "2026-06-01T24:00:00Z", "2026-06-01T25:00:00Z", "2026-06-01T04:60:00Z",
            "2026-06-01T04:00:61Z", "2026-06-01T04:00:00+18:01", "2026-06-01T04:00:00+19:00",
            "2026-06-01T04:00:00+02:60",
        ])
    func outOfRange(text: String) { #expect(ISOInstant.parse(text) == nil, "\(text)") }

    @Test("a leap day that exists is taken; a leap second is refused rather than rounded away")
    func leap() {
        #expect(ISOInstant.parse("2028-02-29T12:00:00Z") != nil)
        #expect(ISOInstant.parse("2016-12-31T23:59:60Z") == nil)
        #expect(ISOInstant.parse("2016-12-31T23:59:59.999Z") != nil)
    }

    @Test(
        "garbage, near misses and other ISO 8601 spellings are refused",
        arguments: [
            "", "now", "2026-06-01", "2026-06-01T04:00:00", "2026-06-01 04:00:00Z", "2026-06-01T04:00:00 Z",
            " 2026-06-01T04:00:00Z", "2026-06-01T04:00:00Z ", "2026-06-01T04:00:00+0200", "2026-06-01T04:00:00+02",
            "2026-06-01T4:00:00Z", "2026-6-01T04:00:00Z", "26-06-01T04:00:00Z", "2026-06-01T04:00:0Z",
            "2026-06-01T04:00:00.Z",
            "2026-06-01T04:00:00,5Z", "2026-06-01T04:00:1e1Z", "2026-06-01T+4:00:00Z", "2026-W23-1T04:00:00Z",
            "2026-06-01T04:00:00ZZ", "2026-06-01T04:00:00+02:00:00", "２０２６-06-01T04:00:00Z", "2026-06-01T04:00:00.5",
            "2026-06-01TT04:00:00Z", "2026-06-01T04:00:00*02:00",
        ])
    func garbage(text: String) { #expect(ISOInstant.parse(text) == nil, "\(text)") }

    @Test("what format writes, parse reads back to the second, in zones across DST and before 1970")
    func roundTrip() {
        let zones = [
            "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC", "Pacific/Chatham",
        ]
        for id in zones {
            let zone = Zone.named(id)
            for step in stride(from: -40 * 86_400, through: 400 * 86_400, by: 86_400 / 7 + 13) {
                let t = Date(timeIntervalSince1970: 1_767_225_600 + Double(step))
                #expect(ISOInstant.parse(ISOInstant.format(t, in: zone)) == t, "\(t) in \(id)")
            }
            let before1970 = Date(timeIntervalSince1970: -3_600)
            #expect(ISOInstant.parse(ISOInstant.format(before1970, in: zone)) == before1970, "\(id)")
        }
        #expect(
            ISOInstant.format(Self.base.addingTimeInterval(0.9), in: Zone.utc)
                == "2026-06-01T04:00:00+00:00")
    }
}
