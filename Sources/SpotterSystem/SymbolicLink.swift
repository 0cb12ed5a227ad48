#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where a symbolic link points, read with `readlink` (no `FileManager`: its code is some 64 KiB
/// windows of the binary that a start need not map).
///
/// ```swift
/// SymbolicLink.target("/etc/localtime")    // "/usr/share/zoneinfo/Europe/Berlin"
/// SymbolicLink.target("/etc/hostname")     // nil: a file, not a link
/// ```
public enum SymbolicLink {
    /// The link's target as stored (relative or absolute), or nil when `path` is no link.
    public static func target(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
