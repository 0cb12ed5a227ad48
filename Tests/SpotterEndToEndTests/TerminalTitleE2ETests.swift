import Foundation
import Testing

/// The window title through the real binary and a real terminal: tmux's `pane_title` is what a
/// status bar (or tmux's `set-titles`) shows.
@Suite("The terminal title, end to end", .serialized)
struct TerminalTitleE2ETests {
    @Test("a running rest puts its countdown and the exercise in the title, every byte of the name, each second")
    func restInTheTitle() throws {
        let tmux = try TmuxSession()
        let home = TemporaryHome(existing: tmux.home)
        let exported = try home.run(["schedule", "export"])
        // `$<50>` is how terminfo writes a padding delay: ncurses' putp would swallow it.
        let renamed = exported.stdout.replacingOccurrences(of: "\"Bench press\"", with: "\"Bench $<50> press\"")
        #expect(renamed != exported.stdout)
        let imported = try home.run(["schedule", "import", "-"], stdin: renamed)
        #expect(imported.status == 0, "\(imported.stderr)")
        // A Tuesday: the plan's Push day, which opens with Bench press.
        try LiveWorkoutTests.startAndLogFirstSet(tmux, clockFrom: "2026-12-01 10:00:00")
        let pattern = #"^Rest \d\d:\d\d · Bench \$<50> press · set 2 of 5 · \d\d:\d\d$"#
        var first = ""
        _ = try tmux.waitUntil("the rest in the title") { _ in
            first = tmux.title()
            return first.range(of: pattern, options: .regularExpression) != nil
        }
        // The countdown moves in the title too.
        _ = try tmux.waitUntil("the title to count down from \(first)") { _ in
            let now = tmux.title()
            return now != first && now.range(of: pattern, options: .regularExpression) != nil
        }
    }
}
