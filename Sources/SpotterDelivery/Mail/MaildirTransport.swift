import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore
import Synchronization

/// Writes a message into a Maildir: the whole file into `tmp/`, synced, then renamed into
/// `new/`, so a reader never sees half a message and a crash leaves only a stray file in `tmp/`.
///
/// ```swift
/// MaildirTransport(path: "/home/ana/Mail/spotter").send(message)  // .delivered("new/1796….M…P…Q….host")
/// MaildirTransport(path: dir).send(message, once: key)             // .delivered("new/ana_mail_….spotter")
/// ```
/// `delivered` means on disk: the file is synced before the rename and `new/` after it, so a
/// claim settled as sent never names a message a power cut took away. The folders are made
/// (mode 0700) the first time a file cannot be created for want of them, not before each message:
/// a pass over many athletes costs one create, write, fsync, rename and directory fsync apiece.
/// Sent `once` under a claim's key, the file is named from the key and linked into `new/`, so
/// delivering the same key again leaves the first file alone (the club's pass, after a kill).
public struct MaildirTransport: MailTransport {
    public var path: String
    /// Off, `new/` is not synced after each message but once in `makeDurable()`: one fsync a
    /// message instead of two on a disk, for a caller that settles many messages at once and
    /// calls `makeDurable()` before (the club's pass). Each file is synced before its link either way.
    public var syncsEachMessage = true
    public init(path: String) { self.path = path }

    /// Syncs `new/`, so the names linked into it since the last sync survive a power cut.
    public func makeDurable() {
        let dir = open("\(path)/new", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    public func send(_ message: MailMessage) -> SendOutcome {
        deliver(message, as: Self.uniqueName(), once: false)
    }

    /// The message of `key` under a name made from the key alone (`name(for:)`), linked into
    /// `new/` rather than renamed: a message already there under that name is left as it is and
    /// counts as delivered, so the same key delivered twice (a pass killed before it settled the
    /// claim, and the pass that took the claim over) leaves one file.
    public func send(_ message: MailMessage, once key: ClaimKey) -> SendOutcome {
        deliver(message, as: Self.name(for: key), once: true)
    }

    public var deliversOnce: Bool { true }

    /// Those of `keys` whose file is in `new/`, or in `cur/` (`NAME:2,FLAGS`, once a reader saw it).
    ///
    /// `new/` is looked at before `cur/`: a reader moves a file from the one to the other, never
    /// back, so a file moved in between is still found. `cur/` is read once for all the keys.
    public func delivered(_ keys: [ClaimKey]) -> Set<ClaimKey> {
        var found: Set<ClaimKey> = []
        var unseen: [String: ClaimKey] = [:]
        for key in keys {
            let name = Self.name(for: key)
            if access("\(path)/new/\(name)", F_OK) == 0 { found.insert(key) } else { unseen[name] = key }
        }
        guard !unseen.isEmpty, let dir = opendir("\(path)/cur") else { return found }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 && $0 != UInt8(ascii: ":") }, as: UTF8.self)
            }
            if let key = unseen[name] { found.insert(key) }
        }
        return found
    }

    /// The file name of `key`'s message: its four parts joined by `_`, each byte other than a
    /// letter, digit or `-` written as `=XX`, then `.spotter`. No `/`, no `:` (the Maildir's flag
    /// separator), one name per key; a name too long for a file ends in a hash of the rest.
    ///
    /// ```swift
    /// MaildirTransport.name(for: ClaimKey(userId: "ana.b", channel: "mail", occasion: .day(.todaysWorkout, day)))
    /// // "ana=2Eb_mail_todays-workout_2026-12-01.spotter"
    /// ```
    public static func name(for key: ClaimKey) -> String {
        var name: [UInt8] = []
        for (i, part) in [key.userId, key.channel, key.occasion.kind.rawValue, key.occasion.key].enumerated() {
            if i > 0 { name.append(UInt8(ascii: "_")) }
            for b in part.utf8 {
                switch b {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                    name.append(b)
                default:
                    name.append(UInt8(ascii: "="))
                    name.append(contentsOf: Self.hex(b))
                }
            }
        }
        let text = String(decoding: name, as: UTF8.self)
        // Most file systems take 255 bytes; `:2,FLAGS` must still fit after it in cur/.
        guard name.count > 200 else { return text + ".spotter" }
        return String(decoding: name.prefix(180), as: UTF8.self) + "=H" + ImportBatch.fnv1a(text) + ".spotter"
    }

    private static func hex(_ b: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(b >> 4)], digits[Int(b & 15)]]
    }

    /// Writes the file into `tmp/` under a unique name, syncs it, then moves it to `new/NAME`:
    /// renamed, or with `once` linked (a file already at `new/NAME` stays, and counts as delivered).
    private func deliver(_ message: MailMessage, as name: String, once: Bool) -> SendOutcome {
        let tmp = "\(path)/tmp/\(once ? Self.uniqueName() : name)"
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
        let target = "\(path)/new/\(name)"
        func move() -> Bool { once ? link(tmp, target) == 0 : rename(tmp, target) == 0 }
        var moved = synced && move()
        if synced && !moved && errno == ENOENT, makeFolders() == nil { moved = move() }
        let alreadyThere = once && !moved && errno == EEXIST
        if once || !moved { unlink(tmp) }
        if alreadyThere { return .delivered("new/\(name) (already there)") }
        guard moved else { return .transient("cannot move the message into \(path)/new: errno \(errno)") }
        // Sync the directory too, so the new name itself survives a power cut.
        if syncsEachMessage { makeDurable() }
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
