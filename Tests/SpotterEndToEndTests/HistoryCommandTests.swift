import Foundation
import Testing

/// `spotter history`, `day`, `week`, `start` and `finish`: the real binary on a faked clock (libfaketime).
@Suite("spotter history, day, week, start and finish on a faked clock")
struct HistoryCommandTests {
    /// Runs `spotter ARGS…` in `zone`, in this home, on a clock that stands still at TIME
    /// (`"2026-11-23 18:00:00"`): a slow start under load cannot move a stored instant by a second.
    @discardableResult
    static func run(_ home: TemporaryHome, at time: String, _ arguments: [String], zone: String = "Europe/Berlin")
        throws
        -> ProcessResult
    {
        var environment = FakedClock.standing(at: time).environment
        environment["TZ"] = zone
        return try home.run(arguments, environment: environment)
    }

    @discardableResult
    static func ok(_ home: TemporaryHome, at time: String, _ arguments: [String], zone: String = "Europe/Berlin") throws
        -> String
    {
        let result = try run(home, at: time, arguments, zone: zone)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test("sets logged with spotter log on two days: spotter week --json shows both days done, the goal and the review")
    func weekShowsBothDays() throws {
        let home = try TemporaryHome()
        try Self.ok(home, at: "2026-11-30 18:05:00", ["log", "bench", "60x5"])
        try Self.ok(home, at: "2026-11-30 18:09:00", ["log", "bench", "62.5x5", "--rpe", "8.5"])
        try Self.ok(home, at: "2026-11-30 18:40:00", ["finish"])
        try Self.ok(home, at: "2026-12-02 07:10:00", ["log", "squat", "80x5"])
        try Self.ok(home, at: "2026-12-02 07:50:00", ["finish"])
        let week = try #require(
            try Self.json(try Self.ok(home, at: "2026-12-02 09:00:00", ["week", "--json"])) as? [String: Any])
        #expect(week["week"] as? String == "2026-W49")
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(
            days.map { $0["date"] as? String } == [
                "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06",
            ])
        #expect(days.map { $0["done"] as? Bool } == [true, false, true, false, false, false, false])
        #expect(days[0]["sets"] as? Int == 2)
        #expect(days[0]["volumeKg"] as? Double == 612.5)
        #expect(days[2]["volumeKg"] as? Double == 400)
        let goal = try #require(week["goal"] as? [String: Any])
        #expect(goal["done"] as? Int == 2 && goal["owed"] as? Int == 1)
        let review = try #require(week["review"] as? [String: Any])
        #expect(review["title"] as? String == "Your week in review: 2026-W49")
        // The same week by name, and as text, from the week after.
        let text = try Self.ok(home, at: "2026-12-08 09:00:00", ["week", "2026-W49"])
        #expect(text.contains("Mon 2026-11-30  done"), "\(text)")
        #expect(text.contains("Wed 2026-12-02  done"), "\(text)")
        #expect(text.contains("Weekly goal: 2 of 3 days"), "\(text)")
    }

    @Test("spotter week: a done day names what was done; days before the first workout are not missed")
    func weekBeforeFirstWorkout() throws {
        let home = try TemporaryHome()
        // The first workout ever is on Wednesday (Pull is planned there); Monday's Push came before it.
        try Self.ok(home, at: "2026-12-02 07:10:00", ["log", "squat", "80x5"])
        try Self.ok(home, at: "2026-12-02 07:50:00", ["finish"])
        let text = try Self.ok(home, at: "2026-12-08 09:00:00", ["week", "2026-W49"])
        let lines = text.split(separator: "\n").map(String.init)
        let monday = try #require(lines.first { $0.contains("Mon 2026-11-30") })
        #expect(!monday.contains("missed") && !monday.contains("Push"), "\(text)")
        let wednesday = try #require(lines.first { $0.contains("Wed 2026-12-02") })
        #expect(wednesday.contains("done") && !wednesday.contains("at 18:00"), "\(text)")
        let friday = try #require(lines.first { $0.contains("Fri 2026-12-04") })
        #expect(friday.contains("missed"), "\(text)")
    }

    @Test(
        "spotter history --json has exactly the documented shape: keys, types, nulls, the user's offset, oldest first")
    func historyJSONShape() throws {
        let home = try TemporaryHome()
        try Self.ok(home, at: "2026-11-30 18:02:11", ["start"])
        try Self.ok(home, at: "2026-11-30 18:10:00", ["log", "bench", "62.5x5", "--rpe", "8.5"])
        try Self.ok(home, at: "2026-11-30 18:12:00", ["log", "pull-up", "8"])
        try Self.ok(home, at: "2026-11-30 18:14:00", ["log", "plank", "45s"])
        try Self.ok(home, at: "2026-11-30 19:01:40", ["finish"])
        try Self.ok(home, at: "2026-11-23 18:00:00", ["log", "squat", "80x5"])
        try Self.ok(home, at: "2026-11-23 18:30:00", ["finish"])
        let out = try Self.ok(home, at: "2026-12-01 09:00:00", ["history", "--json"])
        let array = try #require(try Self.json(out) as? [[String: Any]])
        #expect(array.count == 2)
        let push = array[1]
        #expect(Set(push.keys) == ["id", "name", "start", "end", "note", "exerciseNotes", "sets"])
        #expect(push["id"] is String)
        #expect(push["name"] as? String == "Push")
        #expect(push["start"] as? String == "2026-11-30T18:02:11+01:00")
        #expect(push["end"] as? String == "2026-11-30T19:01:40+01:00")
        #expect(array[0]["start"] as? String == "2026-11-23T18:00:00+01:00", "oldest first")
        let sets = try #require(push["sets"] as? [[String: Any]])
        #expect(sets.count == 3)
        for set in sets {
            #expect(
                Set(set.keys) == [
                    "exercise", "type", "weightKg", "reps", "seconds", "meters", "heartRate", "rpe", "loggedAt", "note",
                ])
            #expect(set["type"] as? String == "working")
            #expect(set["loggedAt"] is String)
        }
        #expect(sets[0]["exercise"] as? String == "Bench press")
        #expect(
            sets[0]["weightKg"] as? Double == 62.5 && sets[0]["reps"] as? Int == 5 && sets[0]["rpe"] as? Double == 8.5)
        #expect(sets[0]["seconds"] is NSNull)
        #expect(sets[0]["loggedAt"] as? String == "2026-11-30T18:10:00+01:00")
        #expect(
            sets[1]["weightKg"] is NSNull && sets[1]["reps"] as? Int == 8 && sets[1]["rpe"] is NSNull, "body weight")
        #expect(sets[2]["seconds"] as? Int == 45 && sets[2]["reps"] is NSNull, "timed")
        // The raw text prints nulls rather than leaving keys out.
        #expect(out.contains("\"weightKg\": null"))
        // Filters: by exercise and by day range.
        let squat = try #require(
            try Self.json(
                try Self.ok(home, at: "2026-12-01 09:00:00", ["history", "--json", "--exercise", "Back squat"]))
                as? [[String: Any]])
        #expect(squat.count == 1 && squat.first?["start"] as? String == "2026-11-23T18:00:00+01:00")
        let since = try #require(
            try Self.json(try Self.ok(home, at: "2026-12-01 09:00:00", ["history", "--json", "--since", "2026-11-24"]))
                as? [[String: Any]])
        #expect(since.map { $0["name"] as? String } == ["Push"])
        let none = try #require(
            try Self.json(try Self.ok(home, at: "2026-12-01 09:00:00", ["history", "--json", "--until", "2026-11-22"]))
                as? [Any])
        #expect(none.isEmpty)
    }

    @Test("start, log, finish: the summary as f shows it, the workout in history; a second start is refused while open")
    func startLogFinish() throws {
        let home = try TemporaryHome()
        let started = try Self.ok(home, at: "2026-11-30 17:55:00", ["start"])
        #expect(started.contains("started: Push (planned today at 18:00)"), "\(started)")
        let again = try Self.run(home, at: "2026-11-30 17:56:00", ["start", "legs"])
        #expect(again.status == 2)
        #expect(again.stderr.contains("Push from Mon 2026-11-30 is still open"), "\(again.stderr)")
        try Self.ok(home, at: "2026-11-30 18:00:00", ["log", "bench", "60x5"])
        try Self.ok(home, at: "2026-11-30 18:04:00", ["log", "bench", "65x3"])
        let finished = try Self.ok(home, at: "2026-11-30 18:50:30", ["finish"])
        #expect(finished.contains("Workout finished · Push"), "\(finished)")
        #expect(finished.contains("  Duration        55:30"), "\(finished)")
        #expect(finished.contains("  Sets            2"), "\(finished)")
        #expect(finished.contains("  Volume          495 kg"), "\(finished)")
        #expect(finished.contains("  Personal bests  Bench press 65 kg (first time)"), "\(finished)")
        let history = try Self.ok(home, at: "2026-11-30 19:00:00", ["history"])
        #expect(history.hasPrefix("Mon 2026-11-30 17:55  Push  55:"), "\(history)")
        #expect(history.contains("  2 sets  495 kg\n"), "\(history)")
        #expect(history.contains("Bench press  65×3"), "\(history)")
        // Nothing is open now: finish is a clear refusal; a named template and an empty workout start.
        let nothing = try Self.run(home, at: "2026-11-30 19:01:00", ["finish"])
        #expect(nothing.status == 2 && nothing.stderr.contains("no workout is open"), "\(nothing.stderr)")
        #expect(try Self.ok(home, at: "2026-11-30 19:02:00", ["start", "Legs"]).contains("started: Legs (by name)"))
        try Self.ok(home, at: "2026-11-30 19:03:00", ["log", "bench", "70x1"])
        let second = try Self.ok(home, at: "2026-11-30 19:10:00", ["finish"])
        #expect(second.contains("Bench press 70 kg (was 65)"), "the previous best is the first workout's: \(second)")
        #expect(
            try Self.ok(home, at: "2026-12-01 09:00:00", ["start"]).contains(
                "started: Workout (empty, nothing planned today)"))
        let unknown = try Self.run(home, at: "2026-12-01 09:01:00", ["start", "nope"])
        #expect(unknown.status == 2)
    }

    @Test(
        "spotter day on a rest overlay day: the plan says rest, the overlay is named, the reminder was decided against")
    func dayWithRestOverlay() throws {
        let home = try TemporaryHome()
        try Self.ok(home, at: "2026-11-30 08:00:00", ["overlay", "rest", "2026-12-02"])
        let day = try #require(
            try Self.json(try Self.ok(home, at: "2026-11-30 08:00:00", ["day", "2026-12-02", "--json"]))
                as? [String: Any])
        let plan = try #require(day["plan"] as? [String: Any])
        #expect(plan["status"] as? String == "rest")
        #expect(plan["overlay"] as? String == "rest")
        let against = try #require(day["decidedAgainst"] as? [[String: Any]])
        #expect(against.first?["reason"] as? String == "overlay", "\(against)")
        #expect((against.first?["id"] as? String)?.hasPrefix("workout-reminder:") == true)
        let text = try Self.ok(home, at: "2026-11-30 08:00:00", ["day", "2026-12-02"])
        #expect(text.hasPrefix("Wed 2026-12-02\nPlanned: rest day (rest overlay)\n"), "\(text)")
        #expect(text.contains("overlay: "), "\(text)")
        // Today (the default) is Monday's planned Push.
        #expect(try Self.ok(home, at: "2026-11-30 08:00:00", ["day"]).contains("Planned: Push at 18:00"))
    }

    @Test("New York across the fall-back change: each workout carries the offset of its own instant")
    func newYorkOffsets() throws {
        let home = try TemporaryHome()
        try Self.ok(home, at: "2026-10-31 18:00:00", ["log", "bench", "60x5"], zone: "America/New_York")
        try Self.ok(home, at: "2026-10-31 18:30:00", ["finish"], zone: "America/New_York")
        try Self.ok(home, at: "2026-11-01 18:00:00", ["log", "bench", "60x5"], zone: "America/New_York")
        try Self.ok(home, at: "2026-11-01 18:30:00", ["finish"], zone: "America/New_York")
        let array = try #require(
            try Self.json(
                try Self.ok(home, at: "2026-11-02 09:00:00", ["history", "--json"], zone: "America/New_York"))
                as? [[String: Any]])
        #expect(array.map { $0["start"] as? String } == ["2026-10-31T18:00:00-04:00", "2026-11-01T18:00:00-05:00"])
        let week = try #require(
            try Self.json(
                try Self.ok(home, at: "2026-11-02 09:00:00", ["week", "2026-W44", "--json"], zone: "America/New_York"))
                as? [String: Any])
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.suffix(2).map { $0["done"] as? Bool } == [true, true], "Sat 10-31 and Sun 11-01")
    }

    @Test(
        "bad input is exit 2 with the field named, and nothing changes",
        arguments: [
            ["week", "2027-W53"], ["week", "2026-53"], ["day", "2026-02-30"], ["history", "--since", "yesterday"],
            ["history", "--since", "2026-12-02", "--until", "2026-12-01"], ["history", "--exercise", "nope"],
            ["start", "a\u{1B}b"],
        ])
    func badInput(_ arguments: [String]) throws {
        let home = try TemporaryHome()
        let result = try Self.run(home, at: "2026-11-30 08:00:00", arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains("Usage: spotter \(arguments[0])") || result.stderr.contains("TEMPLATE"),
            "\(result.stderr)")
    }
}
