/// A user's home folder from `/etc/passwd` itself, without NSS (see `SharedLibraries`).
///
/// ```swift
/// PasswordFile.home(uid: 1000, in: "ana:x:1000:1000:Ana:/home/ana:/bin/bash\n")   // "/home/ana"
/// PasswordFile.home(uid: 1001, in: "ana:x:1000:1000:Ana:/home/ana:/bin/bash\n")   // nil
/// ```
/// The first line for the user ID wins, as with glibc's `files` source; lines that are not seven
/// fields (comments, `+`/`-` compat entries) are skipped.
public enum PasswordFile {
    public static let path = "/etc/passwd"

    public static func home(uid: UInt32, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count == 7, UInt32(fields[2]) == uid else { continue }
            let home = String(fields[5])
            return home.isEmpty ? nil : home
        }
        return nil
    }

    /// This machine's `/etc/passwd`, or nil where it cannot be read.
    public static func read() -> String? {
        guard let fd = try? FileDescriptor.open(path, .readOnly) else { return nil }
        defer { fd.close() }
        return (try? fd.readToEnd()).map { String(decoding: $0, as: UTF8.self) }
    }
}
