import FoundationEssentials
import Glibc
import SpotterCore

/// Files and folders only their owner can read: every file Spotter makes is 0600, every folder 0700.
///
/// ```swift
/// try PrivateFiles.makeFolder("/home/ana/.local/share/spotter")   // each missing folder 0700
/// PrivateFiles.touch(db.outboxSignalFile)                          // 0600, even if it was 0644
/// ```
/// The explicit modes hold whatever the umask is; `spotter` also sets a umask of 077 at start.
public enum PrivateFiles {
    public static let fileMode: mode_t = 0o600
    public static let folderMode: mode_t = 0o700

    /// Creates `path` and every missing folder above it with mode 0700; an existing folder is left as it is.
    ///
    /// A failure names `path`, the folder asked for, and the one above the first that could not be made.
    public static func makeFolder(_ path: String) throws(StoreError) {
        try makeFolder(path, for: path)
    }

    private static func makeFolder(_ path: String, for target: String) throws(StoreError) {
        var info = stat()
        if stat(path, &info) == 0 {  // follows links, as a folder reached through one is a folder
            if info.st_mode & S_IFMT == S_IFDIR { return }
            throw .notAFolder(path: path)
        }
        let parent = PathText.folder(path)
        if !parent.isEmpty && parent != path { try makeFolder(parent, for: target) }
        if mkdir(path, folderMode) != 0 && errno != EEXIST {
            throw .folderFailed(path: target, parent: parent, errno: errno)
        }
        // mkdir's mode passes through the umask; the folder is 0700 whatever it was.
        _ = chmod(path, folderMode)
    }

    /// Writes a few bytes to `path`, creating it 0600 and bringing an existing file back to 0600.
    ///
    /// Used for wake-up files, where a failed write costs only a wake-up: it reports, never throws.
    @discardableResult
    public static func touch(_ path: String, contents: String = "x") -> Bool {
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        _ = fchmod(fd, fileMode)
        let bytes = Array(contents.utf8)
        return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    /// Why a data folder may not hold Spotter's files, or nil when it may: it must be a folder, the
    /// user's own, and not writable by group or others (who could swap the database under us).
    public static func unsafeFolderReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_uid != geteuid() {
            return "it belongs to user ID \(info.st_uid), not to you (user ID \(geteuid())); use a folder of your own"
        }
        if info.st_mode & 0o022 != 0 {
            return "group or others can write to it; make it private with chmod 700 \(path)"
        }
        return nil
    }

    /// Why a file holding a secret may not be trusted, or nil when it may (or is not there): as
    /// libpq checks `~/.pgpass`, it must be the user's own, readable and writable by them alone,
    /// in a folder only they can write to (else someone could swap it).
    public static func unsafeSecretReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_uid != geteuid() {
            return "it belongs to user ID \(info.st_uid), not to you (user ID \(geteuid())); chown it to yourself"
        }
        if info.st_mode & 0o077 != 0 {
            return "group or others can read or write it; make it private with chmod 600 \(path)"
        }
        let folder = PathText.folder(path)
        if let reason = unsafeFolderReason(folder.isEmpty ? "." : folder) { return "its folder \(folder): \(reason)" }
        return nil
    }
}
