import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore

@Suite("The time zone in use: TZ, the system's zone, or UTC, and why")
struct ZoneChoiceTests {
    @Test(
        "a zone name in TZ, with or without glibc's colon or as a zoneinfo path, is used silently",
        arguments: [
            "Europe/Berlin", ":Europe/Berlin", "/usr/share/zoneinfo/Europe/Berlin",
            ":/usr/share/zoneinfo/Europe/Berlin",
        ])
    func validTZ(tz: String) {
        let choice = ZoneChoice.resolve(tz: tz, systemZone: "America/New_York", zones: Zone.system)
        #expect(choice.zone.identifier == "Europe/Berlin")
        #expect(choice.source == .tz)
        #expect(choice.warning == nil)
        #expect(choice.summary == "Europe/Berlin (from TZ)")
    }

    @Test(
        "a TZ that names no zone falls back to the system's zone, and the warning says so",
        arguments: [
            "Mars/Olympus", "garbage", ":/etc/passwd", "UTC+99", "UTC+5", "GMT-03:00", "../../etc/passwd",
            "europe/berlin",
        ])
    func unusableTZ(tz: String) {
        let choice = ZoneChoice.resolve(tz: tz, systemZone: "Europe/Berlin", zones: Zone.system)
        #expect(choice.zone.identifier == "Europe/Berlin")
        #expect(choice.source == .system)
        #expect(choice.warning == "TZ=\"\(tz)\" is not a time zone; planning in Europe/Berlin from /etc/localtime")
        #expect(choice.summary == "Europe/Berlin (from /etc/localtime; TZ=\"\(tz)\" is not a time zone)")
    }

    @Test("with no usable system zone either, the zone is UTC and the warning says that")
    func utcFallback() {
        let choice = ZoneChoice.resolve(tz: "Mars/Olympus", systemZone: "Not/AZone", zones: Zone.system)
        #expect(choice.zone.secondsFromGMT(for: Date()) == 0)
        #expect(choice.source == .utc)
        #expect(choice.warning == "TZ=\"Mars/Olympus\" is not a time zone; planning in UTC")
    }

    @Test("TZ unset or empty takes the system's zone without a warning; :/etc/localtime means the same")
    func systemZone() {
        for tz in [nil, "", ":/etc/localtime"] as [String?] {
            let choice = ZoneChoice.resolve(tz: tz, systemZone: "Asia/Tokyo", zones: Zone.system)
            #expect(choice.zone.identifier == "Asia/Tokyo")
            #expect(choice.source == .system)
            #expect(choice.warning == nil)
        }
        #expect(
            ZoneChoice.resolve(tz: nil, systemZone: nil, zones: Zone.system).summary
                == "UTC (no zone in TZ or /etc/localtime)")
        #expect(ZoneChoice.resolve(tz: nil, systemZone: nil, zones: Zone.system).warning == nil)
    }

    @Test("tz database names that are not places still work: UTC, Etc/GMT-5, EST5EDT")
    func otherNames() {
        #expect(ZoneChoice.resolve(tz: "UTC", systemZone: nil, zones: Zone.system).source == .tz)
        #expect(
            ZoneChoice.resolve(tz: "Etc/GMT-5", systemZone: nil, zones: Zone.system).zone.secondsFromGMT(for: Date())
                == 5 * 3600)
        #expect(ZoneChoice.resolve(tz: "EST5EDT", systemZone: nil, zones: Zone.system).source == .tz)
    }
}
