import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery
@testable import SpotterStore

/// The pass over a real database, a real Maildir and a real HTTP endpoint.
@Suite("The dispatch pass: claims, retries, dead endpoints", .serialized)
struct DispatchPassTests {
    let tuesday = LocalDate(iso: "2026-12-01")!
    let morning = ISOInstant.parse("2026-12-01T07:30:00-05:00")!

    struct Setup {
        let db: SpotterDatabase
        let maildir: String
        let input: DailyPassInput
    }

    /// A fresh database with a one-week plan (Tuesday easy 5 km), mail into a Maildir.
    func setup(now: Date) throws -> Setup {
        let dir = try DispatchPeers.temporaryDirectory("pass")
        let db = try SpotterDatabase.open(path: dir + "/spotter.sqlite", seedDemo: false)
        try db.savePhasedPlan(
            try PlanFile.parse("plan: p\nstart: 2026-11-30\nphase: A\nweek:\ntue: easy 5\n", file: "p"), now: now)
        var prefs = NotificationPreferences()
        prefs.mailTo = "ana@example.org"
        prefs.maildir = dir + "/Mail"
        try db.savePreferences(prefs)
        let input = try DispatchInputLoader.load(
            db, now: now, zone: Zone.named("America/Bogota"), forecast: nil)
        return Setup(db: db, maildir: dir + "/Mail", input: input)
    }

    func pass(_ s: Setup, id: String, mail: MailTransport? = nil, stop: Bool = false) -> DispatchPass {
        DispatchPass(
            database: s.db, ledger: s.db.claimsLedger, mail: mail ?? MaildirTransport(path: s.maildir),
            pushChannel: { e in URL(string: e.address).map { NtfyChannel(url: $0, timeout: 5) } }, passId: id,
            lease: 60,
            shouldStop: { stop })
    }

    func mails(_ s: Setup) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: s.maildir + "/new")) ?? []).count
    }

    @Test("a second pass sends nothing: each channel's claim is already taken")
    func once() throws {
        let server = try StatusPeer()
        let s = try setup(now: morning)
        try s.db.registerEndpoint(kind: .ntfy, address: server.url("ok"), now: morning)
        let first = try pass(s, id: "a").run(s.input)
        #expect(first.records.map(\.outcome.name) == ["delivered", "delivered"])
        let second = try pass(s, id: "b").run(s.input)
        #expect(second.records.map(\.outcome.name) == ["already-claimed", "already-claimed"])
        #expect(mails(s) == 1)
        #expect(server.requests().count == 1)
    }

    @Test("a transient failure hands the claim back and the next pass delivers, once")
    func transientThenOnce() throws {
        let server = try StatusPeer()
        let s = try setup(now: morning)
        try s.db.registerEndpoint(kind: .ntfy, address: server.url("flaky1"), now: morning)
        let failing = SendmailTransport(arguments: [DispatchPeers.fixtures + "/exit_sendmail.sh", "75"])
        let first = try pass(s, id: "a", mail: failing).run(s.input)
        #expect(first.records.map(\.outcome.name) == ["transient", "transient"])
        #expect(try s.db.claims().isEmpty, "both claims were handed back")
        let second = try pass(s, id: "b").run(s.input)
        #expect(second.records.map(\.outcome.name) == ["delivered", "delivered"])
        let third = try pass(s, id: "c").run(s.input)
        #expect(third.records.map(\.outcome.name) == ["already-claimed", "already-claimed"])
        #expect(mails(s) == 1)
        #expect(server.requests().map { $0["status"] as? Int } == [503, 200])
    }

    @Test("a dead endpoint is disabled and kept, its claim kept, and mail still goes out once")
    func deadEndpoint() throws {
        let server = try StatusPeer()
        let s = try setup(now: morning)
        let dead = try s.db.registerEndpoint(kind: .ntfy, address: server.url("s410"), now: morning)
        let report = try pass(s, id: "a").run(s.input)
        #expect(report.records.map(\.outcome.name) == ["delivered", "dead"])
        let stored = try s.db.endpoints()
        #expect(stored.count == 1)
        #expect(stored[0].state == .disabled)
        #expect(stored[0].lastOutcome == "dead: HTTP 410")
        #expect(try s.db.claims().map(\.state) == ["sent", "failed"])
        _ = try pass(s, id: "b").run(s.input)
        #expect(server.requests().count == 1, "a disabled endpoint is sent nothing")
        #expect(mails(s) == 1)
        let again = try s.db.registerEndpoint(kind: .ntfy, address: server.url("s410"), now: morning)
        #expect(again.id == dead.id)
        #expect(again.state == .active)
    }

    @Test("a configuration error keeps the claim and shows as a problem for doctor")
    func configuration() throws {
        let server = try StatusPeer()
        let s = try setup(now: morning)
        try s.db.registerEndpoint(kind: .ntfy, address: server.url("s401"), now: morning)
        let missing = SendmailTransport(arguments: ["/nonexistent/sendmail", "-t", "-oi"])
        let report = try pass(s, id: "a", mail: missing).run(s.input)
        #expect(report.records.map(\.outcome.name) == ["configuration", "configuration"])
        let problems = try s.db.dispatchConfigurationProblems()
        #expect(problems.count == 2)
        #expect(problems[0].outcome?.contains("/nonexistent/sendmail is missing") == true)
        #expect(try s.db.endpoints()[0].state == .active, "a configuration error is not a dead endpoint")
        _ = try pass(s, id: "b").run(s.input)
        #expect(server.requests().count == 1, "the kept claim stops retries")
    }

    @Test("a pass that died after claiming is taken over once its lease runs out, inside the window")
    func lease() throws {
        let s = try setup(now: morning)
        let key = ClaimKey(userId: "local", channel: "mail", occasion: .day(.todaysWorkout, tuesday))
        #expect(try s.db.claimsLedger.claim(key, owner: "killed", now: morning, lease: 60))
        #expect(try pass(s, id: "a").run(s.input).records.map(\.outcome.name) == ["already-claimed"])
        var later = s.input
        later.now = morning.addingTimeInterval(61)
        #expect(try pass(s, id: "b").run(later).records.map(\.outcome.name) == ["delivered"])
        #expect(mails(s) == 1)
        #expect(try s.db.claims()[0].attempts == 2)
    }

    @Test("a pass asked to stop hands its claim back and sends nothing")
    func shutdown() throws {
        let s = try setup(now: morning)
        #expect(try pass(s, id: "a", stop: true).run(s.input).records.map(\.outcome.name) == ["shutdown"])
        #expect(try s.db.claims().isEmpty)
        #expect(mails(s) == 0)
        #expect(try pass(s, id: "b").run(s.input).records.map(\.outcome.name) == ["delivered"])
    }

    @Test("still time goes by push only, and a retired endpoint is sent nothing")
    func stillTimePushOnly() throws {
        let server = try StatusPeer()
        let evening = ISOInstant.parse("2026-12-01T19:30:00-05:00")!
        let s = try setup(now: evening)
        let kept = try s.db.registerEndpoint(kind: .ntfy, address: server.url("kept"), now: evening)
        let gone = try s.db.registerEndpoint(kind: .ntfy, address: server.url("gone"), now: evening)
        try s.db.retireEndpoint(id: gone.id)
        let report = try pass(s, id: "a").run(s.input)
        #expect(report.records.map(\.channel) == [kept.channel])
        #expect(mails(s) == 0)
        #expect(server.requests().map { $0["title"] as? String } == ["Still time to log it"])
        #expect(server.requests().first?["priority"] as? String == "4")
    }
}
