/// Where Spotter keeps its files, resolved from the environment (passed in, never read here).
///
/// ```swift
/// SpotterPaths(environment: ["HOME": "/home/ana"])?.databaseFile
/// // "/home/ana/.local/share/spotter/spotter.sqlite"
/// SpotterPaths(environment: ["SPOTTER_HOME": "/tmp/t"])?.databaseFile
/// // "/tmp/t/data/spotter.sqlite"
/// SpotterPaths(environment: [:], accountHome: "/home/ana")?.configDirectory
/// // "/home/ana/.config/spotter"
/// SpotterPaths(environment: [:])   // nil: no home anywhere
/// ```
/// `SPOTTER_HOME` (or `--home`, which the command line turns into it) puts everything under
/// one folder; otherwise the XDG base directories apply (`XDGDirectories`), under `HOME`
/// or else `accountHome` (the password database's, looked up by the caller). With none of them
/// there is no place for Spotter's files, and the initializer says so with nil: never `/tmp`.
public struct SpotterPaths: Hashable, Sendable {
    /// Holds the database.
    public let dataDirectory: String
    /// Holds the user's themes.
    public let configDirectory: String
    /// Holds logs.
    public let stateDirectory: String
    /// Holds sockets and lock files that must not outlive the session.
    public let runtimeDirectory: String

    /// Everything under one folder, as `SPOTTER_HOME` gives.
    public init(root: String) {
        self.init(data: root + "/data", config: root + "/config", state: root + "/state", runtime: root + "/run")
    }

    private init(data: String, config: String, state: String, runtime: String) {
        dataDirectory = data
        configDirectory = config
        stateDirectory = state
        runtimeDirectory = runtime
    }

    public init?(environment env: [String: String], home override: String? = nil, accountHome: String? = nil) {
        func nonEmpty(_ key: String) -> String? {
            guard let v = env[key], !v.isEmpty else { return nil }
            return v
        }
        if let root = override ?? nonEmpty("SPOTTER_HOME") {
            self.init(root: root)
            return
        }
        guard let xdg = XDGDirectories(environment: env, accountHome: accountHome) else { return nil }
        let state = xdg.stateHome + "/spotter"
        self.init(
            data: xdg.dataHome + "/spotter", config: xdg.configHome + "/spotter", state: state,
            runtime: xdg.runtimeDirectory.map { $0 + "/spotter" } ?? state + "/run")
    }

    public var databaseFile: String { dataDirectory + "/spotter.sqlite" }
    public var themesDirectory: String { configDirectory + "/themes" }
    public var logFile: String { stateDirectory + "/spotter.log" }
}
