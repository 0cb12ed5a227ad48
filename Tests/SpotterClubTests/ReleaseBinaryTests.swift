import Foundation
import SpotterClub
import XCTest

/// The release build (what the README's install line installs) against a real PostgreSQL:
/// optimised code can break where the debug build the other tests run does not.
///
/// `Tests/Scripts/run-tests.sh` builds it and names it in `SPOTTER_RELEASE_BIN`; without that the
/// test is skipped and says so. Its first run found libpq's loader, then static inline functions
/// in a header, reading garbage in release builds only: `club init` recorded no schema. A later
/// install line linked glibc in as well (one static executable); that binary loaded the shared
/// libpq, and with it a second glibc, and crashed (exit 139) on every club pass over TCP.
final class ReleaseBinaryTests: ClubTestCase {
    /// The Swift runtime is linked in (nothing of it to find at start), glibc is the system's own:
    /// libpq and NSS modules load beside the glibc they were built for.
    func testReleaseBuild_linksTheSystemsGlibcAndNoSwiftLibraries() throws {
        let bin = try releaseBinary()
        let home = try ClubHome(binary: bin)
        let readelf = try home.run(["/usr/bin/readelf", "--program-headers", "--dynamic", bin], raw: true)
        XCTAssertEqual(readelf.status, 0, readelf.stderr)
        let text = readelf.stdout
        XCTAssertTrue(text.contains("INTERP"), "a program interpreter (the system's ld.so): \(text)")
        XCTAssertTrue(text.contains("Shared library: [libc.so.6]"), text)
        XCTAssertFalse(text.contains("libswift"), "the Swift runtime is linked in: \(text)")
        XCTAssertFalse(text.contains("libFoundation"), text)
        let version = try home.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stderr, "")
    }

    /// What a club's administrator runs: the installed binary, the server over TCP with a
    /// password, eight workers. Each due athlete gets one mail, and a second pass sends none.
    func testReleaseBuild_dispatchesOverTCPWithAPasswordAndEightWorkers() throws {
        let bin = try releaseBinary()
        let password = "s3cret-\(UUID().uuidString.prefix(6))"
        let tcp = try PostgresServer.start(password: password)
        defer { tcp.stop() }
        _ = try tcp.createDatabase()
        let dsn = tcp.tcpDSN("t1", password: password)
        let home = try ClubHome(binary: bin)

        let wrong = try home.run(["club", "init", dsn.replacingOccurrences(of: password, with: "wrong")])
        XCTAssertNotEqual(wrong.status, 0, "a wrong password is refused: \(wrong.stdout)")
        XCTAssertTrue(wrong.stderr.contains("password"), wrong.stderr)
        XCTAssertFalse(wrong.stderr.contains(password), wrong.stderr)

        let initialised = try home.run(["club", "init", dsn])
        XCTAssertEqual(initialised.status, 0, initialised.stderr)
        let athletes = try ClubFixtures.athletes(400, in: home.path)
        let imported = try home.run(["club", "import", athletes.file])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let maildir = home.path + "/Maildir"
        let pass = ["club", "dispatch", "--workers", "8", "--batch", "20", "--now", ClubFixtures.instant]
        let first = try home.run(pass + ["--maildir", maildir])
        XCTAssertEqual(first.status, 0, "exit \(first.status): \(first.stderr)")
        XCTAssertEqual(ClubFixtures.recipients(maildir).sorted(), athletes.due.sorted())
        let again = try home.run(pass + ["--maildir", maildir])
        XCTAssertEqual(again.status, 0, "exit \(again.status): \(again.stderr)")
        XCTAssertEqual(ClubFixtures.recipients(maildir).count, athletes.due.count, "never twice")
    }

    /// The tools Spotter runs get the three standard streams and nothing else: descriptors it
    /// inherited or opened itself (the database, the club's connection) stay behind.
    func testReleaseBuild_passesOnlyTheThreeStreamsToAToolItRuns() throws {
        let bin = try releaseBinary()
        let home = try ClubHome(binary: bin)
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        let athletes = try ClubFixtures.athletes(1, in: home.path)
        XCTAssertEqual(try home.run(["club", "import", athletes.file]).status, 0)
        let seen = home.path + "/fds"
        let sendmail = home.path + "/sendmail"
        try "#!/bin/sh\nls /proc/$$/fd > \(seen)\ncat >/dev/null\n".write(
            toFile: sendmail, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sendmail)
        // Descriptor 7 is open, not close-on-exec, when spotter starts; the tool must not get it.
        let run = try home.run(
            [
                "/bin/sh", "-c", "exec 7</dev/null; exec \"$0\" \"$@\"", bin, "club", "dispatch", "--now",
                ClubFixtures.instant, "--sendmail", sendmail,
            ], raw: true)
        XCTAssertEqual(run.status, 0, run.stderr)
        let descriptors = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n")
        // (The shell keeps its script open on a descriptor of its own, 10 and up.)
        XCTAssertTrue(["0", "1", "2"].allSatisfy(descriptors.contains), "\(descriptors)")
        XCTAssertFalse(descriptors.contains { (3..<10).map(String.init).contains(String($0)) }, "\(descriptors)")
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
}
