import Foundation
import SpotterStore
import Testing

@Suite("spotter schedule")
struct ScheduleCommandTests {
    @Test("export then import of the demo gives the same schedule, and the rotation keeps its place")
    func exportImport() throws {
        let home = try TemporaryHome()
        do {
            let db = try SpotterDatabase.open(path: home.databaseFile)
            try db.connection.run("UPDATE rotations SET next_index = 1")
        }
        let exported = try home.run(["schedule", "export"])
        #expect(exported.status == 0)
        let imported = try home.run(["schedule", "import", "-"], stdin: exported.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try home.run(["schedule", "export"]).stdout == exported.stdout)
        #expect(try SpotterDatabase.open(path: home.databaseFile).plan().rotations.first?.nextIndex == 1)
        #expect(!(try home.run(["schedule", "show"]).stdout.contains("demo schedule")))
    }

    @Test("a file with a mistake names its line, exits 2, and changes nothing")
    func badFile() throws {
        let home = try TemporaryHome()
        let before = try home.run(["schedule", "export"]).stdout
        let result = try home.run(
            ["schedule", "import", "-"], stdin: "template t \"T\"\n  bench 5x5\nweekly t mon 7am\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("line 3"))
        #expect(try home.run(["schedule", "export"]).stdout == before)
    }

    @Test("a template on two weekdays at two times keeps both after import, and an empty file changes nothing")
    func twoLinesOneTemplate() throws {
        let home = try TemporaryHome()
        let file = "template a \"A\"\n  bench 3x5\nweekly a mon 07:00\nweekly a thu 18:00\n"
        #expect(try home.run(["schedule", "import", "-"], stdin: file).status == 0)
        let show = try home.run(["schedule", "show"]).stdout
        #expect(show.contains("Mon  A at 07:00"))
        #expect(show.contains("Thu  A at 18:00"))
        let empty = try home.run(["schedule", "import", "-"], stdin: "")
        #expect(empty.status == 2)
        #expect(try home.run(["schedule", "show"]).stdout == show)
    }

    @Test("show lists each weekday, rest days included")
    func show() throws {
        let home = try TemporaryHome()
        let out = try home.run(["schedule", "show"]).stdout
        #expect(out.contains("Mon  Push at 18:00"))
        #expect(out.contains("Tue  rest"))
        #expect(out.contains("demo schedule"))
    }
}

@Suite("spotter overlay input")
struct OverlayInputTests {
    @Test("cross-training needs an activity; an empty one is refused and nothing is stored")
    func crossNeedsActivity() throws {
        let home = try TemporaryHome()
        let refused = try home.run(["overlay", "cross", "2026-12-02", " "])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("cross needs an activity"))
        #expect(!(try home.run(["overlay", "list"]).stdout.contains("2026-12-02")))
        #expect(try home.run(["overlay", "cross", "2026-12-02", "cycling"]).status == 0)
        #expect(try home.run(["overlay", "list"]).stdout.contains("cycling"))
    }
}
