import Foundation
import Testing

/// The running TUI shows what other processes commit, without a key pressed.
@Suite("What other processes commit shows in the running Spotter", .serialized)
struct ChangedElsewhereE2ETests {
    /// Opens Push from Today's list, whichever weekday the test runs on.
    static func openPush(_ tmux: TmuxSession) throws {
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        for _ in 0..<10 where !tmux.capture().contains("› Push") {
            let before = tmux.capture()
            tmux.send("j")
            // The selection moved (or the list ended): wait for the screen to answer, not for a time.
            _ = try? tmux.waitUntil("the selection to move", timeout: 30) { $0 != before }
        }
        try tmux.waitFor("› Push")
        tmux.send("Enter")
        try waitForPushScreen(tmux)
    }

    /// Waits for the Push workout screen itself: its title is the first line. Today's "Next" line can
    /// read "Push · Mon 18:00" on some weekdays, so "Push ·" anywhere on screen is not enough.
    @discardableResult
    static func waitForPushScreen(_ tmux: TmuxSession) throws -> String {
        try tmux.waitUntil("the Push workout screen") { $0.hasPrefix(" Push · ") && $0.contains("Bench press") }
    }

    static func row(_ screen: String, _ name: String) -> String {
        screen.components(separatedBy: "\n").first { $0.contains(name) } ?? ""
    }

    @Test("sets logged with `spotter log` while Push is open show in their rows")
    func setsFromTheShell() throws {
        let tmux = try TmuxSession()
        try Self.openPush(tmux)
        let home = TemporaryHome(existing: tmux.home)
        let logged = try home.run(["log", "bench", "70x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        try tmux.waitUntil("the bench row to show 70×5") { Self.row($0, "Bench press").contains("70×5") }
        #expect(Self.row(tmux.capture(), "Bench press").contains("1/5"))
        #expect(try home.run(["log", "squat", "80x5"]).status == 0)
        try tmux.waitUntil("a squat row with 80×5") { Self.row($0, "Back squat").contains("80×5") }
        // Leaving and resuming keeps them.
        tmux.send("q")
        try tmux.waitFor("r resumes it")
        tmux.send("r")
        let resumed = try Self.waitForPushScreen(tmux)
        #expect(Self.row(resumed, "Bench press").contains("70×5"), "\(resumed)")
    }

    @Test("a schedule import changes Today while it is on screen")
    func scheduleFromTheShell() throws {
        let tmux = try TmuxSession()
        tmux.startSpotter()
        try tmux.waitFor("Start a workout")
        let home = TemporaryHome(existing: tmux.home)
        let exported = try home.run(["schedule", "export"])
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let weekday = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][utc.component(.weekday, from: Date()) - 1]
        let schedule =
            exported.stdout + "\ntemplate arms \"Arms day\"\n  bench 3x10 @40 rest 60\n\nweekly arms \(weekday) 23:59\n"
        let imported = try home.run(["schedule", "import", "-"], stdin: schedule)
        #expect(imported.status == 0, "\(imported.stderr)")
        let screen = try tmux.waitFor("Arms day")
        #expect(screen.contains("Arms day at 23:59"), "\(screen)")
    }
}
