import Foundation
import Testing

/// The TUI's start: it takes the terminal before it opens the store, so an error found on the way
/// must give the terminal back before its message is printed.
@Suite("The TUI's start, in tmux")
struct TUIStartTests {
    @Test("a store that cannot be opened: the terminal is given back, then the file is named on the shell's screen")
    func damagedStoreMessageAfterTheTerminalIsBack() throws {
        let tmux = try TmuxSession()
        try FileManager.default.createDirectory(
            atPath: tmux.home + "/data", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let damaged = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try damaged.write(to: URL(fileURLWithPath: tmux.databaseFile))
        tmux.type("\(TmuxSession.binary); echo EXIT=$?")
        // Printed on the alternate screen, the message would vanish when the terminal is given back.
        let screen = try tmux.waitUntil("the exit status") {
            $0.range(of: #"EXIT=\d"#, options: .regularExpression) != nil
        }
        let joined = screen.replacingOccurrences(of: "\n", with: "")
        #expect(joined.contains("spotter.sqlite"), "\(screen)")
        #expect(joined.contains("damaged"), "\(screen)")
        #expect(!screen.contains("EXIT=0"), "\(screen)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: tmux.databaseFile)) == damaged, "the file is untouched")
        try LiveWorkoutTests.assertSaneTerminal(tmux)
    }

    @Test("a TZ that names no zone: after quitting, its warning is on the shell's screen")
    func zoneWarningAfterTheTerminalIsBack() throws {
        let tmux = try TmuxSession()
        tmux.type("TZ=Mars/Olympus \(TmuxSession.binary)")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        let screen = try tmux.waitForPrompt()
        let joined = screen.replacingOccurrences(of: "\n", with: "")
        #expect(joined.contains("TZ=\"Mars/Olympus\" is not a time zone"), "\(screen)")
        try LiveWorkoutTests.assertSaneTerminal(tmux)
    }
}
