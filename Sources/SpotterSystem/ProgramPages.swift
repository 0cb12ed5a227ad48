import SpotterCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The pages of this program's own code that are in memory.
///
/// ```swift
/// ProgramPages.release()   // before a long sleep: a few MB fewer resident
/// ```
/// A process that runs once and then sleeps for hours (the agent) keeps mapped whatever code its
/// start touched, about 8 MB of a 15 MB program, because the kernel maps file pages 64 KB around
/// each fault. `release` unmaps the program file's executable mappings from this process
/// (`MADV_DONTNEED`): the pages stay in the page cache, for other processes that map them and for
/// the next wake-up, which maps back what it runs. Only executable, unwritable mappings are asked
/// about: code is never written, while the read-only data before the writable segment holds the
/// loader's relocations, which dropping would lose. (A debugger's breakpoints, written into the
/// code, are dropped with it.)
public enum ProgramPages {
    /// Unmaps the program file's executable mappings; returns how many ranges it asked about (0
    /// when the mappings cannot be read).
    @discardableResult
    public static func release() -> Int {
        var asked = 0
        for range in codeRanges() {
            if madvise(UnsafeMutableRawPointer(bitPattern: range.start), range.end - range.start, MADV_DONTNEED) == 0 {
                asked += 1
            }
        }
        return asked
    }

    /// The address ranges of /proc/self/maps that map this program's file as code.
    static func codeRanges() -> [(start: Int, end: Int)] {
        guard let program = ProgramFile.path,
            let maps = try? FileDescriptor.open("/proc/self/maps", .readOnly)
        else { return [] }
        defer { maps.close() }
        guard let bytes = try? maps.readToEnd() else { return [] }
        return mappings(String(decoding: bytes, as: UTF8.self), of: program)
    }

    /// The ranges in a /proc/PID/maps text that map `path` readable, executable and not writable.
    ///
    /// `00400000-00c5d000 r-xp 00000000 fd:01 1234   /usr/local/bin/spotter` is one; the `r--p` and
    /// `rw-p` lines of the same file (relocated data, data) are not.
    static func mappings(_ maps: String, of path: String) -> [(start: Int, end: Int)] {
        var ranges: [(start: Int, end: Int)] = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, String(fields[5]).trimmingWhitespace() == path else { continue }
            let permissions = Array(fields[1].utf8)
            guard permissions.count == 4, permissions[0] == UInt8(ascii: "r"), permissions[1] == UInt8(ascii: "-"),
                permissions[2] == UInt8(ascii: "x")
            else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = Int(bounds[0], radix: 16), let end = Int(bounds[1], radix: 16),
                start < end
            else { continue }
            ranges.append((start, end))
        }
        return ranges
    }
}
