/// The folder and the name in a file path, as NSString's `deletingLastPathComponent` and
/// `lastPathComponent` gave them.
///
/// ```swift
/// PathText.folder("/home/me/.local/share/spotter/spotter.db")  // "/home/me/.local/share/spotter"
/// PathText.folder("/spotter.db")                               // "/"
/// PathText.folder("spotter.db")                                // "": the path names no folder
/// PathText.name("/usr/local/bin/spotter")                      // "spotter"
/// PathText.name("/tmp/run/")                                   // "run"
/// ```
/// Repeated slashes count as one and a trailing slash is ignored, as in NSString. Where NSString
/// did something odd (it traps on `"a"` and `"a/"`, and gives `""` for `"///"`), this gives what
/// the path means: `""`, `""` and `"/"`.
public enum PathText {
    /// The path without its last part; `"/"` for the root and for a file in it, `""` for a bare name.
    public static func folder(_ path: String) -> String {
        let parts = normalized(path)
        guard parts.absolute || parts.names.count > 1 else { return "" }
        let rest = parts.names.dropLast().joined(separator: "/")
        return parts.absolute ? "/" + rest : rest
    }

    /// The last part of the path; `"/"` for the root, `""` for an empty path.
    public static func name(_ path: String) -> String {
        let parts = normalized(path)
        return parts.names.last.map(String.init) ?? (parts.absolute ? "/" : "")
    }

    private static func normalized(_ path: String) -> (absolute: Bool, names: [Substring]) {
        (path.hasPrefix("/"), path.split(separator: "/"))
    }
}
