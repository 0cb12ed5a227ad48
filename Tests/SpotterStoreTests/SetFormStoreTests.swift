import Foundation
import Testing

@testable import SpotterCore
@testable import SpotterStore

@Suite("The set form's store: type edits, equipment")
struct SetFormStoreTests {
    @Test("an edit from the form changes the set's type, RPE and note; logSet still keeps a stored type")
    func editChangesType() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-form-\(UUID().uuidString)")
        let db = try SpotterDatabase.open(path: dir.path + "/spotter.sqlite")
        let t = Date(timeIntervalSince1970: 1_796_100_000)
        let workout = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-12-01")!, at: t)
        var set = LoggedSet(id: "s1", exerciseId: "bench", weight: 60, reps: 5, loggedAt: t)
        try db.saveFormSet(set, in: workout.id)
        set.type = .warmup
        set.rpe = 7.5
        set.note = "slow"
        try db.saveFormSet(set, in: workout.id)
        #expect(try db.workout(id: workout.id)?.sets == [set])
        var other = set
        other.type = .drop
        try db.logSet(other, in: workout.id)
        #expect(try db.workout(id: workout.id)?.sets.first?.type == .warmup)
    }

    @Test("an exercise's equipment is stored with the plan and read back; the demo marks its barbells")
    func equipment() throws {
        let (db, _) = try temporaryDatabase()
        let exercises = [
            Exercise(id: "bench", name: "Bench", equipment: .barbell), Exercise(id: "curl", name: "Curl"),
        ]
        try db.savePlan(
            exercises: exercises,
            templates: [
                WorkoutTemplate(
                    id: "t", name: "T", items: [.init(exerciseId: "bench", sets: 1, reps: 5, restSeconds: 90)])
            ],
            weekly: [], rotations: [])
        #expect(try db.plan().exercises.map(\.equipment) == [.barbell, nil])
    }
}
