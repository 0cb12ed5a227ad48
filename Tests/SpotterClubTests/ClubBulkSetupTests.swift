import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterClub

/// Setting up a large club: plans stored once, endpoints in bulk.
@Suite("Club bulk setup: plans once, endpoints from files", .serialized)
struct ClubBulkSetupTests {
    @Test("a version-2 schema's athletes keep their plans, now stored once and shared")
    func migratesPlans() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let dsn = try server.createDatabase()
        _ = try ClubDatabase.open(dsn: dsn, migrate: true)
        let plan = ClubFixtures.everyDayPlan.replacingOccurrences(of: "'", with: "''")
        try server.psql(
            "t1",
            """
            ALTER TABLE athletes DROP COLUMN plan_hash; DROP TABLE plans; ALTER TABLE athletes ADD COLUMN plan text;
            UPDATE club_schema SET version = 2;
            INSERT INTO athletes(id, email, zone, plan) VALUES
                ('a', 'a@club.example', 'UTC', '\(plan)'), ('b', 'b@club.example', 'UTC', '\(plan)'),
                ('c', 'c@club.example', 'UTC', NULL)
            """)
        let club = try ClubDatabase.open(dsn: dsn, migrate: true)
        #expect(try club.schemaVersion() == 3)
        #expect(try server.psql("t1", "SELECT count(*) FROM plans") == "1\n")
        let athletes = try club.athletes()
        #expect(athletes.map(\.id) == ["a", "b", "c"])
        #expect(athletes.map { $0.planText == ClubFixtures.everyDayPlan } == [true, true, false])
    }

    @Test("an import keeps each distinct plan once and adds the file's endpoints; endpoint import is all or nothing")
    func importsPlansAndEndpoints() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let home = try ClubHome()
        #expect(try home.run(["club", "init", try server.createDatabase()]).status == 0)
        try ClubFixtures.everyDayPlan.write(toFile: home.path + "/plan.txt", atomically: true, encoding: .utf8)
        try ClubFixtures.everyDayPlan.replacingOccurrences(of: "Every day", with: "Other").write(
            toFile: home.path + "/other.txt", atomically: true, encoding: .utf8)
        var lines = ["id,email,zone,plan,preferences,endpoints"]
        for i in 0..<300 {
            let endpoints = i % 10 == 0 ? "http://127.0.0.1:9/a\(i);https://ntfy.sh/a\(i)-x" : ""
            lines.append("a\(i),a\(i)@club.example,UTC,\(i % 3 == 0 ? "other.txt" : "plan.txt"),,\(endpoints)")
        }
        let file = home.path + "/athletes.csv"
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try home.run(["club", "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try server.psql("t1", "SELECT count(*) FROM plans") == "2\n")
        #expect(try server.psql("t1", "SELECT count(DISTINCT plan_hash), count(*) FROM athletes") == "2|300\n")
        #expect(try server.psql("t1", "SELECT count(*) FROM endpoints") == "60\n")
        // Again: nothing doubles.
        #expect(try home.run(["club", "import", file]).status == 0)
        #expect(try server.psql("t1", "SELECT count(*) FROM plans") == "2\n")
        #expect(try server.psql("t1", "SELECT count(*) FROM endpoints") == "60\n")
        #expect(try home.run(["club", "athlete", "list"]).stdout.contains("a0  a0@club.example  UTC  Other\n"))

        // A bad endpoint in the athletes file names its line.
        try "id,email,zone,plan,preferences,endpoints\nz,z@club.example,UTC,,,ftp://x/y\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let bad = try home.run(["club", "import", file])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("athletes.csv:2: endpoint URL \"ftp://x/y\": the scheme must be http or https"))

        let endpoints = home.path + "/endpoints.csv"
        try "# athlete,url\na1,http://127.0.0.1:9/one\na2,http://127.0.0.1:9/two\nnobody,http://127.0.0.1:9/x\n".write(
            toFile: endpoints, atomically: true, encoding: .utf8)
        let refused = try home.run(["club", "endpoint", "import", endpoints])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("endpoints.csv:4: no athlete \"nobody\""), "\(refused.stderr)")
        #expect(try server.psql("t1", "SELECT count(*) FROM endpoints") == "60\n", "nothing added")
        try "a1,http://127.0.0.1:9/one\na2,http://127.0.0.1:9/two\na2,http://127.0.0.1:9/two\n".write(
            toFile: endpoints, atomically: true, encoding: .utf8)
        let added = try home.run(["club", "endpoint", "import", endpoints])
        #expect(added.stdout == "imported 3 endpoints from \(endpoints)\n", "\(added.stderr)")
        #expect(try server.psql("t1", "SELECT count(*) FROM endpoints") == "62\n")
    }
}
