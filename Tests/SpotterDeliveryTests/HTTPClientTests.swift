import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterDelivery

@Suite("HTTPClient: ntfy pushes from the process, against an HTTP endpoint on loopback", .serialized)
struct HTTPClientTests {
    let message = PushMessage(
        kind: .todaysWorkout, title: "Today: Easy run, 5 km", body: "Easy run, 5 km\nTarget \"6:00\"/km @home",
        route: .day(LocalDate(iso: "2026-12-01")!))

    @Test("pushes through the client carry what curl's carry, and share one kept-alive connection")
    func keepAlive() throws {
        let server = try StatusPeer(keepAlive: true)
        let client = HTTPClient(timeout: 30)
        var channel = NtfyChannel(url: URL(string: server.url("spotter"))!)
        channel.client = client
        for _ in 0..<5 { #expect(channel.push(message) == .delivered("HTTP 200")) }
        var other = NtfyChannel(url: URL(string: server.url("s410"))!)
        other.client = client
        #expect(other.push(message) == .dead("HTTP 410"))
        let requests = server.requests()
        #expect(requests.count == 6)
        #expect(Set(requests.compactMap { $0["connection"] as? Int }).count == 1, "one connection for all six")
        #expect(client.opened == 1 && client.requests == 6)
        let first = try #require(requests.first)
        #expect(first["title"] as? String == "Today: Easy run, 5 km")
        #expect(first["body"] as? String == message.body)
        #expect(first["priority"] as? String == "3")
        #expect(first["tags"] as? String == "spotter,todays-workout")
        #expect(first["route"] as? String == "day/2026-12-01")
    }

    @Test("a server that closes after each answer gets a fresh connection for the next push")
    func closingServer() throws {
        let server = try StatusPeer()
        var channel = NtfyChannel(url: URL(string: server.url("s503"))!)
        channel.client = HTTPClient(timeout: 30)
        #expect(channel.push(message) == .transient("HTTP 503"))
        channel.url = URL(string: server.url("again"))!
        #expect(channel.push(message) == .delivered("HTTP 200"))
        #expect(channel.client?.opened == 2)
        #expect(server.requests().compactMap { $0["topic"] as? String } == ["s503", "again"])
    }

    @Test("a refused connection is transient and names the server")
    func refused() {
        let port = DispatchPeers.freePort()
        var channel = NtfyChannel(url: URL(string: "http://127.0.0.1:\(port)/t")!)
        channel.client = HTTPClient(timeout: 30)
        let outcome = channel.push(message)
        #expect(outcome.name == "transient")
        #expect(outcome.text.contains("127.0.0.1:\(port): cannot connect"), "\(outcome)")
    }

    @Test("a chunked answer is read whole, and the connection goes on")
    func chunked() throws {
        let listener = try LoopbackListener()
        let client = HTTPClient(timeout: 30)
        let answers = [
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6;x=y\r\n world\r\n0\r\n\r\n",
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok",
        ]
        let served = listener.serve(answers)
        let url = URL(string: "http://127.0.0.1:\(listener.port)/t")!
        let one = try client.post(url, headers: [("Title", "x")], body: Array("a".utf8))
        #expect(one.status == 200 && String(decoding: one.body, as: UTF8.self) == "hello world")
        let two = try client.post(url, headers: [], body: [])
        #expect(two.status == 201 && String(decoding: two.body, as: UTF8.self) == "ok")
        #expect(client.opened == 1)
        served.wait()
    }

    @Test("a server that gives no answer in time is not tried again by the same client")
    func unansweredServer() throws {
        // Listening, never accepting: the connection is made, the request sent, no answer comes.
        let listener = try LoopbackListener()
        let client = HTTPClient(timeout: 1)
        var channel = NtfyChannel(url: URL(string: "http://127.0.0.1:\(listener.port)/slow")!)
        channel.client = client
        let first = channel.push(message)
        #expect(first.name == "transient")
        #expect(first.text.contains("no answer in time"), "\(first)")
        channel.url = URL(string: "http://127.0.0.1:\(listener.port)/other-topic")!
        let second = channel.push(message)
        #expect(second.name == "transient")
        #expect(second.text.contains("not tried again"), "\(second)")
        #expect(client.opened == 1 && client.requests == 1, "the second push never reached the server")
    }

    @Test("a header value with a line break is never sent")
    func headerInjection() {
        let client = HTTPClient(timeout: 30)
        #expect(throws: HTTPClient.Failure.self) {
            try client.post(URL(string: "http://127.0.0.1:1/t")!, headers: [("Title", "a\r\nX-Evil: 1")], body: [])
        }
    }
}

/// A one-connection HTTP peer on loopback that answers each request with the next canned answer.
final class LoopbackListener: @unchecked Sendable {
    let fd: Int32
    let port: Int

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.fd = fd
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, len) == 0 && listen(fd, 4) == 0 && getsockname(fd, $0, &len) == 0
            }
        }
        port = Int(UInt16(bigEndian: addr.sin_port))
        try #require(ok, "cannot listen on loopback")
    }

    deinit { close(fd) }

    /// Accepts one connection and answers one request (headers and Content-Length body) per answer.
    func serve(_ answers: [String]) -> DispatchGroup {
        let group = DispatchGroup()
        group.enter()
        Thread.detachNewThread { [fd] in
            defer { group.leave() }
            let conn = accept(fd, nil, nil)
            guard conn >= 0 else { return }
            defer { close(conn) }
            var pending: [UInt8] = []
            for answer in answers {
                // Read one request: up to the blank line, then Content-Length bytes.
                while true {
                    if let end = Self.headerEnd(pending) {
                        let head = String(decoding: pending[..<end], as: UTF8.self).lowercased()
                        let length =
                            head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                            .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
                        if pending.count >= end + 4 + length {
                            pending.removeFirst(end + 4 + length)
                            break
                        }
                    }
                    var chunk = [UInt8](repeating: 0, count: 4096)
                    let n = recv(conn, &chunk, chunk.count, 0)
                    guard n > 0 else { return }
                    pending += chunk[0..<n]
                }
                _ = Array(answer.utf8).withUnsafeBytes { send(conn, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
        }
        return group
    }

    private static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4)
        where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
            return i
        }
        return nil
    }
}
