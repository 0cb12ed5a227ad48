import Foundation

/// Writes a message into a Maildir: the whole file into `tmp/`, synced, then renamed into
/// `new/`, so a reader never sees half a message and a crash leaves only a stray file in `tmp/`.
///
/// ```swift
/// MaildirTransport(path: "/home/ana/Mail/spotter").send(message)  // .delivered("new/1796….M…P…Q….host")
/// ```
public struct MaildirTransport: MailTransport {
    public var path: String
    public init(path: String) { self.path = path }

    public func send(_ message: MailMessage) -> SendOutcome {
        let fm = FileManager.default
        for sub in ["", "/tmp", "/new", "/cur"] {
            do {
                try fm.createDirectory(
                    atPath: path + sub, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                return .configuration("cannot create Maildir \(path + sub): \(error.localizedDescription)")
            }
        }
        let name = Self.uniqueName()
        let tmp = "\(path)/tmp/\(name)"
        let fd = open(tmp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return .transient("cannot create \(tmp): errno \(errno)") }
        let data = Array(message.rendered().utf8)
        var written = 0
        while written < data.count {
            let n = data[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 {
                close(fd)
                unlink(tmp)
                return .transient("cannot write \(tmp): errno \(errno)")
            }
            written += n
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(tmp, "\(path)/new/\(name)") == 0 else {
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

    /// This machine's name, read once with `gethostname` rather than through `ProcessInfo.hostName`
    /// (which goes through Foundation's `Host`) for every message of a pass over many athletes.
    static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        let name =
            gethostname(&buffer, buffer.count) == 0
            ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : "localhost"
        return name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ":", with: "_")
    }()

    /// `SECONDS.MmicrosPpidQcounter.host`, the classic unique Maildir name.
    static func uniqueName() -> String {
        var tv = timeval()
        gettimeofday(&tv, nil)
        return "\(tv.tv_sec).M\(tv.tv_usec)P\(getpid())Q\(Counter.next()).\(host)"
    }

    private enum Counter {
        nonisolated(unsafe) static var value = 0
        static let lock = NSLock()
        static func next() -> Int {
            lock.withLock {
                value += 1
                return value
            }
        }
    }
}
