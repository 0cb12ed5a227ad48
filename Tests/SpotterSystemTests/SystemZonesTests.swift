import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SpotterCore
@testable import SpotterSystem

@Suite("The system's zones: names, files, the cache, /etc/localtime")
struct SystemZonesTests {
    let zones = SystemZones.shared

    @Test("a tz database name loads from its file, keeps its name, and has the zone's offsets")
    func loads() throws {
        let berlin = try #require(zones.zone(named: "Europe/Berlin"))
        #expect(berlin.identifier == "Europe/Berlin")
        #expect(berlin.secondsFromGMT(for: ISOInstant.parse("2026-07-01T00:00Z")!) == 7200)
        #expect(zones.zone(named: "UTC")?.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(zones.zone(named: "Etc/GMT-5")?.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 5 * 3600)
        #expect(zones.zone(named: "US/Eastern") != nil, "a link name")
    }

    @Test(
        "names that are not zones load nothing: offsets, paths, other files of the folder",
        arguments: [
            "", "Mars/Olympus", "UTC+5", "GMT-03:00", "utc+5", "../../etc/passwd", "Europe/../Europe/Berlin",
            "/etc/passwd",
            "Europe/", "Europe", "europe/berlin", "posixrules", "localtime", "right/UTC", "posix/Europe/Berlin",
            "zone.tab", "tzdata.zi", "leapseconds",
        ])
    func refuses(name: String) {
        #expect(zones.zone(named: name) == nil, "\(name)")
    }

    @Test("a zone is read once: the same rules come back, and concurrent lookups agree")
    func cache() {
        let names = ["Europe/Berlin", "America/Bogota", "Asia/Kolkata", "Mars/Olympus", "Australia/Lord_Howe"]
        let first = names.map { zones.zone(named: $0) }
        let lookup = zones.lookup
        let mismatches = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in 0..<2_000 where lookup(names[(i + worker) % names.count]) != first[(i + worker) % names.count] {
                mismatches.add(1, ordering: .relaxed)
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
        #expect(zones.zone(named: "Europe/Berlin")!.rules === first[0]!.rules)
    }

    @Test("TZDIR names the folder; unset or empty means /usr/share/zoneinfo")
    func tzdir() throws {
        #expect(SystemZones.directory(environment: [:]) == "/usr/share/zoneinfo")
        #expect(SystemZones.directory(environment: ["TZDIR": ""]) == "/usr/share/zoneinfo")
        #expect(SystemZones.directory(environment: ["TZDIR": "/opt/tz"]) == "/opt/tz")
        let dir = NSTemporaryDirectory() + "spotter-tzdir-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir + "/Test", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: dir + "/Test/Tokyo")
        _ = FileManager.default.createFile(atPath: dir + "/Test/Broken", contents: Data("TZif2 broken".utf8))
        let custom = SystemZones(directory: dir)
        #expect(custom.zone(named: "Test/Tokyo")?.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 9 * 3600)
        #expect(custom.zone(named: "Test/Broken") == nil)
        #expect(custom.zone(named: "Europe/Berlin") == nil)
        #expect(custom.identifiers().isEmpty)
    }

    @Test("the list of names holds every name Foundation knew, and every name on it loads")
    func identifiers() {
        let names = zones.identifiers()
        let known = Set(names)
        #expect(names.count >= 400, "\(names.count)")
        for name in TimeZone.knownTimeZoneIdentifiers { #expect(known.contains(name), "\(name)") }
        for name in names { #expect(zones.zone(named: name) != nil, "\(name)") }
        #expect(known.isSuperset(of: ["Europe/Berlin", "US/Eastern", "UTC", "Etc/GMT+5", "Asia/Kolkata"]))
    }

    @Test("the system's zone is the name /etc/localtime links to")
    func localZone() throws {
        #expect(SystemZones.name(afterZoneinfo: "/usr/share/zoneinfo/Europe/Berlin") == "Europe/Berlin")
        #expect(
            SystemZones.name(afterZoneinfo: "../usr/share/zoneinfo/America/Argentina/Salta")
                == "America/Argentina/Salta")
        #expect(SystemZones.name(afterZoneinfo: "/usr/share/zoneinfo/") == nil)
        #expect(SystemZones.name(afterZoneinfo: "/etc/other") == nil)
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime") {
            let name = try #require(SystemZones.localZoneName())
            #expect(target.hasSuffix("/" + name))
            #expect(zones.zone(named: name) != nil)
        }
    }

    @Test("choose reads TZ and the system's zone and lets ZoneChoice decide")
    func choose() {
        #expect(zones.choose(environment: ["TZ": ":Asia/Tokyo"]).zone.identifier == "Asia/Tokyo")
        let fallback = zones.choose(environment: ["TZ": "UTC+5"])
        #expect(fallback.source != .tz)
        #expect(fallback.warning?.hasPrefix("TZ=\"UTC+5\" is not a time zone") == true)
    }
}
