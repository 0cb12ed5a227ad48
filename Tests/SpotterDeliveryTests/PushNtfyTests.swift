import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

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
