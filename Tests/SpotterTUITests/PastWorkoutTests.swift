import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Changing a past workout from History and the Day screen, on the fixed log at `Fixture.t0`: its
/// name, date and times, a forgotten set, and a deletion that `u` takes back until the screen is left.
@Suite("Past workouts: edit form, added set, delete with undo, from History and Day")
struct PastWorkoutTests {
    static let sunday = LocalDate(iso: "2026-11-29")!

    /// The store's answer: History's first page holding these workouts.
    static func entries(_ workouts: [Workout]) -> HistoryPage {
        LogFixture.firstPage(of: workouts.map { HistoryEntry(workout: $0, names: LogFixture.names) })
    }

    /// The store's answer to a set added to Push: History's first page with it.
    static func answerAdded(_ set: LoggedSet, _ state: inout AppState) {
        var stored = LogFixture.push
        stored.sets.append(set)
        _ = Reducer.reduce(
            &state,
            .historyChanged(
                .addPastSet(set, workoutId: "w-push"), entries([stored, LogFixture.legs]), Fixture.snapshot()))
    }

    @Test("E opens the form prefilled; a new date moves start and end with it; shown once the store answers")
    func editDate() {
        var state = LogScreensTests.openPush()
        LogFixture.press([.char("E")], &state)
        guard case .workoutForm(let form)? = state.overlay else {
            Issue.record("E opened no form")
            return
        }
        #expect([form.name, form.date, form.start, form.end] == ["Push", "2026-11-30", "07:02", "07:48"])
        let effects = LogFixture.press([.tab] + "2026-11-29".map { Key.char($0) } + [.enter], &state)
        let edit = WorkoutEdit(
            day: Self.sunday, startedAt: LogFixture.at(Self.sunday, "07:02"),
            finishedAt: LogFixture.at(Self.sunday, "07:48"))
        #expect(effects == [.editWorkout(id: "w-push", edit)])
        #expect(state.overlay == nil && state.log.openWorkout?.day == LogFixture.monday, "not before the store")
        var moved = LogFixture.push
        moved.day = Self.sunday
        moved.startedAt = edit.startedAt!
        moved.finishedAt = edit.finishedAt
        moved.sets = moved.sets.map {
            var s = $0
            s.loggedAt = s.loggedAt.addingTimeInterval(-86400)
            return s
        }
        let answer = Reducer.reduce(
            &state,
            .historyChanged(
                .editWorkout(id: "w-push", edit), Self.entries([moved, LogFixture.legs]), Fixture.snapshot()))
        #expect(answer.contains(.replan))
        #expect(state.log.openWorkout?.day == Self.sunday)
        #expect(state.message?.text == "Changed Push, Sun 29 Nov")
    }

    @Test("a new name and end; a bad time names its field and keeps the form open; nothing typed changes nothing")
    func editNameAndRefusals() {
        var state = LogScreensTests.openPush()
        LogFixture.press([.char("E")] + "Push (hotel)".map { Key.char($0) } + [.tab, .tab, .tab], &state)
        var effects = LogFixture.press("25:00".map { Key.char($0) } + [.enter], &state)
        #expect(effects.isEmpty)
        #expect(state.message == StatusMessage("Not saved: end: \"25:00\" is not HH:MM", isError: true))
        guard case .workoutForm? = state.overlay else {
            Issue.record("the form closed on a refusal")
            return
        }
        effects = LogFixture.press(
            [.backspace, .backspace, .backspace, .backspace, .backspace] + "08:10".map { Key.char($0) } + [.enter],
            &state)
        #expect(
            effects == [
                .editWorkout(
                    id: "w-push",
                    WorkoutEdit(name: "Push (hotel)", finishedAt: LogFixture.at(LogFixture.monday, "08:10")))
            ])
        var untouched = LogScreensTests.openPush()
        #expect(LogFixture.press([.char("E"), .enter], &untouched).isEmpty)
        #expect(untouched.message?.text == "Nothing changed")
    }

    @Test("a adds a set of the selected exercise after the workout's last set; shown when the store answers")
    func addSet() {
        var state = LogScreensTests.openPush()
        LogFixture.press([.char("j"), .char("j")], &state)
        #expect(state.log.selectedSet?.id == "s3")
        let effects = LogFixture.press([.char("a"), .char("6"), .char("5"), .tab, .char("3"), .enter], &state)
        let set = LoggedSet(
            id: "w-push-6-1796059800000", exerciseId: "bench", weight: 65, reps: 3,
            loggedAt: LogFixture.at(LogFixture.monday, "07:40").addingTimeInterval(1))
        #expect(effects == [.addPastSet(set, workoutId: "w-push")])
        Self.answerAdded(set, &state)
        #expect(state.log.openWorkout?.setCount == 6)
        #expect(state.message?.text == "Added Bench press 65×3 to Push")
        var timed = LogScreensTests.openPush()
        LogFixture.press([.char("G"), .char("a")], &timed)
        guard case .setForm(let held)? = timed.overlay else {
            Issue.record("a opened no form on the plank")
            return
        }
        #expect(held.fields.first == .time && held.editingSetId == nil)
    }

    @Test("A opens the one picker for this workout; a pick of an exercise it lacks opens the set form; Enter saves it")
    func addExercise() throws {
        var state = LogScreensTests.openPush()
        LogFixture.press([.char("A")], &state)
        let picker = try #require(PickerReducerTests.picker(state))
        #expect(picker.purpose == .addToPastWorkout(workoutId: "w-push") && picker.title == "Add to Push")
        LogFixture.press(PickerReducerTests.typing("squat") + [.enter], &state)
        guard case .setForm(let form)? = state.overlay else {
            Issue.record("a pick opened no set form")
            return
        }
        #expect(form.exerciseId == "squat" && form.editingSetId == nil && form.fields.first == .weight)
        let effects = LogFixture.press(PickerReducerTests.typing("100") + [.tab, .char("5"), .enter], &state)
        let set = LoggedSet(
            id: "w-push-6-1796059800000", exerciseId: "squat", weight: 100, reps: 5,
            loggedAt: LogFixture.at(LogFixture.monday, "07:40").addingTimeInterval(1))
        #expect(effects == [.addPastSet(set, workoutId: "w-push")])
        #expect(state.overlay == nil && state.log.openWorkout?.setCount == 5, "not before the store")
        Self.answerAdded(set, &state)
        #expect(state.log.openWorkout?.sets.map(\.logged.exerciseId).last == "squat")
        #expect(state.message?.text == "Added Back squat 100×5 to Push")
    }

    @Test("A: an exercise already there goes to its set form, prefilled with its last set; a new one is made first")
    func addExerciseThereOrNew() throws {
        var state = LogScreensTests.openPush()
        LogFixture.press([.char("A")] + PickerReducerTests.typing("bench press") + [.enter], &state)
        guard case .setForm(let bench)? = state.overlay else {
            Issue.record("a pick of bench press opened no set form")
            return
        }
        #expect([bench.exerciseId, bench.weight, bench.reps] == ["bench", "62.5", "5"] && bench.editingSetId == nil)
        var made = LogScreensTests.openPush()
        let effects = LogFixture.press(
            [.char("A")] + PickerReducerTests.typing("zercher walk") + [.ctrl("o"), .enter], &made)
        guard case .store(.createExercise(let exercise, let purpose))? = effects.last else {
            Issue.record("no exercise made: \(effects)")
            return
        }
        #expect(exercise.name == "zercher walk" && purpose == .addToPastWorkout(workoutId: "w-push"))
        _ = Reducer.reduce(
            &made, .exerciseCreated(exercise, for: purpose, exercises: made.plan.exercises + [exercise]))
        guard case .setForm(let walk)? = made.overlay else {
            Issue.record("the made exercise opened no set form")
            return
        }
        #expect(walk.exerciseId == exercise.id && walk.weight.isEmpty && walk.editingSetId == nil)
    }

    @Test("Esc on the picker, then on the set form after a pick, changes nothing")
    func addExerciseEscape() {
        let before = LogScreensTests.openPush()
        var state = before
        // The first picker asks for its index (an errand), and nothing else.
        #expect(
            LogFixture.press([.char("A")] + PickerReducerTests.typing("squat") + [.escape], &state)
                == [.store(.indexExercises(before.plan.exercises))])
        #expect(state.overlay == nil && state.log == before.log && state.plan == before.plan)
        #expect(
            LogFixture.press([.char("A")] + PickerReducerTests.typing("squat") + [.enter, .escape], &state).isEmpty)
        #expect(state.overlay == nil && state.log == before.log && state.plan == before.plan)
    }

    @Test("D then y deletes; u on the list brings it back through the store; leaving the list ends the undo")
    func deleteAndUndo() {
        var state = LogScreensTests.openPush()
        #expect(LogFixture.press([.char("D"), .char("y")], &state) == [.deleteWorkout(id: "w-push")])
        let gone = DeletedWorkout(workout: LogFixture.push)
        let afterDelete = Reducer.reduce(
            &state, .pastWorkoutDeleted(gone, Self.entries([LogFixture.legs]), Fixture.snapshot()))
        #expect(afterDelete.contains(.replan))
        #expect(state.screen == .history && state.log.history?.map(\.name) == ["Legs"])
        #expect(state.message?.text == "Deleted Push, Mon 30 Nov: u brings it back")
        var left = state
        #expect(LogFixture.press([.char("u")], &state) == [.restoreWorkout(gone)])
        #expect(LogFixture.press([.char("u")], &state).isEmpty, "one restore at a time")
        let back = Reducer.reduce(
            &state,
            .historyChanged(
                .restoreWorkout(gone), Self.entries([LogFixture.push, LogFixture.legs]), Fixture.snapshot()))
        #expect(back.contains(.replan))
        #expect(state.message?.text == "Brought back Push, Mon 30 Nov")
        #expect(state.log.history?.map(\.name) == ["Push", "Legs"])
        #expect(LogFixture.press([.char("u")], &state).isEmpty, "nothing left to bring back")
        LogFixture.press([.char("q"), .char("h")], &left)
        #expect(LogFixture.press([.char("u")], &left).isEmpty, "the undo ended when the screen was left")
        #expect(left.message?.text.contains("no workout deleted here") == true)
    }

    @Test("Day: Enter opens the chosen finished workout, Tab chooses the next; deleting it comes back to the day")
    func fromDay() {
        let monday = LogFixture.monday
        let evening = Workout(
            id: "w-eve", templateId: "legs", day: monday, startedAt: LogFixture.at(monday, "18:01"),
            finishedAt: LogFixture.at(monday, "18:55"),
            sets: [
                LoggedSet(id: "e1", exerciseId: "squat", weight: 80, reps: 5, loggedAt: LogFixture.at(monday, "18:10"))
            ])
        var state = LogFixture.on([.char("d")])
        state.log.daySummary = DaySummary(
            day: monday, resolver: LogFixture.resolver, calendar: LogFixture.utc, workouts: [LogFixture.push, evening],
            outbox: [], deliveries: [], decidedAgainst: [], names: LogFixture.names)
        #expect(state.log.dayWorkouts.map(\.id) == ["w-push", "w-eve"])
        _ = Reducer.reduce(&state, .keyPressed(.enter))
        #expect(state.screen == .historyWorkout && state.log.openWorkout?.id == "w-push")
        for key in [Key.char("q"), .tab, .enter] { _ = Reducer.reduce(&state, .keyPressed(key)) }
        #expect(
            state.screen == .historyWorkout && state.log.openWorkout?.id == "w-eve", "opened from the day's own entry")
        for key in [Key.char("D"), .char("y")] { _ = Reducer.reduce(&state, .keyPressed(key)) }
        let effects = Reducer.reduce(
            &state,
            .pastWorkoutDeleted(DeletedWorkout(workout: evening), Self.entries([LogFixture.push]), Fixture.snapshot()))
        #expect(state.screen == .day)
        #expect(effects.contains(.replan) && effects.contains(.loadDay(monday)))
        #expect(KeyTables.table(for: state).binding(for: .char("u"))?.disabledReason(state) == nil)
        #expect(Reducer.reduce(&state, .keyPressed(.char("u"))) == [.restoreWorkout(DeletedWorkout(workout: evening))])
    }
}

/// The past-workout form drawn over its workout, at 80×24 and 40×12.
@Suite("Golden screens: the past-workout form")
struct PastWorkoutGoldenTests {
    @Test("the form with the date being typed", arguments: LogGoldenTests.sizes)
    func form(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(
                LogFixture.on([.char("h"), .enter, .char("E"), .tab, .char("2"), .char("0")], width: w, height: h)),
            named: "past-workout-form-\(w)x\(h)")
    }

    @Test("the exercise picker opened with A over a past workout, a search typed", arguments: [(80, 24)])
    func picker(_ w: Int, _ h: Int) {
        assertSnapshot(
            View.render(LogFixture.on([.char("h"), .enter, .char("A"), .char("s"), .char("q")], width: w, height: h)),
            named: "past-workout-picker-\(w)x\(h)")
    }
}
