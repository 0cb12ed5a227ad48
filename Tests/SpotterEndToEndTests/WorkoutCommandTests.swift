import Foundation
import SpotterCore
import SpotterStore
import Testing

/// `spotter workout`: a logged workout changed afterwards through the real binary; history, day
/// and records follow, and a refused change writes nothing.
@Suite("spotter workout edit, add-set, edit-set, delete-set, delete")
struct WorkoutCommandTests {
    static let clock = FakedClock.standing(at: "2026-11-30 18:30:00")

    /// A home with a finished workout of two bench sets on Mon 2026-11-30; its id.
    func finished() throws -> (TemporaryHome, String) {
        let home = try TemporaryHome()
        for set in ["60x5", "62.5x5"] {
            #expect(try home.run(["log", "bench", set], environment: Self.clock.environment).status == 0)
        }
        #expect(try home.run(["finish"], environment: Self.clock.environment).status == 0)
        let json = try home.run(["history", "--json"], environment: Self.clock.environment).stdout
        let workouts = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return (home, try #require(workouts.first?["id"] as? String))
    }

    func history(_ home: TemporaryHome) throws -> [[String: Any]] {
        let json = try home.run(["history", "--json"], environment: Self.clock.environment).stdout
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test("edit sets the name, day, start and end in local time; the sets move with the start")
    func edit() throws {
        let (home, id) = try finished()
        let result = try home.run(
            [
                "workout", "edit", String(id.prefix(8)), "--name", "Push (hotel gym)", "--date", "2026-11-29",
                "--start",
                "17:00", "--end", "18:10",
            ], environment: Self.clock.environment)
        #expect(result.status == 0, "\(result.stderr)")
        let w = try #require(try history(home).first)
        #expect(w["name"] as? String == "Push (hotel gym)")
        #expect(
            w["start"] as? String == "2026-11-29T17:00:00+00:00" && w["end"] as? String == "2026-11-29T18:10:00+00:00")
        let sets = try #require(w["sets"] as? [[String: Any]])
        #expect(sets.allSatisfy { ($0["loggedAt"] as? String ?? "").hasPrefix("2026-11-29T17:") }, "\(sets)")
        let day = try home.run(["day", "2026-11-29"], environment: Self.clock.environment).stdout
        #expect(day.contains("Push (hotel gym)"), "\(day)")
    }

    @Test("add-set, edit-set and delete-set change one set, by number or id; history follows")
    func sets() throws {
        let (home, id) = try finished()
        let added = try home.run(["workout", "add-set", id, "bench", "70x3"], environment: Self.clock.environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try home.run(["history"], environment: Self.clock.environment).stdout.contains("Bench press  70×3"))
        let edited = try home.run(
            ["workout", "edit-set", id, "1", "65x5", "--rpe", "8"], environment: Self.clock.environment)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try home.run(["workout", "delete-set", "last", "3"], environment: Self.clock.environment).status == 0)
        let sets = try #require(try history(home).first?["sets"] as? [[String: Any]])
        #expect(sets.map { $0["weightKg"] as? Double } == [65, 62.5])
        #expect(sets.first?["rpe"] as? Double == 8)
        let setId = try #require(try SpotterDatabase.open(path: home.databaseFile).workout(id: id)?.sets.last?.id)
        #expect(try home.run(["workout", "delete-set", id, setId], environment: Self.clock.environment).status == 0)
        #expect((try history(home).first?["sets"] as? [Any])?.count == 1)
    }

    @Test("a bad value, an unknown id or set, or an end before the start is exit 2 and nothing changes")
    func refused() throws {
        let (home, id) = try finished()
        let before = try sqliteDump(home.databaseFile)
        for (args, message) in [
            (["edit", "nope"], "no workout \"nope\""),
            (["edit", id], "nothing to change"),
            (["edit", id, "--start", "25:00"], "--start: \"25:00\" is not HH:MM"),
            (["edit", id, "--date", "2026-13-01"], "--date"),
            (["add-set", id, "bench", "60x0"], "reps"),
            (["add-set", id, "nosuch", "60x5"], "unknown exercise"),
            (["edit-set", id, "9", "60x5"], "the workout has 2 sets, not 9"),
            (["delete-set", id, "abc"], "no set \"abc\""),
            (["delete", id], "Not asked without a terminal; add --yes"),
        ] {
            let result = try home.run(["workout"] + args, environment: Self.clock.environment)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
        #expect(try sqliteDump(home.databaseFile) == before, "a refused change wrote something")
    }

    @Test("delete --yes removes the workout; history and the week no longer have it")
    func delete() throws {
        let (home, id) = try finished()
        let result = try home.run(["workout", "delete", id, "--yes"], environment: Self.clock.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Deleted "), "\(result.stdout)")
        #expect(try history(home).isEmpty)
        let week = try home.run(["week", "2026-W49", "--json"], environment: Self.clock.environment).stdout
        #expect(week.contains("\"sets\": 0") || week.contains("\"sets\":0"), "\(week)")
    }

    @Test("a change re-plans as finish does: today's Push moved to yesterday brings today's reminder back")
    func replans() throws {
        let home = try TemporaryHome()
        let morning = FakedClock.standing(at: "2026-11-30 07:00:00")
        for args in [["start", "push"], ["log", "bench", "60x5"], ["finish"]] {
            #expect(try home.run(args, environment: morning.environment).status == 0, "\(args)")
        }
        func planned() throws -> [String] {
            let out = try home.run(["day", "2026-11-30", "--json"], environment: morning.environment).stdout
            let day = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            return (day["planned"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        #expect(try !planned().contains("workout-reminder:push:2026-11-30"), "trained today: no reminder")
        let moved = try home.run(
            ["workout", "edit", "last", "--date", "2026-11-29"], environment: morning.environment)
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(try planned().contains("workout-reminder:push:2026-11-30"), "not trained today any more")
    }
}
