import Foundation
import SpotterCore

/// The file through which `spotter open ROUTE` asks a running Spotter for a screen.
///
/// `spotter open` writes `run/open-request` whole and renames it into place; the TUI takes it
/// (reads, then removes) at start and whenever its loop wakes. The text goes through
/// `Route(parsing:)`, so anything unrecognised opens Today and nothing in it is ever run.
public enum OpenRequest {
    public static func path(runtimeDirectory: String) -> String { runtimeDirectory + "/open-request" }

    /// The pending route, if any, removing the request so it is taken once.
    public static func take(runtimeDirectory: String) -> Route? {
        let file = path(runtimeDirectory: runtimeDirectory)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        try? FileManager.default.removeItem(atPath: file)
        return Route(parsing: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
