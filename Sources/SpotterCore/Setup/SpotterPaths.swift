/// Where Spotter keeps its files, resolved from the environment (passed in, never read here).
///
/// ```swift
/// SpotterPaths(environment: ["HOME": "/home/ana"]).databaseFile
/// // "/home/ana/.local/share/spotter/spotter.sqlite"
/// SpotterPaths(environment: ["SPOTTER_HOME": "/tmp/t"]).databaseFile
/// // "/tmp/t/data/spotter.sqlite"
/// ```
/// `SPOTTER_HOME` (or `--home`, which the command line turns into it) puts everything under
/// one folder; otherwise the XDG base directories apply, with their usual fallbacks.
public struct SpotterPaths: Hashable, Sendable {
    /// Holds the database.
    public let dataDirectory: String
    /// Holds the user's themes and key overrides.
    public let configDirectory: String
    /// Holds logs.
    public let stateDirectory: String
    /// Holds sockets and lock files that must not outlive the session.
    public let runtimeDirectory: String

    public init(environment env: [String: String], home override: String? = nil) {
        func nonEmpty(_ key: String) -> String? {
            guard let v = env[key], !v.isEmpty else { return nil }
            return v
        }
        if let root = override ?? nonEmpty("SPOTTER_HOME") {
            dataDirectory = root + "/data"
            configDirectory = root + "/config"
            stateDirectory = root + "/state"
            runtimeDirectory = root + "/run"
            return
        }
        let home = nonEmpty("HOME") ?? "/tmp"
        // XDG says relative paths are invalid and must be ignored.
        func xdg(_ key: String, _ fallback: String) -> String {
            if let v = nonEmpty(key), v.hasPrefix("/") { return v }
            return home + "/" + fallback
        }
        dataDirectory = xdg("XDG_DATA_HOME", ".local/share") + "/spotter"
        configDirectory = xdg("XDG_CONFIG_HOME", ".config") + "/spotter"
        stateDirectory = xdg("XDG_STATE_HOME", ".local/state") + "/spotter"
        if let v = nonEmpty("XDG_RUNTIME_DIR"), v.hasPrefix("/") {
            runtimeDirectory = v + "/spotter"
        } else {
            runtimeDirectory = stateDirectory + "/run"
        }
    }

    public var databaseFile: String { dataDirectory + "/spotter.sqlite" }
    public var themesDirectory: String { configDirectory + "/themes" }
    public var logFile: String { stateDirectory + "/spotter.log" }
}
