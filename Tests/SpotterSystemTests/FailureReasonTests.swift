import Foundation
import SpotterSystem
import Testing

@Suite("FailureReason: what a file operation met, in the system's words")
struct FailureReasonTests {
    @Test("a missing file and a folder read as their errno text; a file that is not UTF-8 says so")
    func readErrors() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/failure-reason-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            reason { try String(contentsOfFile: folder + "/missing", encoding: .utf8) } == "No such file or directory")
        #expect(reason { try String(contentsOfFile: folder, encoding: .utf8) } == "Is a directory")
        try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: folder + "/latin1"))
        #expect(reason { try String(contentsOfFile: folder + "/latin1", encoding: .utf8) } == "not UTF-8 text")
        #expect(
            reason { try "x".write(toFile: folder + "/no/such/folder", atomically: true, encoding: .utf8) }
                == "No such file or directory")
    }

    @Test("a POSIX error reads as its errno text; any other error as it describes itself")
    func otherErrors() {
        #expect(FailureReason.text(POSIXError(.EACCES)) == "Permission denied")
        struct Custom: Error, CustomStringConvertible { var description: String { "the plan is empty" } }
        #expect(FailureReason.text(Custom()) == "the plan is empty")
    }

    private func reason(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return FailureReason.text(error)
        }
    }
}
