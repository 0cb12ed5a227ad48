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

        /// `runtime`: the `XDG_RUNTIME_DIR`, inside the home (a `systemd --user` of the test's own puts its there).
        init(runtime: String = "xdg-run") throws {
            home = try TemporaryHome()
            user = home.path + "/user"
            self.runtime = home.path + "/" + runtime
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

    /// Issue 29: the unit's folder had its own fallback, `/tmp` (or `/` with HOME empty), not `XDGDirectories`'.
    @Test("with no home anywhere, agent install refuses with exit 2 and writes nothing, not under /tmp or /")
    func noHome() throws {
        try #require(getuid() == 0, "needs root to run as a user with no account")
        let place = try Place()
        // User ID 54321 has no account, so the password database has no home for it either.
        #expect(chown(place.home.path, 54321, 54321) == 0)
        var env = place.environment
        env["HOME"] = ""
        env["XDG_RUNTIME_DIR"] = ""
        let result = try place.home.run(
            ["--reuid=54321", "--regid=54321", "--clear-groups", SpotterBinary.path, "agent", "install"],
            environment: env, executable: "/usr/bin/setpriv")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("HOME"), "\(result.stderr)")
        for root in ["/tmp", ""] {
            #expect(!FileManager.default.fileExists(atPath: root + "/.config/autostart/spotter-agent.desktop"))
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

extension AgentInstallTests {
    @Test(
        "against a real systemd --user: the unit is enabled and the agent runs; uninstall stops it and removes exactly the files install wrote"
    )
    func realUserManager() throws {
        let place = try Place(runtime: "sd/runtime")
        let manager = try UserManager(place)
        defer { manager.stop() }
        try FileManager.default.createSymbolicLink(
            atPath: place.bin + "/spotter", withDestinationPath: SpotterBinary.resolvedPath)
        let units = place.user + "/.config/systemd/user"
        try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
        try "[Service]\nExecStart=/bin/true\n".write(
            toFile: units + "/other.service", atomically: true, encoding: .utf8)
        let before = try files(under: place.user)

        let installed = try place.run(["agent", "install"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stderr.isEmpty, "\(installed.stderr)")
        #expect(try manager.systemctl(["is-enabled", AgentUnit.name]) == "enabled")
        #expect(try manager.waitUntil(["is-active", AgentUnit.name], says: "active"), "the unit did not start")
        // The agent systemd started is the one this home sees running.
        var running = try place.run(["agent", "status"])
        let deadline = Date().addingTimeInterval(60)
        while running.status != 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            running = try place.run(["agent", "status"])
        }
        #expect(running.stdout == "running\n", "\(running.stdout)")
        let wrote = try files(under: place.user).subtracting(before)
        #expect(
            wrote == [units + "/" + AgentUnit.name, units + "/default.target.wants/" + AgentUnit.name],
            "install wrote \(wrote.sorted())")

        let removed = try place.run(["agent", "uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try manager.systemctl(["is-active", AgentUnit.name]) != "active", "the agent still runs")
        #expect(try place.run(["agent", "status"]).stdout == "not running\n")
        #expect(try files(under: place.user) == before, "uninstall left or removed other files")
    }

    /// Every file (not folder) under `root`, as paths; symbolic links count as files and are not followed.
    func files(under root: String) throws -> Set<String> {
        var found = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let path = root + "/" + relative
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            if type != .typeDirectory { found.insert(path) }
        }
        return found
    }
}

enum AgentUnit {
    static let name = "spotter-agent.service"
}

/// A real `systemd --user` for one place, started by the delivery tests' fixture in a private mount
/// namespace, with the place's home as its own (so it finds the units the place's home holds).
struct UserManager {
    let place: AgentInstallTests.Place
    static let script = SpotterBinary.packageRoot + "/Tests/SpotterDeliveryTests/Fixtures/systemd-user.sh"
    var directory: String { place.home.path + "/sd" }

    init(_ place: AgentInstallTests.Place) throws {
        self.place = place
        let started = try place.home.run(
            ["-u", "XDG_CONFIG_HOME", "HOME=\(place.user)", "bash", Self.script, "start", place.home.path + "/sd"],
            executable: "/usr/bin/env")
        guard started.status == 0 else { throw ManagerDidNotStart(stderr: started.stderr) }
    }

    /// `systemctl --user ARGS…` as the place's user; its first line of output.
    /// (Without the place's empty XDG_CONFIG_HOME, which systemctl would read as a relative folder.)
    func systemctl(_ arguments: [String]) throws -> String {
        let result = try place.home.run(
            ["-u", "XDG_CONFIG_HOME", "systemctl", "--user"] + arguments, environment: place.environment,
            executable: "/usr/bin/env")
        return String(result.stdout.split(separator: "\n").first ?? "")
    }

    /// Asks until the answer is `expected` (a unit takes a moment to start), up to 60 s.
    func waitUntil(_ arguments: [String], says expected: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if try systemctl(arguments) == expected { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func stop() {
        _ = try? place.home.run(["bash", Self.script, "stop", directory], executable: "/usr/bin/env")
    }

    struct ManagerDidNotStart: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "systemd --user did not start: \(stderr)" }
    }
}

extension SpotterBinary {
    /// The binary's real path, as `/proc/self/exe` names it to the running binary.
    static var resolvedPath: String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}
