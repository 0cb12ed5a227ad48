import Foundation
import Testing

/// Whole numbers already in the database that no input would have taken (a rotation's place at
/// 2^63 - 1, a viewer's process id beyond 32 bits, a template's reps at -2^63) must never crash a
/// later command: a hand edit with sqlite3 or a damaged page can leave them, and a crash there is a
/// crash on every start.
@Suite("Stored numbers out of any sane range")
struct StoredNumberTests {
    static let readers: [[String]] = [
        ["status"], ["day"], ["week"], ["plan"], ["plan", "--json"], ["dispatch"], ["notify-test"], ["fire"],
    ]

    /// Runs each command and expects an ordinary exit: 0, 1 or 2, never a trap.
    static func expectNoCrash(_ home: TemporaryHome, _ commands: [[String]], _ what: String) throws {
        for command in commands {
            let result = try home.run(command, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"])
            let line = "\(command.joined(separator: " ")) over \(what)"
            #expect((0...2).contains(result.status), "\(line): exit \(result.status) \(result.stderr.prefix(300))")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(line)")
        }
    }

    @Test(
        "a rotation's next place at either end of 64 bits: every reader exits cleanly and the plan still names a workout",
        arguments: ["9223372036854775807", "-9223372036854775808"])
    func rotationPlace(value: String) throws {
        let home = try TemporaryHome()
        #expect(try home.run(["week"]).status == 0)
        try sqliteRun(home.databaseFile, "UPDATE rotations SET next_index = \(value);")
        try Self.expectNoCrash(home, Self.readers, "next_index \(value)")
        let plan = try home.run(["plan"])
        #expect(plan.stdout.contains("Full body"), "\(plan.stdout)")
    }

    @Test(
        "a viewer's process id no process can have: delivery exits cleanly",
        arguments: ["4294967296", "-1", "0", "-9223372036854775808"])
    func viewerPid(value: String) throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        try sqliteRun(
            home.databaseFile,
            """
            INSERT OR REPLACE INTO live_session(workout_id, viewer_pid, viewer_looking, updated_at)
            SELECT id, \(value), 1, 0 FROM workouts;
            """)
        try Self.expectNoCrash(home, Self.readers, "viewer_pid \(value)")
    }

    @Test(
        "a template's reps, sets, rest and seconds out of range: start, the plan and the day exit cleanly",
        arguments: [
            // One set, so the bench logged last time meets it and double progression adds a rep.
            "sets = 1, reps = -9223372036854775808, progression = 'progress double 12'",
            "sets = 1, reps = 9223372036854775807, progression = 'progress double 12'",
            "sets = 9223372036854775807", "rest_seconds = 9223372036854775807",
            "duration_seconds = -9223372036854775808",
        ])
    func templateItem(assignment: String) throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        #expect(try home.run(["finish"]).status == 0)
        try sqliteRun(
            home.databaseFile,
            "UPDATE template_items SET \(assignment) WHERE template_id = 'push' AND exercise_id = 'bench';")
        try Self.expectNoCrash(
            home, Self.readers + [["start", "push"], ["status"], ["log", "bench", "62.5x5"]], assignment)
    }
}
