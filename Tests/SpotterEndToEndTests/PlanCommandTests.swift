import Foundation
import SpotterCore
import SpotterStore
import Testing

/// `spotter plan`: the real binary on scenario files, standard input, and a real database.
@Suite("spotter plan: scenarios, JSON, --explain, malformed input")
struct PlanCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/plan"
    ).path

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the issue's example scenario plans reminders for weekly and rotating sources, sorted by fireAt")
    func issueExample() throws {
        let home = try TemporaryHome()
        let result = try home.run(["plan", "--scenario", Self.fixtures + "/issue-example.json", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let scheduled = try #require(try json(result.stdout)["scheduled"] as? [[String: Any]])
        let ids = scheduled.compactMap { $0["id"] as? String }
        #expect(
            ids.prefix(4) == [
                "workout-reminder:A:2026-06-01", "workout-reminder:B:2026-06-02", "workout-reminder:A:2026-06-03",
                "workout-reminder:C:2026-06-04",
            ])
        // The open workout's last set (18:10) is after `now` (06:00), as after a clock stepped back:
        // the nudge counts from now, never longer than its 45 minutes, and 06:45 is in quiet hours.
        let skipped = try #require(try json(result.stdout)["skipped"] as? [[String: Any]])
        let forgot = try #require(skipped.first { $0["id"] as? String == "forgot-to-finish:w1" })
        #expect(forgot["fireAt"] as? String == "2026-06-01T06:45:00+02:00")
        #expect(forgot["reason"] as? String == "quiet")
        #expect(scheduled.first?["fireAt"] as? String == "2026-06-01T07:00:00+02:00")
        let fireAts = scheduled.compactMap { $0["fireAt"] as? String }
        #expect(fireAts == fireAts.sorted())
        #expect(!FileManager.default.fileExists(atPath: home.databaseFile), "a scenario never opens the database")
    }

    @Test("Berlin's spring-forward day: 02:30 moves to 03:30, and a 60-minute lead across the gap is real minutes")
    func springForward() throws {
        let result = try TemporaryHome().run([
            "plan", "--scenario", Self.fixtures + "/berlin-spring-forward.json", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let scheduled = try #require(try json(result.stdout)["scheduled"] as? [[String: Any]])
        let byId = Dictionary(
            uniqueKeysWithValues: scheduled.map { ($0["id"] as? String ?? "", $0["fireAt"] as? String ?? "") })
        #expect(byId["workout-reminder:early:2026-03-29"] == "2026-03-29T01:30:00+01:00")
        #expect(byId["workout-reminder:lift:2026-03-29"] == "2026-03-29T01:15:00+01:00")
    }

    @Test("--scenario - reads standard input; absent keys take the defaults (quiet hours 22:00–07:00)")
    func stdinAndDefaults() throws {
        let home = try TemporaryHome()
        let scenario = #"""
            {"now": "2026-06-01T06:00:00+02:00", "timeZone": "Europe/Berlin",
             "sources": [{"templateId": "A", "weekdays": ["tue"], "time": "06:30"}]}
            """#
        let result = try home.run(["plan", "--scenario", "-", "--json"], stdin: scenario)
        #expect(result.status == 0, "\(result.stderr)")
        let skipped = try #require(try json(result.stdout)["skipped"] as? [[String: Any]])
        #expect(
            skipped.first { $0["id"] as? String == "workout-reminder:A:2026-06-02" }?["reason"] as? String == "quiet")
        let none = try home.run(
            ["plan", "--scenario", "-", "--json"],
            stdin: scenario.replacingOccurrences(
                of: "\"sources\"", with: "\"prefs\": {\"quietHours\": null}, \"sources\""))
        let scheduled = try #require(try json(none.stdout)["scheduled"] as? [[String: Any]])
        #expect(scheduled.first?["id"] as? String == "workout-reminder:A:2026-06-02")
    }

    @Test(
        "a malformed scenario exits 2 with a message naming the field",
        arguments: [
            (#"{"timeZone": "Europe/Atlantis"}"#, "timeZone"),
            (#"{"sources": [{"templateId": "A", "weekdays": ["mon"], "time": "25:00"}]}"#, "sources[0].time"),
            (#"{"prefs": {"leadMinutes": 45}}"#, "prefs.leadMinutes"),
            (#"{"sources": [{"templateId": "A", "weekdays": ["funday"], "time": "07:00"}]}"#, "sources[0].weekdays[0]"),
            (#"{"snoozeForever": true}"#, "snoozeForever"),
        ])
    func malformed(scenario: String, field: String) throws {
        let result = try TemporaryHome().run(["plan", "--scenario", "-"], stdin: scenario)
        #expect(result.status == 2)
        #expect(result.stderr.contains(field + ":"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--explain on the demo plan says what will be sent and why the rest will not")
    func explainDemo() throws {
        let home = try TemporaryHome()
        let env = ["TZ": "Europe/Berlin"]
        // Monday 2026-06-01 19:00: today's Push at 18:00 has passed.
        let result = try home.run(["plan", "--explain", "--now", "2026-06-01T19:00:00+02:00"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("Will be sent"))
        #expect(out.contains("Wed 2026-06-03 18:00  workout reminder   Pull at 18:00  [Snooze 1h]"))
        #expect(out.contains("Sat 2026-06-06 10:00  workout reminder   Full body A at 10:00"))
        #expect(out.contains("Sat 2026-06-13 10:00  workout reminder   Full body B at 10:00"))
        #expect(out.contains("Not sent"))
        #expect(out.contains("past: would have fired Mon 2026-06-01 18:00"))
        #expect(out.contains("trained-today"))  // the legend explains every reason
    }

    @Test("from the database: a workout finished today takes today's reminder away, an open one gets forgot-to-finish")
    func historyFromDatabase() throws {
        let home = try TemporaryHome()
        let env = ["TZ": "Europe/Berlin"]
        let now = ["--now", "2026-06-01T08:00:00+02:00"]
        let before = try home.run(["plan", "--json"] + now, environment: env)
        #expect(before.stdout.contains("\"workout-reminder:push:2026-06-01\""), "\(before.stderr)")

        let db = try SpotterDatabase.open(path: home.databaseFile)
        let monday = try #require(LocalDate(iso: "2026-06-01"))
        let done = try db.startWorkout(templateId: "push", day: monday, at: Date(timeIntervalSince1970: 1_780_290_000))
        try db.finishWorkout(id: done.id, at: Date(timeIntervalSince1970: 1_780_293_600))
        let open = try db.startWorkout(templateId: nil, day: monday, at: Date(timeIntervalSince1970: 1_780_294_000))
        // 2026-06-01T07:30:00+02:00
        try db.logSet(
            LoggedSet(
                id: "s1", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Date(timeIntervalSince1970: 1_780_291_800)
            ), in: open.id)

        let after = try home.run(["plan", "--json"] + now, environment: env)
        let object = try json(after.stdout)
        let skipped = try #require(object["skipped"] as? [[String: Any]])
        #expect(
            skipped.first { $0["id"] as? String == "workout-reminder:push:2026-06-01" }?["reason"] as? String
                == "trained-today")
        let scheduled = try #require(object["scheduled"] as? [[String: Any]])
        let nudge = scheduled.first { $0["id"] as? String == "forgot-to-finish:\(open.id)" }
        #expect(nudge?["fireAt"] as? String == "2026-06-01T08:15:00+02:00")
    }
}
