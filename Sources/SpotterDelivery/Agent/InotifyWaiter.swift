import FoundationEssentials
import SpotterCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Waits on the outbox's signal file with inotify, so the agent sleeps without polling.
///
/// ```swift
/// let waiter = try InotifyWaiter(watching: db.outboxSignalFile, clock: Date.init)
/// waiter.wait(until: nextDue)   // returns at nextDue, or as soon as any process changes the outbox
/// ```
/// It watches the directory (the file is replaced, not edited in place) and reacts only to
/// events naming the signal file, so the database's own writes do not wake it.
///
/// `spotter status --follow` watches the database and its write-ahead log instead, which every
/// commit writes: `InotifyWaiter(watchingAny: [db, db + "-wal"], clock: Date.init)`.
///
/// `trace`, when set, hears each wait and each wake as a line (`SPOTTER_TRACE_WAITS=1` sends them
/// to stderr): what a test counts to show that an idle process waits with no deadline and is
/// woken only by a change, without timing anything.
/// ```text
/// wait: no deadline
/// woke: change
/// wait: until 1764614400
/// woke: deadline
/// ```
public final class InotifyWaiter: AgentWaiter {
    let fd: Int32
    let names: Set<String>
    let clock: () -> Date
    public var trace: ((String) -> Void)?

    public convenience init(watching file: String, clock: @escaping () -> Date) throws {
        try self.init(watchingAny: [file], clock: clock)
    }

    /// Wakes for a change to any of `files`, which share one directory.
    public init(watchingAny files: [String], clock: @escaping () -> Date) throws {
        let dir = PathText.folder(files.first ?? "")
        precondition(files.allSatisfy { PathText.folder($0) == dir }, "one directory")
        names = Set(files.map { PathText.name($0) })
        self.clock = clock
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw AgentError.system("inotify_init1", errno) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)
        guard inotify_add_watch(fd, dir, mask) >= 0 else {
            let e = errno
            close(fd)
            throw AgentError.system("inotify_add_watch \(dir)", e)
        }
    }

    deinit { close(fd) }

    public func wait(until deadline: Date?) {
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline.timeIntervalSince(clock())
                if left <= 0 { return }
                // Round up, so the agent wakes at or just after the instant, never just before it.
                timeout = Int32(min((left * 1000).rounded(.up), Double(Int32.max)))
            }
            trace?(deadline.map { "wait: until \(Int($0.timeIntervalSince1970))" } ?? "wait: no deadline")
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let rc = poll(&p, 1, timeout)
            if rc < 0 && errno == EINTR { continue }
            if rc <= 0 {
                trace?("woke: deadline")
                return
            }
            let named = drainNamesTheFile()
            trace?(named ? "woke: change" : "woke: another file")
            if named { return }
        }
    }

    /// Reads pending events; true when one names a watched file.
    private func drainNamesTheFile() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        var offset = 0
        var hit = false
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= n {
            let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
            if length > 0 {
                let raw = buffer[(offset + header)..<min(n, offset + header + length)]
                let eventName = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                if names.contains(eventName) { hit = true }
            }
            offset += header + length
        }
        return hit
    }
}

public enum AgentError: Error, CustomStringConvertible, Equatable {
    case system(String, Int32)
    case alreadyRunning(lockFile: String)

    public var description: String {
        switch self {
        case .system(let what, let e): return "\(what): \(String(cString: strerror(e)))"
        case .alreadyRunning(let lock): return "another spotter agent is already running (it holds \(lock))"
        }
    }
}

/// One agent per user: an exclusive `flock` on a file in the runtime directory, released when the process ends.
///
/// ```swift
/// let lock = try AgentLock.acquire(at: paths.runtimeDirectory + "/agent.lock")   // throws .alreadyRunning
/// AgentLock.isHeld(at: path)   // what `spotter doctor` asks
/// ```
public final class AgentLock {
    let fd: Int32

    private init(fd: Int32) { self.fd = fd }
    deinit { close(fd) }

    public static func acquire(at path: String) throws -> AgentLock {
        try FileManager.default.createDirectory(
            atPath: PathText.folder(path), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AgentError.system("open \(path)", errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw AgentError.alreadyRunning(lockFile: path)
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return AgentLock(fd: fd)
    }

    /// Whether some process holds the lock now (an agent is running).
    public static func isHeld(at path: String) -> Bool {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        return true
    }
}
