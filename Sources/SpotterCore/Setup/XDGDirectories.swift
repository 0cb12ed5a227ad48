/// The user's XDG base directories, resolved from the environment (passed in, never read here).
///
/// ```swift
/// XDGDirectories(environment: ["HOME": "/home/ana"])?.configHome     // "/home/ana/.config"
/// XDGDirectories(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"])?.dataHome  // "/d"
/// XDGDirectories(environment: [:], accountHome: "/home/ana")?.dataHome  // "/home/ana/.local/share"
/// XDGDirectories(environment: ["HOME": "relative"])  // nil: no home, never `/tmp` or `/`
/// ```
/// A variable that is unset, empty or relative is ignored, as the XDG spec says; its fallback is
/// under `HOME`, or else `accountHome` (the password database's, looked up by the caller). With
/// no absolute home anywhere there is no place for a user's files, and the initializer says so
/// with nil: the one fallback rule for Spotter's own files, the agent's unit and the completions.
public struct XDGDirectories: Hashable, Sendable {
    /// `XDG_DATA_HOME`, else `~/.local/share`.
    public let dataHome: String
    /// `XDG_CONFIG_HOME`, else `~/.config`.
    public let configHome: String
    /// `XDG_STATE_HOME`, else `~/.local/state`.
    public let stateHome: String
    /// `XDG_RUNTIME_DIR`, which has no fallback.
    public let runtimeDirectory: String?

    public init?(environment env: [String: String], accountHome: String? = nil) {
        func absolute(_ key: String) -> String? {
            guard let v = env[key], v.hasPrefix("/") else { return nil }
            return v
        }
        // A relative home would put the files wherever the command happens to run.
        guard let home = [absolute("HOME"), accountHome].compactMap({ $0 }).first(where: { $0.hasPrefix("/") })
        else { return nil }
        dataHome = absolute("XDG_DATA_HOME") ?? home + "/.local/share"
        configHome = absolute("XDG_CONFIG_HOME") ?? home + "/.config"
        stateHome = absolute("XDG_STATE_HOME") ?? home + "/.local/state"
        runtimeDirectory = absolute("XDG_RUNTIME_DIR")
    }
}
