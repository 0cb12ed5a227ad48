import Foundation
import Testing

@testable import SpotterCore

@Suite("terminal-command: which terminal an Open click starts")
struct TerminalCommandTests {
    /// A PATH of two folders, and the executables that "exist" in them.
    func choose(_ setting: String, terminal: String? = nil, present: Set<String>) -> TerminalCommand.Choice {
        var env = ["PATH": "/opt/bin:/usr/bin"]
        env["TERMINAL"] = terminal
        return TerminalCommand.choose(setting: setting, environment: env) { present.contains($0) }
    }

    @Test("auto takes xdg-terminal-exec first, even when $TERMINAL and x-terminal-emulator exist")
    func autoPrefersXdg() {
        let all: Set = ["/usr/bin/xdg-terminal-exec", "/usr/bin/foot", "/usr/bin/x-terminal-emulator"]
        #expect(choose("auto", terminal: "foot", present: all) == .command(["/usr/bin/xdg-terminal-exec"]))
    }

    @Test("auto then takes $TERMINAL -e, then x-terminal-emulator -e, each found on PATH in PATH's order")
    func autoOrder() {
        let both: Set = ["/opt/bin/foot", "/usr/bin/foot", "/usr/bin/x-terminal-emulator"]
        #expect(choose("auto", terminal: "foot", present: both) == .command(["/opt/bin/foot", "-e"]))
        #expect(choose("auto", terminal: "kitty", present: both) == .command(["/usr/bin/x-terminal-emulator", "-e"]))
        #expect(choose("auto", present: both) == .command(["/usr/bin/x-terminal-emulator", "-e"]))
    }

    @Test("auto with none of the three on PATH is unavailable, naming what it tried")
    func autoNone() {
        #expect(
            choose("auto", terminal: "kitty", present: ["/usr/bin/foot"])
                == .unavailable("no terminal found (tried xdg-terminal-exec, $TERMINAL -e, x-terminal-emulator -e)"))
    }

    @Test("off is off, whatever exists")
    func off() {
        #expect(choose("off", present: ["/usr/bin/xdg-terminal-exec"]) == .off)
    }

    @Test("a given command is split into words; a bare name is looked up on PATH, a path is taken as it is")
    func given() {
        #expect(
            choose("foot --app-id spotter", present: ["/usr/bin/foot"])
                == .command(["/usr/bin/foot", "--app-id", "spotter"]))
        #expect(choose("/home/a/term.sh  -x", present: ["/home/a/term.sh"]) == .command(["/home/a/term.sh", "-x"]))
    }

    @Test("a given command that is not on PATH (or not executable) is unavailable, and auto is not tried instead")
    func givenMissing() {
        #expect(
            choose("wezterm start", present: ["/usr/bin/xdg-terminal-exec"])
                == .unavailable("terminal-command wezterm is not an executable on PATH"))
        #expect(
            choose("/nope/term", present: ["/usr/bin/xdg-terminal-exec"])
                == .unavailable("terminal-command /nope/term is not an executable on PATH"))
    }

    @Test("under a systemd service the terminal is started in a scope of its own, so it outlives the service")
    func detachedFromTheService() {
        let command = ["/usr/bin/foot", "-e", "/usr/bin/spotter", "open", "plan"]
        let present: Set = ["/usr/bin/systemd-run"]
        let service = ["PATH": "/usr/bin", "INVOCATION_ID": "4f1c"]
        #expect(
            TerminalCommand.detached(command, environment: service) { present.contains($0) }
                == ["/usr/bin/systemd-run", "--user", "--scope", "--quiet", "--collect", "--"] + command)
        #expect(
            TerminalCommand.detached(command, environment: ["PATH": "/usr/bin"]) { present.contains($0) } == command)
        #expect(TerminalCommand.detached(command, environment: service) { _ in false } == command)
    }

    @Test(
        "the setting takes auto, off and an absolute command on one line, and refuses an empty, relative or multi-line value"
    )
    func setting() throws {
        var prefs = NotificationPreferences()
        #expect(prefs.terminalCommand == "auto")
        try PreferenceCatalog.set("terminal-command", to: "/usr/bin/foot -e", in: &prefs, zone: .utc)
        #expect(prefs.terminalCommand == "/usr/bin/foot -e")
        #expect(throws: PreferenceError.self) {
            try PreferenceCatalog.set("terminal-command", to: "foot -e", in: &prefs, zone: .utc)
        }
        try PreferenceCatalog.set("terminal-command", to: "off", in: &prefs, zone: .utc)
        #expect(try PreferenceCatalog.get("terminal-command", from: prefs, zone: .utc) == "off")
        #expect(throws: PreferenceError.self) {
            try PreferenceCatalog.set("terminal-command", to: "   ", in: &prefs, zone: .utc)
        }
        #expect(throws: (any Error).self) {
            try PreferenceCatalog.set("terminal-command", to: "a\nb", in: &prefs, zone: .utc)
        }
        #expect(prefs.terminalCommand == "off")
    }
}
