import CGlibcExtensions
import Glibc

/// Whether this program may load a shared library into itself now (libpq for the club, an NSS
/// module for the password database), and if not, why.
///
/// ```swift
/// if let problem = SharedLibraries.loadingProblem { throw PGError("cannot load libpq: \(problem)") }
/// ```
/// The installed Spotter is one static executable (README, "Install"): nothing is loaded at start.
/// A library loaded later brings the system's `libc.so.6` with it, and a static glibc's loader
/// works only beside the glibc it was linked from. After the system's glibc moves to another
/// version, loading would mix two glibcs in one process, so it is refused with the fix (rebuild)
/// instead. A dynamically linked build runs on the system's glibc itself and is never refused.
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
    /// SharedLibraries.problem(linked: "glibc 2.36", system: nil)            // "… getconf … could not be run …"
    /// ```
    /// `getconf` names the version only ("glibc 2.36"), not a distribution's patch release, which
    /// keeps glibc's internal interfaces as they were.
    public static func problem(linked: String?, system: String?) -> String? {
        guard let linked, let system else {
            return
                "this spotter is one static executable, and which glibc it was linked with or which the system has could not be told (getconf GNU_LIBC_VERSION, from libc-bin, could not be run), so nothing is loaded beside it"
        }
        guard system != linked else { return nil }
        return
            "this spotter was linked with \(linked) and the system now has \(system); a static executable can load libraries only beside the glibc it was linked with: rebuild and install it again (the README's install line)"
    }

    /// True when the kernel started this program with no interpreter: nothing was loaded at start.
    static var isStaticExecutable: Bool { spotter_interpreter_base() == 0 }

    /// The glibc this program runs on ("glibc 2.36"): in a static executable, the one it was linked from.
    static var linkedGlibc: String? {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
        guard count > 1, count <= buffer.count else { return nil }
        return String(decoding: buffer.prefix(count - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The system's glibc, as its `getconf` (a dynamically linked tool, the first on `PATH`) reports it.
    static func systemGlibc() -> String? {
        guard let result = try? Subprocess.run(["getconf", "GNU_LIBC_VERSION"], timeout: .seconds(10)),
            result.status == 0
        else { return nil }
        let version = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        return version.isEmpty ? nil : version
    }
}
