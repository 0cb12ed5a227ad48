import FoundationEssentials
import Glibc
import SpotterCore

/// Why the database could not be opened or used, in words for the user: the file, and what to do.
///
/// ```swift
/// StoreError.damaged(path: "/home/ana/.local/share/spotter/spotter.sqlite").description
/// // "/home/ana/…/spotter.sqlite is damaged: your data is untouched; restore a backup or move it away"
/// StoreError.userMessage(for: error)   // the same words for any error a store call threw
/// ```
public enum StoreError: Error, CustomStringConvertible, Equatable {
    /// The file was written by a newer Spotter; it is left exactly as it is.
    case newerSchema(path: String, fileVersion: Int, knownVersion: Int)
    case notFound(String)
    /// A SQLite file that is not Spotter's (another program's tables, or another application id).
    case foreign(path: String)
    /// Not a database, or its pages do not make sense.
    case damaged(path: String)
    /// The folder that holds the database cannot be written to.
    case readOnlyFolder(folder: String, file: String)
    case readOnlyFile(path: String)
    /// A file stands where a folder should be.
    case notAFolder(path: String)
    /// `mkdir` failed with `errno`.
    case folderFailed(path: String, parent: String, errno: Int32)
    /// Someone else owns the data folder or can write to it.
    case unsafeFolder(path: String, reason: String)
    /// Any other SQLite error.
    case sqlite(SQLiteError)

    public var description: String {
        switch self {
        case .newerSchema(let path, let file, let known):
            return
                "\(path) has schema version \(file), but this Spotter knows only up to version \(known). Upgrade Spotter; the file was not changed."
        case .notFound(let what): return "not found: \(what)"
        case .foreign(let path):
            return
                "\(path) is not a Spotter database (it holds another program's data); Spotter left it unchanged. Move it away, or choose another home with --home"
        case .damaged(let path): return SQLiteError.damagedWords(path)
        case .readOnlyFolder(let folder, let file):
            return
                "cannot write to \(folder), the folder that holds \(file): it is read-only. Make it writable (chmod u+w \(folder)) or choose another home with --home"
        case .readOnlyFile(let path):
            return
                "\(path) is read-only: make it writable (chmod u+w \(path)) or choose another home with --home; nothing was changed"
        case .notAFolder(let path):
            return "\(path) is not a folder: move that file away, or choose another home with --home"
        case .folderFailed(let path, let parent, let code):
            switch code {
            case EACCES, EPERM, EROFS:
                return
                    "cannot create the folder \(path): \(parent) is read-only or not yours. Make it writable or choose another home with --home"
            case ENOSPC: return "cannot create the folder \(path): the disk is full; free some space and try again"
            default: return "cannot create the folder \(path): \(String(cString: strerror(code)))"
            }
        case .unsafeFolder(let path, let reason): return "Spotter will not keep its data in \(path): \(reason)"
        case .sqlite(let error): return error.userMessage
        }
    }

    /// Words for the user about any error a store call threw: no SQL, the file named.
    public static func userMessage(for error: Error) -> String {
        switch error {
        case let error as StoreError: return error.description
        case let error as SQLiteError: return error.userMessage
        default: return "\(error)"
        }
    }

    /// What a SQLite error met while opening `path` means, looking at the folder and file to tell
    /// a read-only one from other trouble.
    static func opening(_ error: SQLiteError, path: String) -> StoreError {
        switch error.code & 0xff {
        case 11, 26: return .damaged(path: path)
        case 3, 8, 14, 23:
            let folder = PathText.folder(path)
            if !folder.isEmpty && access(folder, W_OK) != 0 { return .readOnlyFolder(folder: folder, file: path) }
            if access(path, F_OK) == 0 && access(path, R_OK | W_OK) != 0 { return .readOnlyFile(path: path) }
            return .sqlite(error)
        default: return .sqlite(error)
        }
    }
}
