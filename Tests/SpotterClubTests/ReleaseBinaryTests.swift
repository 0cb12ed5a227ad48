import Foundation
import SpotterClub
import SpotterTestSupport
import Testing

/// The release build (what the README's install line installs) against a real PostgreSQL:
/// optimised code can break where the debug build the other tests run does not.
///
/// `Tests/Scripts/run-tests.sh` builds it and names it in `SPOTTER_RELEASE_BIN`; without that the
/// tests are skipped and say so. Its first run found libpq's loader, then static inline functions
/// in a header, reading garbage in release builds only: `club init` recorded no schema. A later
/// install line linked glibc in as well (one static executable); that binary loaded the shared
/// libpq, and with it a second glibc, and crashed (exit 139) on every club pass over TCP.
@Suite(
    "Release binary: the installed spotter against PostgreSQL",
    .enabled(if: ReleaseBinary.path != nil, "SPOTTER_RELEASE_BIN is not set (Tests/Scripts/run-tests.sh sets it)"),
    .serialized)
struct ReleaseBinaryTests {
    private func releaseBinary() throws -> String { try #require(ReleaseBinary.path) }

    /// A server over TCP with a password, as a club's is; the binary's home initialised on it.
    private func tcpClub(_ bin: String) throws -> (server: PostgresServer, dsn: String, home: ClubHome) {
        let password = "s3cret-\(UUID().uuidString.prefix(6))"
        let tcp = try PostgresServer.start(password: password)
        _ = try tcp.createDatabase()
        return (tcp, tcp.tcpDSN("t1", password: password), try ClubHome(binary: bin))
    }

    /// The Swift runtime is linked in (nothing of it to find at start), glibc is the system's own:
    /// libpq and NSS modules load beside the glibc they were built for.
    @Test("it links the system's glibc and no Swift library")
    func linksTheSystemsGlibcAndNoSwiftLibraries() throws {
        let bin = try releaseBinary()
        let home = try ClubHome(binary: bin)
        let readelf = try home.run(["/usr/bin/readelf", "--program-headers", "--dynamic", bin], raw: true)
        #expect(readelf.status == 0, "\(readelf.stderr)")
        let text = readelf.stdout
        #expect(text.contains("INTERP"), "a program interpreter (the system's ld.so): \(text)")
        #expect(text.contains("Shared library: [libc.so.6]"), "\(text)")
        #expect(!text.contains("libswift"), "the Swift runtime is linked in: \(text)")
        #expect(!text.contains("libFoundation"), "\(text)")
        let version = try home.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stderr == "")
    }

    /// What a club's administrator runs: the installed binary, the server over TCP with a
    /// password, eight workers. Each due athlete gets one mail, and a second pass sends none.
    @Test("it dispatches over TCP with a password and eight workers")
    func dispatchesOverTCPWithAPasswordAndEightWorkers() throws {
        let bin = try releaseBinary()
        let (tcp, dsn, home) = try tcpClub(bin)
        defer { tcp.stop() }
        let password = String(dsn.split(separator: " ").first { $0.hasPrefix("password=") }!.dropFirst(9))

        let wrong = try home.run(["club", "init", dsn.replacingOccurrences(of: password, with: "wrong")])
        #expect(wrong.status != 0, "a wrong password is refused: \(wrong.stdout)")
        #expect(wrong.stderr.contains("password"), "\(wrong.stderr)")
        #expect(!wrong.stderr.contains(password), "\(wrong.stderr)")

        let initialised = try home.run(["club", "init", dsn])
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let athletes = try ClubFixtures.athletes(400, in: home.path)
        let imported = try home.run(["club", "import", athletes.file])
        #expect(imported.status == 0, "\(imported.stderr)")
        let maildir = home.path + "/Maildir"
        let pass = ["club", "dispatch", "--workers", "8", "--batch", "20", "--now", ClubFixtures.instant]
        let first = try home.run(pass + ["--maildir", maildir])
        #expect(first.status == 0, "exit \(first.status): \(first.stderr)")
        #expect(ClubFixtures.recipients(maildir).sorted() == athletes.due.sorted())
        let again = try home.run(pass + ["--maildir", maildir])
        #expect(again.status == 0, "exit \(again.status): \(again.stderr)")
        #expect(ClubFixtures.recipients(maildir).count == athletes.due.count, "never twice")
    }

    /// Issue 34's "done when", over TCP with a password: a missing sendmail fails the pass loudly,
    /// and then eight racing passes send each athlete due exactly once.
    @Test("over TCP, a missing sendmail exits 1, then eight racing passes send each mail once")
    func missingSendmailThenEightRacingPassesOverTCP() throws {
        let (tcp, dsn, _) = try tcpClub(try releaseBinary())
        defer { tcp.stop() }
        let (home, due) = try ClubKills.club(dsn: dsn, athletes: 600, binary: try releaseBinary())
        let dispatch = ["club", "dispatch", "--now", ClubFixtures.instant, "--workers", "2", "--batch", "25"]
        let broken = try home.run(dispatch + ["--sendmail", home.path + "/no-such-sendmail -t"])
        #expect(broken.status == 1, "\(broken.stdout + broken.stderr)")
        #expect(broken.stderr.contains("\(due.count) sends failed"), "\(broken.stderr)")
        let maildir = home.path + "/Maildir"
        let passes = try (0..<8).map { _ in try home.start(dispatch + ["--maildir", maildir]) }
        for r in passes.map({ $0.wait() }) { #expect(r.status == 0, "\(r.stdout + r.stderr)") }
        let recipients = ClubFixtures.recipients(maildir)
        #expect(recipients.count == due.count, "each athlete due once, none twice")
        #expect(Set(recipients) == due)
    }

    /// Issue 34's kills, with the installed binary over TCP with a password.
    @Test("over TCP, SIGTERM hands everything back: no duplicate at all")
    func sigtermOverTCP() throws {
        let (tcp, dsn, _) = try tcpClub(try releaseBinary())
        defer { tcp.stop() }
        let (home, due) = try ClubKills.club(dsn: dsn, athletes: 150, binary: try releaseBinary())
        try ClubKills(home: home, psql: { try tcp.psql("t1", $0) }).sigtermHandsEverythingBack(due: due, seed: 3434)
    }

    @Test("over TCP, SIGKILL at ten seeded instants then a pass: at most one repeat per worker per kill")
    func sigkillOverTCP() throws {
        let (tcp, dsn, _) = try tcpClub(try releaseBinary())
        defer { tcp.stop() }
        let (home, due) = try ClubKills.club(dsn: dsn, athletes: 300, binary: try releaseBinary())
        try ClubKills(home: home, psql: { try tcp.psql("t1", $0) }).sigkillRepeatsAtMostOnePerWorker(
            due: due, seed: 343_434)
    }

    @Test("over TCP, SIGKILL at ten seeded instants with --maildir then a pass: no mail twice")
    func sigkillIntoAMaildirOverTCP() throws {
        let (tcp, dsn, _) = try tcpClub(try releaseBinary())
        defer { tcp.stop() }
        let (home, due) = try ClubKills.club(dsn: dsn, athletes: 300, binary: try releaseBinary())
        try ClubKills(home: home, psql: { try tcp.psql("t1", $0) }, maildir: true).sigkillRepeatsAtMostOnePerWorker(
            due: due, seed: 434_343)
    }

    /// The tools Spotter runs get the three standard streams and nothing else: descriptors it
    /// inherited or opened itself (the database, the club's connection) stay behind.
    @Test("a tool it runs gets the three standard streams only")
    func passesOnlyTheThreeStreamsToAToolItRuns() throws {
        let bin = try releaseBinary()
        let server = try PostgresServer.start()
        defer { server.stop() }
        let dsn = try server.createDatabase()
        let home = try ClubHome(binary: bin)
        #expect(try home.run(["club", "init", dsn]).status == 0)
        let athletes = try ClubFixtures.athletes(1, in: home.path)
        #expect(try home.run(["club", "import", athletes.file]).status == 0)
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
        #expect(run.status == 0, "\(run.stderr)")
        let descriptors = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n")
        // (The shell keeps its script open on a descriptor of its own, 10 and up.)
        #expect(["0", "1", "2"].allSatisfy(descriptors.contains), "\(descriptors)")
        #expect(!descriptors.contains { (3..<10).map(String.init).contains(String($0)) }, "\(descriptors)")
    }

    @Test("it inits the schema and sends each due athlete one mail")
    func initsTheSchemaAndSendsEachDueAthleteOneMail() throws {
        let bin = try releaseBinary()
        let server = try PostgresServer.start()
        defer { server.stop() }
        let dsn = try server.createDatabase()
        let home = try ClubHome(binary: bin)
        let initialised = try home.run(["club", "init", dsn])
        #expect(initialised.status == 0, "\(initialised.stderr)")
        #expect(initialised.stdout.contains("schema version \(ClubMigrations.latestVersion)"), "\(initialised.stdout)")
        #expect(try server.psql("t1", "SELECT version FROM club_schema") == "\(ClubMigrations.latestVersion)\n")

        let athletes = try ClubFixtures.athletes(12, in: home.path)
        #expect(try home.run(["club", "import", athletes.file]).status == 0)
        let maildir = home.path + "/Maildir"
        let pass = try home.run(["club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir])
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(ClubFixtures.recipients(maildir).sorted() == athletes.due.sorted())
        let again = try home.run(["club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(ClubFixtures.recipients(maildir).count == athletes.due.count, "never twice")
    }
}

/// The release build `Tests/Scripts/run-tests.sh` names in `SPOTTER_RELEASE_BIN`, if any.
enum ReleaseBinary {
    static var path: String? {
        guard let bin = ProcessInfo.processInfo.environment["SPOTTER_RELEASE_BIN"], !bin.isEmpty else { return nil }
        return bin
    }
}
