import Foundation
import Testing

@testable import SpotterSystem

@Suite("ProgramPages: the program file's read-only pages, given back before a long sleep")
struct ProgramPagesTests {
    @Test("of a maps text it takes the program's code and nothing else: not its relocated data, not its data")
    func readOnlyMappings() {
        let maps = """
            00400000-00600000 r--p 00000000 fd:01 42                                 /usr/local/bin/spotter
            00600000-00c00000 r-xp 00200000 fd:01 42                                 /usr/local/bin/spotter
            00c00000-00d00000 rw-p 00800000 fd:01 42                                 /usr/local/bin/spotter
            00d00000-00e00000 ---p 00900000 fd:01 42                                 /usr/local/bin/spotter
            7f0000000000-7f0000100000 r-xp 00000000 fd:01 7                          /usr/lib/x86_64-linux-gnu/libc.so.6
            7f0000200000-7f0000300000 r-xp 00000000 fd:01 43                         /usr/local/bin/spotter-old
            7ffd00000000-7ffd00021000 rw-p 00000000 00:00 0                          [stack]
            """
        let ranges = ProgramPages.mappings(maps, of: "/usr/local/bin/spotter")
        #expect(ranges.map(\.start) == [0x60_0000])
        #expect(ranges.map(\.end) == [0xC0_0000])
    }

    @Test("the program file is what /proc/self/exe links to, as Foundation reads it")
    func programFile() throws {
        let path = try #require(ProgramFile.path)
        #expect(path == (try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }

    @Test("released, this test program holds fewer file pages resident than before")
    func releaseLowersResidentFilePages() throws {
        let before = try #require(try Self.residentFileKilobytes())
        let asked = ProgramPages.release()
        let after = try #require(try Self.residentFileKilobytes())
        #expect(asked >= 1, "the test program's code")
        #expect(after < before, "RssFile \(before) kB before, \(after) kB after")
    }

    /// Resident pages backed by files, in kilobytes: `RssFile:\t   12172 kB` in /proc/self/status.
    static func residentFileKilobytes() throws -> Int? {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("RssFile:") }) else { return nil }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }
}
