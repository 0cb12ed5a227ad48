#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Subprocess {
    /// Starts a long-running tool with its output discarded (it must not land on the TUI's screen)
    /// and returns its pid; the caller stops and reaps it.
    public static func spawnBackground(_ arguments: [String], environment: [String: String]) throws -> pid_t {
        try spawn(
            arguments, environment: environment, standardInput: .nullDevice, standardOutput: .nullDevice,
            standardError: .nullDevice
        ).pid
    }

    /// Starts a tool and returns at once; a small thread of its own reaps it, so it leaves no zombie.
    public static func spawnDetached(_ arguments: [String], environment: [String: String]) throws {
        let child = try spawnBackground(arguments, environment: environment)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // All it does is wait: a small stack will do.
        pthread_attr_setstacksize(&attributes, 64 * 1024)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        // The pid rides in the pointer argument (a pid is never 0), so nothing needs freeing.
        _ = pthread_create(
            &thread, &attributes,
            { argument in
                var status: Int32 = 0
                while waitpid(pid_t(Int(bitPattern: argument)), &status, 0) < 0 && errno == EINTR {}
                return nil
            }, UnsafeMutableRawPointer(bitPattern: Int(child)))
    }
}
