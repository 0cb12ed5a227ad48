import Testing

@testable import SpotterCore

@Suite("Where files live")
struct SpotterPathsTests {
    @Test("XDG variables are used when set and absolute")
    func xdg() throws {
        let p = try #require(
            SpotterPaths(environment: [
                "HOME": "/home/ana", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s",
            ]))
        #expect(p.databaseFile == "/d/spotter/spotter.sqlite")
        #expect(p.configDirectory == "/c/spotter")
        #expect(p.stateDirectory == "/s/spotter")
    }

    @Test("unset or relative XDG variables fall back under HOME")
    func fallbacks() throws {
        let p = try #require(SpotterPaths(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "relative/path"]))
        #expect(p.databaseFile == "/home/ana/.local/share/spotter/spotter.sqlite")
        #expect(p.configDirectory == "/home/ana/.config/spotter")
        #expect(p.stateDirectory == "/home/ana/.local/state/spotter")
    }

    @Test("SPOTTER_HOME puts everything under one folder, and --home wins over it")
    func oneFolder() {
        let env = ["HOME": "/home/ana", "XDG_DATA_HOME": "/d", "SPOTTER_HOME": "/tmp/t"]
        #expect(SpotterPaths(environment: env)?.databaseFile == "/tmp/t/data/spotter.sqlite")
        #expect(SpotterPaths(environment: env, home: "/x")?.configDirectory == "/x/config")
        #expect(SpotterPaths(environment: [:], home: "/x") == SpotterPaths(root: "/x"))
    }

    @Test("with HOME unset or empty, the account's home is used; HOME wins when it is set")
    func accountHome() {
        #expect(
            SpotterPaths(environment: [:], accountHome: "/home/ana")?.dataDirectory == "/home/ana/.local/share/spotter")
        #expect(
            SpotterPaths(environment: ["HOME": ""], accountHome: "/home/ana")?.dataDirectory
                == "/home/ana/.local/share/spotter")
        #expect(
            SpotterPaths(environment: ["HOME": "/h"], accountHome: "/home/ana")?.dataDirectory
                == "/h/.local/share/spotter")
    }

    @Test("with no home anywhere (or only relative ones) there are no paths, never /tmp")
    func noHome() {
        #expect(SpotterPaths(environment: [:]) == nil)
        #expect(SpotterPaths(environment: ["HOME": ""], accountHome: nil) == nil)
        #expect(SpotterPaths(environment: ["HOME": "relative"], accountHome: "") == nil)
        #expect(SpotterPaths(environment: ["XDG_DATA_HOME": "/d"]) == nil)
    }

    @Test("the XDG base folders the agent's unit and the completions use: the same fallbacks, none without a home")
    func baseDirectories() throws {
        let xdg = try #require(
            XDGDirectories(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "relative", "XDG_CONFIG_HOME": "/c"]))
        #expect(xdg.dataHome == "/home/ana/.local/share")
        #expect(xdg.configHome == "/c")
        #expect(xdg.stateHome == "/home/ana/.local/state")
        #expect(xdg.runtimeDirectory == nil)
        #expect(XDGDirectories(environment: ["HOME": ""], accountHome: "/home/ana")?.configHome == "/home/ana/.config")
        #expect(XDGDirectories(environment: ["HOME": "relative"]) == nil)
        #expect(XDGDirectories(environment: ["HOME": "", "XDG_CONFIG_HOME": "/c"], accountHome: nil) == nil)
    }
}
