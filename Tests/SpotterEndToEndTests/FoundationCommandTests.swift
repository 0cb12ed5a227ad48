import Foundation
import SpotterCore
import SpotterStore
import Testing

@Suite("spotter: config, log, help, and the database file")
struct FoundationCommandTests {
    @Test("config set quiet-hours then get round-trips")
    func quietHoursRoundTrip() throws {
        let home = try TemporaryHome()
        let set = try home.run(["config", "set", "quiet-hours", "23:00-06:30"])
        #expect(set.status == 0, "\(set.stderr)")
        let get = try home.run(["config", "get", "quiet-hours"])
        #expect(get.stdout == "23:00-06:30\n")
    }

    @Test("a bad lead time is refused with the allowed values, exit 2, and the database file is unchanged")
    func badValueLeavesFileUnchanged() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "set", "lead-minutes", "15"]).status == 0)
        let before = try databaseBytes(home)
        let result = try home.run(["config", "set", "lead-minutes", "17"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("0, 15, 30, 60"))
        #expect(try databaseBytes(home) == before)
        #expect(try home.run(["config", "get", "lead-minutes"]).stdout == "15\n")
    }

    @Test("an unknown setting exits 2 and lists the known ones")
    func unknownKey() throws {
        let home = try TemporaryHome()
        let result = try home.run(["config", "set", "volume", "11"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("quiet-hours"))
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile))
    }

    @Test("a set survives SIGKILL right after spotter says it is saved")
    func setSurvivesKill() throws {
        let home = try TemporaryHome()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SpotterBinary.path)
        process.arguments = ["log", "bench", "62.5x5"]
        process.environment = home.environment()
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("saved") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(String(decoding: seen, as: UTF8.self).contains("saved: Bench press 62.5 kg × 5 reps"))

        let db = try SpotterDatabase.open(path: home.databaseFile)
        let workout = try #require(try db.openWorkout())
        #expect(workout.sets.map(\.weight) == [62.5])
        #expect(workout.sets.map(\.reps) == [5])
    }

    @Test("a database newer than this Spotter exits non-zero, names both versions, and is not changed")
    func newerDatabaseRefused() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "list"]).status == 0)
        do {
            let db = try SpotterDatabase.open(path: home.databaseFile)
            try db.connection.execute("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE")
            try db.connection.execute("PRAGMA user_version = 99")
        }
        let before = try databaseBytes(home)
        let result = try home.run(["config", "list"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("version 99"))
        #expect(result.stderr.contains("version \(Migrations.latestVersion)"))
        #expect(try databaseBytes(home) == before)
    }

    @Test("--help lists the commands and each command has its own help")
    func help() throws {
        let home = try TemporaryHome()
        let top = try home.run(["--help"])
        #expect(top.status == 0)
        #expect(top.stdout.contains("config"))
        let config = try home.run(["config", "--help"])
        #expect(config.stdout.contains("spotter config set quiet-hours 23:00-06:30"))
        #expect(try home.run(["--version"]).stdout.hasPrefix("spotter "))
        #expect(try home.run(["frobnicate"]).status == 2)
    }

    private func databaseBytes(_ home: TemporaryHome) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: home.databaseFile))
    }
}

@Suite("spotter pause")
struct PauseCommandTests {
    @Test("pause 1w sets paused-until a week ahead; pause off clears it")
    func pauseAndResume() throws {
        let home = try TemporaryHome()
        let paused = try home.run(["pause", "1w"])
        #expect(paused.status == 0)
        #expect(paused.stdout.contains("paused until"))
        let until = try home.run(["config", "get", "paused-until"]).stdout
        #expect(until != "off\n")
        #expect(try home.run(["pause", "off"]).stdout.contains("are on"))
        #expect(try home.run(["config", "get", "paused-until"]).stdout == "off\n")
        #expect(try home.run(["pause", "2d"]).status == 2)
    }
}

@Suite("Changing settings re-plans the outbox")
struct ReplanAfterChangeTests {
    @Test("pause 1w empties the planned reminders for the week; pause off brings them back")
    func pauseReplans() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["sync"]).status == 0)
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let weekAhead = Date().addingTimeInterval(7 * 86400 - 3600)
        let before = try db.outbox().filter { $0.notification.kind == .workoutReminder }
        #expect(before.contains { $0.notification.fireAt < weekAhead })

        #expect(try home.run(["pause", "1w"]).status == 0)
        let paused = try db.outbox().filter { $0.notification.kind == .workoutReminder }
        #expect(!paused.contains { $0.notification.fireAt < weekAhead })

        #expect(try home.run(["pause", "off"]).status == 0)
        let resumed = try db.outbox().filter { $0.notification.kind == .workoutReminder }
        #expect(resumed.map(\.notification.id).sorted() == before.map(\.notification.id).sorted())
    }

    @Test("a schedule import re-plans: a template that is gone has no reminders left")
    func importReplans() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["sync"]).status == 0)
        let file = "template only \"Only\"\n  bench 3x5\nweekly only tue 07:00\n"
        #expect(try home.run(["schedule", "import", "-"], stdin: file).status == 0)
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let reminders = try db.outbox().filter { $0.notification.kind == .workoutReminder }
        #expect(!reminders.isEmpty)
        #expect(reminders.allSatisfy { $0.notification.templateId == "only" })
    }
}

@Suite("spotter log refuses what it must not store")
struct LogCommandTests {
    @Test("an infinite or absurd weight is refused with exit 2 and nothing is stored")
    func badWeight() throws {
        let home = try TemporaryHome()
        for text in ["infx5", "1e400x3", "nanx5", "1200x1", "60x0"] {
            let result = try home.run(["log", "bench", text])
            #expect(result.status == 2, "\(text): \(result.stderr)")
        }
        #expect(try SpotterDatabase.open(path: home.databaseFile).openWorkout() == nil)
    }

    @Test("a workout left open on another day is not where today's set goes")
    func oldOpenWorkout() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["log", "bench", "60x5"]).status == 0)
        do {
            let db = try SpotterDatabase.open(path: home.databaseFile)
            try db.connection.run("UPDATE workouts SET day = '2026-01-05', started_at = started_at - 3 * 86400")
        }
        let result = try home.run(["log", "bench", "62.5x5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("a workout from Mon 2026-01-05 is still open"))
        #expect(try SpotterDatabase.open(path: home.databaseFile).openWorkout()?.sets.count == 1)
    }
}
