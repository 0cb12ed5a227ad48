import Foundation
import Testing

/// `spotter open ROUTE` from another shell moves the running Spotter to that screen.
@Suite("spotter open with Spotter running", .serialized)
struct OpenRouteTests {
    @Test("open settings shows the panel at once in the running Spotter; an unknown route opens Today")
    func opensInRunningSpotter() throws {
        let tmux = try TmuxSession()
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        let home = TemporaryHome(existing: tmux.home)
        let sent = try home.run(["open", "settings"])
        #expect(sent.stdout == "settings: sent to the running Spotter\n")
        try tmux.waitFor("Accountability style", timeout: 3)
        #expect(try home.run(["open", "javascript:alert(1)"]).stdout == "today: sent to the running Spotter\n")
        try tmux.waitFor("Start a workout", timeout: 3)
        tmux.send("q")
        try tmux.waitForPrompt()
        // Spotter gone: the request waits for the next start.
        #expect(try home.run(["open", "settings"]).stdout == "settings: Spotter opens there when it next starts\n")
        tmux.startSpotter()
        try tmux.waitFor("Accountability style")
    }
}
