import Foundation
import SpotterSystem
import Testing

@Suite("InputFile: regular files and streams read to the end; the rest refused with the reason")
struct InputFileTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "spotter-input-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test("a regular file, an empty one, and a FIFO whose writer comes and goes are read to their end")
    func readable() throws {
        try Data("Date,Weight\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.csv"))
        #expect(try InputFile.read(folder + "/a.csv") == Array("Date,Weight\n".utf8))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.csv"))
        #expect(try InputFile.read(folder + "/empty.csv") == [])

        let fifo = folder + "/f.fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        // The writer on a thread of its own: its open waits for the reader's, and a task of the
        // cooperative pool could wait behind the very test that blocks in that open.
        let written = DispatchSemaphore(value: 0)
        let writer = Thread {
            defer { written.signal() }
            guard let end = try? FileDescriptor.open(fifo, .writeOnly) else { return }
            defer { end.close() }
            try? end.writeAll(bytes)
        }
        writer.start()
        #expect(try InputFile.read(fifo) == bytes)
        written.wait()
    }

    @Test("a missing file, a directory and a block device are refused, each with its reason")
    func refused() throws {
        #expect(throws: InputFile.Unreadable(reason: "No such file or directory")) {
            try InputFile.read(folder + "/nope.csv")
        }
        #expect(throws: InputFile.Unreadable(reason: "Is a directory")) { try InputFile.read(folder) }
        if FileManager.default.fileExists(atPath: "/dev/loop0") {
            #expect(throws: InputFile.Unreadable(reason: "not a regular file and not a stream")) {
                try InputFile.read("/dev/loop0")
            }
        }
        // Standard input is checked the same way: a directory there is refused, not read.
        let dir = try FileDescriptor.open(folder, .readOnly)
        defer { dir.close() }
        #expect(throws: InputFile.Unreadable(reason: "Is a directory")) { try InputFile.read(dir) }
    }
}
