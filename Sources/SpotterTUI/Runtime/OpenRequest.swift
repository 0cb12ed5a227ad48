import Glibc
import SpotterCore
import SpotterSystem

/// The file through which `spotter open ROUTE` asks a running Spotter for a screen.
///
/// `spotter open` writes `run/open-request` whole and renames it into place, then wakes the
/// running TUI (`RunningUI.wake`); the TUI takes it (reads, then removes) at start and when so
/// woken. The text goes through
/// `Route(parsing:)`, so anything unrecognised opens Today and nothing in it is ever run.
public enum OpenRequest {
    public static func path(runtimeDirectory: String) -> String { runtimeDirectory + "/open-request" }

    /// Leaves a request for the running (or next) Spotter: the folder 0700, the file 0600, whole.
    public static func send(_ route: Route, runtimeDirectory: String) throws {
        try RuntimeFolder.make(runtimeDirectory)
        try RuntimeFolder.writeWhole(route.path + "\n", to: path(runtimeDirectory: runtimeDirectory))
    }

    /// The pending route, if any, removing the request so it is taken once.
    ///
    /// When there is none this is one failed `open`.
    public static func take(runtimeDirectory: String) -> Route? {
        let file = path(runtimeDirectory: runtimeDirectory)
        guard let request = try? FileDescriptor.open(file, .readOnly) else { return nil }
        let bytes = try? request.readToEnd()
        request.close()
        unlink(file)
        guard let bytes else { return nil }
        return Route(parsing: String(decoding: bytes, as: UTF8.self).trimmingWhitespaceAndNewlines())
    }
}
