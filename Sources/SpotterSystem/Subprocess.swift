import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a tool with an argument array (never a shell string) and collects its output.
///
/// ```swift
/// let r = try Subprocess.run(["systemd-run", "--user", "--on-calendar=@1764510000", "spotter", "fire", "x"])
/// r.status   // 0
/// r.stdout   // "Running timer as unit: …"
/// ```
/// Built on `posix_spawn` rather than Foundation's `Process`: the child starts with a clean signal
/// mask and default handlers (a child of a thread that blocks SIGTERM would otherwise ignore
/// `kill`), and waiting is a plain `waitpid`, which cannot miss the exit.
public enum Subprocess {
    public struct Result: Sendable, Equatable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotStart(tool: String, errno: Int32)
        public var description: String {
            switch self {
            case .cannotStart(let tool, let e): return "cannot run \(tool): \(String(cString: strerror(e)))"
            }
        }
    }

    /// Runs `arguments[0]` (looked up in `PATH`) and waits for it.
    ///
    /// - Parameter environment: the child's whole environment; nil inherits ours.
    public static func run(_ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil) throws
        -> Result
    {
        precondition(!arguments.isEmpty)
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        var inPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0, pipe(&inPipe) == 0 else {
            throw Failure.cannotStart(tool: arguments[0], errno: errno)
        }
        // Close-on-exec, so other children never hold these pipes open (the dup2'd copies stay).
        for fd in outPipe + errPipe + inPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        var attr = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attr) }

        let env = environment.map { $0.map { "\($0.key)=\($0.value)" } }
        var pid: pid_t = 0
        let rc = withCStrings(arguments) { argv in
            if let env {
                return withCStrings(env) { envp in posix_spawnp(&pid, arguments[0], &actions, &attr, argv, envp) }
            }
            return posix_spawnp(&pid, arguments[0], &actions, &attr, argv, environ)
        }
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        guard rc == 0 else {
            close(inPipe[1])
            close(outPipe[0])
            close(errPipe[0])
            throw Failure.cannotStart(tool: arguments[0], errno: rc)
        }
        if let stdin {
            let bytes = Array(stdin.utf8)
            _ = bytes.withUnsafeBytes { write(inPipe[1], $0.baseAddress, $0.count) }
        }
        close(inPipe[1])
        let (out, err) = drain(outPipe[0], errPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, spelled out: the macros do not import.
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitCode, stdout: out, stderr: err)
    }

    /// Reads both pipes to their end together, so a chatty child cannot stall on a full one.
    private static func drain(_ a: Int32, _ b: Int32) -> (String, String) {
        var outputs: [Int32: [UInt8]] = [a: [], b: []]
        var open = [a, b]
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for p in fds where p.revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(p.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    outputs[p.fd]! += buffer[0..<n]
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(p.fd)
                    open.removeAll { $0 == p.fd }
                }
            }
        }
        return (String(decoding: outputs[a]!, as: UTF8.self), String(decoding: outputs[b]!, as: UTF8.self))
    }

    /// Spawn attributes that start a child with no signal blocked and every handler at its
    /// default: a test thread or the TUI may block or catch signals, and a child must not inherit
    /// that (a blocked SIGTERM makes `kill` useless). The caller destroys them.
    static func cleanSignalAttributes() -> posix_spawnattr_t {
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &empty)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return attr
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for p in pointers { free(p) } }
        return body(pointers)
    }
}

extension Subprocess {
    /// Starts a tool and returns at once; a background thread reaps it, so it leaves no zombie.
    public static func spawnDetached(_ arguments: [String], environment: [String: String]) throws {
        let child = try spawnBackground(arguments, environment: environment)
        let reaper = Thread {
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        reaper.start()
    }
}

extension Subprocess {
    /// Starts a long-running tool with its output discarded (it must not land on the TUI's screen)
    /// and returns its pid; the caller stops and reaps it.
    public static func spawnBackground(_ arguments: [String], environment: [String: String]) throws -> pid_t {
        var attr = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attr) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let env = environment.map { "\($0.key)=\($0.value)" }
        let rc = withCStrings(arguments) { argv in
            withCStrings(env) { envp in posix_spawnp(&pid, arguments[0], &actions, &attr, argv, envp) }
        }
        guard rc == 0 else { throw Failure.cannotStart(tool: arguments[0], errno: rc) }
        return pid
    }
}
