import Foundation
import SpotterTestSupport
import Testing

/// What Spotter leaves on disk: only private files in its own folders, and a refusal rather than a guess.
@Suite("spotter's files and folders", .serialized)
struct PrivateFilesCommandTests {
    /// Every file and folder under `root` (itself included) whose mode is not 0600 or 0700.
    func notPrivate(under root: String) throws -> [String] {
        var found: [String] = []
        func check(_ path: String) throws {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let mode = (attributes[.posixPermissions] as? Int ?? 0) & 0o7777
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            if mode != (isFolder ? 0o700 : 0o600) { found.append("\(path) \(String(mode, radix: 8))") }
            if isFolder {
                for name in try FileManager.default.contentsOfDirectory(atPath: path) { try check(path + "/" + name) }
            }
        }
        try check(root)
        return found
    }

    @Test("after log, sync and dispatch a fresh home holds only 0600 files and 0700 folders")
    func onlyPrivateModes() throws {
        let http = try StatusPeer()
        let parent = try DispatchPeers.temporaryDirectory("modes")
        let home = TemporaryHome(path: parent + "/home")
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        #expect(try home.run(["sync"]).status == 0)
        #expect(try home.run(["endpoint", "add", "ntfy", http.url("modes")]).status == 0)
        let pass = try home.run(["dispatch", "--now", "2026-12-01T07:30:00Z"])
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.databaseFile + "-outbox"))
        #expect(try notPrivate(under: home.path) == [])
    }

    @Test("spotter dispatch with a push endpoint leaves nothing in HOME when SPOTTER_HOME is elsewhere")
    func nothingOutsideTheHome() throws {
        let http = try StatusPeer()
        let home = try TemporaryHome()
        let userHome = try DispatchPeers.temporaryDirectory("user-home")
        let env = ["HOME": userHome].merging(DispatchCommandTests.bogota) { a, _ in a }
        try #require(
            try home.run(["plan", "new", "--file", "-"], stdin: DispatchCommandTests.plan, environment: env).status == 0
        )
        #expect(try home.run(["endpoint", "add", "ntfy", http.url("cache")], environment: env).status == 0)
        let pass = try home.run(["dispatch", "--now", DispatchCommandTests.tuesdayMorning], environment: env)
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(!http.requests().isEmpty, "the pass must really push for this test to mean something: \(pass.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: userHome) == [])
    }

    /// `setpriv` runs the binary as another user, since the tests run as root.
    func runAs(uid: Int, _ home: TemporaryHome, _ arguments: [String], environment: [String: String]) throws
        -> ProcessResult
    {
        try home.run(
            ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", SpotterBinary.path] + arguments,
            environment: environment, executable: "/usr/bin/setpriv")
    }

    @Test("with HOME unset, the home folder comes from the password database, never /tmp")
    func homeFromPasswordDatabase() throws {
        try #require(getuid() == 0, "needs root to run as nobody")
        let home = try TemporaryHome()
        // nobody's home in /etc/passwd is /nonexistent, which nobody cannot create.
        let result = try runAs(
            uid: 65534, home, ["log", "bench", "60x5"], environment: ["HOME": "", "SPOTTER_HOME": ""])
        #expect(result.status != 0)
        #expect(result.stderr.contains("/nonexistent/.local/share/spotter"), "\(result.stderr)")
        #expect(!result.stderr.contains("/tmp"), "\(result.stderr)")
    }

    @Test("with HOME unset and no home in the password database, spotter refuses with exit 2")
    func noHomeAtAll() throws {
        try #require(getuid() == 0, "needs root to run as a user with no account")
        let home = try TemporaryHome()
        let result = try runAs(
            uid: 54321, home, ["log", "bench", "60x5"], environment: ["HOME": "", "SPOTTER_HOME": ""])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("HOME"), "\(result.stderr)")
        #expect(result.stderr.contains("--home"), "\(result.stderr)")
    }

    @Test("a data folder that group or others can write to is refused, named")
    func openDataFolderRefused() throws {
        let home = try TemporaryHome()
        let data = home.path + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: data)
        let result = try home.run(["log", "bench", "60x5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(data), "\(result.stderr)")
        #expect(result.stderr.contains("others can write"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile))
    }

    @Test("a data folder owned by another user is refused, named")
    func foreignDataFolderRefused() throws {
        try #require(getuid() == 0, "needs root to give a folder away")
        let home = try TemporaryHome()
        let data = home.path + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try #require(chown(data, 65534, 65534) == 0)
        let result = try home.run(["log", "bench", "60x5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(data), "\(result.stderr)")
        #expect(result.stderr.contains("belongs to"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile))
    }
}
