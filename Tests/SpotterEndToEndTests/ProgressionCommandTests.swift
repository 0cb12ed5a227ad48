import Foundation
import Testing

/// Progression rules through the real binary: imported from a schedule file, exported back, and
/// applied by `spotter start` to what `spotter log` recorded, on a faked clock.
@Suite("spotter schedule and start with progression rules")
struct ProgressionCommandTests {
    static let schedule = """
        exercise bench "Bench press"
        exercise ohp "Overhead press"
        template push "Push"
          bench 5x5 @60 rest 120 progress +2.5 deload 3 10%
          ohp 3x8-12 @35 rest 90 progress double +2.5
        weekly push mon,thu 18:00

        """

    static func write(_ text: String, in home: TemporaryHome) throws -> String {
        let file = home.path + "/progress.schedule"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("5×5 at 60 done on Monday: Thursday's start says 62.5×5 and why; export keeps the rules")
    func startShowsToday() throws {
        let home = try TemporaryHome()
        @discardableResult
        func run(_ home: TemporaryHome, _ time: String, _ arguments: [String]) throws -> String {
            try HistoryCommandTests.ok(home, at: time, arguments)
        }
        try run(home, "2026-11-30 17:00:00", ["schedule", "import", try Self.write(Self.schedule, in: home)])
        let show = try run(home, "2026-11-30 17:01:00", ["schedule", "show"])
        #expect(
            show.contains(
                "\nPush progression: Bench press 5x5 progress +2.5 deload 3 10%; Overhead press 3x8-12 progress double +2.5\n"
            ), "\(show)")
        let first = try run(home, "2026-11-30 17:55:00", ["start"])
        #expect(first.contains("  Bench press: 60×5: from the plan, no session yet\n"), "\(first)")
        for minute in 0..<5 { try run(home, "2026-11-30 18:0\(minute):00", ["log", "bench", "60x5"]) }
        for (minute, reps) in [(6, 9), (8, 9), (9, 8)] {
            try run(home, "2026-11-30 18:0\(minute):00", ["log", "ohp", "35x\(reps)"])
        }
        try run(home, "2026-11-30 18:40:00", ["finish"])
        let thursday = try run(home, "2026-12-03 17:55:00", ["start"])
        #expect(thursday.contains("  Bench press: 62.5×5: +2.5 kg, all 5×5 done last time\n"), "\(thursday)")
        #expect(thursday.contains("  Overhead press: 35×9: +1 rep, all 3×8 done last time\n"), "\(thursday)")
        let exported = try run(home, "2026-12-03 17:56:00", ["schedule", "export"])
        #expect(exported.contains("  bench 5x5 @60 rest 120 progress +2.5 deload 3 10%\n"), "\(exported)")
        #expect(exported.contains("  ohp 3x8-12 @35 rest 90 progress double +2.5\n"), "\(exported)")
    }

    @Test("in the terminal UI the row shows today's target, the Next line its reason, and the form opens on it")
    func terminalShowsReason() throws {
        let tmux = try TmuxSession()
        let home = TemporaryHome(path: tmux.home)
        try HistoryCommandTests.ok(
            home, at: "2026-11-30 17:00:00", ["schedule", "import", try Self.write(Self.schedule, in: home)])
        try HistoryCommandTests.ok(home, at: "2026-11-30 17:55:00", ["start"])
        for minute in 0..<5 {
            try HistoryCommandTests.ok(home, at: "2026-11-30 18:0\(minute):00", ["log", "bench", "60x5"])
        }
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:40:00", ["finish"])
        // Today's workout, started now on the real clock: the TUI resumes it.
        let started = try home.run(["start", "push"])
        #expect(started.status == 0, "\(started.stderr)")
        tmux.startSpotter()
        let screen = try tmux.waitFor("target 62.5×5")
        #expect(screen.contains("62.5×5 (+2.5 kg, all 5×5 done last time)"), "\(screen)")
        tmux.send("Enter")
        // ncurses may be caught half-way through drawing the form: wait for the whole of it.
        let form = try tmux.waitUntil("the form on 62.5 with its reason") {
            $0.contains("Log set · Bench press") && $0.contains("Reps   [ ")
        }
        #expect(form.contains("+2.5 kg, all 5×5 done"), "\(form)")
        // It opens on the weight (the focused field has the marker and the caret).
        #expect(form.contains("› Weight [ 62.5_ "), "\(form)")
        #expect(form.contains("  Reps   [ 5 "), "\(form)")
        tmux.send("Escape")
        try tmux.waitUntil("the form to close") { !$0.contains("Log set ·") }
        try LiveWorkoutTests.quitToShell(tmux)
    }

    @Test("a bad clause is refused with the file, its line and what to write; nothing changes")
    func badClause() throws {
        let home = try TemporaryHome()
        let bad = Self.schedule.replacingOccurrences(of: "progress double +2.5", with: "progress +2.5")
        let file = try Self.write(bad, in: home)
        let result = try HistoryCommandTests.run(home, at: "2026-11-30 17:00:00", ["schedule", "import", file])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("\(file): line 5: a rep range goes with double progression"),
            "\(result.stderr)")
        let exported = try HistoryCommandTests.ok(home, at: "2026-11-30 17:01:00", ["schedule", "export"])
        #expect(!exported.contains("progress"), "the demo schedule is still there: \(exported)")
    }
}
