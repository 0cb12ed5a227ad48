import FoundationEssentials
import Glibc

/// Reads a user's theme file, refusing what cannot be one with a message that names only the path.
///
/// ```swift
/// ThemeFile.read("/home/ana/.config/spotter/themes/mine.theme")
/// // .text("title = cyan\n…"), .missing, or .refused("…/mine.theme:2: not UTF-8 text")
/// ```
/// The path is followed if it is a symlink (dotfile managers link themes), but only a regular file
/// of at most `maxBytes` is read: a link to `/dev/zero` or a folder is refused without opening it.
enum ThemeFile {
    enum Outcome: Equatable {
        case missing
        case text(String)
        case refused(String)
    }

    /// A theme is a few dozen short lines; anything far bigger is not one.
    static let maxBytes = 64 * 1024

    static func read(_ path: String) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            // A link whose target is gone is there, and broken: say so rather than "no theme named".
            if lstat(path, &info) == 0 { return .refused("\(path): a symlink to nothing") }
            return failure == ENOENT || failure == ENOTDIR
                ? .missing : .refused("\(path): \(String(cString: strerror(failure)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .refused("\(path): not a regular file") }
        guard info.st_size <= maxBytes else {
            return .refused("\(path): larger than \(maxBytes / 1024) KiB, not a theme")
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .refused("\(path): cannot be read") }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a byte-order mark some editors add
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            return .refused("\(path):\(index + 1): not UTF-8 text")
        }
        return .text(String(decoding: bytes, as: UTF8.self))
    }
}
