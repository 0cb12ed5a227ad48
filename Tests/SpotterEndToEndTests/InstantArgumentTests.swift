import Foundation
import Testing

/// Every command reads `--now` through the one codec, so they take and refuse the same texts.
@Suite("spotter plan and dispatch read --now alike")
struct InstantArgumentTests {
    @Test(
        "a fraction of a second and lower-case t…z are taken by both",
        arguments: [
            "2026-06-01T06:00:00.5+02:00", "2026-06-01t04:00:00z",
        ])
    func accepted(text: String) throws {
        let home = try TemporaryHome()
        for command in [["plan", "--now", text], ["dispatch", "--now", text]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
    }

    @Test(
        "a leap second, a missing offset and a space are refused by both, exit 2",
        arguments: [
            "2026-06-01T23:59:60Z", "2026-06-01T06:00:00", "2026-06-01 06:00:00+02:00",
        ])
    func refused(text: String) throws {
        let home = try TemporaryHome()
        for command in [["plan", "--now", text], ["dispatch", "--now", text]] {
            let result = try home.run(command)
            #expect(result.status == 2, "\(command): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("--now"), "\(command): \(result.stderr)")
        }
    }
}

@Suite("spotter fire reads --at as an instant Spotter can show")
struct FireAtArgumentTests {
    @Test(
        "--at that is no instant of the years 1 to 9999 is refused, exit 2, and nothing is fired or logged",
        arguments: ["nan", "inf", "-inf", "1e300", "-1e300", "seven"])
    func refused(text: String) throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        _ = try home.run(["dispatch"])
        let before = try home.dump()
        let result = try home.run(["fire", "rest-anything", "--at", text, "--wait", "0"])
        #expect(result.status == 2, "\(text): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("--at"), "\(result.stderr)")
        #expect(try home.dump() == before)
    }
}
