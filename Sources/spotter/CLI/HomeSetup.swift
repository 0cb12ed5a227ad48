import FoundationEssentials
import Glibc
import SpotterCore

/// Prepares where Spotter's files go, once at start: a private umask and a home folder.
///
/// ```swift
/// guard let paths = HomeSetup.paths(environment: env) else { /* HomeSetup.noHome, exit 2 */ }
/// ```
/// The home is `HOME`, or the password database's entry for this user (a look-up, so it is done
/// here at the edge and handed to `SpotterPaths` as a value); never `/tmp`.
enum HomeSetup {
    /// Why there is no home, and what to do.
    static var noHome: String {
        "no home folder: HOME is not set and the password database has none for user ID \(getuid()). Set HOME, or choose a folder with --home DIR (or SPOTTER_HOME=DIR)"
    }

    /// Sets the umask to 077 (files 0600, folders 0700 from their first byte, whatever a library
    /// creates) and resolves the paths; nil when there is no home to put them in.
    ///
    /// The password database is asked only when the environment names no home: the look-up reads
    /// `/etc/nsswitch.conf` and `/etc/passwd`, which a `spotter status` run every second need not.
    static func paths(environment env: [String: String]) -> SpotterPaths? {
        umask(0o077)
        return SpotterPaths(environment: env) ?? SpotterPaths(environment: env, accountHome: accountHome())
    }

    /// The user's XDG base directories, for files that are the user's rather than under Spotter's
    /// home (the agent's unit, the shell completions): from `HOME`, else the password database's
    /// home; nil with neither, never `/tmp` or `/`.
    static func xdg(environment env: [String: String]) -> XDGDirectories? {
        XDGDirectories(environment: env) ?? XDGDirectories(environment: env, accountHome: accountHome())
    }

    /// Why there is no folder for such a file, and what to do.
    static var noUserHome: String {
        "no home folder: HOME is not set and the password database has none for user ID \(getuid()). Set HOME (--home and SPOTTER_HOME do not move this file)"
    }

    /// This user's home folder in the password database, if it has one.
    static func accountHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
            let dir = entry.pw_dir
        else { return nil }
        let home = String(cString: dir)
        return home.isEmpty ? nil : home
    }
}
