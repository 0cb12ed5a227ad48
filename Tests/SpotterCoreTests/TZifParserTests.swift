import Foundation
import Testing

@testable import SpotterCore

/// Builds TZif bytes (RFC 8536) field by field, so each test says exactly what the file holds.
struct TZifBytes {
    var version: UInt8 = 0x32  // "2"
    var transitions: [(at: Int64, type: UInt8)] = []
    var types: [(offset: Int32, isDST: Bool, abbreviation: String)] = [(0, false, "UTC")]
    var leapSeconds: [(at: Int64, total: Int32)] = []
    var footer: String? = ""

    var bytes: [UInt8] {
        var chars: [UInt8] = []
        var indices: [UInt8] = []
        for t in types {
            indices.append(UInt8(chars.count))
            chars += Array(t.abbreviation.utf8) + [0]
        }
        func header(_ v: UInt8) -> [UInt8] {
            var out = Array("TZif".utf8) + [v] + [UInt8](repeating: 0, count: 15)
            for count in [types.count, types.count, leapSeconds.count, transitions.count, types.count, chars.count] {
                out += be(Int64(count), 4)
            }
            return out
        }
        func block(_ size: Int) -> [UInt8] {
            var out: [UInt8] = []
            for t in transitions { out += be(t.at, size) }
            out += transitions.map(\.type)
            for (t, i) in zip(types, indices) { out += be(Int64(t.offset), 4) + [t.isDST ? 1 : 0, i] }
            out += chars
            for l in leapSeconds { out += be(l.at, size) + be(Int64(l.total), 4) }
            out += [UInt8](repeating: 0, count: types.count * 2)  // standard/wall and UT/local indicators
            return out
        }
        guard version != 0 else { return header(0) + block(4) }
        var out = header(version) + block(4) + header(version) + block(8)
        if let footer { out += [10] + Array(footer.utf8) + [10] }
        return out
    }

    private func be(_ value: Int64, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

@Suite("Reading TZif files: versions, errors, footers")
struct TZifParserTests {
    /// A file in the shape of Berlin's: CET, then CEST from 2026-03-29 01:00Z, CET from 2026-10-25 01:00Z.
    static var berlin2026: TZifBytes {
        var f = TZifBytes()
        f.types = [(3600, false, "CET"), (7200, true, "CEST")]
        f.transitions = [(1_774_746_000, 1), (1_792_890_000, 0)]
        f.footer = "CET-1CEST,M3.5.0,M10.5.0/3"
        return f
    }

    func zone(_ f: TZifBytes) throws -> Zone { try Zone(identifier: "Test/Zone", tzif: f.bytes) }
    func offset(_ z: Zone, _ iso: String) -> Int { z.secondsFromGMT(for: ISOInstant.parse(iso)!) }

    @Test("a version 1 file is read from its 32-bit block; after its last transition the last type holds")
    func versionOne() throws {
        var f = Self.berlin2026
        f.version = 0
        let z = try zone(f)
        #expect(offset(z, "2026-03-29T00:59:59Z") == 3600)
        #expect(offset(z, "2026-03-29T01:00:00Z") == 7200)
        #expect(z.abbreviation(for: ISOInstant.parse("2026-06-01T00:00Z")!) == "CEST")
        #expect(z.isDaylightSavingTime(for: ISOInstant.parse("2026-06-01T00:00Z")!))
        #expect(offset(z, "2026-10-25T01:00:00Z") == 3600)
        #expect(offset(z, "2030-07-01T00:00:00Z") == 3600, "no footer in version 1: CET stays")
        #expect(offset(z, "1950-07-01T00:00:00Z") == 3600, "before the first transition: type 0")
    }

    @Test("versions 2, 3 and 4 are read from the 64-bit block, and the footer takes over after the last transition")
    func laterVersions() throws {
        for version in Array("234".utf8) {
            var f = Self.berlin2026
            f.version = version
            let z = try zone(f)
            #expect(offset(z, "2026-03-29T01:00:00Z") == 7200)
            #expect(offset(z, "2030-07-01T00:00:00Z") == 7200, "the footer's CEST in 2030")
            #expect(offset(z, "2030-12-01T00:00:00Z") == 3600)
        }
    }

    @Test("leap-second records are skipped, and what follows them is still read")
    func leapSeconds() throws {
        var f = Self.berlin2026
        f.leapSeconds = [(78_796_800, 1), (94_694_401, 2)]
        let z = try zone(f)
        #expect(offset(z, "2026-06-01T00:00:00Z") == 7200)
        #expect(offset(z, "2031-07-01T00:00:00Z") == 7200, "the footer after the leap records")
    }

    @Test("a file that is not TZif is refused with a clear error")
    func badMagic() {
        var bytes = Self.berlin2026.bytes
        bytes[0] = UInt8(ascii: "X")
        #expect(throws: TZifError.badMagic) { try Zone(identifier: "X", tzif: bytes) }
        #expect(throws: TZifError.badMagic) { try Zone(identifier: "X", tzif: Array("# tzdb data".utf8)) }
        #expect(TZifError.badMagic.description == "not a TZif file (it does not start with \"TZif\")")
    }

    @Test("a file cut short anywhere throws, never traps, and says where it ends")
    func truncated() {
        let bytes = Self.berlin2026.bytes
        for length in 0..<bytes.count {
            do {
                _ = try Zone(identifier: "X", tzif: Array(bytes[0..<length]))
                Issue.record("accepted \(length) of \(bytes.count) bytes")
            } catch let error as TZifError {
                switch error {
                case .badMagic: #expect(length < 4)
                case .truncated(let part): #expect(!part.isEmpty)
                default: Issue.record("\(length): \(error)")
                }
            } catch { Issue.record("\(error)") }
        }
        #expect(TZifError.truncated("data").description == "the TZif file ends inside its data")
    }

    @Test("impossible contents are refused: a type index past the types, transitions out of order, no types")
    func invalid() {
        var badIndex = Self.berlin2026
        badIndex.transitions[1].type = 7
        #expect(throws: TZifError.self) { try zone(badIndex) }
        var unordered = Self.berlin2026
        unordered.transitions.reverse()
        #expect(throws: TZifError.invalid("transitions out of order")) { try zone(unordered) }
        var noTypes = Self.berlin2026
        noTypes.types = []
        noTypes.transitions = []
        #expect(throws: TZifError.self) { try zone(noTypes) }
    }

    /// A zone whose only rule is the footer.
    func footerZone(_ rule: String) throws -> Zone {
        var f = TZifBytes()
        f.footer = rule
        return try zone(f)
    }

    @Test("footer: std offset dst with M rules and a time, as Europe has it")
    func footerMonthWeekDay() throws {
        let z = try footerZone("CET-1CEST,M3.5.0,M10.5.0/3")
        #expect(offset(z, "2040-03-25T00:59:59Z") == 3600)
        #expect(offset(z, "2040-03-25T01:00:00Z") == 7200, "the last Sunday of March 2040 is the 25th")
        #expect(offset(z, "2040-10-28T00:59:59Z") == 7200)
        #expect(offset(z, "2040-10-28T01:00:00Z") == 3600)
        #expect(z.abbreviation(for: ISOInstant.parse("2040-07-01T00:00Z")!) == "CEST")
        #expect(
            z.nextTransition(after: ISOInstant.parse("2040-01-01T00:00Z")!) == ISOInstant.parse("2040-03-25T01:00Z"))
    }

    @Test("footer: a quoted name and no DST, <-03>3")
    func footerQuoted() throws {
        let z = try footerZone("<-03>3")
        #expect(offset(z, "2050-01-01T00:00:00Z") == -10_800)
        #expect(z.abbreviation(for: ISOInstant.parse("2050-01-01T00:00Z")!) == "-03")
        #expect(z.nextTransition(after: ISOInstant.parse("2050-01-01T00:00Z")!) == nil)
        #expect(offset(try footerZone("<+0530>-5:30"), "2050-01-01T00:00:00Z") == 19_800)
    }

    @Test("footer: Jn skips February 29, n counts it")
    func footerJulian() throws {
        // DST from day 60 at 00:00: March 1 in every year with Jn; with n (zero-based) 59 is Feb 29 in a leap year.
        let julian = try footerZone("AAA0BBB,J60/0,J300/0")
        #expect(offset(julian, "2040-02-29T12:00:00Z") == 0)
        #expect(offset(julian, "2040-03-01T00:00:00Z") == 3600)
        #expect(offset(julian, "2041-03-01T00:00:00Z") == 3600)
        let zeroBased = try footerZone("AAA0BBB,59/0,299/0")
        #expect(offset(zeroBased, "2040-02-28T23:59:59Z") == 0)
        #expect(offset(zeroBased, "2040-02-29T00:00:00Z") == 3600, "day 59 of a leap year")
        #expect(offset(zeroBased, "2041-02-28T23:59:59Z") == 0)
        #expect(offset(zeroBased, "2041-03-01T00:00:00Z") == 3600, "day 59 of a common year")
    }

    @Test("footer: signed times and hours beyond 24 (version 3), and DST all year")
    func footerExtendedTimes() throws {
        // Greenland's form: -02, DST -01 from March's last Sunday at -1:00 (Saturday 23:00) to October's at 00:00.
        let nuuk = try footerZone("<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
        #expect(offset(nuuk, "2040-03-25T00:59:59Z") == -7200)
        #expect(offset(nuuk, "2040-03-25T01:00:00Z") == -3600, "Saturday 23:00 -02 is 01:00Z")
        // 167 hours after the first Sunday of April is the next Saturday 23:00.
        let late = try footerZone("AAA0BBB,M4.1.0/167,M10.1.0/-167")
        #expect(offset(late, "2040-04-07T22:59:59Z") == 0)
        #expect(offset(late, "2040-04-07T23:00:00Z") == 3600, "April 1 2040 is a Sunday; + 167 h")
        #expect(offset(late, "2040-09-29T23:59:59Z") == 3600)
        #expect(offset(late, "2040-09-30T00:00:00Z") == 0, "October 7 00:00 - 167 h is Sept 30 01:00 BBB")
        let always = try footerZone("EST5EDT,0/0,J365/25")
        for iso in ["2040-01-01T05:00:00Z", "2040-06-01T00:00:00Z", "2040-12-31T23:59:59Z", "2041-01-01T05:00:00Z"] {
            #expect(offset(always, iso) == -14_400, "\(iso)")
        }
        #expect(
            try footerZone("EST5EDT,M3.2.0,M11.1.0").isDaylightSavingTime(for: ISOInstant.parse("2040-07-01T00:00Z")!))
    }

    @Test(
        "footers that are not POSIX TZ rules are refused with the rule in the error",
        arguments: [
            "CET-1CEST,M13.5.0,M10.5.0", "<ab>1", "AB1", "CET-1CEST,M3.5.0/168,M10.5.0", "CET-1CEST,M3.5.0",
            "CET-1CEST,J366,J100", "CET", "CET-1CEST,M3.5.0,M10.5.0 ", "-1",
        ])
    func badFooters(rule: String) {
        #expect(throws: TZifError.badFooter(rule)) { try footerZone(rule) }
    }

    @Test("a fixed offset is a zone with Foundation's name for it; UTC is UTC")
    func fixed() {
        #expect(Zone(secondsFromGMT: 19_800).identifier == "GMT+0530")
        #expect(Zone(secondsFromGMT: -18_000).identifier == "GMT-0500")
        #expect(Zone(secondsFromGMT: 0).identifier == "GMT")
        #expect(Zone(secondsFromGMT: -18_000).secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == -18_000)
        #expect(Zone.utc.identifier == "UTC" && Zone.utc.abbreviation(for: Date(timeIntervalSince1970: 0)) == "UTC")
        #expect(Zone.utc != Zone(secondsFromGMT: 0))
    }
}
