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
