import Foundation
import SpotterSystem
import Testing

@Suite("FileDescriptor: whole writes, reads to end of file, opened paths")
struct FileDescriptorTests {
    /// A pipe's two ends, closed by the caller.
    func pipeEnds() throws -> (read: FileDescriptor, write: FileDescriptor) {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        // Close-on-exec, as Spotter's own pipes are: a child another test starts must not hold one.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
    }

    @Test("writeAll gets 1 MiB through a 64 KiB pipe, which takes it in parts, and readToEnd gets it all back")
    func wholeWrite() async throws {
        let (reader, writer) = try pipeEnds()
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        async let received = Task.detached {
            defer { reader.close() }
            return try reader.readToEnd()
        }.value
        try writer.writeAll(bytes)
        writer.close()
        #expect(try await received == bytes)
    }

    @Test("text goes out as its UTF-8 bytes")
    func text() throws {
        let (reader, writer) = try pipeEnds()
        try writer.writeAll("Día 1 ✓\n")
        writer.close()
        defer { reader.close() }
        #expect(try reader.readToEnd() == Array("Día 1 ✓\n".utf8))
    }

    @Test("a path that is not there throws its errno, and so does a write to a descriptor opened for reading")
    func errors() throws {
        #expect(throws: Errno(rawValue: ENOENT)) { try FileDescriptor.open("/nonexistent/spotter", .readOnly) }
        #expect(Errno(rawValue: ENOENT).description == "No such file or directory")
        let null = try FileDescriptor.open("/dev/null", .readOnly)
        defer { null.close() }
        #expect(throws: Errno(rawValue: EBADF)) { try null.writeAll("lost") }
    }

    @Test("an opened file reads to its end and is close-on-exec")
    func openedFile() throws {
        let path = NSTemporaryDirectory() + "spotter-fd-\(getpid())"
        try Data("one\ntwo\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = try FileDescriptor.open(path, .readOnly)
        defer { fd.close() }
        #expect(fcntl(fd.rawValue, F_GETFD) & FD_CLOEXEC != 0)
        #expect(try fd.readToEnd() == Array("one\ntwo\n".utf8))
        #expect(try fd.readToEnd() == [])
    }

    @Test("Sleep.seconds waits at least as long as asked; a negative wait returns at once")
    func sleep() {
        let start = ContinuousClock.now
        Sleep.seconds(0.2)
        let slept = ContinuousClock.now - start
        // Never early; how late a loaded machine wakes it is not this test's question.
        #expect(slept >= .milliseconds(200), "\(slept)")
        Sleep.seconds(-1)
    }
}
