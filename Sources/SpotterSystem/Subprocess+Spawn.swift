import CGlibcExtensions
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Subprocess {
    /// Where a child's standard input comes from.
    public enum Input: Sendable {
        /// Reads as empty at once.
        case nullDevice
        /// A pipe whose writing end the parent gets as `Child.standardInput`.
        case pipe
    }

    /// Where a child's standard output or standard error goes.
    public enum Output: Sendable {
        /// A pipe whose reading end the parent gets (`run` collects it as text).
        case pipe
        /// Thrown away (it must not land on the TUI's screen, say).
        case nullDevice
        /// The parent's own stream: what the child says reaches the user or the journal.
        case inherit
    }

    /// How a child ended.
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)

        /// The shell's convention in one number: the exit code, or 128 + the signal.
        public var status: Int32 {
            switch self {
            case .exited(let code): return code
            case .signaled(let signal): return 128 + signal
            }
        }

        /// From `waitpid`'s status word (WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the
        /// macros do not import).
        init(waitStatus: Int32) {
            self = (waitStatus & 0x7f) == 0 ? .exited((waitStatus >> 8) & 0xff) : .signaled(waitStatus & 0x7f)
        }
    }

    /// A started child: its pid and the parent's ends of the pipes asked for.
    ///
    /// ```swift
    /// let child = try Subprocess.spawn(["cat"], standardInput: .pipe, standardError: .nullDevice)
    /// try child.standardInput!.writeAll("hi")
    /// child.standardInput!.close()
    /// try child.standardOutput!.readToEnd()   // "hi"
    /// child.standardOutput!.close()
    /// child.wait()                            // .exited(0)
    /// ```
    /// Whoever spawns closes the pipe ends and waits, or the child stays a zombie.
    public struct Child: Sendable {
        public let pid: pid_t
        public let standardInput: FileDescriptor?
        public let standardOutput: FileDescriptor?
        public let standardError: FileDescriptor?

        public func signal(_ number: Int32) { _ = kill(pid, number) }

        /// Waits for the child to end and reaps it.
        @discardableResult
        public func wait() -> Termination {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return Termination(waitStatus: status)
        }

        /// Reaps the child if it has ended; nil while it runs.
        public func ended() -> Termination? {
            var status: Int32 = 0
            while true {
                let r = waitpid(pid, &status, WNOHANG)
                if r == pid { return Termination(waitStatus: status) }
                if r == 0 { return nil }
                // ECHILD: reaped already (SIGCHLD ignored); nothing is left to wait for.
                if errno != EINTR { return Termination(waitStatus: status) }
            }
        }
    }

    /// Starts `arguments[0]` (looked up in `PATH`) with its streams wired as asked, and returns at once.
    ///
    /// - Parameter environment: the child's whole environment; nil inherits ours.
    public static func spawn(
        _ arguments: [String], environment: [String: String]? = nil, standardInput: Input = .nullDevice,
        standardOutput: Output = .pipe, standardError: Output = .pipe
    ) throws -> Child {
        precondition(!arguments.isEmpty)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attr = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attr) }
        let env = environment.map { $0.map { "\($0.key)=\($0.value)" } }

        return try spawnLock.withLock { _ in
            // Pipes are made and marked close-on-exec under the same lock as every spawn, so no
            // child started by another thread can inherit (and hold open) one of these.
            var parentEnds: [Int32] = []
            var childEnds: [Int32] = []
            defer { for fd in childEnds { close(fd) } }
            func makePipe() throws -> (read: Int32, write: Int32) {
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else {
                    let e = errno
                    for fd in parentEnds { close(fd) }
                    throw Failure.cannotStart(tool: arguments[0], errno: e)
                }
                for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                return (fds[0], fds[1])
            }
            var ours: [FileDescriptor?] = [nil, nil, nil]
            switch standardInput {
            case .nullDevice: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            case .pipe:
                let p = try makePipe()
                parentEnds.append(p.write)
                childEnds.append(p.read)
                posix_spawn_file_actions_adddup2(&actions, p.read, 0)
                ours[0] = FileDescriptor(rawValue: p.write)
            }
            for (fd, output) in [(Int32(1), standardOutput), (2, standardError)] {
                switch output {
                case .inherit: break
                case .nullDevice: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
                case .pipe:
                    let p = try makePipe()
                    parentEnds.append(p.read)
                    childEnds.append(p.write)
                    posix_spawn_file_actions_adddup2(&actions, p.write, fd)
                    ours[Int(fd)] = FileDescriptor(rawValue: p.read)
                }
            }
            // Nothing but the three streams passes to the child: a descriptor we inherited or opened
            // without close-on-exec (a test runner's exit-watch socket, say) would otherwise live on
            // in the child and in whatever it leaves running.
            _ = spotter_spawn_close_from(&actions, 3)
            var pid: pid_t = 0
            let rc = withCStrings(arguments) { argv in
                if let env {
                    return withCStrings(env) { envp in posix_spawnp(&pid, arguments[0], &actions, &attr, argv, envp) }
                }
                return posix_spawnp(&pid, arguments[0], &actions, &attr, argv, environ)
            }
            guard rc == 0 else {
                for fd in parentEnds { close(fd) }
                throw Failure.cannotStart(tool: arguments[0], errno: rc)
            }
            return Child(pid: pid, standardInput: ours[0], standardOutput: ours[1], standardError: ours[2])
        }
    }

    private static let spawnLock = Mutex(())

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
