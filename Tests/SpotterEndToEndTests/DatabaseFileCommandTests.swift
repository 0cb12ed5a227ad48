import Foundation
import SpotterStore
import Testing

/// The database file as the real binary meets it: a first run killed half-way, files that are not
/// Spotter's, damaged or read-only ones.
@Suite("spotter and its database file", .serialized)
struct DatabaseFileCommandTests {
    @Test("a first run killed at any instant leaves a home where the next spotter log works")
    func killedFirstRun() throws {
        var killedEarly = 0
        for attempt in 0..<20 {
            let home = try TemporaryHome()
            defer { try? FileManager.default.removeItem(atPath: home.path) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: SpotterBinary.path)
            process.arguments = ["log", "bench", "60x5"]
            process.environment = home.environment()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // 0, 3, 6, … 57 ms: the spread covers start-up, the migration and the demo plan.
            usleep(UInt32(attempt * 3_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killedEarly += 1 }
            let next = try home.run(["log", "bench", "60x5"])
            #expect(next.status == 0, "attempt \(attempt) (killed after \(attempt * 3) ms): \(next.stderr)")
            #expect(next.stdout.contains("saved: Bench press 60 kg × 5 reps"), "attempt \(attempt)")
        }
        // The test means something only if most runs were really cut off.
        #expect(killedEarly >= 5)
    }

    @Test("a SQLite file with its own tables is refused, named, and left byte-for-byte unchanged")
    func foreignFileRefused() throws {
        let home = try TemporaryHome()
        try FileManager.default.createDirectory(atPath: home.path + "/data", withIntermediateDirectories: true)
        try sqlite(home.databaseFile, "CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('mine');")
        let before = try Data(contentsOf: URL(fileURLWithPath: home.databaseFile))
        let result = try home.run(["log", "bench", "60x5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(home.databaseFile))
        #expect(result.stderr.contains("not a Spotter database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.databaseFile)) == before)
        #expect(try sqlite(home.databaseFile, "SELECT name FROM sqlite_schema") == "notes\n")
    }

    @Test("a new database carries Spotter's application id")
    func applicationId() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        #expect(try sqlite(home.databaseFile, "PRAGMA application_id") == "\(SpotterDatabase.applicationID)\n")
    }

    @Test("a damaged file is named, called damaged with what to do, and left unchanged")
    func damagedFile() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        try sqlite(home.databaseFile, "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;")
        // Keep the header, overwrite the schema page: "database disk image is malformed".
        var bytes = try Data(contentsOf: URL(fileURLWithPath: home.databaseFile))
        for i in 100..<4096 { bytes[i] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: home.databaseFile))
        for damaged in [bytes, Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })] {
            try damaged.write(to: URL(fileURLWithPath: home.databaseFile))
            let result = try home.run(["log", "bench", "60x5"])
            #expect(result.status != 0)
            #expect(result.stderr.contains(home.databaseFile), "\(result.stderr)")
            #expect(
                result.stderr.contains("damaged: your data is untouched; restore a backup or move it away"),
                "\(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: home.databaseFile)) == damaged)
        }
    }

    /// Tests run as root, which ignores mode bits; the immutable flag (`chattr +i`) holds even for root.
    @Test("a read-only data folder is named and called read-only, with what to do")
    func readOnlyFolder() throws {
        let home = try TemporaryHome()
        let data = home.path + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try chmodReadOnly(data)
        try #require(try run("/usr/bin/chattr", ["+i", data]) == 0, "chattr +i needs a file system that has it")
        defer { _ = try? run("/usr/bin/chattr", ["-i", data]) }
        let result = try home.run(["log", "bench", "60x5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(data), "\(result.stderr)")
        #expect(result.stderr.contains("read-only"), "\(result.stderr)")
        #expect(!result.stderr.contains("SQLite error"), "\(result.stderr)")
    }

    @Test("a read-only database file is named and called read-only, with what to do")
    func readOnlyFile() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        try sqlite(home.databaseFile, "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;")
        try #require(try run("/usr/bin/chattr", ["+i", home.databaseFile]) == 0)
        defer { _ = try? run("/usr/bin/chattr", ["-i", home.databaseFile]) }
        let result = try home.run(["log", "bench", "60x5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(home.databaseFile), "\(result.stderr)")
        #expect(result.stderr.contains("read-only"), "\(result.stderr)")
    }

    // MARK: helpers

    @discardableResult
    func sqlite(_ file: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [file, sql]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "sqlite3 \(sql)")
        return String(decoding: data, as: UTF8.self)
    }

    func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func chmodReadOnly(_ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: path)
    }
}
