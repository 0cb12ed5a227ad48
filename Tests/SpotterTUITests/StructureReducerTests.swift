import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Supersets, reorder, swap, remove, delete any set and last time, through the real runner on a
/// real SQLite file.
@Suite("Reducer: the live workout's structure (supersets, order, swap, delete, last time)")
struct StructureReducerTests {
    /// Bench and row as a superset (2 sets each), then overhead press.
    static let supersetTemplate = WorkoutTemplate(
        id: "ss", name: "Superset day",
        items: [
            .init(exerciseId: "bench", sets: 2, reps: 5, weight: 60, restSeconds: 120),
            .init(exerciseId: "row", sets: 2, reps: 8, weight: 50, restSeconds: 90),
            .init(exerciseId: "ohp", sets: 3, reps: 8, weight: 35, restSeconds: 90),
        ], supersets: [["bench", "row"]])

    static let supersetWorkout = Workout(
        id: "w2", templateId: "ss", day: LocalDate(iso: "2026-11-30")!, startedAt: Fixture.t0)

    /// A rig whose file has the superset template and last week's bench and row sets; the state in
    /// that workout, started through the runner (so last time is read from the file).
    static func inSupersetWorkout() throws -> (RunnerRig, AppState) {
        let rig = RunnerRig()
        try rig.db.savePlan(exercises: [], templates: [supersetTemplate], weekly: [], rotations: [])
        let before = Fixture.t0.addingTimeInterval(-7 * 86400)
        let old = try rig.db.startWorkout(templateId: "ss", day: LocalDate(iso: "2026-11-23")!, at: before)
        let sets: [(String, Double, Int)] = [("bench", 60, 5), ("bench", 62.5, 4), ("row", 50, 8)]
        for (i, s) in sets.enumerated() {
            try rig.db.logSet(
                LoggedSet(id: "old\(i)", exerciseId: s.0, weight: s.1, reps: s.2, loggedAt: before + Double(60 * i)),
                in: old.id)
        }
        try rig.db.finishWorkout(id: old.id, at: before + 3600)
        var state = Fixture.state(consent: Fixture.declined)
        state.plan.templates.append(supersetTemplate)
        try rig.db.connection.run(
            "INSERT INTO workouts(id, template_id, day, started_at) VALUES (?, ?, ?, ?)", supersetWorkout.id, "ss",
            supersetWorkout.day.iso, supersetWorkout.startedAt)
        rig.run(.workoutStarted(supersetWorkout), &state)
        return (rig, state)
    }

    @Test("a superset: no rest after bench, the cursor goes to row; rest after row, back to bench for round 2")
    func supersetRound() throws {
        let (rig, start) = try Self.inSupersetWorkout()
        var state = start
        #expect(state.exerciseRows.map(\.superset) == ["A1", "A2", nil])
        rig.press([.enter, .enter], &state)
        #expect(state.live.workout?.sets.map(\.exerciseId) == ["bench"])
        #expect(state.live.rest == nil)
        #expect(state.selectedRow?.exercise.id == "row")
        #expect(state.message?.text == "Saved: Bench press 60 × 5 · superset: Barbell row now, no rest")
        _ = rig.tick(20, &state)
        rig.press([.enter, .enter], &state)
        #expect(state.live.rest?.exerciseId == "row")
        #expect(state.live.rest?.endsAt == state.now.addingTimeInterval(90))
        #expect(state.selectedRow?.exercise.id == "bench")
        // Round 2: bench ends the rest that was running; row's set starts it again; then ohp.
        _ = rig.tick(90, &state)
        rig.press([.enter, .enter], &state)
        #expect(state.live.rest == nil)
        #expect(state.selectedRow?.exercise.id == "row")
        rig.press([.enter, .enter], &state)
        #expect(state.live.rest != nil)
        #expect(state.selectedRow?.exercise.id == "ohp")
    }

    @Test("S makes a superset of the selected exercise and the next one, and again splits them; it is stored")
    func supersetInTheWorkout() {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.char("S")], &state)
        #expect(state.exerciseRows.map(\.superset) == ["A1", "A2", nil])
        #expect(try! rig.db.exerciseOrder(workoutId: "w1") == "bench+ohp,plank")
        rig.press([.enter, .enter], &state)
        #expect(state.live.rest == nil)
        #expect(state.selectedRow?.exercise.id == "ohp")
        rig.press([.char("k"), .char("S")], &state)
        #expect(state.exerciseRows.map(\.superset) == [nil, nil, nil])
        #expect(try! rig.db.exerciseOrder(workoutId: "w1") == "bench,ohp,plank")
        rig.press([.char("j"), .char("j"), .char("S")], &state)
        #expect(state.message?.text.contains("last exercise") == true)
    }

    @Test("o and O move the selected exercise; the order survives a restart (the snapshot reads it back)")
    func reorderSurvivesRestart() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.char("j"), .char("o")], &state)
        #expect(state.exerciseRows.map(\.exercise.id) == ["ohp", "bench", "plank"])
        #expect(state.selectedRow?.exercise.id == "ohp")
        rig.press([.char("O"), .char("O")], &state)
        #expect(state.exerciseRows.map(\.exercise.id) == ["bench", "plank", "ohp"])
        rig.press([.char("O")], &state)
        #expect(state.message?.text == "Overhead press is already last")
        // A new process: everything read from the file.
        var restarted = AppState(now: state.now, zone: Fixture.zone)
        _ = Reducer.reduce(
            &restarted, .loaded(try Snapshot.load(from: rig.db, now: state.now, calendar: state.calendar)))
        #expect(restarted.exerciseRows.map(\.exercise.id) == ["bench", "plank", "ohp"])
    }

    @Test("X removes an exercise with no sets; one with sets logged stays, with the reason")
    func removeExercise() {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.enter, .enter, .char("X")], &state)
        #expect(state.message?.isError == true)
        #expect(state.exerciseRows.count == 3)
        rig.press([.char("j"), .char("X")], &state)
        #expect(state.exerciseRows.map(\.exercise.id) == ["bench", "plank"])
        #expect(try! rig.db.exerciseOrder(workoutId: "w1") == "bench,plank")
    }

    @Test("w swaps an exercise for another: its sets move in the store, the template's sets and reps stay")
    func swapMovesSets() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.enter, .enter], &state)
        rig.press([.char("w")], &state)
        guard case .exercisePicker(let picker)? = state.overlay, picker.purpose == .swap(from: "bench") else {
            Issue.record("no swap picker: \(String(describing: state.overlay))")
            return
        }
        // A timed exercise for a reps one is refused, and the picker stays open.
        rig.press("plank".map { .char($0) } + [.enter], &state)
        #expect(state.message?.isError == true)
        #expect(state.live.workout?.sets.map(\.exerciseId) == ["bench"])
        rig.press([.ctrl("u")] + "back squat".map { .char($0) } + [.enter], &state)
        #expect(state.overlay == nil)
        #expect(state.live.workout?.sets.map(\.exerciseId) == ["squat"])
        #expect(try rig.db.workout(id: "w1")?.sets.map(\.exerciseId) == ["squat"])
        let row = try #require(state.exerciseRows.first)
        #expect(row.exercise.id == "squat" && row.targetSets == 5 && row.target?.reps == 5 && row.target?.weight == nil)
        #expect(try rig.db.exerciseOrder(workoutId: "w1") == "squat=bench,ohp,plank")
    }

    @Test("D asks which set to delete (the last first, ←/→ another), y deletes that one only, n keeps all")
    func deleteAnySet() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.enter, .enter], &state)
        _ = rig.tick(60, &state)
        rig.press([.enter, .char("7"), .char("0"), .enter], &state)
        _ = rig.tick(60, &state)
        rig.press([.enter, .enter], &state)
        let sets = try #require(state.live.workout?.sets)
        #expect(sets.count == 3)
        rig.press([.char("D")], &state)
        #expect(Reducer.deleteQuestion(state) == "Delete Bench press set 3 of 5: 70×5?")
        rig.press([.char("n")], &state)
        #expect(state.overlay == nil && state.live.workout?.sets.count == 3)
        let restBefore = state.live.rest
        rig.press([.char("D"), .left, .char("y")], &state)
        #expect(state.live.workout?.sets.map(\.id) == [sets[0].id, sets[2].id])
        #expect(try rig.db.workout(id: "w1")?.sets.map(\.id) == [sets[0].id, sets[2].id])
        // An earlier set gone leaves the rest the latest one started.
        #expect(state.live.rest == restBefore)
    }

    @Test("each exercise has last time's sets from the store, and the form names the matching set")
    func lastTime() throws {
        let (rig, start) = try Self.inSupersetWorkout()
        var state = start
        #expect(state.lastTimeLine("bench") == "last: 60×5 62.5×4")
        #expect(state.lastTimeLine("row") == "last: 50×8")
        #expect(state.lastTimeLine("ohp") == nil)
        rig.press([.enter], &state)
        guard case .setForm(let first)? = state.overlay else {
            Issue.record("no form")
            return
        }
        #expect(state.lastTimeHint(for: first) == "last time set 1: 60×5")
        rig.press([.enter, .enter, .enter], &state)
        rig.press([.enter], &state)
        guard case .setForm(let second)? = state.overlay else {
            Issue.record("no form")
            return
        }
        #expect(second.exerciseId == "bench")
        #expect(state.lastTimeHint(for: second) == "last time set 2: 62.5×4")
    }

    @Test("an exercise first logged from the shell is asked about last time; known ones are not asked again")
    func lastTimeOfAnExerciseLoggedElsewhere() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        for id in ["bench", "ohp", "plank"] { state.live.lastTime[id] = LastTime(sets: []) }
        var stored = Fixture.pushWorkout
        stored.sets = [LoggedSet(id: "shell", exerciseId: "squat", weight: 80, reps: 5, loggedAt: Fixture.t0)]
        let effects = Reducer.reduce(&state, .storeChangedElsewhere(Fixture.snapshot(open: stored)))
        #expect(effects.contains(.loadLastTime(exerciseIds: ["squat"], excludingWorkout: "w1")))
        #expect(
            !effects.contains {
                if case .store(.loadLastTime(let ids, _)) = $0 { return ids.contains("bench") } else { return false }
            })
    }

    @Test("one query reads the last session of each exercise only, leaving out the open workout")
    func lastSessionOnly() throws {
        let rig = RunnerRig()
        let db = rig.db
        func workout(_ daysAgo: Double, _ sets: [(String, Double)]) throws -> Workout {
            let at = Fixture.t0.addingTimeInterval(-daysAgo * 86400)
            let w = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-11-01")!, at: at)
            for (i, s) in sets.enumerated() {
                try db.logSet(
                    LoggedSet(id: "\(w.id)-\(i)", exerciseId: s.0, weight: s.1, reps: 5, loggedAt: at + Double(i)),
                    in: w.id)
            }
            try db.finishWorkout(id: w.id, at: at + 100)
            return w
        }
        _ = try workout(10, [("bench", 50), ("bench", 52.5), ("ohp", 30)])
        _ = try workout(3, [("bench", 60)])
        let open = try db.startWorkout(templateId: nil, day: LocalDate(iso: "2026-11-30")!, at: Fixture.t0)
        try db.logSet(LoggedSet(id: "now", exerciseId: "bench", weight: 99, reps: 1, loggedAt: Fixture.t0), in: open.id)
        let last = try db.lastSessionSets(exerciseIds: ["bench", "ohp", "squat"], excludingWorkout: open.id)
        #expect(last["bench"]?.sets.map(\.weight) == [60])
        #expect(last["ohp"]?.sets.map(\.weight) == [30])
        #expect(last["squat"]?.sets == [])
    }
}
