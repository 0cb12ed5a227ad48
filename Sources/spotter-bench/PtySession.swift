import FoundationEssentials
import Glibc
import SpotterSystem

/// The real `spotter` on a pseudo-terminal (`script`), driven key by key: what a user's key costs,
/// from the byte written to the first byte of the frame it changes.
///
/// ```swift
/// let tui = try PtySession.start(binary, home: home)
/// let first = try tui.waitFor("Start a workout")  // ms from the fork to the first frame's text
/// let h = try tui.press("h")                      // ms from the key to the first byte back
/// let peak = tui.peakMemoryMB()                   // VmHWM of the spotter process itself
/// tui.quit()
/// ```
final class PtySession {
    private let child: Subprocess.Child
    private let pidFile: String
    private let started: ContinuousClock.Instant
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    private init(child: Subprocess.Child, pidFile: String, started: ContinuousClock.Instant) {
        self.child = child
        self.pidFile = pidFile
        self.started = started
    }

    /// Starts `binary` at 80×24 with `SPOTTER_HOME=home`; the shell leaves its pid (the one
    /// `spotter` keeps after `exec`) in a file so its peak memory can be read.
    static func start(_ binary: String, home: String) throws -> PtySession {
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = home
        env["TERM"] = "xterm-256color"
        env["SWIFT_BACKTRACE"] = "interactive=no"
        let pidFile = home + "/tui.pid"
        let started = ContinuousClock.now
        let child = try Subprocess.spawn(
            [
                "/usr/bin/script", "-qfec", "stty rows 24 cols 80; echo $$ > '\(pidFile)'; exec '\(binary)'",
                "/dev/null",
            ],
            environment: env, standardInput: .pipe, standardOutput: .pipe, standardError: .nullDevice)
        return PtySession(child: child, pidFile: pidFile, started: started)
    }

    /// The `spotter` binary beside this benchmark's (or `SPOTTER_BIN`); nil, with the reason
    /// printed under `figure`'s name, when there is none.
    static func binary(for figure: String) -> String? {
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binary =
            ProcessInfo.processInfo.environment["SPOTTER_BIN"]
            ?? bench.deletingLastPathComponent().appendingPathComponent("spotter").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("\(figure): no binary at \(binary) (swift build -c release first, or set SPOTTER_BIN)")
            return nil
        }
        return binary
    }

    /// Milliseconds from the start to the first time `marker` is seen in the output; nil after 30 s.
    func waitFor(_ marker: String) throws -> Double? {
        try watch(for: marker, since: started)?.marker
    }

    /// Writes one key and returns the milliseconds to the first byte back (nil when nothing came
    /// in 30 s); then reads the rest of the frame, until the terminal is quiet for 50 ms.
    func press(_ key: String) throws -> Double? {
        let start = ContinuousClock.now
        try child.standardInput?.writeAll(key)
        guard try readable(timeoutMilliseconds: 30_000), try read() > 0 else { return nil }
        let elapsed = Self.ms(ContinuousClock.now - start)
        drain()
        return elapsed
    }

    /// Writes one key and returns the milliseconds to the first byte back and until `marker` is
    /// seen (nil when it is not in 30 s): for a key whose screen comes in two steps, as the first
    /// picker (open at once, its rows when its index is folded).
    func press(_ key: String, until marker: String) throws -> (first: Double, marker: Double)? {
        let start = ContinuousClock.now
        try child.standardInput?.writeAll(key)
        return try watch(for: marker, since: start)
    }

    /// Reads the output until `marker` is in it (30 s from `start` at most, nil then or at its
    /// end): the milliseconds since `start` to its first byte read and to the marker; then reads
    /// the rest of the frame, until the terminal is quiet for 50 ms.
    private func watch(for marker: String, since start: ContinuousClock.Instant) throws -> (
        first: Double, marker: Double
    )? {
        let wanted = Array(marker.utf8)
        var seen: [UInt8] = []
        var first: Double?
        while ContinuousClock.now - start < .seconds(30) {
            guard try readable(timeoutMilliseconds: 1000) else { continue }
            let n = try read()
            if n == 0 { return nil }
            first = first ?? Self.ms(ContinuousClock.now - start)
            seen += chunk[0..<n]
            if Self.contains(seen, wanted), let first {
                let elapsed = Self.ms(ContinuousClock.now - start)
                drain()
                return (first, elapsed)
            }
        }
        return nil
    }

    /// The peak resident memory of the `spotter` process (VmHWM), in MB.
    func peakMemoryMB() -> Double? {
        guard let pidText = try? String(contentsOfFile: pidFile, encoding: .utf8),
            let pid = Int(pidText.filter(\.isNumber)),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kb / 1024
    }

    func quit() {
        try? child.standardInput?.writeAll("q")
        child.signal(SIGTERM)
        child.standardInput?.close()
        child.standardOutput?.close()
        child.wait()
    }

    private func drain() {
        while (try? readable(timeoutMilliseconds: 50)) == true, (try? read()) ?? 0 > 0 {}
    }

    private func readable(timeoutMilliseconds: Int32) throws -> Bool {
        guard let out = child.standardOutput else { return false }
        var fds = pollfd(fd: out.rawValue, events: Int16(POLLIN), revents: 0)
        return poll(&fds, 1, timeoutMilliseconds) > 0
    }

    private func read() throws -> Int {
        guard let out = child.standardOutput else { return 0 }
        return try chunk.withUnsafeMutableBytes { try out.read(into: $0) }
    }

    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}
