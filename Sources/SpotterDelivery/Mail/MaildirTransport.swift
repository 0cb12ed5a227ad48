import FoundationEssentials
import Glibc
import Synchronization

/// Writes a message into a Maildir: the whole file into `tmp/`, synced, then renamed into
/// `new/`, so a reader never sees half a message and a crash leaves only a stray file in `tmp/`.
///
/// ```swift
/// MaildirTransport(path: "/home/ana/Mail/spotter").send(message)  // .delivered("new/1796….M…P…Q….host")
/// ```
/// `delivered` means on disk: the file is synced before the rename and `new/` after it, so a
/// claim settled as sent never names a message a power cut took away. The folders are made
/// (mode 0700) the first time a file cannot be created for want of them, not before each message:
/// a pass over many athletes costs one create, write, fsync, rename and directory fsync apiece.
public struct MaildirTransport: MailTransport {
    public var path: String
    public init(path: String) { self.path = path }

    public func send(_ message: MailMessage) -> SendOutcome {
        let name = Self.uniqueName()
        let tmp = "\(path)/tmp/\(name)"
        var fd = open(tmp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd < 0 && errno == ENOENT {
            if let problem = makeFolders() { return .configuration(problem) }
            fd = open(tmp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else { return .transient("cannot create \(tmp): errno \(errno)") }
        let data = message.renderedBytes()
        var written = 0
        while written < data.count {
            let n = data[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                close(fd)
                unlink(tmp)
                return .transient("cannot write \(tmp): errno \(errno)")
            }
            written += n
        }
        let synced = fsync(fd) == 0
        close(fd)
        var moved = synced && rename(tmp, "\(path)/new/\(name)") == 0
        if synced && !moved && errno == ENOENT, makeFolders() == nil {
            moved = rename(tmp, "\(path)/new/\(name)") == 0
        }
        guard moved else {
            unlink(tmp)
            return .transient("cannot move the message into \(path)/new: errno \(errno)")
        }
        // Sync the directory too, so the rename itself survives a power cut.
        let dir = open("\(path)/new", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
        return .delivered("new/\(name)")
    }

    /// Makes the Maildir and its three folders; the reason when it cannot.
    private func makeFolders() -> String? {
        for sub in ["", "/tmp", "/new", "/cur"] {
            do {
                try FileManager.default.createDirectory(
                    atPath: path + sub, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                return "cannot create Maildir \(path + sub): \(error)"
            }
        }
        return nil
    }

    /// This machine's name, read once with `gethostname` rather than through `ProcessInfo.hostName`
    /// (which goes through Foundation's `Host`) for every message of a pass over many athletes.
    static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        let name =
            gethostname(&buffer, buffer.count) == 0
            ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : "localhost"
        return String(name.map { $0 == "/" || $0 == ":" ? "_" : $0 })
    }()

    /// `SECONDS.MmicrosPpidQcounter.host`, the classic unique Maildir name.
    static func uniqueName() -> String {
        var tv = timeval()
        gettimeofday(&tv, nil)
        let count = counter.wrappingAdd(1, ordering: .relaxed).newValue
        return "\(tv.tv_sec).M\(tv.tv_usec)P\(getpid())Q\(count).\(host)"
    }

    /// Messages named by this process so far: with the pid, it keeps two names of one microsecond apart.
    private static let counter = Atomic<Int>(0)
}
