import FoundationEssentials
import SpotterCore

/// The path to record wherever something runs Spotter later (an autostart entry, a systemd unit, a
/// timer): the installed binary, never one inside a build folder, which the next build or
/// `swift package clean` replaces or removes.
///
/// ```swift
/// let chosen = InstalledExecutable.choose(current: "/src/spotter/.build/release/spotter", environment: env)
/// chosen.path      // "/home/ana/.local/bin/spotter": the first spotter on PATH outside a build folder
/// chosen.warning   // nil; when there is none, the current path and why it will break
/// ```
public enum InstalledExecutable {
    /// The README's release build and install (its Install section), for messages that say how to install.
    public static let installLine =
        "swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter && install -Dm755 .build/release/spotter ~/.local/bin/spotter"

    /// True for a path with a `.build` folder in it (SwiftPM's build folder).
    public static func isInsideBuildFolder(_ path: String) -> Bool {
        path.split(separator: "/").contains(".build")
    }

    public static func choose(current: String, environment: [String: String]) -> (path: String, warning: String?) {
        guard isInsideBuildFolder(current) else { return (current, nil) }
        let name = PathText.name(current)
        for dir in (environment["PATH"] ?? "").split(separator: ":") where dir.hasPrefix("/") {
            let candidate = "\(dir)/\(name)"
            if !isInsideBuildFolder(candidate), FileManager.default.isExecutableFile(atPath: candidate) {
                return (candidate, nil)
            }
        }
        return (
            current,
            "\(current) is inside a build folder, which the next build or clean replaces; install Spotter first "
                + "(README, Install: \(installLine)) and run this again"
        )
    }
}
