#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether this program may load a shared library into itself now (libpq for the club, an NSS
/// module for the password database), and if not, why.
///
/// ```swift
/// if let problem = SharedLibraries.loadingProblem { throw PGError("cannot load libpq: \(problem)") }
/// ```
/// The installed Spotter is one static executable (README, "Install"): nothing is loaded at start.
/// A library loaded later brings the system's `libc.so.6` with it, and a static glibc's loader
/// works only beside the glibc it was linked from. After an upgrade of the system's glibc, loading
/// would mix two versions in one process, so it is refused with the fix (rebuild) instead. A
/// dynamically linked build runs on the system's glibc itself and is never refused.
public enum SharedLibraries {
    /// Asked once a process; it runs `getconf` only in a static executable.
    public static let loadingProblem: String? = {
        guard isStaticExecutable else { return nil }
        return problem(linked: linkedGlibc, system: systemGlibc())
    }()

    /// The rule: loading is safe when the system's glibc is the one this program was linked with.
    ///
    /// ```swift
    /// SharedLibraries.problem(linked: "glibc 2.36", system: "glibc 2.36")   // nil
    /// SharedLibraries.problem(linked: "glibc 2.36", system: "glibc 2.41")   // "this spotter was linked with glibc 2.36 …"
    /// SharedLibraries.problem(linked: "glibc 2.36", system: nil)            // "… could not be asked …"
    /// ```
    public static func problem(linked: String, system: String?) -> String? {
        let rebuild = "rebuild and install it again (the README's install line)"
        guard let system else {
            return
                "this spotter is one static executable linked with \(linked), and the system's glibc version could not be asked (getconf GNU_LIBC_VERSION); \(rebuild) if the system's glibc changed"
        }
        guard system != linked else { return nil }
        return
            "this spotter was linked with \(linked) and the system now has \(system); a static executable can load libraries only beside the glibc it was linked with: \(rebuild)"
    }

    /// The glibc this program runs on: in a static executable, the one it was linked from.
    static var linkedGlibc: String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
        guard count > 0, count <= buffer.count else { return "an unknown glibc" }
        return String(decoding: buffer.prefix(count - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The system's glibc, as its `getconf` (a dynamically linked tool) reports it: "glibc 2.36".
    static func systemGlibc() -> String? {
        guard let result = try? Subprocess.run(["getconf", "GNU_LIBC_VERSION"], timeout: .seconds(10)),
            result.status == 0
        else { return nil }
        let version = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        return version.isEmpty ? nil : version
    }

    /// True when the kernel started this program with no interpreter (`AT_BASE` is 0 in its
    /// auxiliary vector); also true when `/proc` cannot say, so the check is made rather than skipped.
    static var isStaticExecutable: Bool {
        guard let fd = try? FileDescriptor.open("/proc/self/auxv", .readOnly) else { return true }
        defer { fd.close() }
        guard let bytes = try? fd.readToEnd() else { return true }
        return interpreterBase(auxv: bytes).map { $0 == 0 } ?? true
    }

    /// `AT_NULL` and `AT_BASE` (Linux's `<elf.h>`, the same on every architecture).
    static let endOfVector: UInt = 0
    static let interpreterBaseKey: UInt = 7

    /// `AT_BASE` from an auxiliary vector's bytes (pairs of native words), nil when it has none.
    static func interpreterBase(auxv bytes: [UInt8]) -> UInt? {
        let word = MemoryLayout<UInt>.size
        var offset = 0
        while offset + 2 * word <= bytes.count {
            let (key, value) = bytes.withUnsafeBytes {
                (
                    $0.loadUnaligned(fromByteOffset: offset, as: UInt.self),
                    $0.loadUnaligned(fromByteOffset: offset + word, as: UInt.self)
                )
            }
            if key == endOfVector { return nil }
            if key == interpreterBaseKey { return value }
            offset += 2 * word
        }
        return nil
    }
}
