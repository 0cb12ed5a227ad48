import Foundation
import Testing

/// Real peers for the mail and push tests, started by the test itself on loopback: an SMTP server
/// (aiosmtpd, storing into a Maildir) and an HTTP endpoint answering chosen status codes. The
/// scripts live in `Fixtures/` beside this file. A missing peer fails the test.
///
/// Shared by the delivery and end-to-end test targets through this support library.
public enum DispatchPeers {
    public static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    public static func temporaryDirectory(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-\(name)-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A port nobody listens on right now.
    public static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) }
        }
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        return Int(UInt16(bigEndian: addr.sin_port))
    }

    public static func canConnect(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        } == 0
    }

    public static func launch(_ program: String, _ arguments: [String]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// SIGKILL, not SIGTERM: the test runner may hand its children an ignored SIGTERM.
    public static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    public static func waitUntil(_ seconds: Double = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

/// aiosmtpd on a free loopback port, storing what it receives in a Maildir.
public final class SMTPPeer {
    public let port: Int
    public let maildir: String
    private let process: Process

    public init() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/msmtp"),
            "msmtp is missing: run Tests/Scripts/install-test-deps.sh")
        let check = try DispatchPeers.launch("/usr/bin/env", ["python3", "-c", "import aiosmtpd"])
        check.waitUntilExit()
        try #require(check.terminationStatus == 0, "aiosmtpd is missing: run Tests/Scripts/install-test-deps.sh")
        port = DispatchPeers.freePort()
        maildir = try DispatchPeers.temporaryDirectory("smtp") + "/received"
        process = try DispatchPeers.launch(DispatchPeers.fixtures + "/smtp_server.sh", [String(port), maildir])
        try #require(DispatchPeers.waitUntil { DispatchPeers.canConnect(port) }, "the SMTP server did not start")
    }

    deinit { DispatchPeers.stop(process) }

    /// The msmtp command line that talks to this server.
    public var msmtp: [String] {
        ["/usr/bin/msmtp", "--host=127.0.0.1", "--port=\(port)", "--from=spotter@localhost", "-t"]
    }

    /// Every message received so far, as text.
    public func messages() -> [String] {
        let dir = maildir + "/new"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.sorted().compactMap { try? String(contentsOfFile: dir + "/" + $0, encoding: .utf8) }
    }

    /// When the server stored each message it received (its file's modification time), in the
    /// order of `messages()`: what a test compares with the instant a message was due.
    public func receivedAt() -> [Date] {
        let dir = maildir + "/new"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.sorted().compactMap {
            (try? FileManager.default.attributesOfItem(atPath: dir + "/" + $0))?[.modificationDate] as? Date
        }
    }
}

/// The status-code HTTP endpoint (see `status_server.py`).
public final class StatusPeer {
    public let port: Int
    public let log: String
    private let process: Process

    /// `keepAlive` speaks HTTP/1.1 and keeps connections open; otherwise each answer closes its connection.
    public init(keepAlive: Bool = false) throws {
        let dir = try DispatchPeers.temporaryDirectory("http")
        log = dir + "/requests.jsonl"
        let portFile = dir + "/port"
        process = try DispatchPeers.launch(
            "/usr/bin/env",
            ["python3", DispatchPeers.fixtures + "/status_server.py", portFile, log] + (keepAlive ? ["keep-alive"] : [])
        )
        try #require(
            DispatchPeers.waitUntil { FileManager.default.fileExists(atPath: portFile) },
            "the HTTP endpoint did not start")
        port = Int(try String(contentsOfFile: portFile, encoding: .utf8)) ?? 0
    }

    deinit { DispatchPeers.stop(process) }

    public func url(_ topic: String) -> String { "http://127.0.0.1:\(port)/\(topic)" }

    /// Every request received so far, oldest first.
    public func requests() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
