import Foundation
import Testing

@Suite("spotter config: terminal-command")
struct TerminalCommandSettingTests {
    @Test("terminal-command is auto by default, can be turned off and back, takes a command, and refuses a bad value")
    func offAndBack() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "get", "terminal-command"]).stdout == "auto\n")
        #expect(try home.run(["config", "set", "terminal-command", "off"]).status == 0)
        #expect(try home.run(["config", "get", "terminal-command"]).stdout == "off\n")
        #expect(try home.run(["config", "list"]).stdout.contains("terminal-command"))
        #expect(try home.run(["config", "set", "terminal-command", "auto"]).status == 0)
        #expect(try home.run(["config", "get", "terminal-command"]).stdout == "auto\n")
        #expect(try home.run(["config", "set", "terminal-command", "/usr/bin/foot", "--app-id", "spotter"]).status == 0)
        #expect(try home.run(["config", "get", "terminal-command"]).stdout == "/usr/bin/foot --app-id spotter\n")
        let bad = try home.run(["config", "set", "terminal-command", "a\nb"])
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(bad.stderr.contains("terminal-command"), "\(bad.stderr)")
        #expect(try home.run(["config", "get", "terminal-command"]).stdout == "/usr/bin/foot --app-id spotter\n")
    }
}
