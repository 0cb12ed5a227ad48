import Foundation
import Testing

/// A server that never answers: every club connection gives up after its default timeout and
/// names the host, rather than hanging for as long as the kernel keeps the socket open.
@Suite("Club connect timeout")
struct ClubConnectTimeoutTests {
    /// A loopback listener whose backlog is never accepted: the kernel completes the handshake,
    /// takes libpq's first packet, and nothing ever replies (as a host that drops packets).
    final class SilentListener {
        let fd: Int32
        let port: Int

        init() throws {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0, listen(fd, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            self.fd = fd
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(fd) }
    }

    /// Waits for the program to end, up to `limit` seconds; a program still running then is stopped.
    static func finish(_ running: RunningSpotter, limit: TimeInterval) -> SpotterResult? {
        let deadline = Date().addingTimeInterval(limit)
        while running.process.isRunning && Date() < deadline { usleep(50_000) }
        if running.process.isRunning {
            running.process.terminate()
            _ = running.wait()
            return nil
        }
        return running.wait()
    }

    @Test("init, import and dispatch give up on a silent server with a message naming the host")
    func silentServer_timesOutAndNamesTheHost() throws {
        let listener = try SilentListener()
        let dsn = "host=127.0.0.1 port=\(listener.port) dbname=club user=coach sslmode=disable"
        let home = try ClubHome()
        // The other commands read the DSN that init would have kept.
        let config = home.path + "/config"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        chmod(config, 0o700)
        _ = FileManager.default.createFile(
            atPath: config + "/club.dsn", contents: Data((dsn + "\n").utf8), attributes: [.posixPermissions: 0o600])
        let athletes = home.path + "/athletes.csv"
        try "id,email,zone\na1,a1@club.example,UTC\n".write(toFile: athletes, atomically: true, encoding: .utf8)

        let runs = try [
            ["club", "init", dsn], ["club", "import", athletes],
            ["club", "dispatch", "--maildir", home.path + "/mail"],
        ].map { ($0, try home.start($0)) }
        for (arguments, running) in runs {
            // The default is 10 s; a generous bound keeps a loaded machine green.
            let result = try #require(Self.finish(running, limit: 120), "\(arguments) still waiting after 120 s")
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("127.0.0.1:\(listener.port)"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("no answer within 10 s"), "\(arguments): \(result.stderr)")
        }
    }
}
