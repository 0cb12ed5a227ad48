#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The bytes of a file named on the command line: a regular file or any stream that reads
/// (a pipe, a FIFO, `<(cmd)`'s `/dev/fd/63`, a terminal), to its end.
///
/// ```swift
/// try InputFile.read("/dev/fd/63")       // what the command in <(…) printed
/// try InputFile.read("/etc")             // throws Unreadable: "Is a directory"
/// try InputFile.read(.standardInput)     // `-`: the same checks on descriptor 0
/// ```
/// A file is opened and its kind read from the open descriptor (`fstat`), so what is checked is
/// what is read. A directory, or a block device (neither a regular file nor a stream), is refused
/// before any read; every refusal says why in the system's words where it has them.
public enum InputFile {
    /// Why a file could not be read: `No such file or directory`, `Permission denied`,
    /// `Is a directory`, `not a regular file and not a stream`.
    public struct Unreadable: Error, Equatable, Sendable, CustomStringConvertible {
        public let reason: String
        public init(reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    public static func read(_ path: String) throws(Unreadable) -> [UInt8] {
        let file: FileDescriptor
        do { file = try FileDescriptor.open(path, .readOnly) } catch { throw Unreadable(reason: "\(error)") }
        defer { file.close() }
        return try read(file)
    }

    /// Everything an open descriptor holds, once its kind is one that reads.
    public static func read(_ file: FileDescriptor) throws(Unreadable) -> [UInt8] {
        var status = stat()
        guard fstat(file.rawValue, &status) == 0 else { throw Unreadable(reason: Errno.current.description) }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO, S_IFCHR, S_IFSOCK: break
        case S_IFDIR: throw Unreadable(reason: Errno(rawValue: EISDIR).description)
        default: throw Unreadable(reason: "not a regular file and not a stream")
        }
        do { return try file.readToEnd() } catch { throw Unreadable(reason: "\(error)") }
    }
}
