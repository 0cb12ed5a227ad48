import Foundation
import Testing

/// `spotter agent install|uninstall`: what each writes, what it records as the binary, and that
/// uninstall removes exactly that.
@Suite("spotter agent install and uninstall: a systemd unit or an autostart entry, naming the installed binary")
struct AgentInstallTests {
    /// A user home, a runtime folder and a PATH of the test's own.
    struct Place {
        let home: TemporaryHome
        let user: String
        let runtime: String
        let bin: String

        init() throws {
            home = try TemporaryHome()
            user = home.path + "/user"
            runtime = home.path + "/xdg-run"
            bin = home.path + "/bin"
            for dir in [user, runtime, bin] {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            }
        }

        var environment: [String: String] {
            [
                "HOME": user, "XDG_CONFIG_HOME": "", "XDG_RUNTIME_DIR": runtime, "PATH": bin + ":/usr/bin:/bin",
                "SPOTTER_SCHEDULER": "",
            ]
        }

        func run(_ arguments: [String]) throws -> ProcessResult {
            try home.run(arguments, environment: environment)
        }
    }

    @Test(
        "no user manager, run from the build folder with nothing installed: an autostart entry with a warning; uninstall removes it and only it"
    )
    func autostartFromBuildFolder() throws {
        let place = try Place()
        let autostart = place.user + "/.config/autostart"
        try FileManager.default.createDirectory(atPath: autostart, withIntermediateDirectories: true)
        try "[Desktop Entry]\nName=Other\n".write(
            toFile: autostart + "/other.desktop", atomically: true, encoding: .utf8)

        // An agent already runs (this test holds its lock), so install starts none of its own.
        try FileManager.default.createDirectory(atPath: place.home.path + "/run", withIntermediateDirectories: true)
        let lock = open(place.home.path + "/run/agent.lock", O_CREAT | O_RDWR, 0o600)
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }
        let installed = try place.run(["agent", "install"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(
            installed.stderr.contains("warning:") && installed.stderr.contains("inside a build folder"),
            "\(installed.stderr)")
        let entry = try String(contentsOfFile: autostart + "/spotter-agent.desktop", encoding: .utf8)
        #expect(
            entry.contains("\nExec=\(SpotterBinary.resolvedPath) --home \(place.home.path) agent run\n"), "\(entry)")

        let removed = try place.run(["agent", "uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: autostart + "/spotter-agent.desktop"))
        #expect(FileManager.default.fileExists(atPath: autostart + "/other.desktop"), "removed a file it did not write")
        let again = try place.run(["agent", "uninstall"])
        #expect(again.stdout.contains("nothing to remove"), "\(again.stdout)")
    }

    @Test(
        "a user manager runs and spotter is installed on PATH: a user unit naming the installed binary, enabled; uninstall disables and removes it"
    )
    func systemdUnitWithInstalledBinary() throws {
        let place = try Place()
        // The installed binary (the build's, linked where an install puts it), and a systemctl that
        // records what it is asked: this test checks what Spotter writes and asks, not systemd itself.
        try FileManager.default.createSymbolicLink(
            atPath: place.bin + "/spotter", withDestinationPath: SpotterBinary.resolvedPath)
        let log = place.home.path + "/systemctl.log"
        try "#!/bin/sh\necho \"$*\" >> \(log)\n".write(
            toFile: place.bin + "/systemctl", atomically: true, encoding: .utf8)
        chmod(place.bin + "/systemctl", 0o755)
        try FileManager.default.createDirectory(atPath: place.runtime + "/systemd", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: place.runtime + "/systemd/private", contents: nil)

        let installed = try place.run(["agent", "install"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stderr.isEmpty, "no warning with an installed binary: \(installed.stderr)")
        let unitFile = place.user + "/.config/systemd/user/spotter-agent.service"
        let unit = try String(contentsOfFile: unitFile, encoding: .utf8)
        #expect(unit.contains("\nExecStart=\(place.bin)/spotter --home \(place.home.path) agent run\n"), "\(unit)")
        #expect(unit.contains("\nWantedBy=default.target\n"))
        #expect(
            try String(contentsOfFile: log, encoding: .utf8)
                == "--user daemon-reload\n--user enable --now spotter-agent.service\n")

        let removed = try place.run(["agent", "uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: unitFile))
        #expect(
            try String(contentsOfFile: log, encoding: .utf8)
                == "--user daemon-reload\n--user enable --now spotter-agent.service\n--user disable --now spotter-agent.service\n--user daemon-reload\n"
        )
    }
}

extension SpotterBinary {
    /// The binary's real path, as `/proc/self/exe` names it to the running binary.
    static var resolvedPath: String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}
