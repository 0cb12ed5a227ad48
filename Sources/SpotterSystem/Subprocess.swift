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
///
/// let mail = try Subprocess.run(["/usr/sbin/sendmail", "-t"], stdin: message, stdout: .nullDevice, timeout: .seconds(60))
/// mail.termination   // .exited(75), or .signaled(9)
/// mail.cutShort      // nil, or .timedOut (the tool got SIGTERM)
/// ```
/// Built on `posix_spawn` rather than Foundation's `Process`: the child starts with a clean signal
/// mask and default handlers (a child of a thread that blocks SIGTERM would otherwise ignore
/// `kill`), and waiting is a plain `waitpid`, which cannot miss the exit.
public enum Subprocess {
    public struct Result: Sendable, Equatable {
        /// The exit code, or 128 + the signal that ended it.
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var termination: Termination
        /// Why the child was ended before it finished by itself; nil when it did.
        public var cutShort: CutShort?
    }

    /// Why `run` ended a child: its time was up (SIGTERM, then SIGKILL a second later if it
    /// lingers), or `shouldStop` said so (SIGKILL).
    public enum CutShort: Sendable, Equatable {
        case timedOut, stopped
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
    /// The input is written while both outputs are read, so no amount of either can stall the
    /// child or us; a child that exits without reading its input costs an `EPIPE`, never a SIGPIPE.
    /// - Parameters:
    ///   - environment: the child's whole environment; nil inherits ours.
    ///   - stdin: the child's whole input; nil gives it an empty one.
    ///   - stdout, stderr: `.pipe` collects the stream into the result.
    ///   - timeout: how long the child may run before it is ended (`cutShort == .timedOut`).
    ///   - shouldStop: asked every few milliseconds; true ends the child (`cutShort == .stopped`).
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil, stdout: Output = .pipe,
        stderr: Output = .pipe, timeout: Duration? = nil, shouldStop: (() -> Bool)? = nil
    ) throws -> Result {
        let child = try spawn(
            arguments, environment: environment, standardInput: stdin == nil ? .nullDevice : .pipe,
            standardOutput: stdout, standardError: stderr)
        let deadline = timeout.map { ContinuousClock.now + $0 }
        var exchange = Exchange(child: child, input: Array((stdin ?? "").utf8))
        var cutShort = exchange.run(deadline: deadline, shouldStop: shouldStop)
        var termination: Termination?
        if cutShort == nil {
            if deadline == nil && shouldStop == nil {
                termination = child.wait()
            } else {
                // The child may close its streams and keep running: wait as long as it may.
                while termination == nil && cutShort == nil {
                    termination = child.ended()
                    if termination != nil { break }
                    if shouldStop?() == true { cutShort = .stopped }
                    if let deadline, ContinuousClock.now >= deadline { cutShort = .timedOut }
                    if cutShort == nil { Sleep.seconds(0.005) }
                }
            }
        }
        if let cutShort { termination = end(child, cutShort) }
        let ended = termination ?? .exited(0)
        return Result(
            status: ended.status, stdout: exchange.text(child.standardOutput),
            stderr: exchange.text(child.standardError), termination: ended, cutShort: cutShort)
    }

    /// Ends a child that was cut short and reaps it.
    private static func end(_ child: Child, _ reason: CutShort) -> Termination {
        if reason == .timedOut {
            child.signal(SIGTERM)
            let grace = ContinuousClock.now + .seconds(1)
            while ContinuousClock.now < grace {
                if let t = child.ended() { return t }
                Sleep.seconds(0.005)
            }
        }
        child.signal(SIGKILL)
        return child.wait()
    }
}

/// Feeds a child's input and collects its outputs at once, with `poll`.
private struct Exchange {
    let child: Subprocess.Child
    let input: [UInt8]
    var written = 0
    var collected: [Int32: [UInt8]] = [:]

    init(child: Subprocess.Child, input: [UInt8]) {
        self.child = child
        self.input = input
    }

    func text(_ fd: FileDescriptor?) -> String {
        String(decoding: fd.flatMap { collected[$0.rawValue] } ?? [], as: UTF8.self)
    }

    /// Runs until both outputs reach their end and the input is all written (or refused); returns
    /// why it stopped early, if it did. Every pipe end is closed when it returns.
    mutating func run(deadline: ContinuousClock.Instant?, shouldStop: (() -> Bool)?) -> Subprocess.CutShort? {
        var reading = [child.standardOutput, child.standardError].compactMap { $0?.rawValue }
        for fd in reading { collected[fd] = [] }
        var writing = child.standardInput?.rawValue
        if let fd = writing {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            if input.isEmpty {
                close(fd)
                writing = nil
            }
        }
        defer {
            for fd in reading { close(fd) }
            if let writing { close(writing) }
        }
        let sigpipe = writing.map { _ in BlockedSIGPIPE() }
        defer { sigpipe?.restore() }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !reading.isEmpty || writing != nil {
            if shouldStop?() == true { return .stopped }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                if left <= .zero { return .timedOut }
                wait = Int32(min(left / .milliseconds(1), 60_000).rounded(.up))
            }
            if shouldStop != nil { wait = wait < 0 ? 5 : min(wait, 5) }
            var fds = reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let writing { fds.append(pollfd(fd: writing, events: Int16(POLLOUT), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), wait) < 0 {
                if errno == EINTR { continue }
                return nil
            }
            for p in fds where p.revents != 0 {
                if p.fd == writing {
                    let n = input[written...].withUnsafeBytes { write(p.fd, $0.baseAddress, $0.count) }
                    if n > 0 { written += n }
                    // Done, or refused (EPIPE: the child closed its input): either way it is over.
                    if written == input.count || (n < 0 && errno != EAGAIN && errno != EINTR) {
                        close(p.fd)
                        writing = nil
                    }
                    continue
                }
                let n = buffer.withUnsafeMutableBytes { read(p.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    collected[p.fd, default: []] += buffer[0..<n]
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(p.fd)
                    reading.removeAll { $0 == p.fd }
                }
            }
        }
        return nil
    }
}

/// SIGPIPE blocked on this thread while it writes to a child, so a child that exits without
/// reading its input makes `write` fail with EPIPE instead of ending the whole program. A
/// SIGPIPE raised meanwhile is taken off the pending set before the old mask comes back.
private struct BlockedSIGPIPE {
    var old = sigset_t()
    var wasPending = false

    init() {
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGPIPE)
        var pending = sigset_t()
        sigpending(&pending)
        wasPending = sigismember(&pending, SIGPIPE) == 1
        pthread_sigmask(SIG_BLOCK, &only, &old)
    }

    func restore() {
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGPIPE)
        var pending = sigset_t()
        sigpending(&pending)
        if !wasPending && sigismember(&pending, SIGPIPE) == 1 {
            var now = timespec()
            _ = sigtimedwait(&only, nil, &now)
        }
        var old = self.old
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }
}
