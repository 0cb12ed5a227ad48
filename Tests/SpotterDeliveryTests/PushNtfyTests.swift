import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery
@testable import SpotterSystem

@Suite("Push: ntfy's publish format against an HTTP endpoint on loopback", .serialized)
struct PushNtfyTests {
    let message = PushMessage(
        kind: .todaysWorkout, title: "Today: Easy run, 5 km", body: "Easy run, 5 km\nTarget 6:00/km",
        route: .day(LocalDate(iso: "2026-12-01")!))

    @Test("a publish is a POST with the body as the message and Title, Priority, Tags headers")
    func format() throws {
        let server = try StatusPeer()
        let outcome = NtfyChannel(url: URL(string: server.url("spotter"))!).push(message)
        #expect(outcome == .delivered("HTTP 200"))
        let request = try #require(server.requests().first)
        #expect(request["title"] as? String == "Today: Easy run, 5 km")
        #expect(request["body"] as? String == "Easy run, 5 km\nTarget 6:00/km")
        #expect(request["priority"] as? String == "3")
        #expect(request["tags"] as? String == "spotter,todays-workout")
        #expect(request["route"] as? String == "day/2026-12-01")
    }

    @Test(
        "status codes decide the outcome",
        arguments: [
            ("s404", "dead"), ("s410", "dead"), ("s401", "configuration"), ("s403", "configuration"),
            ("s429", "transient"),
            ("s500", "transient"), ("s503", "transient"), ("s400", "permanent"), ("s201", "delivered"),
        ])
    func statuses(topic: String, outcome: String) throws {
        let server = try StatusPeer()
        #expect(NtfyChannel(url: URL(string: server.url(topic))!).push(message).name == outcome)
    }

    @Test("a refused connection is transient")
    func refused() {
        let port = DispatchPeers.freePort()
        #expect(
            NtfyChannel(url: URL(string: "http://127.0.0.1:\(port)/t")!, timeout: 5).push(message).name == "transient")
    }

    @Test("a body with quotes, backslashes, line breaks and a leading @ arrives byte for byte")
    func oddBody() throws {
        let server = try StatusPeer()
        var odd = message
        odd.body = "@/etc/hostname \"quoted\" back\\slash\n\ttab\r\nend = x"
        odd.title = "Día \"1\""
        #expect(NtfyChannel(url: URL(string: server.url("spotter"))!).push(odd) == .delivered("HTTP 200"))
        let request = try #require(server.requests().first)
        #expect(request["body"] as? String == odd.body)
        #expect(request["title"] as? String == MailMessage.encodedWord(odd.title))
    }

    @Test("the topic URL and the request reach curl on its standard input, never in its arguments")
    func nothingInTheProcessList() throws {
        let dir = try DispatchPeers.temporaryDirectory("fake-curl")
        let fake = dir + "/curl"
        try """
        #!/bin/sh
        printf '%s\n' "$@" > "$0.args"
        cat > "$0.config"
        printf 201
        """.write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let url = "https://ntfy.example/secret-topic-4711"
        let outcome = NtfyChannel(url: URL(string: url)!, curl: fake).push(message)
        #expect(outcome == .delivered("HTTP 201"))
        let args = try String(contentsOfFile: fake + ".args", encoding: .utf8)
        #expect(args == "--disable\n--config\n-\n")
        let config = try String(contentsOfFile: fake + ".config", encoding: .utf8)
        #expect(config.contains("url = \"\(url)\"\n"))
        #expect(config.contains("header = \"Priority: 3\"\n"))
    }

    @Test("no curl is a configuration error; curl's own failures are transient or configuration by their exit code")
    func curlFailures() throws {
        let missing = NtfyChannel(url: URL(string: "http://127.0.0.1:9/t")!, curl: "spotter-no-such-curl").push(message)
        #expect(missing.name == "configuration")
        #expect(missing.text.contains("spotter-no-such-curl"))
        func run(_ status: Int32, stderr: String = "", stdout: String = "") -> SendOutcome {
            NtfyChannel.outcome(
                Subprocess.Result(
                    status: status, stdout: stdout, stderr: stderr, termination: .exited(status), cutShort: nil),
                timeout: 15)
        }
        #expect(
            run(6, stderr: "curl: (6) Could not resolve host: nope\n")
                == .transient("curl: (6) Could not resolve host: nope"))
        #expect(run(28).name == "transient")
        #expect(run(3, stderr: "curl: (3) URL using bad/illegal format\n").name == "configuration")
        #expect(run(0, stdout: "503") == .transient("HTTP 503"))
        #expect(run(0, stdout: "000").name == "transient")
    }

    @Test("a server that never answers is transient once the timeout is up")
    func silentServer() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { p in
            try p.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                try #require(bind(listener, $0, length) == 0 && listen(listener, 1) == 0)
                try #require(getsockname(listener, $0, &length) == 0)
            }
        }
        let port = UInt16(bigEndian: address.sin_port)
        let start = Date()
        let outcome = NtfyChannel(url: URL(string: "http://127.0.0.1:\(port)/t")!, timeout: 1).push(message)
        #expect(outcome.name == "transient", "\(outcome)")
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test("endpoint URLs are checked before they are stored, naming what is wrong")
    func addresses() throws {
        #expect(try NtfyAddress.validate("https://ntfy.sh/ana-runs").absoluteString == "https://ntfy.sh/ana-runs")
        for (url, reason) in [
            ("ftp://x/y", "the scheme must be http or https"),
            ("https://ntfy.sh/", "the URL has no topic, e.g. https://ntfy.sh/my-topic"),
            ("https://u:p@ntfy.sh/t", "credentials in the URL are not stored; use an access-controlled topic"),
            ("https://ntfy.sh/t?x=1", "the URL must not have a query or fragment"),
            ("https://ntfy.sh/a b", "spaces and non-ASCII characters are not allowed"),
            ("https://ntfy.sh/a.b", "the topic \"a.b\" may use letters, digits, - and _ (at most 64)"),
            ("https://ntfy.sh:99999/t", "the port must be 1–65535, not 99999"),
            ("https://ntfy.sh:0/t", "the port must be 1–65535, not 0"),
            (
                "https://ntfy.sh/t\u{1B}",
                "it contains a control character (U+001B) at character 18; it must be plain text"
            ),
        ] {
            #expect(throws: NtfyAddress.Invalid(url: url, reason: reason)) { try NtfyAddress.validate(url) }
        }
    }
}
