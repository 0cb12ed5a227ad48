import Foundation
import SpotterCore
import SpotterStore
import SpotterTUI

/// The terminal UI's figures: frame render time (target well under 1 ms) and start to first
/// frame (target under 30 ms). The 60-second idle measurement (CPU, wake-ups, bytes written,
/// peak memory with the rest timer on screen) is `bash Tests/Scripts/tui-idle.sh`.
///
/// ```sh
/// swift build -c release && swift run -c release spotter-bench tui-render tui-first-frame
/// ```
enum TUIBenchmarks {
    static var all: [Benchmark] {
        [Benchmark(name: "tui-render", run: render), Benchmark(name: "tui-first-frame", run: firstFrame)]
    }

    /// The live workout mid-rest, as the golden screens draw it.
    static func restingState(width: Int, height: Int) -> AppState {
        let t0 = Date(timeIntervalSince1970: 1_796_059_800)
        var state = AppState(now: t0, zone: Zone.utc)
        state.width = width
        state.height = height
        _ = Reducer.reduce(&state, .loaded(Snapshot(plan: .demo)))
        _ = Reducer.reduce(
            &state,
            .workoutStarted(Workout(id: "w", templateId: "push", day: LocalDate(iso: "2026-11-30")!, startedAt: t0)))
        let set = LoggedSet(id: "s1", exerciseId: "bench", weight: 60, reps: 5, loggedAt: t0)
        _ = Reducer.reduce(&state, .setSaved(set))
        _ = Reducer.reduce(&state, .keyPressed(.char("n")))  // answer the consent prompt
        _ = Reducer.reduce(&state, .clockTicked(t0.addingTimeInterval(47)))
        return state
    }

    static func render() throws {
        for (w, h) in [(80, 24), (200, 60)] {
            var state = restingState(width: w, height: h)
            for _ in 0..<200 { _ = View.render(state) }  // warm-up
            let clock = ContinuousClock()
            var samples: [Double] = []
            for i in 0..<2_000 {
                // A new second each frame, as the running countdown gives.
                state.now = state.now.addingTimeInterval(i % 2 == 0 ? 1 : 0)
                let start = clock.now
                let frame = View.render(state)
                let elapsed = clock.now - start
                precondition(frame.width == w)
                samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            }
            samples.sort()
            let median = samples[samples.count / 2]
            let p99 = samples[samples.count * 99 / 100]
            print(
                "frame render \(w)×\(h): median \(FixedPoint.text(median, decimals: 1)) µs, p99 \(FixedPoint.text(p99, decimals: 1)) µs (target well under 1000 µs)"
            )
        }
    }

    /// Starts the real binary on a pseudo-terminal (`script`) and times the first frame's text.
    static func firstFrame() throws {
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binary =
            ProcessInfo.processInfo.environment["SPOTTER_BIN"]
            ?? bench.deletingLastPathComponent().appendingPathComponent("spotter").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("start to first frame: no binary at \(binary) (swift build -c release first, or set SPOTTER_BIN)")
            return
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-bench-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: home) }
        var samples: [Double] = []
        for run in 0..<6 {
            guard let ms = try timeToFirstFrame(binary, home: home) else {
                print("start to first frame: the first frame never came")
                return
            }
            if run > 0 { samples.append(ms) }  // the first run creates the database
        }
        samples.sort()
        print(
            "start to first frame: median \(FixedPoint.text(samples[samples.count / 2], decimals: 1)) ms, best \(FixedPoint.text(samples[0], decimals: 1)) ms (target under 30 ms; includes process start)"
        )
    }

    static func timeToFirstFrame(_ binary: String, home: String) throws -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "stty rows 24 cols 80; exec \(binary)", "/dev/null"]
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = home
        env["TERM"] = "xterm-256color"
        env["SWIFT_BACKTRACE"] = "interactive=no"
        process.environment = env
        let out = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        var seen = Data()
        var elapsed: Duration?
        let marker = Data("Start a workout".utf8)
        while ContinuousClock.now - start < .seconds(5) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
            if seen.contains(marker) {
                elapsed = ContinuousClock.now - start
                break
            }
        }
        input.fileHandleForWriting.write(Data("q".utf8))
        process.terminate()
        process.waitUntilExit()
        guard let elapsed else { return nil }
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}
