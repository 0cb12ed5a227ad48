import Foundation
import Testing

/// The `charts` setting and TERM through the real binary in tmux: braille only where the font has it.
@Suite("charts: half blocks on the Linux console, braille where chosen", .serialized)
struct ChartsConsoleTests {
    static func hasBraille(_ screen: String) -> Bool {
        screen.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }

    @Test("TERM=linux: the exercise screen's chart is drawn in blocks; config set charts braille brings braille")
    func linuxConsole() throws {
        let tmux = try TmuxSession()
        let home = TemporaryHome(existing: tmux.home)
        for (day, kg) in [("2026-11-16", "57.5"), ("2026-11-23", "60"), ("2026-11-30", "62.5")] {
            try HistoryCommandTests.ok(home, at: "\(day) 18:05:00", ["log", "bench", "\(kg)x5"], zone: "UTC")
            try HistoryCommandTests.ok(home, at: "\(day) 18:40:00", ["finish"], zone: "UTC")
        }
        for (setting, braille) in [("auto", false), ("braille", true)] {
            try HistoryCommandTests.ok(
                home, at: "2026-12-01 09:00:00", ["config", "set", "charts", setting], zone: "UTC")
            tmux.type(
                "TERM=linux " + FakedClock.starting(at: "2026-12-01 09:00:00").shellPrefix + " " + TmuxSession.binary)
            try tmux.waitFor("Start a workout")
            tmux.send("x")
            let screen = try tmux.waitFor("e1RM over time (kg)")
            #expect(Self.hasBraille(screen) == braille, "charts \(setting): \(screen)")
            if !braille { #expect(screen.contains("▀") || screen.contains("▄") || screen.contains("█"), "\(screen)") }
            tmux.send("q")
            try tmux.waitFor("Start a workout")
            tmux.send("q")
            // The console's terminfo has no alternate screen: the last frame stays, so wait for
            // Spotter to exit and clear it before the prompt is looked for.
            try tmux.waitUntil("Spotter to exit") { _ in tmux.childPid() == nil }
            tmux.type("clear")
            try tmux.waitForPrompt()
        }
    }
}
