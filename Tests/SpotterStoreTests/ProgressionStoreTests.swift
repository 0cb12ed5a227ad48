import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// `template_items.progression`: written by a schedule import, read back by the plan and the export.
@Suite("Progression rules in the store")
struct ProgressionStoreTests {
    static let text = """
        exercise bench "Bench press"
        exercise row "Row"
        template push "Push"
          bench 5x5 @60 rest 120 progress +2.5 deload 3 10%
          row 3x8-12 @50 rest 90 progress double +2.5
          bench 3x5 @40 rest 60
        """

    @Test("an imported rule is stored, read back and exported as written")
    func roundTrip() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        let file = try ScheduleFile.parse(Self.text)
        do {
            let db = try SpotterDatabase.open(path: scratch.database)
            try db.replaceSchedule(with: file)
        }
        let db = try SpotterDatabase.open(path: scratch.database)
        let stored = try db.connection.query(
            "SELECT progression FROM template_items WHERE template_id = 'push' ORDER BY position"
        ) { $0.optionalString(0) }
        #expect(stored == ["progress +2.5 deload 3 10%", "progress double 12 +2.5", nil])
        let items = try #require(try db.plan().template("push")).items
        #expect(items == file.templates[0].items)
        let exported = ScheduleFile.render(try db.scheduleFile())
        #expect(exported.contains("  row 3x8-12 @50 rest 90 progress double +2.5\n"))
        #expect(try ScheduleFile.parse(exported).templates.first { $0.id == "push" } == file.templates[0])
    }

    @Test("a stored rule that cannot be read drops the rule, not the item")
    func damagedRule() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        let db = try SpotterDatabase.open(path: scratch.database)
        try db.replaceSchedule(with: try ScheduleFile.parse(Self.text))
        _ = try db.connection.run("UPDATE template_items SET progression = 'progress sideways' WHERE position = 0")
        let items = try #require(try db.plan().template("push")).items
        #expect(items[0] == .init(exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120))
        #expect(items[1].progression != nil)
    }
}
