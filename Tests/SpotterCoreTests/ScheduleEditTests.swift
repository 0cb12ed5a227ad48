import Testing

@testable import SpotterCore

@Suite("Schedule edits")
struct ScheduleEditTests {
    static var demo: ScheduleFile {
        ScheduleFile(
            exercises: [], templates: DemoPlan.templates, weekly: DemoPlan.weekly, rotations: DemoPlan.rotations)
    }

    static func applied(_ edits: ScheduleEdit...) throws -> ScheduleFile {
        var file = demo
        for edit in edits { try edit.apply(to: &file) }
        return try file.checked(knownExercises: DemoPlan.exercises)
    }

    @Test("an item's clause is what the file writes after the exercise, and reads back to the same item")
    func clauseRoundTrip() throws {
        for item in DemoPlan.templates.flatMap(\.items) {
            let clause = ScheduleFile.clause(item)
            #expect(try ScheduleFile.item(exerciseId: item.exerciseId, clause: clause) == item, "\(clause)")
        }
        #expect(
            ScheduleFile.clause(.init(exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120))
                == "5x5 @60 rest 120")
    }

    @Test("a typed clause the import refuses is refused with the import's words")
    func clauseRefused() {
        #expect(throws: ScheduleFile.ParseError.self) { try ScheduleFile.item(exerciseId: "bench", clause: "5x0") }
        do {
            _ = try ScheduleFile.item(exerciseId: "bench", clause: "3x8-12 @50")
            Issue.record("a rep range without progression was taken")
        } catch let error as ScheduleFile.ParseError {
            #expect(error.message.contains("double progression"), "\(error.message)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("a template with no items is refused by the import's own check")
    func emptyTemplateRefused() throws {
        let push = try #require(DemoPlan.templates.first)
        var edits: [ScheduleEdit] = []
        for _ in push.items { edits.append(.removeItem(templateId: push.id, index: 0)) }
        var file = Self.demo
        for edit in edits { try edit.apply(to: &file) }
        do {
            _ = try file.checked(knownExercises: DemoPlan.exercises)
            Issue.record("an empty template was taken")
        } catch let error as ScheduleFile.ParseError {
            #expect(error.message == "template \(push.id) has no sets")
        }
    }

    @Test("move and superset work as the workout's o/O and S: a superset moves whole")
    func moveAndSuperset() throws {
        let push = try #require(DemoPlan.templates.first)
        let ids = push.items.map(\.exerciseId)
        try #require(ids.count >= 3)
        var file = try Self.applied(.toggleSuperset(templateId: push.id, exerciseId: ids[0]))
        #expect(file.templates[0].supersets == [[ids[0], ids[1]]])
        try ScheduleEdit.moveItem(templateId: push.id, exerciseId: ids[2], by: -1).apply(to: &file)
        file = try file.checked(knownExercises: DemoPlan.exercises)
        #expect(file.templates[0].items.map(\.exerciseId).prefix(3) == [ids[2], ids[0], ids[1]])
        #expect(file.templates[0].supersets == [[ids[0], ids[1]]])
        try ScheduleEdit.toggleSuperset(templateId: push.id, exerciseId: ids[0]).apply(to: &file)
        #expect(file.templates[0].supersets.isEmpty)
        #expect(throws: ScheduleEdit.Refusal.self) {
            try ScheduleEdit.moveItem(templateId: push.id, exerciseId: ids[2], by: -1).apply(to: &file)
        }
    }

    @Test("removing an item of a superset of two splits it")
    func removeFromSuperset() throws {
        let push = try #require(DemoPlan.templates.first)
        let file = try Self.applied(
            .toggleSuperset(templateId: push.id, exerciseId: push.items[0].exerciseId),
            .removeItem(templateId: push.id, index: 1))
        #expect(file.templates[0].supersets.isEmpty)
        #expect(file.templates[0].items.count == push.items.count - 1)
    }

    @Test("a weekday holds one template at its time, or rest; the other days are untouched")
    func setDay() throws {
        let time = LocalTime(hhmm: "07:30")!
        let before = Self.demo.weekly
        var file = try Self.applied(.setDay(.sun, templateId: "legs", time: time))
        #expect(file.weekly.contains { $0.templateId == "legs" && $0.time == time && $0.weekdays == [.sun] })
        file = try Self.applied(
            .setDay(.sun, templateId: "legs", time: time), .setDay(.sun, templateId: nil, time: time))
        #expect(file.weekly == before)
        #expect(throws: ScheduleFile.ParseError.self) {
            _ = try Self.applied(.setDay(.sun, templateId: "nope", time: time))
        }
    }

    @Test("deleting a template takes its weekly days and its rotation places with it")
    func deleteTemplate() throws {
        let id = try #require(DemoPlan.weekly.first?.templateId)
        let file = try Self.applied(.deleteTemplate(id: id))
        #expect(!file.templates.contains { $0.id == id })
        #expect(!file.weekly.contains { $0.templateId == id })
        #expect(!file.rotations.contains { $0.templateIds.contains(id) })
        #expect(throws: ScheduleEdit.Refusal.self) { _ = try Self.applied(.deleteTemplate(id: "nope")) }
    }

    @Test("a rotation's clause reads back; a rotation is put, replaced and deleted, checked against the templates")
    func rotations() throws {
        for r in DemoPlan.rotations {
            var back = try ScheduleFile.rotation(id: r.id, clause: ScheduleFile.clause(r))
            back.nextIndex = r.nextIndex
            #expect(back == r)
        }
        let mine = try ScheduleFile.rotation(id: "ppl", clause: "\"PPL\" push,pull,legs tue,thu 07:00")
        var file = try Self.applied(.putRotation(mine))
        #expect(file.rotations.last?.templateIds == ["push", "pull", "legs"])
        file = try Self.applied(.putRotation(mine), .deleteRotation(id: "weekend"))
        #expect(file.rotations.map(\.id) == ["ppl"])
        #expect(throws: ScheduleFile.ParseError.self) {
            _ = try Self.applied(
                .putRotation(try ScheduleFile.rotation(id: "x", clause: "\"X\" push,nope sat 10:00")))
        }
        #expect(throws: ScheduleFile.ParseError.self) {
            _ = try ScheduleFile.rotation(id: "x", clause: "\"X\" push funday 10:00")
        }
        #expect(throws: ScheduleEdit.Refusal.self) { _ = try Self.applied(.deleteRotation(id: "nope")) }
    }

    @Test("a new id comes from the name and is not taken")
    func newId() {
        #expect(ScheduleEdit.newId(for: "Upper body", taken: []) == "upper-body")
        #expect(ScheduleEdit.newId(for: "Upper body!", taken: ["upper-body"]) == "upper-body-2")
        #expect(ScheduleEdit.newId(for: "Ünterkörper", taken: []) == "nterk-rper")
        #expect(ScheduleEdit.newId(for: "💪", taken: ["template"]) == "template-2")
    }

    @Test("a name the import refuses is refused")
    func badName() {
        #expect(throws: ScheduleFile.ParseError.self) {
            _ = try Self.applied(.renameTemplate(id: "push", name: String(repeating: "x", count: 101)))
        }
    }
}
