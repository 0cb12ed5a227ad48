import Testing

@testable import SpotterCore

@Suite("Where files live")
struct SpotterPathsTests {
    @Test("XDG variables are used when set and absolute")
    func xdg() {
        let p = SpotterPaths(environment: [
            "HOME": "/home/ana", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s",
        ])
        #expect(p.databaseFile == "/d/spotter/spotter.sqlite")
        #expect(p.configDirectory == "/c/spotter")
        #expect(p.stateDirectory == "/s/spotter")
    }

    @Test("unset or relative XDG variables fall back under HOME")
    func fallbacks() {
        let p = SpotterPaths(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "relative/path"])
        #expect(p.databaseFile == "/home/ana/.local/share/spotter/spotter.sqlite")
        #expect(p.configDirectory == "/home/ana/.config/spotter")
        #expect(p.stateDirectory == "/home/ana/.local/state/spotter")
    }

    @Test("SPOTTER_HOME puts everything under one folder, and --home wins over it")
    func oneFolder() {
        let env = ["HOME": "/home/ana", "XDG_DATA_HOME": "/d", "SPOTTER_HOME": "/tmp/t"]
        #expect(SpotterPaths(environment: env).databaseFile == "/tmp/t/data/spotter.sqlite")
        #expect(SpotterPaths(environment: env, home: "/x").configDirectory == "/x/config")
    }
}
