import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// Plan › Templates' edits on a real SQLite file: each checked as `spotter schedule import`
/// checks a file, in one transaction, read back by a fresh connection.
@Suite("Schedule edits in the store")
struct ScheduleEditStoreTests {
    static let time = LocalTime(hhmm: "07:30")!

    /// Every kind of edit, and what a fresh connection reads after it.
    static let edits: [(ScheduleEdit, @Sendable (StoredPlan) -> Bool)] = [
        (
            .putTemplate(
                WorkoutTemplate(
                    id: "upper", name: "Upper",
                    items: [.init(exerciseId: "bench", sets: 3, reps: 8, weight: 50, restSeconds: 90)])),
            { $0.template("upper")?.items.map(\.exerciseId) == ["bench"] }
        ),
        (.renameTemplate(id: "push", name: "Push A"), { $0.template("push")?.name == "Push A" }),
        (
            .deleteTemplate(id: "push"),
            { p in p.template("push") == nil && !p.weekly.contains { $0.templateId == "push" } }
        ),
        (
            .addItem(templateId: "push", .init(exerciseId: "row", sets: 3, reps: 10, restSeconds: 90)),
            { $0.template("push")?.items.last?.exerciseId == "row" }
        ),
        (
            .replaceItem(
                templateId: "push", index: 0,
                .init(exerciseId: "bench", sets: 4, reps: 6, weight: 62.5, restSeconds: 150)),
            { $0.template("push")?.items.first?.weight == 62.5 && $0.template("push")?.items.first?.sets == 4 }
        ),
        (
            .removeItem(templateId: "push", index: 1),
            { $0.template("push")?.items.map(\.exerciseId) == ["bench", "plank"] }
        ),
        (
            .moveItem(templateId: "push", exerciseId: "plank", by: -1),
            { $0.template("push")?.items.map(\.exerciseId) == ["bench", "plank", "ohp"] }
        ),
        (
            .toggleSuperset(templateId: "push", exerciseId: "bench"),
            { $0.template("push")?.supersets == [["bench", "ohp"]] }
        ),
        (
            .setDay(.sun, templateId: "legs", time: time),
            { p in p.weekly.contains { $0.templateId == "legs" && $0.weekdays == [.sun] && $0.time == time } }
        ),
        (
            .putRotation(
                Rotation(id: "ab", name: "A/B", templateIds: ["push", "pull"], weekdays: [.tue], time: time)),
            { $0.rotations.contains { $0.id == "ab" && $0.templateIds == ["push", "pull"] } }
        ),
        (.deleteRotation(id: "weekend"), { $0.rotations.isEmpty }),
    ]

    @Test("every edit is stored, and a fresh connection reads it", arguments: 0..<edits.count)
    func edit(_ n: Int) throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let (edit, holds) = Self.edits[n]
        try db.editSchedule(edit)
        let back = try SpotterDatabase.open(path: scratch.database).plan()
        #expect(holds(back), "\(edit)")
        // What is stored is what the import would store: export and import it, and nothing changes.
        let exported = ScheduleFile.render(try db.scheduleFile())
        try db.replaceSchedule(with: try ScheduleFile.parse(exported))
        #expect(ScheduleFile.render(try db.scheduleFile()) == exported)
    }

    @Test("a refused edit changes nothing: the import's words, the schedule as it was")
    func refused() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let before = ScheduleFile.render(try db.scheduleFile())
        #expect(try db.meta("demo-plan") != nil)
        // Push has three items: two go, the last one cannot ("no sets").
        try db.editSchedule(.removeItem(templateId: "push", index: 0))
        try db.editSchedule(.removeItem(templateId: "push", index: 0))
        let middle = ScheduleFile.render(try db.scheduleFile())
        do {
            try db.editSchedule(.removeItem(templateId: "push", index: 0))
            Issue.record("the last item was removed")
        } catch let error as ScheduleFile.ParseError {
            #expect(error.message == "template push has no sets")
        }
        #expect(throws: ScheduleEdit.Refusal.self) { try db.editSchedule(.renameTemplate(id: "nope", name: "X")) }
        #expect(throws: ScheduleFile.ParseError.self) {
            try db.editSchedule(
                .addItem(templateId: "pull", .init(exerciseId: "no-such", sets: 3, reps: 5, restSeconds: 90)))
        }
        #expect(throws: ScheduleFile.ParseError.self) {
            // A timed exercise given reps: the import's kind check.
            try db.editSchedule(
                .addItem(templateId: "pull", .init(exerciseId: "plank", sets: 3, reps: 5, restSeconds: 90)))
        }
        #expect(ScheduleFile.render(try SpotterDatabase.open(path: scratch.database).scheduleFile()) == middle)
        #expect(before != middle)
    }

    @Test("an edit reads the schedule in its own transaction: an import made meanwhile is kept")
    func keepsAChangeMadeElsewhere() throws {
        let scratch = ScratchFolder()
        let mine = try SpotterDatabase.open(path: scratch.database)
        let theirs = try SpotterDatabase.open(path: scratch.database)
        var file = try theirs.scheduleFile()
        file.templates[0].name = "Push (imported)"
        try theirs.replaceSchedule(with: file)
        try mine.editSchedule(.setDay(.sun, templateId: "pull", time: Self.time))
        let back = try SpotterDatabase.open(path: scratch.database).plan()
        #expect(back.template("push")?.name == "Push (imported)")
        #expect(back.weekly.contains { $0.templateId == "pull" && $0.weekdays.contains(.sun) })
    }

    @Test("a rotation keeps its place in the cycle through an edit")
    func rotationPlace() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        try db.connection.run("UPDATE rotations SET next_index = 1")
        try db.editSchedule(.renameTemplate(id: "full-a", name: "Full A"))
        #expect(try db.plan().rotations.first?.nextIndex == 1)
    }

    @Test("after an edit the planner plans what it plans after the same change imported")
    func replansAsAnImport() throws {
        let edited = ScratchFolder()
        let imported = ScratchFolder()
        let a = try SpotterDatabase.open(path: edited.database)
        let b = try SpotterDatabase.open(path: imported.database)
        let now = Date(timeIntervalSince1970: 1_796_059_800)  // Mon 2026-11-30 17:30 UTC
        func plan(_ db: SpotterDatabase) throws -> [PlannedNotification] {
            let p = try db.plan()
            return planNotifications(
                PlannerInput(
                    now: now, timeZone: .utc, weekly: p.weekly, rotations: p.rotations, prefs: try db.preferences(),
                    templateNames: Dictionary(uniqueKeysWithValues: p.templates.map { ($0.id, $0.name) }))
            ).scheduled
        }
        let before = try plan(a)
        try a.editSchedule(.setDay(.sun, templateId: "push", time: Self.time))
        try a.editSchedule(.renameTemplate(id: "push", name: "Chest day"))
        let file = try ScheduleFile.parse(
            ScheduleFile.render(try b.scheduleFile())
                .replacingOccurrences(of: "template push \"Push\"", with: "template push \"Chest day\"")
                + "weekly push sun 07:30\n")
        try b.replaceSchedule(with: file)
        let after = try plan(a)
        #expect(after != before)
        #expect(after.contains { $0.title.contains("Chest day") })
        #expect(after == (try plan(b)))
    }
}
