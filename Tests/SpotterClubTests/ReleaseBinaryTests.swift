import Foundation
import SpotterClub
import XCTest

/// The release build (`--static-swift-stdlib`, what the README's install line installs) against a
/// real PostgreSQL: optimised code can break where the debug build the other tests run does not.
///
/// `Tests/Scripts/run-tests.sh` builds it and names it in `SPOTTER_RELEASE_BIN`; without that the
/// test is skipped and says so. Its first run found libpq's loader, then static inline functions
/// in a header, reading garbage in release builds only: `club init` recorded no schema.
final class ReleaseBinaryTests: ClubTestCase {
    /// What `spotter status` pays for at every call: each shared library is mapped, relocated and
    /// bound at start, and a position-independent program is relocated too (see Package.swift).
    func testReleaseBuild_isPositionDependentAndLoadsOnlyTheCLibrariesFromTheSystemAtStart() throws {
        guard let bin = ProcessInfo.processInfo.environment["SPOTTER_RELEASE_BIN"], !bin.isEmpty else {
            throw XCTSkip("SPOTTER_RELEASE_BIN is not set (Tests/Scripts/run-tests.sh sets it)")
        }
        let home = try ClubHome(binary: bin)
        let readelf = try home.run(["/usr/bin/readelf", "--file-header", "--dynamic", bin], raw: true)
        XCTAssertEqual(readelf.status, 0, readelf.stderr)
        let text = readelf.stdout
        XCTAssertTrue(text.contains("EXEC (Executable file)"), text)
        let needed = text.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            line.split(separator: "[").last.map { String($0.dropLast()) }
        }
        XCTAssertEqual(needed.sorted(), ["ld-linux-x86-64.so.2", "libc.so.6", "libgcc_s.so.1", "libm.so.6"], text)
        // No search path of its own: the loader goes straight to the system's folders.
        XCTAssertFalse(text.contains("(RUNPATH)") || text.contains("(RPATH)"), text)
        // A position-dependent program over a shared Swift runtime would warn at every start.
        let version = try home.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stderr, "")
    }

    func testReleaseBuild_initsTheSchemaAndSendsEachDueAthleteOneMail() throws {
        guard let bin = ProcessInfo.processInfo.environment["SPOTTER_RELEASE_BIN"], !bin.isEmpty else {
            throw XCTSkip("SPOTTER_RELEASE_BIN is not set (Tests/Scripts/run-tests.sh sets it)")
        }
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
}
