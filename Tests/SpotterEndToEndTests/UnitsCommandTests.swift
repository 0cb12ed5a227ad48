import Foundation
import Testing

/// The `units` setting through the real binary: typed and shown in lb, stored in kg.
@Suite("units lb: spotter log, history, day, week and the exercise screen in pounds", .serialized)
struct UnitsCommandTests {
    @Test("config set units lb; log bench 135x5 saves 135 lb and history, day and week show 135 again, never 134.99")
    func poundsOnTheCommandLine() throws {
        let home = try TemporaryHome()
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:00:00", ["config", "set", "units", "lb"])
        let saved = try HistoryCommandTests.ok(home, at: "2026-11-30 18:05:00", ["log", "bench", "135x5"])
        #expect(saved == "saved: Bench press 135 lb × 5 reps (set 1)\n", "\(saved)")
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:09:00", ["log", "bench", "137.5x5"])
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:40:00", ["finish"])
        let history = try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["history"])
        #expect(history.contains("  Bench press  135×5\n"), "\(history)")
        #expect(history.contains("  Bench press  137.5×5\n"), "\(history)")
        #expect(history.contains("1,362.5 lb"), "675 + 687.5 lb, grouped as the TUI groups: \(history)")
        #expect(!history.contains("134.99") && !history.contains(" kg"), "\(history)")
        let day = try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["day", "2026-11-30"])
        #expect(day.contains("Bench press  135×5"), "\(day)")
        let week = try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["week"])
        #expect(week.contains("1,362.5 lb"), "\(week)")
        // The store keeps kilograms at full precision: JSON (kg) has 135 lb exactly.
        let json = try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["history", "--json"])
        #expect(json.contains("61.23496995"), "\(json)")
        // Back to kg: the same sets read in kilograms.
        try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["config", "set", "units", "kg"])
        let kg = try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["history"])
        #expect(kg.contains("  Bench press  61.23×5\n"), "\(kg)")
        // A pound weight over the bound is refused naming lb, exit 2, nothing saved.
        try HistoryCommandTests.ok(home, at: "2026-12-01 09:00:00", ["config", "set", "units", "lb"])
        let refused = try HistoryCommandTests.run(home, at: "2026-12-01 09:05:00", ["log", "bench", "2500x5"])
        #expect(refused.status == 2 && refused.stderr.contains("lb"), "\(refused.stderr)")
    }

    @Test(
        "units lb: export csv writes Strong's Weight (lbs) and Hevy's weight_lbs to 0.01; --unit kg; import reads them back"
    )
    func exportsInPounds() throws {
        let home = try TemporaryHome()
        let at = "2026-11-30 18:00:00"
        try HistoryCommandTests.ok(home, at: at, ["config", "set", "units", "lb"])
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:05:00", ["log", "bench", "135x5"])
        try HistoryCommandTests.ok(home, at: "2026-11-30 18:40:00", ["finish"])
        let strong = try HistoryCommandTests.ok(home, at: at, ["export", "csv", "--format", "strong"])
        #expect(strong.contains(",Set Order,Weight (lbs),Reps,"), "\(strong)")
        #expect(strong.contains(",1,135,5,"), "\(strong)")
        let hevy = try HistoryCommandTests.ok(home, at: at, ["export", "csv", "--format", "hevy"])
        #expect(hevy.contains("\"weight_lbs\"") && hevy.contains("\"normal\",\"135\",\"5\""), "\(hevy)")
        let kg = try HistoryCommandTests.ok(home, at: at, ["export", "csv", "--format", "strong", "--unit", "kg"])
        #expect(kg.contains(",Set Order,Weight,Reps,") && kg.contains(",1,61.23,5,"), "\(kg)")
        // Spotter's own CSV is kg at full precision; a unit for it is bad usage.
        let own = try HistoryCommandTests.ok(home, at: at, ["export", "csv"])
        #expect(own.contains("61.23496995"), "\(own)")
        #expect(try HistoryCommandTests.run(home, at: at, ["export", "csv", "--unit", "lb"]).status == 2)
        #expect(
            try HistoryCommandTests.run(home, at: at, ["export", "csv", "--format", "hevy", "--unit", "st"]).status == 2
        )
        // The pound files read back to the same kilograms.
        for (name, text) in [("strong.csv", strong), ("hevy.csv", hevy)] {
            let fresh = try TemporaryHome()
            try FileManager.default.createDirectory(atPath: fresh.path, withIntermediateDirectories: true)
            try text.write(toFile: fresh.path + "/" + name, atomically: true, encoding: .utf8)
            try HistoryCommandTests.ok(fresh, at: at, ["import", fresh.path + "/" + name])
            let json = try HistoryCommandTests.ok(fresh, at: at, ["history", "--json"])
            #expect(json.contains("61.23496995"), "\(name): \(json)")
        }
        // The calendar's targets in lb.
        let ics = try HistoryCommandTests.ok(home, at: at, ["export", "ics", "--weeks", "1"])
        #expect(ics.contains(" lb") && !ics.contains(" kg"), "\(ics)")
    }

    @Test("units lb: a kg template's barbell targets read loadable in start and export ics, a dumbbell's as written")
    func kilogramTargetsInPounds() throws {
        let home = try TemporaryHome()
        let schedule = """
            exercise squat "Back squat" barbell
            exercise dbp "Dumbbell press" dumbbell
            template legs "Legs"
              squat 5x5 @80 rest 150 progress
              dbp 3x10 @20 rest 90 progress
            weekly legs fri 18:00

            """
        let file = home.path + "/legs.schedule"
        try schedule.write(toFile: file, atomically: true, encoding: .utf8)
        try HistoryCommandTests.ok(home, at: "2026-11-30 17:00:00", ["schedule", "import", file])
        try HistoryCommandTests.ok(home, at: "2026-11-30 17:00:00", ["config", "set", "units", "lb"])
        // 80 kg is 176.37 lb, which a 45 lb bar with 2.5 lb plates cannot hold: 175 is the nearest.
        // 20 kg dumbbells are no barbell: 44.09 lb, as every weight reads in lb.
        let ics = try HistoryCommandTests.ok(home, at: "2026-11-30 17:00:00", ["export", "ics", "--weeks", "1"])
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("Back squat 5×5 @175 lb\\, Dumbbell press 3×10 @44.09 lb"), "\(unfolded)")
        #expect(!unfolded.contains("176.37"), "\(unfolded)")
        let started = try HistoryCommandTests.ok(home, at: "2026-12-04 17:55:00", ["start"])
        #expect(started.contains("  Back squat: 175×5: from the plan, no session yet\n"), "\(started)")
        #expect(started.contains("  Dumbbell press: 44.09×10: from the plan, no session yet\n"), "\(started)")
    }

    @Test("in a real terminal with units lb: the exercise screen (x) shows its sessions and chart axis in lb")
    func exerciseScreenInPounds() throws {
        let tmux = try TmuxSession()
        let home = TemporaryHome(existing: tmux.home)
        try HistoryCommandTests.ok(home, at: "2026-11-23 18:00:00", ["config", "set", "units", "lb"], zone: "UTC")
        for (day, lb) in [("2026-11-16", "125"), ("2026-11-23", "130"), ("2026-11-30", "135")] {
            try HistoryCommandTests.ok(home, at: "\(day) 18:05:00", ["log", "bench", "\(lb)x5"], zone: "UTC")
            try HistoryCommandTests.ok(home, at: "\(day) 18:40:00", ["finish"], zone: "UTC")
        }
        tmux.type(FakedClock.starting(at: "2026-12-01 09:00:00").shellPrefix + " " + TmuxSession.binary)
        try tmux.waitFor("Start a workout")
        tmux.send("x")
        let screen = try tmux.waitFor("e1RM over time (lb)")
        #expect(screen.contains("Exercise · Bench press"), "\(screen)")
        #expect(screen.contains("2026-11-30  135×5"), "\(screen)")
        #expect(screen.contains("heaviest 135 lb"), "\(screen)")
        #expect(screen.contains(" lb ┤"), "\(screen)")
        #expect(screen.contains("e1RM = weight × (1 + reps / 30)"), "\(screen)")
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
