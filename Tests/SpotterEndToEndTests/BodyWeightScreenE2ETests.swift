import Foundation
import Testing

/// The body-weight screen in the real binary under tmux, on a faked clock (libfaketime).
@Suite("Body-weight screen in a real terminal", .serialized)
struct BodyWeightScreenE2ETests {
    @Test("b, w, a weight and Enter: the screen lists it, a second entry replaces it, weigh --list has it")
    func logsFromTheScreen() throws {
        let tmux = try TmuxSession()
        try LogScreensE2ETests.ok(tmux, at: "2026-12-01 07:00:00", ["weigh", "83.1"])
        try LogScreensE2ETests.start(tmux, at: "2026-12-02 07:30:00")
        tmux.send("b")
        try tmux.waitFor("1 entry")
        tmux.send("w")
        try tmux.waitFor("Body weight today")
        tmux.send("a", "b", "c", "Enter")
        try tmux.waitFor("body weight: weight")
        tmux.send("BSpace", "BSpace", "BSpace", "8", "2", ".", "4", "Enter")
        try tmux.waitFor("Saved 82.4 kg for Wed 2 Dec")
        try tmux.waitFor("2 entries")
        tmux.send("w", "8", "2", ".", "6", "Enter")
        try tmux.waitFor("(replaces 82.4 kg: one entry a day)")
        let screen = try tmux.waitFor("82.6 kg")
        #expect(screen.contains("2 entries"), "\(screen)")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
        let list = try LogScreensE2ETests.ok(tmux, at: "2026-12-02 08:00:00", ["weigh", "--list", "--json"])
        let entries = try #require(try HistoryCommandTests.json(list) as? [[String: Any]], "\(list)")
        #expect(entries.map { $0["date"] as? String } == ["2026-12-01", "2026-12-02"], "\(list)")
        #expect(entries.map { $0["kg"] as? Double } == [83.1, 82.6], "\(list)")
    }
}
