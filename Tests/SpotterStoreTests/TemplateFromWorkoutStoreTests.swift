import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// A template made from a finished workout, written through the schedule file's own checks, on a
/// real SQLite file: it is what `spotter schedule export` writes.
@Suite("A new template from a workout, in the store")
struct TemplateFromWorkoutStoreTests {
    static let item = WorkoutTemplate.Item(exerciseId: "bench", sets: 3, reps: 5, weight: 62.5, restSeconds: 150)

    @Test("addTemplate names it from its name, keeps the rest of the schedule, and export writes it")
    func addTemplate() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let before = try db.scheduleFile()
        let saved = try db.addTemplate(WorkoutTemplate(id: "", name: "Push (hotel)", items: [Self.item]))
        #expect(saved.id == "push-hotel" && saved.items == [Self.item])
        let again = try db.addTemplate(WorkoutTemplate(id: "", name: "Push hotel", items: [Self.item]))
        #expect(again.id == "push-hotel-2")
        let after = try SpotterDatabase.open(path: scratch.database).scheduleFile()
        #expect(after.templates.dropLast(2).map(\.id) == before.templates.map(\.id))
        #expect(after.weekly == before.weekly && after.rotations.map(\.id) == before.rotations.map(\.id))
        let text = ScheduleFile.render(after)
        #expect(text.contains("template push-hotel \"Push (hotel)\""), "\(text)")
        #expect(text.contains("bench 3x5 @62.5 rest 150"), "\(text)")
    }

    @Test("updateTemplate gives a template what a workout did, keeping its name, weekly days and progression rules")
    func updateTemplate() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let push = try #require(try db.plan().template("push"))
        let rule = try #require(ProgressionRule(storedText: "progress +2.5"))
        var file = try db.scheduleFile()
        let i = try #require(file.templates.firstIndex { $0.id == "push" })
        file.templates[i].items[0].progression = rule
        try db.replaceSchedule(with: file)
        let benchFirst = push.items[0].exerciseId
        let did = WorkoutTemplate(
            id: "", name: "",
            items: [
                WorkoutTemplate.Item(exerciseId: benchFirst, sets: 2, reps: 4, weight: 62.5, restSeconds: 150),
                WorkoutTemplate.Item(exerciseId: "squat", sets: 1, reps: 5, weight: 80, restSeconds: 120),
            ], supersets: [[benchFirst, "squat"]])
        let saved = try db.updateTemplate(id: "push", from: did)
        #expect(saved.name == push.name && saved.items.map(\.exerciseId) == [benchFirst, "squat"])
        #expect(saved.items[0].progression == rule && saved.items[1].progression == nil)
        let after = try SpotterDatabase.open(path: scratch.database).scheduleFile()
        #expect(after.weekly == file.weekly)
        let text = ScheduleFile.render(after)
        #expect(text.contains("superset \(benchFirst),squat"), "\(text)")
        #expect(throws: StoreError.self) { try db.updateTemplate(id: "nope", from: did) }
    }

    @Test("what spotter schedule import refuses is refused here, naming it, and nothing changes")
    func refused() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let before = try db.scheduleFile()
        let unknown = WorkoutTemplate.Item(exerciseId: "no-such", sets: 1, reps: 5, restSeconds: 90)
        #expect(throws: TemplateWriteError.self) {
            try db.addTemplate(WorkoutTemplate(id: "", name: "Ghost", items: [unknown]))
        }
        #expect(try db.scheduleFile() == before)
    }
}
