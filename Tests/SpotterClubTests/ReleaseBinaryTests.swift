import Foundation
import SpotterClub
import XCTest

/// The release build (one static executable, what the README's install line installs) against a
/// real PostgreSQL: optimised code can break where the debug build the other tests run does not.
///
/// `Tests/Scripts/run-tests.sh` builds it and names it in `SPOTTER_RELEASE_BIN`; without that the
/// test is skipped and says so. Its first run found libpq's loader, then static inline functions
/// in a header, reading garbage in release builds only: `club init` recorded no schema.
final class ReleaseBinaryTests: ClubTestCase {
    /// What `spotter status` pays for at every call: a loader, and each shared library mapped,
    /// relocated and bound at start. The installed build has none of it (ARCHITECTURE.md, "One binary").
    func testReleaseBuild_isOneStaticExecutableWithNothingToLoadAtStart() throws {
        let bin = try releaseBinary()
        let home = try ClubHome(binary: bin)
        let readelf = try home.run(
            ["/usr/bin/readelf", "--file-header", "--program-headers", "--dynamic", bin], raw: true)
        XCTAssertEqual(readelf.status, 0, readelf.stderr)
        let text = readelf.stdout
        XCTAssertTrue(text.contains("EXEC (Executable file)"), text)
        XCTAssertFalse(text.contains("INTERP"), "no program interpreter: \(text)")
        XCTAssertTrue(text.contains("There is no dynamic section in this file."), text)
        let version = try home.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stderr, "")
    }

    /// After the system's glibc moves to another version, the static program must not load libpq
    /// beside a glibc it was not linked from: the club says why and what to do, and nothing else changes.
    func testReleaseBuild_refusesToLoadLibpqWhenTheSystemsGlibcIsAnotherOne() throws {
        let bin = try releaseBinary()
        let tools = try fakeGetconf("echo 'glibc 9.99'")
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let home = try ClubHome(extraEnvironment: ["PATH": tools + ":" + path], binary: bin)

        let refused = try home.run(["club", "init", dsn])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        let linked = try XCTUnwrap(
            try home.run(["/usr/bin/getconf", "GNU_LIBC_VERSION"], raw: true).stdout.split(separator: "\n").first)
        XCTAssertTrue(refused.stderr.contains("cannot load libpq"), refused.stderr)
        XCTAssertTrue(
            refused.stderr.contains("linked with \(linked) and the system now has glibc 9.99"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("install line"), refused.stderr)
        XCTAssertFalse(refused.stderr.contains("Fatal error") || refused.stderr.contains("Crash"), refused.stderr)
        XCTAssertEqual(
            try server.psql(database, "SELECT count(*) FROM pg_tables WHERE tablename = 'club_schema'"), "0\n")

        // The rest of Spotter loads nothing, so it goes on working.
        let status = try home.run(["status"])
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertEqual(status.stderr, "")
    }

    /// Without HOME, a user listed in /etc/passwd still has a home after the glibc changed: the
    /// file is read directly rather than through NSS, whose other sources are loaded libraries.
    func testReleaseBuild_findsTheHomeInEtcPasswdWhenTheSystemsGlibcIsAnotherOne() throws {
        let bin = try releaseBinary()
        let tools = try fakeGetconf("echo 'glibc 9.99'")
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let home = try ClubHome(binary: bin)
        // The XDG folders keep the run out of the real home folder; without a home there is none.
        let xdg = ["DATA", "CONFIG", "STATE"].map { "XDG_\($0)_HOME=\(home.path)/\($0.lowercased())" }
        let status = try home.run(
            ["/usr/bin/env", "-i", "PATH=\(tools):/usr/bin:/bin"] + xdg + [bin, "status"], raw: true)
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertEqual(status.stderr, "")
    }

    /// The tools Spotter runs get the three standard streams and nothing else, in the static
    /// executable too (where a symbol looked up at run time is never there).
    func testReleaseBuild_passesOnlyTheThreeStreamsToAToolItRuns() throws {
        let bin = try releaseBinary()
        let seen = "/tmp/spotter-fds-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: seen) }
        let tools = try fakeGetconf("ls /proc/$$/fd > \(seen); exec /usr/bin/getconf \"$@\"")
        defer { try? FileManager.default.removeItem(atPath: tools) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let home = try ClubHome(extraEnvironment: ["PATH": tools + ":" + path], binary: bin)
        // Descriptor 7 is open, not close-on-exec, when spotter starts; getconf must not get it.
        let run = try home.run(
            ["/bin/sh", "-c", "exec 7</dev/null; exec \"$0\" \"$@\"", bin, "club", "init", dsn], raw: true)
        XCTAssertEqual(run.status, 0, run.stderr)
        let descriptors = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(descriptors.contains("0") && descriptors.contains("2"), "\(descriptors)")
        XCTAssertFalse(descriptors.contains("7"), "\(descriptors)")
    }

    func testReleaseBuild_initsTheSchemaAndSendsEachDueAthleteOneMail() throws {
        let bin = try releaseBinary()
        let home = try ClubHome(binary: bin)
        let initialised = try home.run(["club", "init", dsn])
        XCTAssertEqual(initialised.status, 0, initialised.stderr)
        XCTAssertTrue(
            initialised.stdout.contains("schema version \(ClubMigrations.latestVersion)"), initialised.stdout)
        XCTAssertEqual(
            try server.psql(database, "SELECT version FROM club_schema"), "\(ClubMigrations.latestVersion)\n")

        let athletes = try ClubFixtures.athletes(12, in: home.path)
        XCTAssertEqual(try home.run(["club", "import", athletes.file]).status, 0)
        let maildir = home.path + "/Maildir"
        let pass = try home.run(["club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir])
        XCTAssertEqual(pass.status, 0, pass.stderr)
        XCTAssertEqual(ClubFixtures.recipients(maildir).sorted(), athletes.due.sorted())
        let again = try home.run(["club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(ClubFixtures.recipients(maildir).count, athletes.due.count, "never twice")
    }

    private func releaseBinary() throws -> String {
        guard let bin = ProcessInfo.processInfo.environment["SPOTTER_RELEASE_BIN"], !bin.isEmpty else {
            throw XCTSkip("SPOTTER_RELEASE_BIN is not set (Tests/Scripts/run-tests.sh sets it)")
        }
        return bin
    }

    /// A folder holding a `getconf` that runs SCRIPT, to put first on PATH; the caller removes it.
    private func fakeGetconf(_ script: String) throws -> String {
        let tools = "/tmp/spotter-getconf-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        try "#!/bin/sh\n\(script)\n".write(toFile: tools + "/getconf", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools + "/getconf")
        return tools
    }
}
