import FoundationEssentials
import Glibc
import SpotterCore
import SpotterSystem

/// A small HTTP/1.1 client for plain `http://`: POST with a `Content-Length`, one kept-alive
/// connection per host and port, the answer read by `Content-Length`, chunks or the end of the
/// connection.
///
/// ```swift
/// let client = HTTPClient(timeout: 15)
/// let answer = try client.post(URL(string: "http://127.0.0.1:8080/ana")!, headers: [("Title", "Today")],
///                              body: Array("Easy run".utf8))
/// answer.status   // 200; the next post to 127.0.0.1:8080 reuses the connection
/// ```
/// One client belongs to one thread (a pass's worker): it is not shared. A kept connection that
/// the server has closed meanwhile is found on the next request (nothing comes back) and the
/// request is made once more on a fresh one, as browsers and curl do. A server that gave no
/// answer in time is not tried again by the same client: its later posts fail at once (a
/// transient failure, which the club's pass hands back for a later pass), so one slow server
/// holds a worker for one timeout, not one per push. `https://` is not spoken here: `NtfyChannel`
/// keeps curl for it.
public final class HTTPClient {
    public struct Response: Sendable {
        public var status: Int
        public var headers: [(name: String, value: String)]
        public var body: [UInt8]

        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// Why there was no answer: the text names the host and the step.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// The time ran out (connecting, or waiting for the answer).
        public var timedOut = false
        /// Nothing came back on a kept connection: the server had closed it, and never read the request.
        var closedUnused = false
    }

    public let timeout: TimeInterval
    /// Kept connections by `host:port`.
    private var connections: [String: Int32] = [:]
    /// Servers (`host:port`) that gave no answer in time, with what happened: not tried again.
    private var unanswered: [String: String] = [:]
    /// Requests made, and connections opened, since the start: what a test and the bench read.
    public private(set) var requests = 0
    public private(set) var opened = 0

    public init(timeout: TimeInterval = 15) { self.timeout = timeout }

    deinit { for fd in connections.values { close(fd) } }

    /// POSTs `body` to `url` (http only) with `headers` (Host, Content-Length and Connection are added).
    public func post(_ url: URL, headers: [(String, String)], body: [UInt8]) throws(Failure) -> Response {
        guard let c = URLComponents(url: url, resolvingAgainstBaseURL: false), c.scheme?.lowercased() == "http",
            let host = c.host, !host.isEmpty
        else { throw Failure(description: "\(url.absoluteString): only http:// URLs are spoken here") }
        // A line break in a value would end the header and start another: never sent.
        guard headers.allSatisfy({ !($0.0 + $0.1).contains(where: { $0 == "\r" || $0 == "\n" }) }) else {
            throw Failure(description: "\(host): a header with a line break is not sent")
        }
        let port = c.port ?? 80
        let path = c.percentEncodedPath.isEmpty ? "/" : c.percentEncodedPath
        var head = "POST \(path) HTTP/1.1\r\nHost: \(port == 80 ? host : "\(host):\(port)")\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: keep-alive\r\n\r\n"
        let request = Array(head.utf8) + body
        let key = "\(host):\(port)"
        if let why = unanswered[key] {
            throw Failure(description: "\(key): not tried again after no answer in time (\(why))", timedOut: true)
        }
        requests += 1
        do {
            // A kept connection may have been closed by the server since: one more try on a fresh one.
            if let kept = connections.removeValue(forKey: key) {
                do { return try exchange(kept, request, key: key) } catch  where error.closedUnused {}
            }
            let fd = try connect(host: host, port: port)
            return try exchange(fd, request, key: key)
        } catch  where error.timedOut {
            unanswered[key] = error.description
            throw error
        }
    }

    /// Writes the request, reads the answer; keeps the connection when the server does.
    private func exchange(_ fd: Int32, _ request: [UInt8], key: String) throws(Failure) -> Response {
        do {
            try write(fd, request, key: key)
            var reader = Reader(fd: fd, key: key)
            let (response, keep) = try reader.response()
            if keep { connections[key] = fd } else { close(fd) }
            return response
        } catch {
            close(fd)
            throw error
        }
    }

    private func connect(host: String, port: Int) throws(Failure) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let rc = getaddrinfo(host, String(port), &hints, &list)
        guard rc == 0, let first = list else {
            throw Failure(description: "\(host): cannot resolve the name (\(String(cString: gai_strerror(rc))))")
        }
        defer { freeaddrinfo(list) }
        var lastError = Errno(rawValue: ECONNREFUSED)
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { continue }
            // Non-blocking while connecting, so an unreachable host gives up after `timeout`.
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
            var ok = Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0
            if !ok && errno == EINPROGRESS {
                var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&p, 1, Int32(timeout * 1000)) == 1 {
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                    ok = error == 0
                    if !ok { lastError = Errno(rawValue: error) }
                } else {
                    lastError = Errno(rawValue: ETIMEDOUT)
                }
            } else if !ok {
                lastError = Errno(rawValue: errno)
            }
            guard ok else {
                close(fd)
                continue
            }
            _ = fcntl(fd, F_SETFL, flags)
            var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            opened += 1
            return fd
        }
        throw Failure(
            description: "\(host):\(port): cannot connect: \(lastError)", timedOut: lastError.rawValue == ETIMEDOUT)
    }

    private func write(_ fd: Int32, _ bytes: [UInt8], key: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let e = Errno(rawValue: errno)
                var failure = Failure(
                    description: "\(key): the request could not be sent: \(e)", timedOut: e.rawValue == EAGAIN)
                failure.closedUnused = e.rawValue == EPIPE || e.rawValue == ECONNRESET
                throw failure
            }
            offset += n
        }
    }

    /// Reads one answer from a connection: status line, headers, body.
    struct Reader {
        let fd: Int32
        let key: String
        var buffer: [UInt8] = []
        var start = 0

        init(fd: Int32, key: String) {
            self.fd = fd
            self.key = key
        }

        /// The answer, and whether the connection can carry another request.
        mutating func response() throws(Failure) -> (Response, Bool) {
            while true {
                let statusLine = try line()
                let parts = statusLine.split(separator: " ", maxSplits: 2)
                guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
                    throw Failure(description: "\(key): not an HTTP answer: \(statusLine.prefix(80))")
                }
                var headers: [(name: String, value: String)] = []
                while true {
                    let header = try line()
                    if header.isEmpty { break }
                    guard let colon = header.firstIndex(of: ":") else { continue }
                    headers.append(
                        (
                            String(header[..<colon]),
                            String(header[header.index(after: colon)...]).trimmingWhitespaceAndNewlines()
                        ))
                }
                var response = Response(status: status, headers: headers, body: [])
                // 1xx answers (100 Continue) come before the real one and have no body.
                if (100..<200).contains(status) { continue }
                let connection = response.header("Connection")?.lowercased()
                var keep = parts[0] == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
                if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
                    response.body = try chunked()
                } else if let text = response.header("Content-Length") {
                    guard let length = Int(text), length >= 0 else {
                        throw Failure(description: "\(key): a bad Content-Length: \(text.prefix(40))")
                    }
                    response.body = try bytes(length)
                } else if status == 204 || status == 304 {
                    response.body = []
                } else {
                    response.body = try rest()
                    keep = false
                }
                return (response, keep)
            }
        }

        private mutating func chunked() throws(Failure) -> [UInt8] {
            var body: [UInt8] = []
            while true {
                let sizeLine = try line()
                let hex = sizeLine.prefix { $0 != ";" }.trimmingWhitespaceAndNewlines()
                guard let size = Int(hex, radix: 16), size >= 0 else {
                    throw Failure(description: "\(key): a bad chunk size: \(sizeLine.prefix(40))")
                }
                if size == 0 {
                    while try !line().isEmpty {}  // trailers
                    return body
                }
                body += try bytes(size)
                _ = try line()
            }
        }

        private mutating func line() throws(Failure) -> String {
            while true {
                if let lf = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    var end = lf
                    if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    let text = String(decoding: buffer[start..<end], as: UTF8.self)
                    start = lf + 1
                    return text
                }
                guard buffer.count - start < 65536 else { throw Failure(description: "\(key): a header line too long") }
                guard try fill() else {
                    var failure = Failure(description: "\(key): the connection closed before an answer")
                    failure.closedUnused = buffer.isEmpty
                    throw failure
                }
            }
        }

        private mutating func bytes(_ count: Int) throws(Failure) -> [UInt8] {
            while buffer.count - start < count {
                guard try fill() else { throw Failure(description: "\(key): the connection closed mid-answer") }
            }
            defer { start += count }
            return Array(buffer[start..<start + count])
        }

        private mutating func rest() throws(Failure) -> [UInt8] {
            while try fill() {}
            defer { start = buffer.count }
            return Array(buffer[start...])
        }

        /// Reads more; false at the end of the connection.
        private mutating func fill() throws(Failure) -> Bool {
            if start > 0 && start == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 16384)
            while true {
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n < 0 && errno == EINTR { continue }
                if n < 0 {
                    let e = Errno(rawValue: errno)
                    let late = e.rawValue == EAGAIN || e.rawValue == EWOULDBLOCK
                    var failure = Failure(
                        description: late ? "\(key): no answer in time" : "\(key): reading the answer: \(e)",
                        timedOut: late)
                    failure.closedUnused = e.rawValue == ECONNRESET && buffer.isEmpty
                    throw failure
                }
                if n == 0 { return false }
                buffer += chunk[0..<n]
                return true
            }
        }
    }
}
