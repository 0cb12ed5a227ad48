import Foundation
import SpotterTestSupport
import Testing

/// `spotter club …` through the real binary against a real PostgreSQL server.
@Suite("Club commands through the real binary", .serialized)
struct ClubCommandTests {
    let server: PostgresServer
    let dsn: String
    var database: String { ClubTestServer.database(in: dsn) }
    let home: ClubHome

    init() throws {
        let fresh = try ClubTestServer.freshDatabase()
        server = fresh.server
        dsn = fresh.dsn
        home = try ClubHome()
    }

    @Test("init: keeps the DSN private and never prints the password")
    func init_keepsTheDSNPrivateAndNeverPrintsThePassword() throws {
        let r = try home.run(["club", "init", dsn + " password=s3cret"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!((r.stdout + r.stderr).contains("s3cret")), "\(r.stdout)")
        #expect(r.stdout.contains("password=***"), "\(r.stdout)")
        let file = home.path + "/config/club.dsn"
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try home.run(["club", "athlete", "list"]).status == 0)
    }

    /// As libpq checks ~/.pgpass: a DSN file others could read, write or swap is refused, naming the fix.
    @Test("DSN file: others could read or swap it, is refused naming the fix")
    func dSNFile_othersCouldReadOrSwapIt_isRefusedNamingTheFix() throws {
        #expect(try home.run(["club", "init", dsn]).status == 0)
        let folder = home.path + "/config"
        let file = folder + "/club.dsn"
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
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
                #expect(r.status == 2, "\(name): \(r.stderr)")
                #expect(r.stderr.contains(file), "\(name): \(r.stderr)")
                #expect(r.stderr.contains(fix), "\(name): \(r.stderr)")
            }
        }
        chown(file, getuid(), getgid())
        #expect(try home.run(["club", "athlete", "list"]).status == 0)
    }

    @Test("athlete: add list remove, and trained")
    func athlete_addListRemove_andTrained() throws {
        #expect(try home.run(["club", "init", dsn]).status == 0)
        try ClubFixtures.everyDayPlan.write(toFile: home.path + "/plan.txt", atomically: true, encoding: .utf8)
        let add = try home.run([
            "club", "athlete", "add", "ana", "--email", "ana@club.example", "--zone", "Europe/Berlin", "--plan",
            home.path + "/plan.txt",
            "--set", "quiet-hours=off",
        ])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(
            try home.run(["club", "athlete", "list"]).stdout == "ana  ana@club.example  Europe/Berlin  Every day\n")

        let twice = try home.run(["club", "athlete", "add", "ana", "--email", "a@club.example", "--zone", "UTC"])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("exists already"), "\(twice.stderr)")
        let badZone = try home.run([
            "club", "athlete", "add", "ben", "--email", "ben@club.example", "--zone", "Mars/Olympus",
        ])
        #expect(badZone.status == 2)
        #expect(badZone.stderr.contains("unknown time zone \"Mars/Olympus\""), "\(badZone.stderr)")

        #expect(try home.run(["club", "trained", "ana", "2026-12-01", "easy"]).status == 0)
        #expect(try home.run(["club", "trained", "nobody", "2026-12-01"]).status == 2)
        #expect(try server.psql(database, "SELECT athlete, day, template FROM trained_days") == "ana|2026-12-01|easy\n")

        // The bulk form: all lines or, on a mistake, none, named by line.
        let file = home.path + "/trained.csv"
        try "ana,2026-12-02,long\n# a comment\nana,2026-12-03\nben,2026-12-03\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let bad = try home.run(["club", "trained", "--file", file])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("trained.csv:4: no athlete \"ben\""), "\(bad.stderr)")
        #expect(try server.psql(database, "SELECT count(*) FROM trained_days") == "1\n")
        try "ana,2026-12-02,long\nana,2026-12-03\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try home.run(["club", "trained", "--file", file]).stdout == "recorded 2 trained days from \(file)\n")
        #expect(try server.psql(database, "SELECT count(*) FROM trained_days") == "3\n")

        #expect(try home.run(["club", "athlete", "remove", "ana"]).status == 0)
        #expect(try home.run(["club", "athlete", "list"]).stdout == "")
        #expect(try home.run(["club", "athlete", "remove", "ana"]).status == 2)
    }

    /// `--prune` removes athletes the file no longer lists, after saying how many: never unasked.
    @Test("import prune: counts first, and needs yes without a terminal")
    func importPrune_countsFirst_andNeedsYesWithoutATerminal() throws {
        #expect(try home.run(["club", "init", dsn]).status == 0)
        for id in ["gone", "stay"] {
            let add = ["club", "athlete", "add", id, "--email", "\(id)@club.example", "--zone", "UTC"]
            #expect(try home.run(add).status == 0)
        }
        let file = home.path + "/athletes.csv"
        try "id,email,zone\nstay,stay@club.example,UTC\nnew,new@club.example,UTC\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let unasked = try home.run(["club", "import", "--prune", file])
        #expect(unasked.status == 2, "\(unasked.stderr)")
        #expect(unasked.stderr.contains("1 athlete not in \(file) would be removed"), "\(unasked.stderr)")
        #expect(unasked.stderr.contains("--yes"), "\(unasked.stderr)")
        #expect(try server.psql(database, "SELECT string_agg(id, ',' ORDER BY id) FROM athletes") == "gone,stay\n")
        let pruned = try home.run(["club", "import", "--prune", "--yes", file])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("removed 1 athlete not in \(file)"), "\(pruned.stdout)")
        #expect(try server.psql(database, "SELECT string_agg(id, ',' ORDER BY id) FROM athletes") == "new,stay\n")
        // Without --prune nobody is removed, as before.
        try "id,email,zone\nnew,new@club.example,UTC\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try home.run(["club", "import", file]).status == 0)
        #expect(try server.psql(database, "SELECT count(*) FROM athletes") == "2\n")
    }

    /// `club --help` names endpoint remove: it exists, and an unknown id is bad input.
    @Test("endpoint remove: removes one, unknown is refused")
    func endpointRemove_removesOne_unknownIsRefused() throws {
        #expect(try home.run(["club", "init", dsn]).status == 0)
        #expect(try home.run(["club", "athlete", "add", "ana", "--zone", "UTC"]).status == 0)
        let added = try home.run(["club", "endpoint", "add", "ana", "https://ntfy.sh/ana-topic"])
        #expect(added.status == 0, "\(added.stderr)")
        let id = try server.psql(database, "SELECT id FROM endpoints").trimmingCharacters(in: .whitespacesAndNewlines)
        let removed = try home.run(["club", "endpoint", "remove", id])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try server.psql(database, "SELECT count(*) FROM endpoints") == "0\n")
        let again = try home.run(["club", "endpoint", "remove", id])
        #expect(again.status == 2, "\(again.stderr)")
        #expect(again.stderr.contains("no endpoint \(id)"), "\(again.stderr)")
    }

    @Test("import: bad line, is named and nothing changes")
    func import_badLine_isNamedAndNothingChanges() throws {
        #expect(try home.run(["club", "init", dsn]).status == 0)
        #expect(
            try home.run(["club", "athlete", "add", "keep", "--email", "keep@club.example", "--zone", "UTC"]).status
                == 0)
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
        #expect(r.status == 2)
        #expect(r.stderr.contains("athletes.csv:5: unknown time zone \"Mars/Olympus\""), "\(r.stderr)")
        #expect(try home.run(["club", "athlete", "list"]).stdout == "keep  keep@club.example  UTC  -\n")

        // A plan that does not read names the athletes file's line and the plan's own.
        try "plan: Broken\nstart: 2026-12-01\n".write(
            toFile: home.path + "/broken.txt", atomically: true, encoding: .utf8)
        try "id,email,zone,plan\nb1,b1@club.example,UTC,plan.txt\nb2,b2@club.example,UTC,broken.txt\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let plan = try home.run(["club", "import", file])
        #expect(plan.status == 2)
        #expect(plan.stderr.contains("athletes.csv:3: broken.txt:2:"), "\(plan.stderr)")
        #expect(try server.psql(database, "SELECT count(*) FROM athletes") == "1\n")

        // A plan that is not there says so in the system's words, as does a missing athletes file.
        try "id,email,zone,plan\nb1,b1@club.example,UTC,gone.txt\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let gone = try home.run(["club", "import", file])
        #expect(gone.status == 2)
        #expect(
            gone.stderr.contains("athletes.csv:2: cannot read plan gone.txt: No such file or directory"),
            "\(gone.stderr)")
        let missing = try home.run(["club", "import", home.path + "/none.csv"])
        #expect(
            missing.stderr.contains("cannot read \(home.path)/none.csv: No such file or directory"), "\(missing.stderr)"
        )
        #expect(try server.psql(database, "SELECT count(*) FROM athletes") == "1\n")

        // The same file fixed imports every line, and an existing athlete is updated.
        try "id,email,zone,plan\nb1,b1@club.example,UTC,plan.txt\nkeep,new@club.example,UTC,\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try home.run(["club", "import", file]).stdout == "imported 2 athletes from \(file)\n")
        #expect(
            try server.psql(database, "SELECT string_agg(id || ':' || email, ',' ORDER BY id) FROM athletes")
                == "b1:b1@club.example,keep:new@club.example\n")
    }

    @Test("schema: newer than known, is refused by every command and unchanged")
    func schema_newerThanKnown_isRefusedByEveryCommandAndUnchanged() throws {
        #expect(try home.run(["club", "init", dsn]).status == 0)
        try server.psql(database, "UPDATE club_schema SET version = 999")
        for args in [
            ["club", "init"], ["club", "athlete", "list"], ["club", "dispatch", "--maildir", home.path + "/mail"],
        ] {
            let r = try home.run(args)
            #expect(r.status == 1, "\(args.joined(separator: " "))")
            #expect(r.stderr.contains("schema version 999, newer than this Spotter knows"), "\(r.stderr)")
        }
        #expect(try server.psql(database, "SELECT version FROM club_schema") == "999\n")
    }
}
