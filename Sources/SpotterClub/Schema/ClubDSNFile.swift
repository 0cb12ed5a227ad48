import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// Where `spotter club init DSN` keeps the connection string: `club.dsn` in Spotter's config
/// folder, mode 0600 in a 0700 folder, since it may hold a password.
///
/// ```swift
/// let file = ClubDSNFile(configDirectory: paths.configDirectory)
/// try file.save("host=db dbname=club")
/// file.load()   // the saved DSN, or "" (libpq then reads PGHOST, PGDATABASE, …)
/// ```
public struct ClubDSNFile {
    public let path: String
    public init(configDirectory: String) { path = configDirectory + "/club.dsn" }

    /// The saved DSN, or "" when there is none; a file others could read or swap is refused, as
    /// libpq refuses such a `~/.pgpass`.
    public func load() throws(ClubError) -> String {
        if let reason = PrivateFiles.unsafeSecretReason(path) {
            throw .invalid("\(path) is not private: \(reason); nothing was done")
        }
        return (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingWhitespaceAndNewlines() ?? ""
    }

    public func save(_ dsn: String) throws {
        try PrivateFiles.makeFolder(PathText.folder(path))
        if let reason = PrivateFiles.unsafeFolderReason(PathText.folder(path)) {
            throw ClubError.invalid("will not keep the DSN in \(PathText.folder(path)): \(reason)")
        }
        let temporary = path + ".new"
        unlink(temporary)
        let fd = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ClubError.invalid("cannot write \(temporary): errno \(errno)") }
        let bytes = Array((dsn + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fchmod(fd, 0o600)
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw ClubError.invalid("cannot write \(path): errno \(errno)")
        }
    }
}
