import FoundationEssentials

/// What recorded a path to Spotter's binary for later, and which path: `spotter doctor` warns about
/// each one inside a build folder, which the next build or `swift package clean` replaces.
///
/// ```swift
/// let found = RecordedExecutables.find(files: ["/home/ana/.config/systemd/user/spotter-agent.service"],
///                                      environment: env)
/// // [RecordedExecutable(file: ".../spotter-agent.service", path: "/src/spotter/.build/debug/spotter")]
/// RecordedExecutables.problems(found)   // one line each, with the fix
/// ```
/// The agent's unit or autostart entry is read from the file `spotter agent install` wrote
/// (`ExecStart=` or `Exec=`); the systemd timers from the user manager's transient units
/// (`$XDG_RUNTIME_DIR/systemd/transient/spotter-*.service`), the folder where systemd keeps them.
public struct RecordedExecutable: Equatable, Sendable {
    /// The unit file or desktop entry that names the binary.
    public var file: String
    /// The binary it runs.
    public var path: String

    /// A systemd timer's transient unit, rather than a file `spotter agent install` wrote.
    public var isTimer: Bool

    public init(file: String, path: String, isTimer: Bool = false) {
        self.file = file
        self.path = path
        self.isTimer = isTimer
    }
}

public enum RecordedExecutables {
    /// The binary each of `files` (unit files, desktop entries; missing ones are skipped) runs,
    /// and each systemd timer Spotter armed in the user manager of `environment`.
    public static func find(files: [String], environment: [String: String]) -> [RecordedExecutable] {
        var found: [RecordedExecutable] = []
        for file in files {
            if let path = executable(inUnitOrEntry: file) { found.append(RecordedExecutable(file: file, path: path)) }
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let folder = runtime + "/systemd/transient"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasPrefix("spotter-") && name.hasSuffix(".service") {
                let file = folder + "/" + name
                if let path = executable(inUnitOrEntry: file) {
                    found.append(RecordedExecutable(file: file, path: path, isTimer: true))
                }
            }
        }
        return found
    }

    /// One line for each that runs a binary inside a build folder (the timers together), with the fix.
    public static func problems(_ found: [RecordedExecutable]) -> [String] {
        let stale = found.filter { InstalledExecutable.isInsideBuildFolder($0.path) }
        var lines = stale.filter { !$0.isTimer }.map {
            "\($0.file) runs \($0.path), inside a build folder that the next build or clean replaces: install Spotter "
                + "(\(InstalledExecutable.installLine)), then run the installed spotter agent install again."
        }
        let timers = stale.filter(\.isTimer)
        if let first = timers.first {
            let count = timers.count == 1 ? "1 systemd timer runs" : "\(timers.count) systemd timers run"
            lines.append(
                "\(count) \(first.path), inside a build folder that the next build or clean replaces: install Spotter "
                    + "(\(InstalledExecutable.installLine)), then systemctl --user stop 'spotter-*.timer' and run the "
                    + "installed spotter sync.")
        }
        return lines
    }

    /// The program of a unit file's last `ExecStart=` or a desktop entry's `Exec=`, unquoted.
    static func executable(inUnitOrEntry file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var program: String?
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            for key in ["ExecStart=", "Exec="] where line.hasPrefix(key) {
                // systemd's transient units reset the list with an empty `ExecStart=` first.
                if let word = firstWord(line.dropFirst(key.count)) { program = word }
            }
        }
        return program
    }

    /// The first word of a command line as systemd and desktop entries write it: plain up to a
    /// space, or in double quotes with `\"` and `\\` escaped.
    static func firstWord(_ text: Substring) -> String? {
        let text = text.drop { $0 == " " }
        guard let first = text.first else { return nil }
        guard first == "\"" else { return String(text.prefix { $0 != " " }) }
        var word = ""
        var escaped = false
        for character in text.dropFirst() {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return word
            } else {
                word.append(character)
            }
        }
        return word
    }
}
