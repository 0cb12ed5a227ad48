import Foundation
import Testing

/// The club tests start PostgreSQL through `Spawn`; the server lives on for the whole run, so any
/// descriptor it inherited stays open that long (a pipe of another test then never reaches end of file).
@Suite("Spawn: a program the club tests start gets only its three streams")
struct SpawnTests {
    @Test("a descriptor left open without close-on-exec does not reach the program")
    func onlyTheThreeStreams() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        try #require(dup2(fds[1], 200) == 200)
        defer { for fd in fds + [200] { close(fd) } }
        let out = NSTemporaryDirectory() + "spotter-spawn-\(getpid()).txt"
        defer { unlink(out) }
        #expect(try Spawn.run(["/bin/ls", "/proc/self/fd"], stdout: out, stderr: "/dev/null") == 0)
        let open = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(open.contains("2"))
        #expect(!open.contains("200"), "\(open)")
        #expect(!open.contains("\(fds[1])"), "\(open)")
    }
}
