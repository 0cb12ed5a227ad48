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
    public static var path: String? { SymbolicLink.target("/proc/self/exe") }
}
