import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

/// `spotter status --follow`: one resident process for waybar's continuous mode and tmux scripts,
/// driven here by other processes changing the same database.
@Suite("spotter status --follow: a line per change, from one process")
struct StatusFollowTests {
    @Test(
        "idle it prints an empty line and sleeps; a workout started elsewhere shows at once and ticks; rest counts down; finishing empties it"
    )
    func followsChangesFromOtherProcesses() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["sync"]).status == 0)  // a database, with nothing open
        let follower = try FollowingSpotter(home, ["status", "--follow"], environment: ["SPOTTER_TRACE_WAITS": "1"])
        defer { follower.stop() }
        #expect(try follower.nextLine() == "", "no workout open: an empty line")

        // Nothing counts down: it waits on the database with no deadline, so only a change wakes it.
        #expect(try follower.nextTrace() == "wait: no deadline")
        #expect(follower.linesSoFar == 1, "printed again although nothing changed")
        // Every wait while idle had no deadline and every wake was a file's change: it never polled.
        let idle = follower.takeTraces()
        #expect(!idle.contains { $0.hasPrefix("wait: until") || $0 == "woke: deadline" }, "polled while idle: \(idle)")

        #expect(try home.run(["start", "Push"]).status == 0)
        let started = try follower.nextLine()
        #expect(started.hasPrefix("Push · "), "the workout another process started: \(started)")
        // The workout's clock shows: a new line within a second or two, the same workout.
        let ticked = try follower.nextLine()
        #expect(ticked.hasPrefix("Push · ") && ticked != started, "\(started) then \(ticked)")
        // It waited for that tick: a wait with a deadline, the next second.
        let ticking = follower.takeTraces()
        #expect(ticking.contains { $0.hasPrefix("wait: until") }, "no tick was waited for: \(ticking)")

        // Rest starts in another process (what the TUI's save does): the countdown shows and ticks down.
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let workout = try #require(try db.openWorkout())
        let now = Date()
        try db.saveLiveSession(
            LiveSessionRecord(workoutId: workout.id, restStartedAt: now, restEndsAt: now.addingTimeInterval(45)),
            at: now)
        let resting = try follower.nextLine(where: { $0.contains("rest 00:4") })
        let later = try follower.nextLine()
        #expect(later.contains("rest 00:4") && later != resting, "\(resting) then \(later)")

        #expect(try home.run(["finish"]).status == 0)
        #expect(try follower.nextLine(where: { $0.isEmpty }).isEmpty)
        // Idle again: no more ticks. While the workout was open every wait had a deadline (its
        // clock ticks), and once the line is empty it waits with none.
        #expect(try follower.nextTrace(where: { $0 == "wait: no deadline" }) == "wait: no deadline")
    }

    @Test("--format json --follow prints one JSON object a line, for waybar without an interval")
    func followsAsJSON() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["sync"]).status == 0)
        let follower = try FollowingSpotter(home, ["status", "--format", "json", "--follow"])
        defer { follower.stop() }
        let idle = try follower.nextLine()
        #expect(idle.contains("\"class\":\"idle\""), "\(idle)")
        #expect(try home.run(["start", "Push"]).status == 0)
        let training = try follower.nextLine()
        #expect(training.contains("\"class\":\"training\"") && training.contains("\"text\":\"Push · "), "\(training)")
    }
}

/// A `spotter` left running, whose standard output (and standard error) is read a line at a time.
final class FollowingSpotter: @unchecked Sendable {
    let process = Process()
    private let out = Pipe()
    private let err = Pipe()
    private let lines = LineStream()
    /// Standard error's lines: the waits and wakes `SPOTTER_TRACE_WAITS=1` reports.
    private let traces = LineStream()

    init(_ home: TemporaryHome, _ arguments: [String], environment extra: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: SpotterBinary.path)
        process.arguments = arguments
        process.environment = home.environment(extra)
        process.standardOutput = out
        process.standardError = err
        for (pipe, stream) in [(out, lines), (err, traces)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in stream.append(handle.availableData) }
        }
        try process.run()
    }

    var linesSoFar: Int { lines.count }

    /// The next line not yet taken, waiting up to `timeout` seconds for it (the machine may be loaded).
    func nextLine(timeout: Double = 30) throws -> String { try lines.next(timeout: timeout) }

    /// Takes lines until one satisfies `match`.
    func nextLine(where match: (String) -> Bool, timeout: Double = 30) throws -> String {
        try lines.next(where: match, timeout: timeout)
    }

    /// The next line of standard error not yet taken, waiting up to `timeout` seconds for it.
    func nextTrace(timeout: Double = 30) throws -> String { try traces.next(timeout: timeout) }

    /// Takes standard error's lines until one satisfies `match`.
    func nextTrace(where match: (String) -> Bool, timeout: Double = 30) throws -> String {
        try traces.next(where: match, timeout: timeout)
    }

    /// Every line of standard error not yet taken, taking them.
    func takeTraces() -> [String] { traces.takeRest() }

    func stop() {
        // SIGKILL: a child of the test runner may inherit a mask that holds SIGTERM back.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
    }
}

/// The lines a pipe has brought so far, and how many of them a test has taken.
private final class LineStream: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    private var lines: [String] = []
    private var taken = 0

    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        buffer.append(data)
        while let newline = buffer.firstIndex(of: 0x0A) {
            lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return lines.count
    }

    /// The next line not yet taken, or nil.
    private func take() -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < lines.count else { return nil }
        taken += 1
        return lines[taken - 1]
    }

    /// The next line not yet taken, waiting up to `timeout` seconds for it.
    func next(timeout: Double) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = take() { return line }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw FollowTimeout(lines: takeRest())
    }

    /// Takes lines until one satisfies `match`.
    func next(where match: (String) -> Bool, timeout: Double) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let line = try next(timeout: max(0.1, deadline.timeIntervalSinceNow))
            if match(line) { return line }
        }
    }

    /// Every line not yet taken, taking them.
    func takeRest() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let rest = Array(lines[taken...])
        taken = lines.count
        return rest
    }
}

struct FollowTimeout: Error, CustomStringConvertible {
    let lines: [String]
    var description: String { "no new line in time; printed since the last line taken: \(lines)" }
}
