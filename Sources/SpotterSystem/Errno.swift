#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A failed system call's error number, thrown instead of returning `-1`.
///
/// ```swift
/// do { _ = try FileDescriptor.open("/nonexistent", .readOnly) } catch { print(error) }
/// // No such file or directory
/// error.rawValue == ENOENT   // true
/// ```
public struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The calling thread's `errno`, read right after a call failed.
    static var current: Errno { Errno(rawValue: errno) }

    public var description: String { String(cString: strerror(rawValue)) }
}
