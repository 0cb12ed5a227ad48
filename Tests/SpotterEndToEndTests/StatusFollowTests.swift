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
        let follower = try FollowingSpotter(home, ["status", "--follow"])
        defer { follower.stop() }
        #expect(try follower.nextLine() == "", "no workout open: an empty line")

        // Nothing counts down: it waits on the database and is never woken.
        #expect(DispatchPeers.waitUntil(30) { follower.isAsleepInPoll() }, "it never reached its wait")
        let sleeping = follower.wakeups()
        Thread.sleep(forTimeInterval: 2.5)
        #expect(follower.wakeups() - sleeping <= 1, "woke while idle")
        #expect(follower.linesSoFar == 1, "printed again although nothing changed")

        #expect(try home.run(["start", "Push"]).status == 0)
        let started = try follower.nextLine()
        #expect(started.hasPrefix("Push · "), "the workout another process started: \(started)")
        // The workout's clock shows: a new line within a second or two, the same workout.
        let ticked = try follower.nextLine()
        #expect(ticked.hasPrefix("Push · ") && ticked != started, "\(started) then \(ticked)")

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
        // Idle again: no more ticks.
        let finished = follower.linesSoFar
        Thread.sleep(forTimeInterval: 2)
        #expect(follower.linesSoFar == finished, "kept printing after the workout ended")
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

/// A `spotter` left running, whose standard output is read a line at a time.
final class FollowingSpotter: @unchecked Sendable {
    let process = Process()
    private let out = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var lines: [String] = []
    private var taken = 0

    init(_ home: TemporaryHome, _ arguments: [String], environment extra: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: SpotterBinary.path)
        process.arguments = arguments
        process.environment = home.environment(extra)
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer.append(data)
            while let newline = self.buffer.firstIndex(of: 0x0A) {
                self.lines.append(String(decoding: self.buffer[self.buffer.startIndex..<newline], as: UTF8.self))
                self.buffer.removeSubrange(self.buffer.startIndex...newline)
            }
            self.lock.unlock()
        }
        try process.run()
    }

    var linesSoFar: Int {
        lock.lock()
        defer { lock.unlock() }
        return lines.count
    }

    /// The next line not yet taken, waiting up to `timeout` seconds for it (the machine may be loaded).
    func nextLine(timeout: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            if taken < lines.count {
                let line = lines[taken]
                taken += 1
                lock.unlock()
                return line
            }
            lock.unlock()
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw FollowTimeout(lines: lines)
    }

    /// Takes lines until one satisfies `match`.
    func nextLine(where match: (String) -> Bool, timeout: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let line = try nextLine(timeout: max(0.1, deadline.timeIntervalSinceNow))
            if match(line) { return line }
        }
    }

    /// Whether its main thread sleeps in poll(2) (`/proc/PID/wchan`): where the agent and
    /// `status --follow` wait, so a test can start counting wake-ups once it is really waiting.
    func isAsleepInPoll() -> Bool {
        ((try? String(contentsOfFile: "/proc/\(process.processIdentifier)/wchan", encoding: .utf8)) ?? "")
            .contains("poll")
    }

    /// Voluntary context switches of every thread: how often it went to sleep and was woken.
    func wakeups() -> Int {
        let tasks =
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let status =
                (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(task)/status", encoding: .utf8))
                ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }

    func stop() {
        // SIGKILL: a child of the test runner may inherit a mask that holds SIGTERM back.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
    }
}

struct FollowTimeout: Error, CustomStringConvertible {
    let lines: [String]
    var description: String { "no new line in time; printed so far: \(lines)" }
}
