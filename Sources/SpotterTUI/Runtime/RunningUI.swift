import FoundationEssentials
import Glibc
import SpotterCore

/// Which process is the running terminal UI for this home: `run/ui.pid`, trusted only while locked.
///
/// ```swift
/// let marker = RunningUI.mark(runtimeDirectory: dir)   // the TUI, for its lifetime
/// defer { marker?.release() }
/// RunningUI.wake(runtimeDirectory: dir)                // `spotter open`: true if one was woken
/// ```
/// The UI holds an exclusive `flock` on the pid file while it runs, and the kernel drops it when
/// the process ends however it ends. So a file left by a killed UI, whose pid may since belong to
/// an unrelated process, is never signalled: `wake` signals only while the lock is held.
public final class RunningUI {
    private let fd: Int32
    private let path: String
    private var released = false

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { release() }

    public static func file(_ runtimeDirectory: String) -> String { runtimeDirectory + "/ui.pid" }

    /// Marks this process as the running UI; nil if another UI holds the mark or the file cannot be made.
    public static func mark(runtimeDirectory: String) -> RunningUI? {
        guard (try? RuntimeFolder.make(runtimeDirectory)) != nil else { return nil }
        let path = file(runtimeDirectory)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        // A stale file from an older Spotter may carry a wider mode.
        _ = fchmod(fd, 0o600)
        _ = ftruncate(fd, 0)
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return RunningUI(fd: fd, path: path)
    }

    /// Removes the mark and drops the lock. Safe to call twice.
    public func release() {
        guard !released else { return }
        released = true
        unlink(path)
        close(fd)
    }

    /// Wakes the running UI so it takes a request now; false when none runs.
    ///
    /// SIGWINCH, because ncurses already turns it into a wake-up (`KEY_RESIZE`) of a loop that may
    /// otherwise sleep until its next tick; at the same size the backend repaints nothing (only
    /// after `fg` does a wake send the screen again).
    public static func wake(runtimeDirectory: String) -> Bool {
        let fd = open(file(runtimeDirectory), O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        // Taking the lock ourselves means no UI holds it: the pid in the file is stale.
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        guard errno == EWOULDBLOCK else { return false }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0,
            let pid = pid_t(
                String(decoding: buffer.prefix(count), as: UTF8.self).trimmingWhitespaceAndNewlines()),
            pid > 0
        else { return false }
        return kill(pid, SIGWINCH) == 0
    }
}
