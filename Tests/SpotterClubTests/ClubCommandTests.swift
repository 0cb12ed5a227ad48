import Foundation
import SpotterTestSupport
import XCTest

/// `spotter club …` through the real binary against a real PostgreSQL server.
final class ClubCommandTests: ClubTestCase {
    var home: ClubHome!

    override func setUpWithError() throws {
        try super.setUpWithError()
        home = try ClubHome()
    }

    func testInit_keepsTheDSNPrivateAndNeverPrintsThePassword() throws {
        let r = try home.run(["club", "init", dsn + " password=s3cret"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse((r.stdout + r.stderr).contains("s3cret"), r.stdout)
        XCTAssertTrue(r.stdout.contains("password=***"), r.stdout)
        let file = home.path + "/config/club.dsn"
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(try home.run(["club", "athlete", "list"]).status, 0)
    }

    /// As libpq checks ~/.pgpass: a DSN file others could read, write or swap is refused, naming the fix.
    func testDSNFile_othersCouldReadOrSwapIt_isRefusedNamingTheFix() throws {
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        let folder = home.path + "/config"
        let file = folder + "/club.dsn"
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        XCTAssertEqual(folderMode, 0o700)
        let cases: [(String, () -> Void, String)] = [
            ("group-readable", { chmod(file, 0o640) }, "chmod 600 \(file)"),
            ("others-writable", { chmod(file, 0o602) }, "chmod 600 \(file)"),
            ("in an open folder", { _ = (chmod(file, 0o600), chmod(folder, 0o777)) }, "chmod 700 \(folder)"),
            ("another user's", { _ = (chmod(folder, 0o700), chown(file, 65534, 65534)) }, "chown"),
        ]
        for (name, change, fix) in cases {
            change()
            for args in [["club", "athlete", "list"], ["club", "dispatch", "--maildir", home.path + "/mail"]] {
                let r = try home.run(args)
                XCTAssertEqual(r.status, 2, "\(name): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains(file), "\(name): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains(fix), "\(name): \(r.stderr)")
            }
        }
        chown(file, getuid(), getgid())
        XCTAssertEqual(try home.run(["club", "athlete", "list"]).status, 0)
    }

    func testAthlete_addListRemove_andTrained() throws {
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        try ClubFixtures.everyDayPlan.write(toFile: home.path + "/plan.txt", atomically: true, encoding: .utf8)
        let add = try home.run([
            "club", "athlete", "add", "ana", "--email", "ana@club.example", "--zone", "Europe/Berlin", "--plan",
            home.path + "/plan.txt",
            "--set", "quiet-hours=off",
        ])
        XCTAssertEqual(add.status, 0, add.stderr)
        XCTAssertEqual(
            try home.run(["club", "athlete", "list"]).stdout, "ana  ana@club.example  Europe/Berlin  Every day\n")

        let twice = try home.run(["club", "athlete", "add", "ana", "--email", "a@club.example", "--zone", "UTC"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("exists already"), twice.stderr)
        let badZone = try home.run([
            "club", "athlete", "add", "ben", "--email", "ben@club.example", "--zone", "Mars/Olympus",
        ])
        XCTAssertEqual(badZone.status, 2)
        XCTAssertTrue(badZone.stderr.contains("unknown time zone \"Mars/Olympus\""), badZone.stderr)

        XCTAssertEqual(try home.run(["club", "trained", "ana", "2026-12-01", "easy"]).status, 0)
        XCTAssertEqual(try home.run(["club", "trained", "nobody", "2026-12-01"]).status, 2)
        XCTAssertEqual(
            try server.psql(database, "SELECT athlete, day, template FROM trained_days"), "ana|2026-12-01|easy\n")

        // The bulk form: all lines or, on a mistake, none, named by line.
        let file = home.path + "/trained.csv"
        try "ana,2026-12-02,long\n# a comment\nana,2026-12-03\nben,2026-12-03\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let bad = try home.run(["club", "trained", "--file", file])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("trained.csv:4: no athlete \"ben\""), bad.stderr)
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM trained_days"), "1\n")
        try "ana,2026-12-02,long\nana,2026-12-03\n".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try home.run(["club", "trained", "--file", file]).stdout, "recorded 2 trained days from \(file)\n")
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM trained_days"), "3\n")

        XCTAssertEqual(try home.run(["club", "athlete", "remove", "ana"]).status, 0)
        XCTAssertEqual(try home.run(["club", "athlete", "list"]).stdout, "")
        XCTAssertEqual(try home.run(["club", "athlete", "remove", "ana"]).status, 2)
    }

    /// `--prune` removes athletes the file no longer lists, after saying how many: never unasked.
    func testImportPrune_countsFirst_andNeedsYesWithoutATerminal() throws {
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        for id in ["gone", "stay"] {
            let add = ["club", "athlete", "add", id, "--email", "\(id)@club.example", "--zone", "UTC"]
            XCTAssertEqual(try home.run(add).status, 0)
        }
        let file = home.path + "/athletes.csv"
        try "id,email,zone\nstay,stay@club.example,UTC\nnew,new@club.example,UTC\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let unasked = try home.run(["club", "import", "--prune", file])
        XCTAssertEqual(unasked.status, 2, unasked.stderr)
        XCTAssertTrue(unasked.stderr.contains("1 athlete not in \(file) would be removed"), unasked.stderr)
        XCTAssertTrue(unasked.stderr.contains("--yes"), unasked.stderr)
        XCTAssertEqual(
            try server.psql(database, "SELECT string_agg(id, ',' ORDER BY id) FROM athletes"), "gone,stay\n")
        let pruned = try home.run(["club", "import", "--prune", "--yes", file])
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(pruned.stdout.contains("removed 1 athlete not in \(file)"), pruned.stdout)
        XCTAssertEqual(try server.psql(database, "SELECT string_agg(id, ',' ORDER BY id) FROM athletes"), "new,stay\n")
        // Without --prune nobody is removed, as before.
        try "id,email,zone\nnew,new@club.example,UTC\n".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try home.run(["club", "import", file]).status, 0)
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM athletes"), "2\n")
    }

    /// `club --help` names endpoint remove: it exists, and an unknown id is bad input.
    func testEndpointRemove_removesOne_unknownIsRefused() throws {
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        XCTAssertEqual(try home.run(["club", "athlete", "add", "ana", "--zone", "UTC"]).status, 0)
        let added = try home.run(["club", "endpoint", "add", "ana", "https://ntfy.sh/ana-topic"])
        XCTAssertEqual(added.status, 0, added.stderr)
        let id = try server.psql(database, "SELECT id FROM endpoints").trimmingCharacters(in: .whitespacesAndNewlines)
        let removed = try home.run(["club", "endpoint", "remove", id])
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM endpoints"), "0\n")
        let again = try home.run(["club", "endpoint", "remove", id])
        XCTAssertEqual(again.status, 2, again.stderr)
        XCTAssertTrue(again.stderr.contains("no endpoint \(id)"), again.stderr)
    }

    func testImport_badLine_isNamedAndNothingChanges() throws {
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        XCTAssertEqual(
            try home.run(["club", "athlete", "add", "keep", "--email", "keep@club.example", "--zone", "UTC"]).status, 0)
        try ClubFixtures.everyDayPlan.write(toFile: home.path + "/plan.txt", atomically: true, encoding: .utf8)
        let file = home.path + "/athletes.csv"
        try """
        id,email,zone,plan,preferences
        a1,a1@club.example,Europe/Berlin,plan.txt,
        a2,a2@club.example,America/Bogota,,quiet-hours=off
        keep,new@club.example,UTC,,
        a4,a4@club.example,Mars/Olympus,plan.txt,

        """.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try home.run(["club", "import", file])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("athletes.csv:5: unknown time zone \"Mars/Olympus\""), r.stderr)
        XCTAssertEqual(try home.run(["club", "athlete", "list"]).stdout, "keep  keep@club.example  UTC  -\n")

        // A plan that does not read names the athletes file's line and the plan's own.
        try "plan: Broken\nstart: 2026-12-01\n".write(
            toFile: home.path + "/broken.txt", atomically: true, encoding: .utf8)
        try "id,email,zone,plan\nb1,b1@club.example,UTC,plan.txt\nb2,b2@club.example,UTC,broken.txt\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let plan = try home.run(["club", "import", file])
        XCTAssertEqual(plan.status, 2)
        XCTAssertTrue(plan.stderr.contains("athletes.csv:3: broken.txt:2:"), plan.stderr)
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM athletes"), "1\n")

        // A plan that is not there says so in the system's words, as does a missing athletes file.
        try "id,email,zone,plan\nb1,b1@club.example,UTC,gone.txt\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let gone = try home.run(["club", "import", file])
        XCTAssertEqual(gone.status, 2)
        XCTAssertTrue(
            gone.stderr.contains("athletes.csv:2: cannot read plan gone.txt: No such file or directory"), gone.stderr)
        let missing = try home.run(["club", "import", home.path + "/none.csv"])
        XCTAssertTrue(
            missing.stderr.contains("cannot read \(home.path)/none.csv: No such file or directory"), missing.stderr)
        XCTAssertEqual(try server.psql(database, "SELECT count(*) FROM athletes"), "1\n")

        // The same file fixed imports every line, and an existing athlete is updated.
        try "id,email,zone,plan\nb1,b1@club.example,UTC,plan.txt\nkeep,new@club.example,UTC,\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try home.run(["club", "import", file]).stdout, "imported 2 athletes from \(file)\n")
        XCTAssertEqual(
            try server.psql(database, "SELECT string_agg(id || ':' || email, ',' ORDER BY id) FROM athletes"),
            "b1:b1@club.example,keep:new@club.example\n")
    }

    func testSchema_newerThanKnown_isRefusedByEveryCommandAndUnchanged() throws {
        XCTAssertEqual(try home.run(["club", "init", dsn]).status, 0)
        try server.psql(database, "UPDATE club_schema SET version = 999")
        for args in [
            ["club", "init"], ["club", "athlete", "list"], ["club", "dispatch", "--maildir", home.path + "/mail"],
        ] {
            let r = try home.run(args)
            XCTAssertEqual(r.status, 1, args.joined(separator: " "))
            XCTAssertTrue(r.stderr.contains("schema version 999, newer than this Spotter knows"), r.stderr)
        }
        XCTAssertEqual(try server.psql(database, "SELECT version FROM club_schema"), "999\n")
    }
}
