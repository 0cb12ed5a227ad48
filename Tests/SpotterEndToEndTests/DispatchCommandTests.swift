import Foundation
import SpotterCore
import SpotterStore
import SpotterTestSupport
import Testing

/// `spotter dispatch` and its companions, run as the real binary against real peers.
@Suite("spotter dispatch, endpoint, overlay, open, plan new", .serialized)
struct DispatchCommandTests {
    static let plan = """
        # One week: Tuesday easy 5 km, Thursday tempo 6 km.
        plan: Test week
        start: 2026-11-30
        pace: 5:00
        phase: Base
        week:
        tue: easy 5
        thu: tempo 6
        """
    static let bogota = ["TZ": "America/Bogota"]
    static let tuesdayMorning = "2026-12-01T07:30:00-05:00"

    /// A home with the test plan (the demo schedule removed) and mail to `ana@example.org`.
    func home(sendmail: String? = nil, maildir: String? = nil) throws -> TemporaryHome {
        let home = try TemporaryHome()
        let db = try SpotterDatabase.open(path: home.databaseFile, seedDemo: false)
        _ = db
        let planned = try home.run(["plan", "new", "--file", "-"], stdin: Self.plan)
        try #require(planned.status == 0, "\(planned.stderr)")
        try #require(try home.run(["config", "set", "mail-to", "ana@example.org"]).status == 0)
        if let sendmail { try #require(try home.run(["config", "set", "sendmail-command", sendmail]).status == 0) }
        if let maildir { try #require(try home.run(["config", "set", "maildir", maildir]).status == 0) }
        return home
    }

    func start(_ home: TemporaryHome, _ arguments: [String], env: [String: String] = bogota) throws -> (Process, Pipe) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: SpotterBinary.path)
        p.arguments = arguments
        p.environment = home.environment(env)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        return (p, out)
    }

    @Test("six passes started at the same instant send exactly one mail and one push")
    func race() throws {
        let smtp = try SMTPPeer()
        let http = try StatusPeer()
        let home = try self.home(sendmail: smtp.msmtp.joined(separator: " "))
        #expect(try home.run(["endpoint", "add", "ntfy", http.url("race")]).status == 0)
        let passes = try (0..<6).map { _ in try start(home, ["dispatch", "--now", Self.tuesdayMorning]) }
        var outputs: [String] = []
        for (p, out) in passes {
            outputs.append(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
        }
        let all = outputs.joined()
        #expect(all.components(separatedBy: "todays-workout:2026-12-01  mail  delivered").count - 1 == 1, "\(all)")
        #expect(all.components(separatedBy: "todays-workout:2026-12-01  push:1  delivered").count - 1 == 1, "\(all)")
        // Every pass has exited, and sendmail exits only once the server has stored the message
        // (aiosmtpd's Mailbox writes it before its 250): nothing more can arrive.
        #expect(smtp.messages().count == 1)
        #expect(smtp.messages().first?.contains("Subject: Today: Easy run, 5 km") == true)
        #expect(http.requests().count == 1)
    }

    @Test("--now and --lease that name nothing they take exit 2, naming the option and what it takes")
    func badValues() throws {
        let home = try TemporaryHome()
        let now = try home.run(["dispatch", "--now", "2026-12-01"])
        #expect(now.status == 2)
        #expect(
            now.stderr.hasPrefix(
                "spotter dispatch: --now takes an instant with its offset, e.g. 2026-12-01T19:30:00-05:00\n"),
            "\(now.stderr)")
        let lease = try home.run(["dispatch", "--lease", "0"])
        #expect(lease.status == 2)
        #expect(lease.stderr.hasPrefix("spotter dispatch: --lease takes seconds from 1 to 86400\n"), "\(lease.stderr)")
        let plan = try home.run(["plan", "--now", "tomorrow"])
        #expect(plan.status == 2)
        #expect(plan.stderr.hasPrefix("spotter plan: --now takes an instant with its offset"), "\(plan.stderr)")
    }

    @Test("club dispatch reads --now, --workers, --lease and --batch as typed values, before connecting")
    func clubBadValues() throws {
        let home = try TemporaryHome()
        let refusals = [
            (
                ["club", "dispatch", "--now", "2026-12-01"],
                "spotter club dispatch: --now takes an instant with its offset"
            ),
            (["club", "dispatch", "--workers", "0"], "spotter club dispatch: --workers takes 1 to 64\n"),
            (["club", "dispatch", "--batch", "5001"], "spotter club dispatch: --batch takes 1 to 5000\n"),
            (["club", "dispatch", "--lease", "x"], "spotter club dispatch: --lease takes seconds from 1 to 86400\n"),
        ]
        for (line, message) in refusals {
            let refused = try home.run(line)
            #expect(refused.status == 2, "\(line)")
            #expect(refused.stderr.hasPrefix(message), "\(line): \(refused.stderr)")
        }
    }

    @Test("a pass killed between claim and send is recovered by a later pass after its lease")
    func killedPass() throws {
        let dir = try DispatchPeers.temporaryDirectory("killed")
        let marker = dir + "/sendmail-started"
        let home = try self.home(sendmail: DispatchPeers.fixtures + "/hanging_sendmail.sh " + marker)
        let (stuck, _) = try start(home, ["dispatch", "--now", Self.tuesdayMorning, "--lease", "30"])
        try #require(
            DispatchPeers.waitUntil { FileManager.default.fileExists(atPath: marker) },
            "the pass never reached sendmail")
        kill(stuck.processIdentifier, SIGKILL)
        stuck.waitUntilExit()
        // The hanging sendmail is orphaned now; end it too.
        for line in (try String(contentsOfFile: marker, encoding: .utf8)).split(separator: "\n") {
            if let pid = Int32(line) { kill(pid, SIGKILL) }
        }
        #expect(try home.run(["config", "set", "maildir", dir + "/Mail"]).status == 0)
        let early = try home.run(["dispatch", "--now", "2026-12-01T07:30:20-05:00"], environment: Self.bogota)
        #expect(early.stdout.contains("already claimed by another pass"), "\(early.stdout)")
        let late = try home.run(["dispatch", "--now", "2026-12-01T07:30:31-05:00"], environment: Self.bogota)
        #expect(late.stdout.contains("todays-workout:2026-12-01  mail  delivered"), "\(late.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Mail/new").count == 1)
        let claims = try SpotterDatabase.open(path: home.databaseFile).claims()
        #expect(claims.map(\.attempts) == [2])
    }

    @Test("SIGTERM mid-send hands the claim back at once, so the next pass need not wait for a lease")
    func terminated() throws {
        let dir = try DispatchPeers.temporaryDirectory("sigterm")
        let marker = dir + "/sendmail-started"
        let home = try self.home(sendmail: DispatchPeers.fixtures + "/hanging_sendmail.sh " + marker)
        let (pass, out) = try start(home, ["dispatch", "--now", Self.tuesdayMorning])
        try #require(
            DispatchPeers.waitUntil { FileManager.default.fileExists(atPath: marker) },
            "the pass never reached sendmail")
        kill(pass.processIdentifier, SIGTERM)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pass.waitUntilExit()
        #expect(output.contains("todays-workout:2026-12-01  mail  transient: the pass was stopped"), "\(output)")
        #expect(try SpotterDatabase.open(path: home.databaseFile).claims().isEmpty)
        #expect(try home.run(["config", "set", "maildir", dir + "/Mail"]).status == 0)
        let next = try home.run(["dispatch", "--now", "2026-12-01T07:30:05-05:00"], environment: Self.bogota)
        #expect(next.stdout.contains("todays-workout:2026-12-01  mail  delivered"), "\(next.stdout)")
    }

    @Test("a configuration error is kept and shown by endpoint list")
    func configurationShown() throws {
        let home = try self.home(sendmail: "/nonexistent/sendmail -t -oi")
        let first = try home.run(["dispatch", "--now", Self.tuesdayMorning], environment: Self.bogota)
        #expect(
            first.stdout.contains("configuration: /nonexistent/sendmail is missing or not executable"),
            "\(first.stdout)")
        let second = try home.run(["dispatch", "--now", "2026-12-01T07:35:00-05:00"], environment: Self.bogota)
        #expect(second.stdout.contains("already claimed"), "no retry storm: \(second.stdout)")
        #expect(
            try home.run(["endpoint", "list"]).stdout.contains(
                "problem: local/mail/todays-workout:2026-12-01: configuration: /nonexistent/sendmail is missing"))
        #expect(
            try home.run(["doctor"]).stdout.contains(
                "PROBLEM: report local/mail/todays-workout:2026-12-01 was not sent and will not be retried: configuration: /nonexistent/sendmail is missing"
            ))
    }

    @Test("at 19:30 in Bogotá (00:30 UTC the next day) the check-in is for the local day")
    func bogotaEvening() throws {
        let dir = try DispatchPeers.temporaryDirectory("bogota")
        let home = try self.home(maildir: dir + "/Mail")
        let result = try home.run(["dispatch", "--now", "2026-12-02T00:30:00Z", "--json"], environment: Self.bogota)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["today"] as? String == "2026-12-01")
        let notices = try #require(json["notices"] as? [[String: Any]])
        #expect(notices.map { $0["kind"] as? String } == ["still-time"])
        #expect(notices.first?["occasion"] as? String == "2026-12-01")
        #expect(notices.first?["mail"] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Mail/new"), "still time has no mail counterpart")
    }

    @Test("a rest-day overlay set from the command line silences the morning mail")
    func overlay() throws {
        let dir = try DispatchPeers.temporaryDirectory("overlay")
        let home = try self.home(maildir: dir + "/Mail")
        #expect(try home.run(["overlay", "rest", "2026-12-01"]).status == 0)
        let result = try home.run(["dispatch", "--now", Self.tuesdayMorning], environment: Self.bogota)
        #expect(result.stdout.contains("todays-workout: rest day"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Mail/new"))
    }

    @Test("an overlay's DATE, FIRST or LAST that names no day is exit 2, naming the argument; nothing is stored")
    func overlayBadDay() throws {
        let home = try self.home()
        for (line, name) in [
            (["overlay", "rest", "2026-13-01"], "DATE"), (["overlay", "not-today", "tomorrow"], "DATE"),
            (["overlay", "vacation", "today", "next week"], "LAST"),
        ] {
            let refused = try home.run(line)
            #expect(refused.status == 2, "\(line)")
            #expect(
                refused.stderr.hasPrefix("spotter overlay \(line[1]): \(name) takes a date YYYY-MM-DD, or today\n"),
                "\(refused.stderr)")
        }
        #expect(try home.run(["overlay", "list"]).stdout.isEmpty)
    }

    @Test("a forecast file puts a heat-adjusted range in the mail; a broken one says where and sends plain")
    func forecast() throws {
        let dir = try DispatchPeers.temporaryDirectory("forecast")
        let home = try self.home(maildir: dir + "/Mail")
        try "2026-12-01T07:00-05:00 84F 66F\n".write(toFile: dir + "/forecast.txt", atomically: true, encoding: .utf8)
        #expect(try home.run(["config", "set", "forecast-file", dir + "/forecast.txt"]).status == 0)
        #expect(try home.run(["dispatch", "--now", Self.tuesdayMorning], environment: Self.bogota).status == 0)
        let mails = try FileManager.default.contentsOfDirectory(atPath: dir + "/Mail/new")
        let text = try String(contentsOfFile: dir + "/Mail/new/" + mails[0], encoding: .utf8)
        #expect(text.contains("Target 6:11=E2=80=936:16/km"), "\(text)")

        try "2026-12-03T07:00-05:00 84F\n".write(toFile: dir + "/forecast.txt", atomically: true, encoding: .utf8)
        let thursday = try home.run(["dispatch", "--now", "2026-12-03T07:30:00-05:00"], environment: Self.bogota)
        #expect(
            thursday.stderr.contains("\(dir)/forecast.txt:1: expected TIME TEMPERATURE DEWPOINT"), "\(thursday.stderr)")
        #expect(thursday.stdout.contains("todays-workout:2026-12-03  mail  delivered"))
    }

    @Test("bad input is refused naming file, line or field, and nothing stored changes")
    func badInput() throws {
        let home = try self.home()
        let before = try SpotterDatabase.open(path: home.databaseFile).activePhasedPlan()
        let plan = try home.run(
            ["plan", "new", "--file", "-"], stdin: "plan: x\nstart: 2026-11-30\nphase: A\nweek:\nmon: sprint 5\n")
        #expect(plan.status == 2)
        #expect(plan.stderr.contains("standard input:5: unknown session \"sprint\""), "\(plan.stderr)")
        #expect(try SpotterDatabase.open(path: home.databaseFile).activePhasedPlan() == before)

        let endpoint = try home.run(["endpoint", "add", "ntfy", "http://127.0.0.1/"])
        #expect(endpoint.status == 2)
        #expect(endpoint.stderr.contains("endpoint URL \"http://127.0.0.1/\": the URL has no topic"))
        #expect(try home.run(["endpoint", "list"]).stdout.contains("no endpoints"))

        let config = try home.run(["config", "set", "mail-to", "ana@example.org\nBcc: x@y"])
        #expect(config.status == 2)
        #expect(try home.run(["config", "get", "mail-to"]).stdout == "ana@example.org\n")

        let race = try home.run(["plan", "new", "--race", "10k", "--date", "2026-12-20", "--days", "tue,sat"])
        #expect(race.status == 2)
        #expect(race.stderr.contains("a race plan needs at least 5"))
        #expect(try SpotterDatabase.open(path: home.databaseFile).activePhasedPlan() == before)
    }

    @Test("a stored plan that no longer reads is a broken record: reported, skipped, nothing sent")
    func brokenRecord() throws {
        let dir = try DispatchPeers.temporaryDirectory("broken")
        let home = try self.home(maildir: dir + "/Mail")
        try SpotterDatabase.open(path: home.databaseFile).connection.run("UPDATE phased_plans SET body = 'plan: x'")
        let result = try home.run(["dispatch", "--now", Self.tuesdayMorning], environment: Self.bogota)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("skipped: stored plan test-week:1: the plan has no \"start: YYYY-MM-DD\" line"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Mail/new"))
    }

    @Test("plan new --race prints the phase split and makes the plan active")
    func raceplan() throws {
        let home = try TemporaryHome()
        let result = try home.run([
            "plan", "new", "--race", "10k", "--date", "2027-03-14", "--days", "tue,thu,sun", "--start", "2027-01-04",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "active plan: 10K on 2027-03-14, 10 weeks from 2027-01-04 (Base 2, Build 4, Peak 2, Taper 2)\n")
    }

    @Test("endpoints: adding twice keeps one record; removing retires it; reminders off retires them all")
    func endpoints() throws {
        let home = try self.home()
        #expect(
            try home.run(["endpoint", "add", "ntfy", "https://ntfy.example.org/ana"]).stdout.hasPrefix("endpoint 1:"))
        #expect(
            try home.run(["endpoint", "add", "ntfy", "https://ntfy.example.org/ana"]).stdout.hasPrefix("endpoint 1:"))
        #expect(try home.run(["endpoint", "add", "desktop"]).stdout.hasPrefix("endpoint 2: desktop"))
        #expect(try home.run(["endpoint", "add", "desktop"]).stdout.hasPrefix("endpoint 2: desktop"))
        #expect(try home.run(["endpoint", "remove", "1"]).status == 0)
        #expect(try home.run(["endpoint", "list"]).stdout.contains("1  ntfy  https://ntfy.example.org/ana  retired"))
        #expect(try home.run(["endpoint", "add", "desktop"]).status == 0)
        #expect(try home.run(["config", "set", "workout-reminders", "off"]).status == 0)
        let list = try home.run(["endpoint", "list", "--json"]).stdout
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        #expect(
            rows.map { $0["state"] as? String } == ["retired", "retired"],
            "retired by config set itself, before any pass")
    }

    @Test("open accepts only routes from the fixed list; anything else opens today")
    func open() throws {
        let home = try TemporaryHome()
        #expect(
            try home.run(["open", "week/2026-W53"]).stdout == "week/2026-W53: Spotter opens there when it next starts\n"
        )
        #expect(try home.run(["open", "day/2026-12-01"]).stdout.hasPrefix("day/2026-12-01: "))
        #expect(try home.run(["open", "https://evil.example/x"]).stdout.hasPrefix("today: "))
        #expect(try home.run(["open", "day/2026-13-01"]).stdout.hasPrefix("today: "))
        #expect(try String(contentsOfFile: home.path + "/run/open-request", encoding: .utf8) == "today\n")
    }
}
