#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// This process's environment as a dictionary, read straight from `environ`.
///
/// ```swift
/// let env = ProcessEnvironment.read()
/// env["HOME"]   // "/home/ana"
/// ```
/// `ProcessInfo.processInfo.environment` gives the same, but setting up `ProcessInfo` (its
/// arguments, its host and process names) was a tenth of the CPU of a `spotter status` call. When
/// a name appears twice, the first one counts, as with `getenv`.
public enum ProcessEnvironment {
    public static func read() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if environment[name] == nil { environment[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return environment
    }
}
