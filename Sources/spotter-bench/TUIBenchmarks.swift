import FoundationEssentials
import SpotterCore
import SpotterStore
import SpotterSystem
import SpotterTUI

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal UI's figures: frame render time (target well under 1 ms), one second of a
/// running rest (the tick's reduce and render: what the rest screen costs every second, short of
/// the store's look at the wal-index and the terminal's one write) and start to first frame (target under 30 ms). The 60-second idle measurement (CPU, wake-ups, bytes written,
/// peak memory with the rest timer on screen, beside tty-clock) is `bash Tests/Scripts/footprint.sh`.
///
/// ```sh
/// swift build -c release && swift run -c release spotter-bench tui-render tui-tick tui-first-frame
/// ```
enum TUIBenchmarks {
    static var all: [Benchmark] {
        [
            Benchmark(name: "tui-render", run: render), Benchmark(name: "tui-tick", run: tick),
            Benchmark(name: "tui-first-frame", run: firstFrame),
        ]
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

    /// One second of the rest screen as the loop spends it: the clock tick reduced, its effects
    /// counted, the frame rendered, compared with the last one and turned into the bytes between
    /// them (`FrameWriter`, ANSI codes).
    static func tick() throws {
        let ticks = 5_000
        var state = restingState(width: 80, height: 24)
        // +30 s until the rest outlasts the run, as footprint.sh stretches it.
        for _ in 0..<(ticks / 30 + 1) { _ = Reducer.reduce(&state, .keyPressed(.char("+"))) }
        var last = View.render(state)
        var effects = 0
        var changed = 0
        let codes = TerminalCodes.ansi()
        var bytes: [UInt8] = []
        var written = 0
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<ticks {
            let now = state.now.addingTimeInterval(1)
            let start = clock.now
            effects += Reducer.reduce(&state, .clockTicked(now)).count
            let frame = View.render(state)
            if frame != last {
                changed += 1
                FrameWriter.write(frame, over: last, codes: codes, into: &bytes)
                written += bytes.count
                bytes.removeAll(keepingCapacity: true)
            }
            last = frame
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        samples.sort()
        print(
            "rest screen tick 80×24: median \(FixedPoint.text(samples[ticks / 2], decimals: 1)) µs, p99 \(FixedPoint.text(samples[ticks * 99 / 100], decimals: 1)) µs (\(ticks) ticks, \(effects) effects, \(changed) frames changed, \(written / max(1, changed)) bytes a frame)"
        )
    }

    /// Starts the real binary on a pseudo-terminal (`script`) and times the first frame's text.
    static func firstFrame() throws {
        guard let binary = PtySession.binary(for: "start to first frame") else { return }
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
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = home
        env["TERM"] = "xterm-256color"
        env["SWIFT_BACKTRACE"] = "interactive=no"
        let start = ContinuousClock.now
        let child = try Subprocess.spawn(
            ["/usr/bin/script", "-qfec", "stty rows 24 cols 80; exec \(binary)", "/dev/null"], environment: env,
            standardInput: .pipe, standardOutput: .pipe, standardError: .nullDevice)
        defer {
            child.standardInput?.close()
            child.standardOutput?.close()
        }
        var seen: [UInt8] = []
        var elapsed: Duration?
        let marker = Array("Start a workout".utf8)
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while ContinuousClock.now - start < .seconds(5), let out = child.standardOutput {
            let n = try chunk.withUnsafeMutableBytes { try out.read(into: $0) }
            if n == 0 { break }
            seen += chunk[0..<n]
            if contains(seen, marker) {
                elapsed = ContinuousClock.now - start
                break
            }
        }
        try? child.standardInput?.writeAll("q")
        child.signal(SIGTERM)
        child.wait()
        guard let elapsed else { return nil }
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}
