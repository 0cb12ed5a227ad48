import FoundationEssentials
import Glibc
import SpotterClub
import SpotterCore
import SpotterSystem

/// The club benchmark's athletes as an administrator brings them in: an athletes file on six plan
/// files, every tenth athlete with an ntfy endpoint on the local push stub, read and imported
/// the way `spotter club import` does.
enum ClubBenchSetup {
    /// Writes the plans and the athletes file into `dir`; returns the file's path.
    static func writeFiles(athletes count: Int, pushBase: String, in dir: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for p in 0..<6 {
            let text =
                "plan: Every day \(p + 1)\n"
                + ClubBenchInstant.plan.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
                    separator: "\n")
            try text.write(toFile: dir + "/plan\(p).txt", atomically: true, encoding: .utf8)
        }
        var text = "id,email,zone,plan,preferences,endpoints\n"
        text.reserveCapacity(count * 80)
        for i in 0..<count {
            let zone = ClubBenchInstant.zones[i % ClubBenchInstant.zones.count]
            let endpoint = i % 10 == 0 ? "\(pushBase)/a\(i)" : ""
            text += "a\(i),a\(i)@club.example,\(zone),plan\(i % 6).txt,,\(endpoint)\n"
        }
        let file = dir + "/athletes.csv"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// `spotter club import FILE`, as the command runs it; returns the seconds it took.
    static func importFile(_ file: String, into club: ClubDatabase) throws -> (seconds: Double, athletes: Int) {
        let start = MonotonicClock.seconds()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let folder = PathText.folder(file)
        let athletes = try AthletesFile.parse(text, file: file, zones: SystemZones.shared.lookup) { plan in
            try String(contentsOfFile: folder + "/" + plan, encoding: .utf8)
        }
        try club.importAthletes(athletes)
        return (MonotonicClock.seconds() - start, athletes.count)
    }
}

/// Peak resident memory of this process since the last `reset` (`VmHWM`; reset through
/// `/proc/self/clear_refs`), so one pass is measured apart from the setup before it.
enum PeakMemory {
    static func reset() { _ = try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8) }

    static func megabytes() -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Double(line.split(separator: " ").dropFirst().first ?? "0").map { $0 / 1024 } ?? 0
    }
}

/// The ntfy-style push stub: the tests' status endpoint (`status_server.py`), speaking HTTP/1.1
/// with kept connections, on a free loopback port; stopped with the benchmark.
struct PushStub {
    let pid: pid_t
    let port: Int
    let log: String

    static func start(in dir: String) throws -> PushStub {
        let script =
            String(#filePath.dropLast("Sources/spotter-bench/ClubBenchSetup.swift".count))
            + "Tests/SpotterTestSupport/Fixtures/status_server.py"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let portFile = dir + "/port"
        let pid = try Subprocess.spawnBackground(
            ["/usr/bin/env", "python3", script, portFile, dir + "/requests.jsonl", "keep-alive"],
            environment: ProcessInfo.processInfo.environment)
        let deadline = MonotonicClock.seconds() + 60
        while !FileManager.default.fileExists(atPath: portFile) {
            guard MonotonicClock.seconds() < deadline else { throw BenchError("the push stub did not start") }
            usleep(20_000)
        }
        let port = Int((try? String(contentsOfFile: portFile, encoding: .utf8)) ?? "") ?? 0
        return PushStub(pid: pid, port: port, log: dir + "/requests.jsonl")
    }

    var base: String { "http://127.0.0.1:\(port)" }

    /// CPU seconds the stub has used so far (it runs beside the pass on the same cores).
    func cpuSeconds() -> Double {
        Double(CPUTime.procStat(String(pid))?.ticks ?? 0) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Pushes received so far.
    func received() -> Int {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    }

    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
