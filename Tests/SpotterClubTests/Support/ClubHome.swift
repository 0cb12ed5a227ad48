import Foundation

/// A temporary Spotter home for driving the real `spotter club …` binary.
///
/// ```swift
/// let home = try ClubHome()
/// let r = try home.run(["club", "init", dsn])
/// ```
struct ClubHome {
    let path: String
    /// Set for every run, over the test's own environment.
    var extraEnvironment: [String: String] = [:]
    /// The spotter that runs: the debug build unless a test names another.
    let binary: String

    init(extraEnvironment: [String: String] = [:], binary: String = ClubHome.binary) throws {
        self.extraEnvironment = extraEnvironment
        self.binary = binary
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
        env.merge(extraEnvironment) { _, new in new }
        return env
    }

    /// Starts `spotter ARGS…` (with `raw`, the program ARGS[0] runs instead); the caller waits for it.
    func start(_ arguments: [String], raw: Bool = false) throws -> RunningSpotter {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: raw ? arguments[0] : binary)
        p.arguments = raw ? Array(arguments.dropFirst()) : arguments
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
    func run(_ arguments: [String], raw: Bool = false) throws -> SpotterResult {
        try start(arguments, raw: raw).wait()
    }
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
