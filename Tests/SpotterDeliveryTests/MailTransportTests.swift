import Foundation
import SpotterStore
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

@Suite("Mail: the message, msmtp to a real SMTP server, a Maildir", .serialized)
struct MailTransportTests {
    let bogota = Zone.named("America/Bogota")
    let now = ISOInstant.parse("2026-12-01T05:30:00-05:00")!

    func message(_ body: String = "Tempo run, 8 km\nTarget 5:09–5:14/km") -> MailMessage {
        MailMessage(
            from: "spotter@localhost", to: "ana@example.org", subject: "Today: Tempo run, 8 km", body: body, date: now,
            zone: bogota,
            messageID: MailMessage.messageID(
                for: .day(.todaysWorkout, LocalDate(iso: "2026-12-01")!), userId: "local", from: "spotter@localhost"))
    }

    @Test("the message has Date in the user's zone, a Message-ID from the occasion, and quoted-printable UTF-8")
    func rendered() {
        let text = message().rendered()
        #expect(text.contains("\nDate: Tue, 01 Dec 2026 05:30:00 -0500\n"))
        #expect(text.contains("\nMessage-ID: <todays-workout.2026-12-01.local@localhost>\n"))
        #expect(text.contains("\nContent-Type: text/plain; charset=utf-8\n"))
        #expect(text.contains("Target 5:09=E2=80=935:14/km"))
        #expect(!text.contains("\r"))
        let long = MailMessage.quotedPrintable(String(repeating: "a", count: 200))
        #expect(long.split(separator: "\n").allSatisfy { $0.count <= 76 })
        #expect(MailMessage.encodedWord("Día") == "=?utf-8?B?RMOtYQ==?=")
    }

    @Test("a header value cannot carry a line break into a forged header")
    func noHeaderInjection() {
        var m = message()
        m.subject = "hi\nBcc: victim@example.org"
        #expect(!m.rendered().contains("\nBcc:"))
    }

    @Test("msmtp hands the message to an SMTP server on loopback")
    func msmtp() throws {
        let server = try SMTPPeer()
        let outcome = SendmailTransport(arguments: server.msmtp).send(message())
        #expect(outcome == .delivered("exit 0"))
        #expect(DispatchPeers.waitUntil { server.messages().count == 1 })
        let received = try #require(server.messages().first)
        #expect(received.contains("Subject: Today: Tempo run, 8 km"))
        #expect(received.contains("Message-ID: <todays-workout.2026-12-01.local@localhost>"))
        #expect(received.contains("X-RcptTo: ana@example.org"))
    }

    @Test("a refused SMTP connection is msmtp's exit 75: transient")
    func refused() {
        let port = DispatchPeers.freePort()
        let outcome = SendmailTransport(arguments: [
            "/usr/bin/msmtp", "--host=127.0.0.1", "--port=\(port)", "--from=a@b.c", "-t",
        ])
        .send(message())
        #expect(outcome.name == "transient")
        #expect(outcome.text.contains("exit 75"))
    }

    @Test("exit statuses: 75 transient, 67 permanent, 78 configuration, a missing program configuration")
    func statuses() {
        let script = DispatchPeers.fixtures + "/exit_sendmail.sh"
        #expect(SendmailTransport(arguments: [script, "75"]).send(message()).name == "transient")
        #expect(SendmailTransport(arguments: [script, "67"]).send(message()).name == "permanent")
        #expect(SendmailTransport(arguments: [script, "78"]).send(message()).name == "configuration")
        #expect(SendmailTransport(arguments: ["/nonexistent/sendmail", "-t"]).send(message()).name == "configuration")
    }

    @Test("the last line of standard error rides along; a signal is transient; time up and a stop are transient")
    func outcomes() {
        func send(_ script: String, timeout: TimeInterval = 60, stop: @escaping @Sendable () -> Bool = { false })
            -> SendOutcome
        {
            SendmailTransport(
                arguments: ["/bin/sh", "-c", "cat >/dev/null; " + script], timeout: timeout, shouldStop: stop
            )
            .send(message())
        }
        #expect(send("echo first >&2; echo 'unknown user' >&2; exit 67") == .permanent("exit 67: unknown user"))
        #expect(send("echo 'try later' >&2; exit 75") == .transient("exit 75 (EX_TEMPFAIL): try later"))
        #expect(send("exit 78") == .configuration("exit 78"))
        #expect(send("echo bye >&2; kill -TERM $$") == .transient("killed by signal 15: bye"))
        #expect(send("exec sleep 30", timeout: 1) == .transient("/bin/sh did not finish within 1 s"))
        let start = Date()
        #expect(
            send("exec sleep 30", stop: { Date().timeIntervalSince(start) > 0.2 })
                == .transient("the pass was stopped while /bin/sh ran"))
        #expect(Date().timeIntervalSince(start) < 20)  // stopped, not waited on for its 30 s
    }

    @Test("the whole message reaches the program's standard input, however long")
    func wholeInput() throws {
        let dir = try DispatchPeers.temporaryDirectory("sendmail-input")
        let long = message(String(repeating: "Tempo run, 8 km, target 5:09–5:14/km\n", count: 5000))
        let outcome = SendmailTransport(arguments: ["/bin/sh", "-c", "cat > \"$0\"", dir + "/got"]).send(long)
        #expect(outcome == .delivered("exit 0"))
        #expect(try String(contentsOfFile: dir + "/got", encoding: .utf8) == long.rendered())
    }

    @Test("a Maildir gets the whole message in new/ and nothing left in tmp/")
    func maildir() throws {
        let dir = try DispatchPeers.temporaryDirectory("maildir") + "/Mail"
        let outcome = MaildirTransport(path: dir).send(message())
        #expect(outcome.name == "delivered")
        let new = try FileManager.default.contentsOfDirectory(atPath: dir + "/new")
        #expect(new.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/tmp").isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/cur").isEmpty)
        #expect(try String(contentsOfFile: dir + "/new/" + new[0], encoding: .utf8) == message().rendered())
        #expect(MaildirTransport(path: "/proc/forbidden/Mail").send(message()).name == "configuration")
    }

    /// What makes a killed club pass repeat no mail: the file's name comes from the claim's key.
    @Test("a Maildir holds one file per key however often it is sent, and finds it in new/ and in cur/")
    func maildirOncePerKey() throws {
        let dir = try DispatchPeers.temporaryDirectory("maildir-once") + "/Mail"
        let maildir = MaildirTransport(path: dir)
        let day = LocalDate(iso: "2026-12-01")!
        let ana = ClaimKey(userId: "ana.b", channel: "mail", occasion: .day(.todaysWorkout, day))
        let ben = ClaimKey(userId: "ben", channel: "mail", occasion: .day(.todaysWorkout, day))
        let eve = ClaimKey(userId: "eve", channel: "mail", occasion: .day(.todaysWorkout, day))
        #expect(maildir.send(message(), once: ana).name == "delivered")
        #expect(maildir.send(message("again"), once: ana).text.hasSuffix("(already there)"))
        #expect(maildir.send(message(), once: ben).name == "delivered")
        var new = try FileManager.default.contentsOfDirectory(atPath: dir + "/new").sorted()
        #expect(new == [MaildirTransport.name(for: ana), MaildirTransport.name(for: ben)].sorted())
        #expect(
            try String(contentsOfFile: dir + "/new/" + MaildirTransport.name(for: ana), encoding: .utf8)
                == message().rendered())
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/tmp").isEmpty)
        // A reader moves ben's file to cur/ with its flags: still delivered, never again in new/.
        let benName = MaildirTransport.name(for: ben)
        #expect(rename(dir + "/new/" + benName, dir + "/cur/" + benName + ":2,S") == 0)
        #expect(maildir.delivered([ana, ben, eve]) == [ana, ben])
        new = try FileManager.default.contentsOfDirectory(atPath: dir + "/new")
        #expect(new == [MaildirTransport.name(for: ana)])
    }

    @Test("a key's file name has no / or :, one name per key, and fits a file system's 255 bytes")
    func maildirNames() {
        let day = LocalDate(iso: "2026-12-01")!
        let a = ClaimKey(userId: "a_b", channel: "mail", occasion: .day(.todaysWorkout, day))
        let b = ClaimKey(userId: "a", channel: "mail", occasion: Occasion(kind: .todaysWorkout, key: "b_2026-12-01"))
        let slash = ClaimKey(
            userId: "a", channel: "mail", occasion: Occasion(kind: .phaseStarts, key: "p/1-Base:x/2026-W49"))
        let long = ClaimKey(
            userId: "a", channel: "mail",
            occasion: Occasion(kind: .phaseStarts, key: String(repeating: "ü", count: 300)))
        let names = [a, b, slash, long].map(MaildirTransport.name(for:))
        #expect(Set(names).count == 4)
        #expect(names.allSatisfy { !$0.contains("/") && !$0.contains(":") && $0.utf8.count <= 240 })
        #expect(names[0] == "a=5Fb_mail_todays-workout_2026-12-01.spotter")
        #expect(names[2] == "a_mail_phase-starts_p=2F1-Base=3Ax=2F2026-W49.spotter")
    }
}
