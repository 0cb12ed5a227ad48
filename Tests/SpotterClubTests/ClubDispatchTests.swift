import Foundation
import SpotterTestSupport
import Testing

/// Racing and killed `spotter club dispatch` passes: each athlete's occasion goes out exactly once.
@Suite("Club dispatch: racing, failing and killed passes", .serialized)
struct ClubDispatchTests {
    let server: PostgresServer
    let dsn: String
    var database: String { ClubTestServer.database(in: dsn) }
    let home: ClubHome

    init() throws {
        let fresh = try ClubTestServer.freshDatabase()
        server = fresh.server
        dsn = fresh.dsn
        home = try ClubHome()
        #expect(try home.run(["club", "init", dsn]).status == 0)
    }

    @Test("race: eight passes over two thousand athletes, send one mail each and one push per endpoint")
    func race_eightPassesOverTwoThousandAthletes_sendOneMailEachAndOnePushPerEndpoint() throws {
        let (file, due) = try ClubFixtures.athletes(2_000, in: home.path)
        let imported = try home.run(["club", "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        // Every 10th athlete also has an ntfy endpoint on a loopback HTTP server.
        let http = try StatusPeer()
        try server.psql(
            database,
            """
            INSERT INTO endpoints(athlete, kind, address)
            SELECT id, 'ntfy', '\(http.url("t-"))' || id FROM athletes WHERE substr(id, 2)::int % 10 = 0
            """)
        let maildir = home.path + "/Maildir"
        // Batches of different sizes, so the passes' claim statements overlap in every way.
        let passes = try (0..<8).map { i in
            try home.start([
                "club", "dispatch", "--now", ClubFixtures.instant, "--workers", "2", "--batch", String(1 + 60 * i),
                "--maildir", maildir,
            ])
        }
        let results = passes.map { $0.wait() }
        for r in results { #expect(r.status == 0, "\(r.stdout + r.stderr)") }

        let recipients = ClubFixtures.recipients(maildir)
        #expect(recipients.count == due.count, "one mail per athlete due, no more")
        #expect(Set(recipients) == due)
        #expect(Dictionary(grouping: recipients, by: { $0 }).values.filter { $0.count > 1 }.count == 0)

        let dueIds = Set(due.map { String($0.prefix { $0 != "@" }) })
        let expectedTopics = Set(dueIds.filter { Int($0.dropFirst())! % 10 == 0 }.map { "t-\($0)" })
        let topics = http.requests().compactMap { $0["topic"] as? String }
        #expect(topics.count == expectedTopics.count, "one push per endpoint of an athlete due")
        #expect(Set(topics) == expectedTopics)

        // The passes together sent exactly what was due, and the rest found it claimed.
        let sent = results.compactMap { r in
            r.stdout.split(separator: ",").first { $0.hasSuffix(" sent") }.flatMap { Int($0.split(separator: " ")[0]) }
        }.reduce(0, +)
        #expect(sent == due.count + expectedTopics.count)
        #expect(
            try server.psql(database, "SELECT count(*) FROM claims WHERE sent_at IS NOT NULL AND result = 'sent'")
                == "\(sent)\n")
    }

    /// A missing sendmail command fails every send: the pass says so and exits 1, and once the
    /// command is fixed a later pass, within the messages' validity, sends them all.
    @Test("missing sendmail: fails loudly, and a later pass sends once fixed")
    func missingSendmail_failsLoudly_andALaterPassSendsOnceFixed() throws {
        let (file, due) = try ClubFixtures.athletes(12, in: home.path)
        #expect(try home.run(["club", "import", file]).status == 0)
        let dispatch = ["club", "dispatch", "--now", ClubFixtures.instant]
        let broken = try home.run(dispatch + ["--sendmail", home.path + "/no-such-sendmail -t"])
        #expect(broken.status == 1, "\(broken.stdout + broken.stderr)")
        #expect(broken.stderr.contains("\(due.count) sends failed"), "\(broken.stderr)")
        #expect(broken.stderr.contains("no-such-sendmail is missing or not executable"), "\(broken.stderr)")

        let maildir = home.path + "/Maildir"
        let fixed = try home.run(dispatch + ["--maildir", maildir])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(Set(ClubFixtures.recipients(maildir)) == due)
        #expect(try home.run(dispatch + ["--maildir", maildir]).status == 0)
        #expect(ClubFixtures.recipients(maildir).count == due.count, "each once")
    }

    /// A sendmail that refuses for good leaves failed claims: listed by `club claims --failed`,
    /// and `club retry` hands them back and sends them.
    @Test("failed claims: are listed, and retry sends them")
    func failedClaims_areListed_andRetrySendsThem() throws {
        let (file, due) = try ClubFixtures.athletes(6, in: home.path)
        #expect(try home.run(["club", "import", file]).status == 0)
        let refusing = home.path + "/refusing-sendmail"
        try "#!/bin/sh\ncat >/dev/null\necho 'no such user' >&2\nexit 67\n".write(
            toFile: refusing, atomically: true, encoding: .utf8)
        chmod(refusing, 0o755)
        let dispatch = ["club", "dispatch", "--now", ClubFixtures.instant]
        #expect(try home.run(dispatch + ["--sendmail", refusing]).status == 1)
        let failed = try home.run(["club", "claims", "--failed", "--date", todayUTC()])
        #expect(failed.status == 0, "\(failed.stderr)")
        #expect(failed.stdout.split(separator: "\n").count == due.count, "\(failed.stdout)")
        #expect(failed.stdout.contains("failed  attempts 1  permanent: exit 67: no such user"), "\(failed.stdout)")
        #expect(try home.run(["club", "claims", "--failed", "--date", "2001-01-01"]).stdout == "")

        let maildir = home.path + "/Maildir"
        let again = try home.run(dispatch + ["--maildir", maildir])
        #expect(ClubFixtures.recipients(maildir) == [], "failed for good: not sent by a plain pass")
        #expect(again.status == 0, "\(again.stderr)")
        let retry = try home.run(["club", "retry", "--now", ClubFixtures.instant, "--maildir", maildir])
        #expect(retry.status == 0, "\(retry.stderr)")
        #expect(retry.stdout.contains("handed back \(due.count) failed claims"), "\(retry.stdout)")
        #expect(Set(ClubFixtures.recipients(maildir)) == due)
        #expect(try home.run(["club", "claims", "--failed"]).stdout == "")
    }

    private func todayUTC() -> String {
        let f = DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: Date())
    }

    /// Preferences the club never reads are refused by line and key; the club's sender is one
    /// setting of the pass; an athlete without an email gets push only.
    @Test("preferences: club unused, refused, club sender, and push only athlete")
    func preferences_clubUnused_refused_clubSender_andPushOnlyAthlete() throws {
        try ClubFixtures.everyDayPlan.write(toFile: home.path + "/plan.txt", atomically: true, encoding: .utf8)
        let file = home.path + "/athletes.csv"
        for key in ["maildir=/tmp/m", "sendmail-command=/bin/true", "forecast-command=/bin/date"] {
            try "id,email,zone,plan,preferences\nm1,m1@club.example,Europe/London,plan.txt,\(key)\n".write(
                toFile: file, atomically: true, encoding: .utf8)
            let r = try home.run(["club", "import", file])
            #expect(r.status == 2, "\(r.stderr)")
            let name = String(key.prefix { $0 != "=" })
            #expect(r.stderr.contains("athletes.csv:2: preference \(name): the club does not use it"), "\(r.stderr)")
        }
        #expect(try server.psql(database, "SELECT count(*) FROM athletes") == "0\n")

        try "id,email,zone,plan\nm1,m1@club.example,Europe/London,plan.txt\np1,,Europe/London,plan.txt\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let imported = try home.run(["club", "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        let http = try StatusPeer()
        #expect(try home.run(["club", "endpoint", "add", "p1", http.url("p1")]).status == 0)
        let maildir = home.path + "/Maildir"
        let r = try home.run([
            "club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir, "--mail-from",
            "coach@club.example",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(ClubFixtures.recipients(maildir) == ["m1@club.example"])
        let name = try FileManager.default.contentsOfDirectory(atPath: maildir + "/new")[0]
        let mail = try String(contentsOfFile: maildir + "/new/" + name, encoding: .utf8)
        #expect(mail.contains("From: coach@club.example"), "\(mail)")
        #expect(http.requests().compactMap { $0["topic"] as? String } == ["p1"])
    }

    @Test("killed pass: between claim and send, is completed once after the lease")
    func killedPass_betweenClaimAndSend_isCompletedOnceAfterTheLease() throws {
        // One athlete, a0 in Atlantic/Azores, whose workout of the day is due at the instant.
        #expect(try home.run(["club", "import", try ClubFixtures.athletes(1, in: home.path).file]).status == 0)
        let marker = home.path + "/sendmail-called"
        let hanging = DispatchPeers.fixtures + "/hanging_sendmail.sh " + marker
        let maildir = home.path + "/Maildir"
        let dispatch = ["club", "dispatch", "--now", ClubFixtures.instant, "--lease", "3"]

        // The first pass claims a0's mail and hangs in sendmail: killed there, it sent nothing.
        let first = try home.start(dispatch + ["--sendmail", hanging])
        #expect(
            DispatchPeers.waitUntil(20) { FileManager.default.fileExists(atPath: marker) }, "sendmail was never called")
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        if let pid = Int32((try? String(contentsOfFile: marker, encoding: .utf8))?.split(separator: "\n").first ?? "") {
            kill(pid, SIGKILL)
        }
        #expect(
            try server.psql(database, "SELECT count(*) FROM claims WHERE sent_at IS NULL") == "1\n",
            "the killed pass's claim is pending")

        // Within the lease a second pass leaves the claim alone.
        let second = try home.run(dispatch + ["--maildir", maildir])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains(" 0 sent, 1 already claimed"), "\(second.stdout)")
        #expect(ClubFixtures.recipients(maildir) == [])

        // After the lease a later pass takes the claim over and sends it, once.
        // The lease is on the server's clock: wait until the server says it has run out.
        let leaseOver = DispatchPeers.waitUntil(60) {
            (try? server.psql(database, "SELECT count(*) FROM claims WHERE lease_until < now()")) == "1\n"
        }
        #expect(leaseOver, "the lease never ran out on the server's clock")
        let third = try home.run(dispatch + ["--maildir", maildir])
        #expect(third.stdout.contains(" 1 sent"), "\(third.stdout)")
        let fourth = try home.run(dispatch + ["--maildir", maildir])
        #expect(fourth.stdout.contains(" 0 sent, 1 already claimed"), "\(fourth.stdout)")
        #expect(ClubFixtures.recipients(maildir) == ["a0@club.example"])
        // The same mail as the single-user pass: the route header and the spotter open line.
        let name = try FileManager.default.contentsOfDirectory(atPath: maildir + "/new")[0]
        let mail = try String(contentsOfFile: maildir + "/new/" + name, encoding: .utf8)
        #expect(mail.contains("X-Spotter-Route: day/2026-12-01"), "\(mail)")
        #expect(mail.contains("spotter open day/2026-12-01"), "\(mail)")
        #expect(
            try server.psql(database, "SELECT attempts, result FROM claims") == "2|sent\n", "taken over once, sent once"
        )
    }

    @Test("endpoint: reported dead, is disabled and not pushed again, other endpoints go on")
    func endpoint_reportedDead_isDisabledAndNotPushedAgain_otherEndpointsGoOn() throws {
        #expect(try home.run(["club", "import", try ClubFixtures.athletes(1, in: home.path).file]).status == 0)
        let http = try StatusPeer()
        #expect(try home.run(["club", "endpoint", "add", "a0", http.url("s410")]).status == 0)
        #expect(try home.run(["club", "endpoint", "add", "a0", http.url("alive")]).status == 0)
        #expect(try home.run(["club", "endpoint", "add", "nobody", http.url("x")]).status == 2)
        let maildir = home.path + "/Maildir"
        let first = try home.run(["club", "dispatch", "--now", ClubFixtures.instant, "--maildir", maildir])
        // The dead endpoint is a failure, shown and in the exit status.
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stdout.contains(" 2 sent, 0 already claimed, 1 failed"), "\(first.stdout)")
        #expect(first.stderr.contains("1 send failed"), "\(first.stderr)")
        #expect(
            try server.psql(database, "SELECT string_agg(state, ',' ORDER BY id) FROM endpoints") == "disabled,active\n"
        )
        #expect(try home.run(["club", "dispatch", "--now", "2026-12-02T08:30:00Z", "--maildir", maildir]).status == 0)
        #expect(http.requests().compactMap { $0["topic"] as? String }.sorted() == ["alive", "alive", "s410"])
        #expect(ClubFixtures.recipients(maildir).count == 2, "one mail each morning")
    }

    @Test("trained day: silences that athletes evening check in")
    func trainedDay_silencesThatAthletesEveningCheckIn() throws {
        #expect(try home.run(["club", "import", try ClubFixtures.athletes(2, in: home.path).file]).status == 0)
        let http = try StatusPeer()
        for id in ["a0", "a1"] {
            #expect(try home.run(["club", "endpoint", "add", id, http.url("t-\(id)")]).status == 0)
        }
        #expect(try home.run(["club", "trained", "a0", "2026-12-01"]).status == 0)
        // 19:30 in the Azores (a0), 20:30 in London (a1): still time to log it, push only.
        let r = try home.run(["club", "dispatch", "--now", "2026-12-01T20:30:00Z", "--maildir", home.path + "/Maildir"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(http.requests().compactMap { $0["topic"] as? String } == ["t-a1"])
        #expect(ClubFixtures.recipients(home.path + "/Maildir") == [])
    }
}
