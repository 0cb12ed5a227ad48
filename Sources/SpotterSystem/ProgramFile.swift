#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// This program's own file, as the kernel names it.
///
/// ```swift
/// ProgramFile.path   // "/home/ana/.local/bin/spotter"; nil where /proc is not mounted
/// ```
public enum ProgramFile {
    /// The target of `/proc/self/exe`.
    public static var path: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
