import Foundation

/// A temporary Spotter home for driving the real `spotter club …` binary.
///
/// ```swift
/// let home = try ClubHome()
/// let r = try home.run(["club", "init", dsn])
/// ```
struct ClubHome {
    let path: String

    init() throws {
        path = "/tmp/spotter-club-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    static var binary: String {
        if let bin = ProcessInfo.processInfo.environment["SPOTTER_BIN"], !bin.isEmpty { return bin }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        return root + "/.build/debug/spotter"
    }

    func environment() -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env["TZ"] = "UTC"
        return env
    }

    /// Starts `spotter ARGS…`; the caller waits for it.
    func start(_ arguments: [String]) throws -> RunningSpotter {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = arguments
        p.environment = environment()
        p.standardInput = FileHandle.nullDevice
        let outFile = path + "/out-\(UUID().uuidString.prefix(8))"
        _ = FileManager.default.createFile(atPath: outFile + ".1", contents: nil)
        _ = FileManager.default.createFile(atPath: outFile + ".2", contents: nil)
        p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile + ".1"))
        p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile + ".2"))
        try p.run()
        return RunningSpotter(process: p, outFile: outFile)
    }

    /// Runs `spotter ARGS…` to completion.
    @discardableResult
    func run(_ arguments: [String]) throws -> SpotterResult { try start(arguments).wait() }
}

struct RunningSpotter {
    let process: Process
    let outFile: String

    func wait() -> SpotterResult {
        process.waitUntilExit()
        return SpotterResult(
            status: process.terminationStatus,
            stdout: (try? String(contentsOfFile: outFile + ".1", encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: outFile + ".2", encoding: .utf8)) ?? "")
    }
}

struct SpotterResult {
    let status: Int32
    let stdout: String
    let stderr: String
}
