import Foundation
import SpotterDelivery
import SpotterSystem
import Testing

/// A real notification server for one test: a private D-Bus session bus, Xvfb and dunst,
/// started by `Fixtures/notification-peers.sh` and stopped on `stop()`.
///
/// ```swift
/// let peers = try NotificationPeers.start()
/// defer { peers.stop() }
/// let server = try FreedesktopNotificationServer(environment: peers.environment)
/// try peers.press("Next set")   // dunst's context menu picks that button
/// ```
/// Missing peers are a failure, not a skip: the README's test command installs them.
final class NotificationPeers: Sendable {
    let directory: String
    let environment: [String: String]

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/notification-peers.sh").path

    private init(directory: String, environment: [String: String]) {
        self.directory = directory
        self.environment = environment
    }

    static func start() throws -> NotificationPeers {
        let dir = NSTemporaryDirectory() + "spotter-peers-" + UUID().uuidString.prefix(8)
        let result = try Shell.run(["bash", script, "start", dir])
        guard result.status == 0 else {
            throw PeerError("notification peers did not start (status \(result.status)): \(result.stderr)")
        }
        var env: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1)
            guard kv.count == 2 else { continue }
            env[String(kv[0])] = String(kv[1]).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
        guard env["DBUS_SESSION_BUS_ADDRESS"] != nil else { throw PeerError("no bus address in: \(result.stdout)") }
        return NotificationPeers(directory: dir, environment: env)
    }

    func stop() {
        _ = try? Shell.run(["bash", Self.script, "stop", directory])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// What dunst showed, one row per notification (replacements too), as dunst understood it.
    func received() -> [ReceivedNotification] {
        let text = (try? String(contentsOfFile: directory + "/received.tsv", encoding: .utf8)) ?? ""
        // A body with line breaks spills onto more lines: those continuation lines are not rows.
        return text.split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { return nil }
            return ReceivedNotification(
                id: UInt32(f[0]) ?? 0, app: f[1], urgency: f[2], category: f[3], summary: f[4],
                body: f.count > 5 ? f[5] : "")
        }
    }

    /// Waits until dunst has recorded `count` notifications.
    func waitForReceived(count: Int, timeout: Double = 30) -> [ReceivedNotification] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let r = received()
            if r.count >= count { return r }
            usleep(20_000)
        }
        return received()
    }

    /// Presses the button labelled `label`, through dunst's context menu: on notification `id`
    /// when given (the menu lists the buttons of every notification on screen), else the first offered.
    ///
    /// Retries for up to a minute: on a loaded machine dunst may not have put the notification on
    /// screen yet, and then its menu does not offer the button.
    func press(_ label: String, on id: UInt32? = nil) throws {
        // Menu lines read `#+30s (Rest over) [2,plus-30s]`; the fake dmenu picks the first line
        // that contains both `choice` and `choice-id`.
        let choice = "#\(label) ("
        let choiceId = id.map { "[\($0)," } ?? ""
        try choice.write(toFile: directory + "/choice", atomically: true, encoding: .utf8)
        try choiceId.write(toFile: directory + "/choice-id", atomically: true, encoding: .utf8)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            try? FileManager.default.removeItem(atPath: directory + "/menu.txt")
            let result = try Shell.run(["dunstctl", "context"], environment: environment)
            guard result.status == 0 else { throw PeerError("dunstctl context failed: \(result.stderr)") }
            // `dunstctl context` returns before dunst runs the menu: wait for the menu to be read.
            for _ in 0..<20 {
                if offeredActions().contains(where: {
                    $0.hasPrefix(choice) && (choiceId.isEmpty || $0.contains(choiceId))
                }) {
                    return
                }
                usleep(50_000)
            }
        }
        throw PeerError("dunst never offered a button labelled \(label); menu: \(offeredActions())")
    }

    /// The action menu dunst offered on the last `press`: `#Next set (Rest over) [3,next-set]`.
    func offeredActions() -> [String] {
        let text = (try? String(contentsOfFile: directory + "/menu.txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }
}

struct ReceivedNotification: Equatable {
    var id: UInt32
    var app: String
    var urgency: String
    var category: String
    var summary: String
    var body: String
}

struct PeerError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// Tools for tests, through the same spawner the product uses.
enum Shell {
    static func run(_ args: [String], environment extra: [String: String] = [:]) throws -> Subprocess.Result {
        try Subprocess.run(args, environment: ProcessInfo.processInfo.environment.merging(extra) { _, b in b })
    }
}

/// Runs a blocking step (waiting for dunst, pressing a button) on a thread of its own.
///
/// Not a Swift concurrency task: the test's own thread blocks while it waits for the action, and
/// the cooperative pool has only as many threads as the machine has cores, so under the full
/// suite a task could wait behind it (and behind other tests' blocking waits) until too late.
final class BackgroundStep: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var failure: Error?

    init(_ body: @escaping @Sendable () throws -> Void) {
        let thread = Thread { [self] in
            do { try body() } catch { failure = error }
            done.signal()
        }
        thread.start()
    }

    /// Waits for the step to finish and rethrows what it threw.
    func wait() throws {
        done.wait()
        if let failure { throw failure }
    }
}
