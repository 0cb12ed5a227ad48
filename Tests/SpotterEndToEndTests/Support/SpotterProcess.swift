import Foundation

/// Runs the real `spotter` binary for end-to-end tests, each with its own temporary `SPOTTER_HOME`.
///
/// ```swift
/// let home = try TemporaryHome()
/// let result = try home.run(["config", "get", "quiet-hours"])
/// #expect(result.status == 0)
/// #expect(result.stdout == "22:00-07:00\n")
/// ```
/// The binary is `.build/debug/spotter` beside this package, or `SPOTTER_BIN` when set.
/// The test command builds it before running the tests.
struct TemporaryHome {
    let path: String

    init() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        path = dir.path
    }

    /// A home at `path`, which need not exist yet (Spotter creates it).
    init(path: String) {
        self.path = path
    }

    var databaseFile: String { path + "/data/spotter.sqlite" }

    /// The environment a child `spotter` gets: this home, a fixed zone unless given, no colours.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SPOTTER_HOME"] = path
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env["TZ"] = env["TZ"] ?? "UTC"
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// Runs `spotter ARGS…` to completion and collects what it printed.
    @discardableResult
    /// `executable` runs another program instead (`setpriv`, say), with this home's environment.
    func run(
        _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:],
        executable: String = SpotterBinary.path
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment(extra)
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read before waiting, so a chatty child cannot fill the pipe and block.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

struct ProcessResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum SpotterBinary {
    /// `SPOTTER_BIN`, or the debug build of this package.
    static var path: String {
        if let bin = ProcessInfo.processInfo.environment["SPOTTER_BIN"], !bin.isEmpty { return bin }
        return packageRoot + "/.build/debug/spotter"
    }

    /// The package's root folder, found from this file's place in `Tests/SpotterEndToEndTests/Support/`.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }
}
