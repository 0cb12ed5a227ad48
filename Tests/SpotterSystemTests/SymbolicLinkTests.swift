import Foundation
import SpotterSystem
import Testing

@Suite("SymbolicLink: a link's target as stored; nil for anything that is not a link")
struct SymbolicLinkTests {
    @Test("an absolute and a relative target come back as stored; a file and a missing path give nil")
    func targets() throws {
        let folder = NSTemporaryDirectory() + "spotter-link-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        try #require(symlink("/usr/share/zoneinfo/Europe/Berlin", folder + "/absolute") == 0)
        try #require(symlink("../usr/share/zoneinfo/Asia/Tokyo", folder + "/relative") == 0)
        #expect(SymbolicLink.target(folder + "/absolute") == "/usr/share/zoneinfo/Europe/Berlin")
        #expect(SymbolicLink.target(folder + "/relative") == "../usr/share/zoneinfo/Asia/Tokyo")
        #expect(SymbolicLink.target(folder + "/file") == nil)
        #expect(SymbolicLink.target(folder + "/missing") == nil)
        #expect(ProgramFile.path?.hasPrefix("/") == true)
    }
}
