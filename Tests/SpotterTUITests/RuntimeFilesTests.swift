import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The files through which `spotter open` finds and asks a running Spotter: owner-only, and a
/// pid is signalled only while the Spotter that wrote it holds its lock.
@Suite("Runtime files: run/ui.pid and run/open-request")
struct RuntimeFilesTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("spotter-run-\(UUID().uuidString)").path
            + "/home/run"
    }

    static func mode(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_mode & 0o7777) : nil
    }

    @Test("the running UI's mark is 0600 in a 0700 folder and wakes it while held; once released, nothing is signalled")
    func markIsLocked() throws {
        let run = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (run as NSString).deletingLastPathComponent) }
        let marker = try #require(RunningUI.mark(runtimeDirectory: run))
        #expect(Self.mode(run) == 0o700)
        #expect(Self.mode(RunningUI.file(run)) == 0o600)
        #expect(try String(contentsOfFile: RunningUI.file(run), encoding: .utf8) == "\(getpid())\n")
        // A second UI for the same home cannot take the mark while the first holds it.
        #expect(RunningUI.mark(runtimeDirectory: run) == nil)
        #expect(RunningUI.wake(runtimeDirectory: run))  // SIGWINCH to this test process: ignored by default
        marker.release()
        #expect(!FileManager.default.fileExists(atPath: RunningUI.file(run)))
        #expect(!RunningUI.wake(runtimeDirectory: run))
    }

    @Test("a pid file nobody holds the lock on (a killed Spotter's) wakes nothing")
    func stalePidIsNotSignalled() throws {
        let run = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (run as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
        try "\(getpid())\n".write(toFile: RunningUI.file(run), atomically: true, encoding: .utf8)
        #expect(!RunningUI.wake(runtimeDirectory: run))
        // The stale file is taken over by the next UI, with its own pid and mode.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: RunningUI.file(run))
        let marker = try #require(RunningUI.mark(runtimeDirectory: run))
        defer { marker.release() }
        #expect(Self.mode(RunningUI.file(run)) == 0o600)
        #expect(RunningUI.wake(runtimeDirectory: run))
    }

    @Test("an open request is written 0600 in a 0700 folder and taken once")
    func openRequest() throws {
        let run = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (run as NSString).deletingLastPathComponent) }
        try OpenRequest.send(.settings, runtimeDirectory: run)
        #expect(Self.mode(run) == 0o700)
        #expect(Self.mode((run as NSString).deletingLastPathComponent) == 0o700)
        #expect(Self.mode(OpenRequest.path(runtimeDirectory: run)) == 0o600)
        #expect(OpenRequest.take(runtimeDirectory: run) == .settings)
        #expect(OpenRequest.take(runtimeDirectory: run) == nil)
    }
}
