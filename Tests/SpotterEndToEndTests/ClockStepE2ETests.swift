import Foundation
import Testing

/// A wall clock stepped back an hour mid-rest, through the real binary: the TUI rests on a
/// libfaketime clock, and `spotter status` reads the row with its clock an hour earlier.
@Suite("A clock stepped back, end to end", .serialized)
struct ClockStepE2ETests {
    /// The seconds in `rest 01:12` or `rest 1:01:12`, from a status line.
    static func restSeconds(_ line: String) -> Int? {
        guard let range = line.range(of: #"rest (\d+:)?\d\d:\d\d"#, options: .regularExpression) else { return nil }
        return line[range].dropFirst(5).split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
    }

    @Test("spotter status with the clock an hour earlier than the rest's start shows at most the rest's length")
    func statusAnHourEarlier() throws {
        let tmux = try TmuxSession()
        // A Tuesday: the plan's Push day, which opens with Bench press (120 s of rest).
        try LiveWorkoutTests.startAndLogFirstSet(tmux, clockFrom: "2026-12-01 10:00:00")
        let home = TemporaryHome(existing: tmux.home)
        let now = try home.run(["status"], environment: FakedClock.standing(at: "2026-12-01 10:00:30").environment)
        let nowLeft = try #require(Self.restSeconds(now.stdout), "\(now.stdout) \(now.stderr)")
        #expect(nowLeft > 0 && nowLeft <= 120, "\(now.stdout)")
        let earlier = try home.run(
            ["status", "--format", "json"], environment: FakedClock.standing(at: "2026-12-01 09:00:30").environment)
        #expect(earlier.status == 0, "\(earlier.stderr)")
        #expect(earlier.stdout.contains(#""rest_seconds":120"#), "\(earlier.stdout)")
        let plain = try home.run(["status"], environment: FakedClock.standing(at: "2026-12-01 09:00:30").environment)
        #expect(Self.restSeconds(plain.stdout) == 120, "\(plain.stdout)")
        // Stepped forward past the end: the rest is simply over.
        let later = try home.run(["status"], environment: FakedClock.standing(at: "2026-12-01 11:00:00").environment)
        #expect(later.stdout.contains("rest over"), "\(later.stdout)")
    }
}
