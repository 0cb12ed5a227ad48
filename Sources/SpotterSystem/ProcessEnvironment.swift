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
/// What `ProcessInfo.processInfo.environment` gives (a test holds the two together), without
/// setting up `ProcessInfo` (its arguments, its host and process names): that was a tenth of the
/// CPU of a `spotter status` call. When a name appears twice, the first one counts, as with
/// `getenv`; bytes that are not UTF-8 read as U+FFFD.
public enum ProcessEnvironment {
    public static func read() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: growing it entry by entry rehashed it five times.
        var environment = [String: String](minimumCapacity: count)
        var entry = environ
        while let pointer = entry.pointee {
            // Split as bytes: a value may begin with a combining mark, which as characters would
            // join the "=" before it.
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if environment[name] == nil {
                    environment[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return environment
    }
}
