import Foundation
import SpotterCore
import SpotterStore
import Testing

/// `spotter log run`, `spotter weigh` and a run day of the phased plan, through the real binary.
@Suite("Runs, body weight and run days from the command line")
struct CardioCommandTests {
    /// Tuesday 2026-12-01 easy 6.5 km at a 5:00 race pace (easy: 6:00/km), in Bogotá.
    static let plan = """
        plan: 10K
        start: 2026-11-30
        pace: 5:00
        phase: Base
        week:
        tue: easy 6.5
        thu: tempo 6
        """
    static let bogota = ["TZ": "America/Bogota"]

    func planned() throws -> TemporaryHome {
        let home = try TemporaryHome()
        _ = try SpotterDatabase.open(path: home.databaseFile, seedDemo: false)
        let made = try home.run(["plan", "new", "--file", "-"], stdin: Self.plan, environment: Self.bogota)
        try #require(made.status == 0, "\(made.stderr)")
        return home
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(
        "a run logged on the planned run day: day --json shows it done against the plan, the evening pass stays silent")
    func runDay() throws {
        let home = try planned()
        let clock = FakedClock.standing(at: "2026-12-01 07:40:00")
        var env = clock.environment
        env["TZ"] = "America/Bogota"
        let logged = try home.run(["log", "run", "6.5km", "34:10", "--hr", "148"], environment: env)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout == "saved: Running 6.5 km in 34:10 (5:15/km) 148 bpm\n", "\(logged.stdout)")

        let day = try json(try home.run(["day", "2026-12-01", "--json"], environment: env).stdout)
        #expect(day["done"] as? Bool == true)
        let runs = try #require(day["runs"] as? [String: Any])
        let planned = try #require(runs["planned"] as? [[String: Any]])
        #expect(planned.first?["type"] as? String == "easy")
        #expect(planned.first?["meters"] as? Double == 6500)
        #expect(planned.first?["targetPaceSecondsPerKm"] as? Int == 360)
        let done = try #require(runs["done"] as? [String: Any])
        #expect(done["meters"] as? Double == 6500 && done["seconds"] as? Int == 2050)
        #expect(done["paceSecondsPerKm"] as? Int == 315)
        let text = try home.run(["day", "2026-12-01"], environment: env).stdout
        #expect(text.contains("Run: planned easy 6.5 km at 6:00/km; done 6.5 km in 34:10 (5:15/km)"), "\(text)")

        let pass = try home.run(["dispatch", "--now", "2026-12-01T19:30:00-05:00", "--json"], environment: env)
        #expect(pass.status == 0, "\(pass.stderr)")
        let decision = try json(pass.stdout)
        let notices = try #require(decision["notices"] as? [[String: Any]])
        #expect(!notices.contains { $0["kind"] as? String == "still-time" }, "\(pass.stdout)")
        #expect(pass.stdout.contains("already logged today"), "\(pass.stdout)")

        let history = try home.run(["history", "--json"], environment: env).stdout
        #expect(history.contains("\"meters\": 6500, \"heartRate\": 148"), "\(history)")
        #expect(history.contains("\"name\": \"Running\""), "a run of its own is named after it: \(history)")
        let week = try json(try home.run(["week", "2026-W49", "--json"], environment: env).stdout)
        #expect(week["cardioMeters"] as? Double == 6500)
        let weekText = try home.run(["week", "2026-W49"], environment: env).stdout
        #expect(weekText.contains("6.5 km of cardio"), "\(weekText)")
        #expect(weekText.contains("1 session, 1 run, 6.5 km."), "the week in review counts the run: \(weekText)")
    }

    @Test("in lb the pace is min/mi; a bad distance or time is exit 2 naming it and writes nothing")
    func unitsAndRefusals() throws {
        let home = try TemporaryHome()
        #expect(try home.run(["config", "set", "units", "lb"]).status == 0)
        // A refused run adds nothing, not even the catalogue's Running to your exercises.
        let fresh = try sqliteDump(home.databaseFile)
        #expect(try home.run(["log", "run", "5", "1:02:30"]).status == 2)
        #expect(try sqliteDump(home.databaseFile) == fresh, "a refused first run changed the database")
        let miles = try home.run(["log", "run", "5mi", "1:02:30"])
        #expect(miles.status == 0, "\(miles.stderr)")
        #expect(miles.stdout == "saved: Running 5 mi in 1:02:30 (12:30/mi)\n", "\(miles.stdout)")
        let before = try sqliteDump(home.databaseFile)
        for (args, message) in [
            (["run", "6.5", "34:10"], "distance \"6.5\" is not a distance"),
            (["run", "6.5km", "34"], "time \"34\" is not MM:SS"),
            (["run", "6.5km"], "Running takes a distance and a time"),
            (["run", "6.5km", "34:10", "--hr", "400"], "heart rate \"400\""),
            (["bench", "60x5", "34:10"], "not a cardio exercise"),
        ] {
            let result = try home.run(["log"] + args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
        #expect(try sqliteDump(home.databaseFile) == before, "a refused run changed the database")
    }

    @Test(
        "weigh: one entry a day, a second replaces it and says so; --list has the 7-day average; export json has them")
    func weigh() throws {
        let home = try TemporaryHome()
        let clock = FakedClock.standing(at: "2026-12-03 07:00:00")
        #expect(
            try home.run(["weigh", "82.4", "--at", "2026-12-01"], environment: clock.environment).stdout
                == "saved: 82.4 kg on Tue 2026-12-01\n")
        let again = try home.run(["weigh", "81.6"], environment: clock.environment)
        #expect(again.stdout == "saved: 81.6 kg on Thu 2026-12-03\n", "\(again.stderr)")
        let replaced = try home.run(["weigh", "81.8"], environment: clock.environment)
        #expect(replaced.stdout == "saved: 81.8 kg on Thu 2026-12-03 (replaces 81.6 kg: one entry a day)\n")
        let list = try home.run(["weigh", "--list"], environment: clock.environment)
        #expect(
            list.stdout
                == "Tue 2026-12-01  82.4 kg  7-day average 82.4 kg\nThu 2026-12-03  81.8 kg  7-day average 82.1 kg\n",
            "\(list.stdout)")
        let json = try home.run(["weigh", "--list", "--json"], environment: clock.environment)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["date"] as? String } == ["2026-12-01", "2026-12-03"])
        #expect(entries.last?["average7DaysKg"] as? Double == 82.1)
        let export = try home.run(["export", "json"], environment: clock.environment)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let weights = try #require(doc["bodyWeights"] as? [[String: Any]])
        #expect(weights.map { $0["kg"] as? Double } == [82.4, 81.8])
        // Spotter's own CSV carries them to another home, exact; a second import changes nothing.
        let csv = try home.run(["export", "csv"], environment: clock.environment)
        #expect(csv.stdout.contains(",2026-12-03,,,,,,,body-weight,81.8,"), "\(csv.stdout)")
        let other = try TemporaryHome()
        let file = other.path + "/export.csv"
        try csv.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let imported = try other.run(["import", file], environment: clock.environment)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("2 body weights"), "\(imported.stdout)")
        }
        #expect(try other.run(["weigh", "--list"], environment: clock.environment).stdout == list.stdout)
        for bad in [["weigh", "0"], ["weigh", "abc"], ["weigh", "80", "--at", "2026-12-09"], ["weigh"]] {
            #expect(try home.run(bad, environment: clock.environment).status == 2, "\(bad)")
        }
    }

    @Test("a pull-up's volume counts the body weight of its day, and history says so")
    func bodyWeightVolume() throws {
        let home = try TemporaryHome()
        let clock = FakedClock.standing(at: "2026-12-03 07:00:00")
        #expect(try home.run(["weigh", "80"], environment: clock.environment).status == 0)
        let sched = try home.run(["schedule", "export"]).stdout
        let withPullUp = sched + "\nexercise pull-up \"Pull-up\" bodyweight\n"
        let imported = try home.run(["schedule", "import", "-"], stdin: withPullUp)
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(try home.run(["log", "pull-up", "8"], environment: clock.environment).status == 0)
        #expect(try home.run(["finish"], environment: clock.environment).status == 0)
        let history = try home.run(["history"], environment: clock.environment).stdout
        #expect(history.contains("80 kg body weight ×8"), "\(history)")
        #expect(history.contains("640 kg"), "\(history)")
    }
}
