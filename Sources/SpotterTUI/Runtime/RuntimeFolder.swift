import FoundationEssentials
import Glibc
import SpotterCore

/// The runtime folder (`run/`) and the owner-only files in it.
///
/// ```swift
/// try RuntimeFolder.make(paths.runtimeDirectory)            // every missing folder 0700
/// try RuntimeFolder.writeWhole("plan\n", to: dir + "/open-request")   // 0600, renamed into place
/// ```
enum RuntimeFolder {
    /// Creates the folder and any missing parent, each 0700; an existing `run/` of ours is narrowed to 0700.
    static func make(_ path: String) throws {
        var missing: [String] = []
        var cursor = path
        var info = stat()
        while !cursor.isEmpty, cursor != "/", stat(cursor, &info) != 0 {
            missing.append(cursor)
            cursor = PathText.folder(cursor)
        }
        for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw RuntimeFileError(path: folder, errno: errno)
        }
        guard stat(path, &info) == 0 else { throw RuntimeFileError(path: path, errno: errno) }
        if info.st_uid == getuid() && info.st_mode & 0o077 != 0 { _ = chmod(path, 0o700) }
    }

    /// Writes `text` to a 0600 file beside `path`, then renames it into place: a reader never sees half.
    static func writeWhole(_ text: String, to path: String) throws {
        let tmp = path + ".\(getpid())"
        unlink(tmp)
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw RuntimeFileError(path: tmp, errno: errno) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let failure = errno
        close(fd)
        guard written == bytes.count else {
            unlink(tmp)
            throw RuntimeFileError(path: path, errno: failure)
        }
        guard rename(tmp, path) == 0 else {
            let failure = errno
            unlink(tmp)
            throw RuntimeFileError(path: path, errno: failure)
        }
    }
}

/// A runtime file or folder could not be made; the message names it and says why.
public struct RuntimeFileError: Error, CustomStringConvertible {
    public let path: String
    public let errno: Int32
    public var description: String { "cannot write \(path): \(String(cString: strerror(errno)))" }
}
