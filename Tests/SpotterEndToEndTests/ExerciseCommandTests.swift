import Foundation
import SpotterTestSupport
import Testing

/// `spotter exercise list|show|rename|merge` through the real binary on a real database.
@Suite("spotter exercise: list, show, rename, merge")
struct ExerciseCommandTests {
    /// A Strong export: the plan's Deadlift under Strong's name, a catalogue lift the plan lacks,
    /// and a name of the lifter's own.
    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-03-04 18:00:00,"Pull",1h,"Deadlift (Barbell)",1,140,5,0,0,"","",
        2024-03-04 18:00:00,"Pull",1h,"Deadlift (Barbell)",2,150,3,0,0,"","",
        2024-03-04 18:00:00,"Pull",1h,"Lat Pulldown (Cable)",1,55,10,0,0,"","",
        2024-03-11 18:00:00,"Push",1h,"Bench press Backup",1,90,3,0,0,"","",
        2024-03-11 18:00:00,"Push",1h,"Bench press Backup",2,100,1,0,0,"","",

        """

    static func home() throws -> TemporaryHome {
        let home = try TemporaryHome()
        try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
        try strong.write(toFile: home.path + "/strong.csv", atomically: true, encoding: .utf8)
        let result = try home.run(["import", home.path + "/strong.csv"], environment: ["TZ": "Europe/Berlin"])
        #expect(result.status == 0, "\(result.stderr)")
        return home
    }

    static func list(_ home: TemporaryHome) throws -> [String: [String: Any]] {
        let result = try home.run(["exercise", "list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as? String ?? "?", $0) })
    }

    @Test("list: an imported Deadlift (Barbell) is the plan's Deadlift; catalogue ids, kinds, equipment, sets")
    func list() throws {
        let home = try Self.home()
        let rows = try Self.list(home)
        #expect(rows["deadlift"]?["sets"] as? Int == 2)
        #expect(rows["deadlift"]?["catalogueId"] as? String == "deadlift")
        #expect(rows["deadlift"]?["muscle"] as? String == "back")
        #expect(rows["lat-pulldown"]?["name"] as? String == "Lat pulldown")
        #expect(rows["lat-pulldown"]?["equipment"] as? String == "cable")
        #expect(rows["lat-pulldown"]?["kind"] as? String == "weight-reps")
        let custom = try #require(rows["bench-press-backup"])
        #expect(custom["name"] as? String == "Bench press Backup" && custom["sets"] as? Int == 2)
        #expect(custom["catalogueId"] is NSNull && custom["muscle"] is NSNull)
        #expect(rows["plank"]?["kind"] as? String == "timed")
        let text = try home.run(["exercise", "list"]).stdout.components(separatedBy: "\n")
        #expect(text.first?.hasPrefix("NAME") == true)
        #expect(text.contains { $0.hasPrefix("Deadlift ") && $0.contains("barbell") && $0.hasSuffix("  2") })
        #expect(text.contains { $0.hasPrefix("Bench press Backup ") && $0.contains(" none ") })
    }

    @Test("show names the catalogue entry and its other names; an unknown name is exit 2")
    func show() throws {
        let home = try Self.home()
        let shown = try home.run(["exercise", "show", "Deadlift (Barbell)"])
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("Deadlift (deadlift)\n  kind: weight × reps\n  equipment: barbell\n"))
        #expect(shown.stdout.contains("  sets: 2\n  catalogue: deadlift (Deadlift)\n  also called: Deadlift (Barbell)"))
        #expect(try home.run(["exercise", "show", "bench-press-backup"]).stdout.contains("catalogue: none"))
        let unknown = try home.run(["exercise", "show", "Zercher"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no exercise is called \"Zercher\""))
    }

    @Test("rename keeps every set; a name another exercise has is refused, nothing changes")
    func rename() throws {
        let home = try Self.home()
        let renamed = try home.run(["exercise", "rename", "deadlift", "Conventional deadlift"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout == "Renamed Deadlift to Conventional deadlift; its 2 sets stay\n")
        let rows = try Self.list(home)
        #expect(
            rows["deadlift"]?["name"] as? String == "Conventional deadlift" && rows["deadlift"]?["sets"] as? Int == 2)
        let taken = try home.run(["exercise", "rename", "deadlift", "lat pulldown"])
        #expect(taken.status == 2 && taken.stderr.contains("Lat pulldown (lat-pulldown) already has that name"))
        // A blank name is no name (ExerciseNaming, as the TUI's rename and new-exercise form).
        let blank = try home.run(["exercise", "rename", "deadlift", "   "])
        #expect(blank.status == 2 && blank.stderr.contains("NEW: type the exercise's name"), "\(blank.stderr)")
        #expect(try Self.list(home)["deadlift"]?["name"] as? String == "Conventional deadlift")
    }

    @Test("merge without a terminal needs --yes; with it A's sets are B's, B's records include them, A is gone")
    func mergeWithoutTerminal() throws {
        let home = try Self.home()
        let refused = try home.run(["exercise", "merge", "Bench press Backup", "bench"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "Merge 2 sets of Bench press Backup into Bench press? Not asked without a terminal; add --yes"))
        #expect(try Self.list(home)["bench-press-backup"]?["sets"] as? Int == 2)
        let merged = try home.run(["exercise", "merge", "Bench press Backup", "bench", "--yes"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            merged.stdout
                == "Merged 2 sets of Bench press Backup into Bench press; Bench press Backup is now another name for it\n"
        )
        let rows = try Self.list(home)
        #expect(rows["bench-press-backup"] == nil && rows["bench"]?["sets"] as? Int == 2)
        let history = try home.run(["history", "--exercise", "bench"])
        #expect(history.status == 0 && history.stdout.contains("100"))
        #expect(rows["bench"]?["aliases"] as? [String] == ["Bench press Backup"])
        let shown = try home.run(["exercise", "show", "Bench press Backup"]).stdout
        #expect(shown.hasPrefix("Bench press (bench)\n") && shown.contains("  your other names: Bench press Backup\n"))
    }

    @Test("merge at a terminal asks first: n keeps both, y merges")
    func mergeAsks() throws {
        let tmux = try TmuxSession(width: 200)
        let csv = tmux.home + "/strong.csv"
        try Self.strong.write(toFile: csv, atomically: true, encoding: .utf8)
        tmux.type("\(TmuxSession.binary) import \(csv)")
        _ = try tmux.waitFor("Imported", timeout: 30)
        tmux.type("clear; \(TmuxSession.binary) exercise merge 'Bench press Backup' bench")
        _ = try tmux.waitFor("Merge 2 sets of Bench press Backup into Bench press? [y/N]", timeout: 30)
        tmux.type("n")
        _ = try tmux.waitFor("Nothing merged", timeout: 30)
        tmux.type("clear; \(TmuxSession.binary) exercise merge 'Bench press Backup' bench; echo status=$?")
        _ = try tmux.waitFor("[y/N]", timeout: 30)
        tmux.type("y")
        let screen = try tmux.waitFor("status=0", timeout: 30)
        #expect(screen.contains("Merged 2 sets of Bench press Backup into Bench press"))
    }

    @Test("the exercise screen in the real binary: m, the exercise typed, the question, y: the sets are B's")
    func mergeFromTheScreen() throws {
        let tmux = try TmuxSession()
        let home = TemporaryHome(existing: tmux.home)
        try Self.strong.write(toFile: tmux.home + "/strong.csv", atomically: true, encoding: .utf8)
        #expect(try home.run(["import", tmux.home + "/strong.csv"], environment: ["TZ": "UTC"]).status == 0)
        tmux.type(FakedClock.starting(at: "2026-12-02 09:00:00").shellPrefix + " " + TmuxSession.binary)
        try tmux.waitFor("Start a workout", timeout: 10)
        // x on Today opens the exercise logged last: the custom one from the import.
        tmux.send("x")
        try tmux.waitFor("Exercise · Bench press Backup")
        tmux.send("m")
        try tmux.waitFor("Merge into (name or id)")
        tmux.type("bench")
        try tmux.waitFor("Merge 2 sets of Bench press Backup into Bench press?")
        tmux.send("y")
        try tmux.waitFor("Merged Bench press Backup into Bench press")
        #expect(tmux.lines()[0].contains("Exercise · Bench press "), "\(tmux.capture())")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
        let rows = try Self.list(home)
        #expect(rows["bench-press-backup"] == nil && rows["bench"]?["sets"] as? Int == 2)
    }
}
