import Foundation
import Testing

/// Which zone Spotter plans in, through the real binary: an unusable TZ is never used silently.
@Suite("spotter: the time zone in use, and why")
struct TimeZoneCommandTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The planned reminders' instants as `spotter plan --json` writes them, with their offsets.
    func fireAts(_ home: TemporaryHome, tz: String) throws -> [String] {
        let result = try home.run(["plan", "--json", "--now", "2026-12-01T06:00:00+01:00"], environment: ["TZ": tz])
        #expect(result.status == 0, "\(result.stderr)")
        let scheduled = try #require(try json(result.stdout)["scheduled"] as? [[String: Any]])
        return scheduled.compactMap { $0["fireAt"] as? String }
    }

    @Test(
        "TZ that is not a zone says so on stderr, and which zone is used instead and why",
        arguments: [
            "Mars/Olympus", "garbage", ":/etc/passwd", "UTC+99", "UTC+5",
        ])
    func unusableTZ(tz: String) throws {
        let home = try TemporaryHome()
        let result = try home.run(["plan"], environment: ["TZ": tz])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("spotter: TZ=\"\(tz)\" is not a time zone"), "\(line)")
        #expect(line.contains("; planning in "), "\(line)")
        #expect(line.hasSuffix(" from /etc/localtime") || line.hasSuffix(" in UTC"), "\(line)")
    }

    @Test(
        "a valid TZ, with or without the leading colon or as a zoneinfo path, is used silently",
        arguments: [
            "Europe/Berlin", ":Europe/Berlin", ":/usr/share/zoneinfo/Europe/Berlin",
        ])
    func validTZ(tz: String) throws {
        let home = try TemporaryHome()
        let result = try home.run(["plan"], environment: ["TZ": tz])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let instants = try fireAts(home, tz: tz)
        #expect(!instants.isEmpty)
        #expect(instants.allSatisfy { $0.hasSuffix("+01:00") }, "\(instants)")
    }

    @Test("spotter doctor shows the zone in use and why, in text and JSON")
    func doctorShowsZone() throws {
        let home = try TemporaryHome()
        let berlin = try home.run(["doctor"], environment: ["TZ": "Europe/Berlin"])
        #expect(berlin.stdout.contains("time zone       Europe/Berlin (from TZ)"), "\(berlin.stdout)")
        let mars = try home.run(["doctor"], environment: ["TZ": "Mars/Olympus"])
        #expect(mars.stdout.contains("time zone       "), "\(mars.stdout)")
        #expect(mars.stdout.contains("TZ=\"Mars/Olympus\" is not a time zone"), "\(mars.stdout)")
        let report = try json(try home.run(["doctor", "--json"], environment: ["TZ": "Mars/Olympus"]).stdout)
        let zone = try #require(report["timeZone"] as? [String: Any])
        #expect(zone["requested"] as? String == "Mars/Olympus")
        #expect(zone["source"] as? String != "TZ")
        #expect((zone["detail"] as? String)?.contains("is not a time zone") == true)
        let good = try json(try home.run(["doctor", "--json"], environment: ["TZ": ":Europe/Berlin"]).stdout)
        let goodZone = try #require(good["timeZone"] as? [String: Any])
        #expect(goodZone["identifier"] as? String == "Europe/Berlin")
        #expect(goodZone["source"] as? String == "TZ")
    }
}

@Suite("spotter config: on/off keys")
struct OnOffSettingTests {
    /// The settings table, which the README links.
    static let readme = SpotterBinary.packageRoot + "/docs/REFERENCE.md"

    @Test("on/off keys take on and off only: yes, true, no, false are refused with exit 2 and nothing changes")
    func yesAndTrueRefused() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "set", "rest-bell", "off"]).status == 0)
        let before = try home.dump()
        for word in ["yes", "true", "no", "false", "1"] {
            let result = try home.run(["config", "set", "rest-bell", word])
            #expect(result.status == 2, "\(word)")
            #expect(result.stderr.contains("allowed: on, off"), "\(result.stderr)")
        }
        #expect(try home.dump() == before)
        #expect(try home.run(["config", "set", "rest-bell", "ON"]).status == 0)
        #expect(try home.run(["config", "get", "rest-bell"]).stdout == "on\n")
    }

    @Test("config list shows what each key allows, the same words as the Settings table of docs/REFERENCE.md")
    func listMatchesReadme() throws {
        let readme = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let list = try TemporaryHome().run(["config", "list"])
        #expect(list.status == 0)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for line in list.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            let key = try #require(parts.first.map(String.init))
            let allowed = try #require(line.components(separatedBy: "  allowed: ").dropFirst().first, "\(line)")
            let row = try #require(rows.first { $0.hasPrefix("| `\(key)` |") }, "\(key) has no row in the table")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(
                cells.count >= 4 && cells[3] == allowed,
                "\(key): docs/REFERENCE.md \"\(cells.count >= 4 ? cells[3] : "")\", config list \"\(allowed)\"")
        }
    }
}
