import Foundation
import Testing

/// Instants already in the database that no clock can show (±infinity, 1e19 seconds, 1e300) must
/// never crash a later command: a hand edit, a bad import from an old build or a damaged page can
/// leave them, and a crash there is a crash on every start.
@Suite("Stored instants out of any calendar's range")
struct StoredInstantTests {
    /// Every REAL column that holds an instant, in the tables a single user's commands read.
    static let instantColumns: [(table: String, columns: [String])] = [
        ("workouts", ["started_at", "finished_at"]),
        ("sets", ["logged_at"]),
        ("live_session", ["rest_started_at", "rest_ends_at", "work_started_at", "work_ends_at", "updated_at"]),
        ("outbox", ["fire_at", "valid_until", "updated_at"]),
        ("delivery_log", ["at"]),
        ("consent", ["answered_at"]),
    ]

    static let commands: [[String]] = [
        ["status"], ["status", "--format", "json"], ["day"], ["week"], ["history"], ["history", "--json"],
        ["plan"], ["plan", "--json"], ["log", "bench", "60x5"], ["finish"], ["dispatch"],
    ]

    @Test(
        "every command exits cleanly over a database whose instants are out of range",
        arguments: ["9e999", "-9e999", "1e19", "-1e19", "1e300"])
    func outOfRange(value: String) throws {
        for finished in [false, true] {
            let home = try TemporaryHome()
            #expect(try home.run(["log", "bench", "60x5"]).status == 0)
            if finished { #expect(try home.run(["finish"]).status == 0) }
            // Some rows for every table, so each column is read.
            _ = try home.run(["dispatch"])
            let updates = Self.instantColumns.map { table, columns in
                "UPDATE \(table) SET " + columns.map { "\($0) = \(value)" }.joined(separator: ", ") + ";"
            }
            try sqliteRun(home.databaseFile, updates.joined(separator: " "))
            for command in Self.commands {
                let result = try home.run(command)
                let what = "\(command.joined(separator: " ")) over \(value) (finished: \(finished))"
                #expect((0...2).contains(result.status), "\(what): exit \(result.status) \(result.stderr.prefix(300))")
                #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(what)")
            }
        }
    }
}
