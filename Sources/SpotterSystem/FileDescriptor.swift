#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open file descriptor: standard streams, a path opened for reading or writing, a pipe's end.
///
/// ```swift
/// try FileDescriptor.standardOutput.writeAll("spotter 1.0\n")
/// let input = try FileDescriptor.standardInput.readToEnd()      // [UInt8], up to end of file
/// let tty = try FileDescriptor.open("/dev/tty", .writeOnly)     // throws Errno(ENXIO) without one
/// defer { tty.close() }
/// ```
/// Reads and writes retry on `EINTR`, and `writeAll` loops until every byte is out, since a pipe
/// or a terminal may take a write in parts. The descriptor is a plain number: whoever opened it
/// closes it (the standard streams stay open). What throws, throws `Errno`.
public struct FileDescriptor: Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let standardInput = FileDescriptor(rawValue: 0)
    public static let standardOutput = FileDescriptor(rawValue: 1)
    public static let standardError = FileDescriptor(rawValue: 2)

    public enum AccessMode: Sendable {
        case readOnly, writeOnly, readWrite

        var flag: Int32 {
            switch self {
            case .readOnly: return O_RDONLY
            case .writeOnly: return O_WRONLY
            case .readWrite: return O_RDWR
            }
        }
    }

    /// Opens an existing path, close-on-exec (so no child started later inherits it).
    public static func open(_ path: String, _ mode: AccessMode) throws -> FileDescriptor {
        while true {
            let fd = systemOpen(path, mode.flag | O_CLOEXEC)
            if fd >= 0 { return FileDescriptor(rawValue: fd) }
            if errno != EINTR { throw Errno.current }
        }
    }

    /// Closes it; an error from `close` leaves nothing to retry, so there is none to report.
    public func close() { _ = systemClose(rawValue) }

    /// One `read` of at most `buffer.count` bytes: 0 at end of file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let n = systemRead(rawValue, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno != EINTR { throw Errno.current }
        }
    }

    /// Everything up to end of file (a pipe's writer closing it, a terminal's Ctrl-D).
    public func readToEnd() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try read(into: $0) }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }

    /// One `write`, which may take fewer bytes than offered: returns how many it took.
    public func write(_ bytes: UnsafeRawBufferPointer) throws -> Int {
        while true {
            let n = systemWrite(rawValue, bytes.baseAddress, bytes.count)
            if n >= 0 { return n }
            if errno != EINTR { throw Errno.current }
        }
    }

    /// Writes every byte, however many `write` calls that takes.
    public func writeAll(_ bytes: some Collection<UInt8>) throws {
        let array = Array(bytes)
        try array.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                offset += try write(UnsafeRawBufferPointer(rebasing: all[offset...]))
            }
        }
    }

    /// Writes the text's UTF-8 bytes, every one of them.
    public func writeAll(_ text: String) throws { try writeAll(text.utf8) }
}

// The C calls under other names: inside `FileDescriptor` its own `open`, `read`, `write` and
// `close` would shadow them.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
