import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The exercise picker on a fixed clock, through the real runner and a real SQLite file: type,
/// filter, move, pick, make a new exercise, Esc.
@Suite("Exercise picker: type to search, filter, pick, create in place")
struct PickerReducerTests {
    static func picker(_ state: AppState) -> ExercisePicker? {
        if case .exercisePicker(let picker)? = state.overlay { return picker }
        return nil
    }

    static func typing(_ text: String) -> [Key] { text.map { .char($0) } }

    @Test("nothing is indexed at start; the first a opens the picker at once and an errand folds its index")
    func indexedWhenFirstOpened() throws {
        var loaded = AppState(now: Fixture.t0, zone: Fixture.zone)
        let atStart = Reducer.reduce(&loaded, .loaded(Fixture.snapshot()))
        #expect(!atStart.contains { if case .store(.indexExercises) = $0 { true } else { false } })
        // Opened on a list not folded: open at once with no rows, the fold asked for once.
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let list = state.plan.exercises
        #expect(Reducer.reduce(&state, .keyPressed(.char("a"))).contains(.store(.indexExercises(list))))
        let waiting = try #require(Self.picker(state))
        #expect(waiting.indexing && waiting.rowCount == 0)
        #expect(state.exerciseSearchMemo.folded(list) == nil, "nothing is folded on the loop")
        // Typing meanwhile is kept and asks again for nothing.
        for key in Self.typing("squat") { #expect(Reducer.reduce(&state, .keyPressed(key)).isEmpty) }
        #expect(Self.picker(state)?.query == "squat")
        // An index of a list changed since is not kept: the picker asks for its own list's.
        let old = Array(list.dropLast())
        let stale = Reducer.reduce(&state, .exercisesIndexed(ExerciseSearch(exercises: old), from: old))
        #expect(state.exerciseSearchMemo.folded(old) == nil && stale.contains(.store(.indexExercises(list))))
        #expect(Self.picker(state)?.indexing == true)
        // Its own: the results of what was typed, and the next picker needs no errand.
        let index = ExerciseSearch(exercises: list)
        #expect(Reducer.reduce(&state, .exercisesIndexed(index, from: list)).isEmpty)
        let ready = try #require(Self.picker(state))
        #expect(!ready.indexing && ready.total == index.candidates.count)
        #expect(ready.results == index.search("squat", recent: ready.recent) && !ready.results.isEmpty)
        _ = Reducer.reduce(&state, .keyPressed(.escape))
        #expect(!Reducer.reduce(&state, .keyPressed(.char("a"))).contains(.store(.indexExercises(list))))
        #expect(Self.picker(state)?.indexing == false && Self.picker(state)?.results.isEmpty == false)
        // Through the real runner the errand answers before the test looks (`typeAndAdd`).
    }

    @Test("Enter before the index is in picks the best match when it comes, as typed fast or pasted")
    func enterWhileIndexing() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let list = state.plan.exercises
        for key in [.char("a")] + Self.typing("squat") + [.enter] { _ = Reducer.reduce(&state, .keyPressed(key)) }
        #expect(Self.picker(state)?.pickWhenIndexed == true && state.live.addedExerciseIds.isEmpty)
        _ = Reducer.reduce(&state, .exercisesIndexed(ExerciseSearch(exercises: list), from: list))
        #expect(state.overlay == nil && state.live.addedExerciseIds == ["squat"])
        #expect(state.message?.text == "Added Back squat")
        // An Enter then Ctrl-O: the form stays open when the rows come, and the Enter is spent.
        var other = Fixture.inWorkout(consent: Fixture.declined)
        for key in [.char("a")] + Self.typing("zz") + [.enter, .ctrl("o")] {
            _ = Reducer.reduce(&other, .keyPressed(key))
        }
        _ = Reducer.reduce(&other, .exercisesIndexed(ExerciseSearch(exercises: list), from: list))
        let formOpen = try #require(Self.picker(other))
        #expect(formOpen.form?.name == "zz" && !formOpen.pickWhenIndexed && !formOpen.indexing)
    }

    @Test("an index that comes while help is over the waiting picker is taken when help closes")
    func indexedUnderHelp() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let list = state.plan.exercises
        // The form's kind field has the common keys: ? opens help over the picker.
        for key in [Key.char("a"), .ctrl("o"), .tab, .char("?")] { _ = Reducer.reduce(&state, .keyPressed(key)) }
        guard case .help? = state.overlay else {
            Issue.record("help is not open: \(String(describing: state.overlay))")
            return
        }
        _ = Reducer.reduce(&state, .exercisesIndexed(ExerciseSearch(exercises: list), from: list))
        for key in [Key.escape, .escape] { _ = Reducer.reduce(&state, .keyPressed(key)) }
        let picker = try #require(Self.picker(state))
        #expect(picker.form == nil && !picker.indexing && !picker.results.isEmpty, "\(picker)")
        // An answer for a list changed since, under help: closing help asks for the list's own.
        var stale = Fixture.inWorkout(consent: Fixture.declined)
        for key in [Key.char("a"), .ctrl("o"), .tab, .char("?")] { _ = Reducer.reduce(&stale, .keyPressed(key)) }
        let old = Array(list.dropLast())
        _ = Reducer.reduce(&stale, .exercisesIndexed(ExerciseSearch(exercises: old), from: old))
        #expect(Reducer.reduce(&stale, .keyPressed(.escape)).contains(.store(.indexExercises(list))))
        #expect(Self.picker(stale)?.indexing == true)
    }

    @Test("a lists every exercise, your recent one first; typing narrows and ranks; Enter adds the best")
    func typeAndAdd() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.char("a")], &state)
        let opened = try #require(Self.picker(state))
        #expect(opened.purpose == .addToWorkout && opened.title == "Add exercise")
        // Overhead press was logged four days ago: it leads an empty search.
        #expect(opened.results.first?.name == "Overhead press")
        #expect(opened.results.count == ExerciseCatalogue.shared.entries.count)
        // j and k are letters here.
        rig.press(Self.typing("squat"), &state)
        let typed = try #require(Self.picker(state))
        #expect(typed.query == "squat" && typed.cursor == 0)
        #expect(typed.results.first?.choice == .exercise(id: "squat"))
        #expect(typed.results.allSatisfy { ExerciseSearch.fold($0.name).count > 0 })
        rig.press([.enter], &state)
        #expect(state.overlay == nil)
        #expect(state.live.addedExerciseIds == ["squat"])
        #expect(state.exerciseRows.map(\.exercise.id).last == "squat")
        #expect(state.message?.text == "Added Back squat")
    }

    @Test("initials and other apps' names find it: bp is the bench press, Military Press the overhead press")
    func initialsAndAliases() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.char("a")] + Self.typing("bp"), &state)
        #expect(Self.picker(state)?.results.first?.choice == .exercise(id: "bench"))
        Fixture.press([.ctrl("u")] + Self.typing("Military Press"), &state)
        #expect(Self.picker(state)?.results.first?.choice == .exercise(id: "ohp"))
        // Backspace takes the last character back, and the results with it.
        Fixture.press([.ctrl("u")] + Self.typing("plankx"), &state)
        #expect(Self.picker(state)?.results.isEmpty == true)
        Fixture.press([.backspace], &state)
        #expect(Self.picker(state)?.results.first?.choice == .exercise(id: "plank"))
    }

    @Test("Tab filters by equipment, then muscle group; ← steps back; ↓ and Ctrl-N move, ↑ and Ctrl-P too")
    func filterAndMove() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.char("a"), .tab], &state)
        var picker = try #require(Self.picker(state))
        #expect(picker.filter == .equipment(.barbell))
        #expect(!picker.results.isEmpty && picker.results.allSatisfy { $0.equipment == .barbell })
        Fixture.press([.tab], &state)
        #expect(Self.picker(state)?.filter == .equipment(.dumbbell))
        Fixture.press([.left, .left], &state)
        #expect(Self.picker(state)?.filter == nil)
        Fixture.press([.left], &state)
        picker = try #require(Self.picker(state))
        #expect(picker.filter == .muscle(.cardio))
        #expect(picker.results.allSatisfy { $0.muscle == .cardio })
        Fixture.press([.down, .ctrl("n"), .up], &state)
        #expect(Self.picker(state)?.cursor == 1)
        Fixture.press([.ctrl("p")], &state)
        #expect(Self.picker(state)?.cursor == 0)
    }

    @Test("Esc closes the picker and nothing changes")
    func escapeCloses() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let before = state.exerciseRows
        let effects = Fixture.press([.char("a")] + Self.typing("row") + [.escape], &state)
        #expect(state.overlay == nil)
        #expect(state.exerciseRows == before && state.live.addedExerciseIds.isEmpty)
        #expect(!effects.contains { if case .store(.createExercise) = $0 { return true } else { return false } })
    }

    @Test("a catalogue exercise that is not yours yet is stored first (its entry, kind, equipment), then added")
    func catalogueEntryIsStoredThenAdded() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let effects = rig.press([.char("a")] + Self.typing("kettlebell swing") + [.enter], &state)
        #expect(
            effects.contains {
                if case .store(.createExercise(let e, .addToWorkout)) = $0 {
                    return e.catalogueId == "kettlebell-swing"
                }
                return false
            })
        let stored = try #require(try rig.db.exercises().first { $0.catalogueId == "kettlebell-swing" })
        #expect(stored.equipment == .kettlebell && stored.name == "Kettlebell swing")
        #expect(state.plan.exercise(stored.id) == stored)
        #expect(state.live.addedExerciseIds == [stored.id])
        #expect(state.message?.text == "Added Kettlebell swing")
        // Yours now: the picker lists it once, as yours.
        rig.press([.char("a")] + Self.typing("kettlebell swing"), &state)
        #expect(Self.picker(state)?.results.first?.choice == .exercise(id: stored.id))
    }

    @Test("Ctrl-O makes a new exercise from the typed name, kind and equipment: stored, then added")
    func createInPlace() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        rig.press([.char("a"), .tab, .tab, .tab] + Self.typing("zercher carry") + [.ctrl("o")], &state)
        var form = try #require(Self.picker(state)?.form)
        // The name is the search, the equipment the filter's (machine, third of the cycle).
        #expect(form.name == "zercher carry" && form.equipment == .machine && form.field == .name)
        rig.press([.backspace, .backspace, .backspace, .backspace, .backspace] + Self.typing("walk"), &state)
        rig.press([.tab, .right, .tab, .left, .left], &state)
        form = try #require(Self.picker(state)?.form)
        #expect(form.name == "zercher walk" && form.kind == .reps && form.equipment == .barbell)
        rig.press([.enter], &state)
        let stored = try #require(try rig.db.exercises().first { $0.name == "zercher walk" })
        // Reps only: counted in reps, and the store keeps that it takes no weight.
        #expect(stored.id == "zercher-walk" && stored.kind == .reps && stored.equipment == .barbell)
        #expect(stored.catalogueId == nil && stored.measure == .reps)
        #expect(ExerciseCatalogue.shared.profile(of: stored).kind == .reps)
        #expect(state.overlay == nil && state.live.addedExerciseIds == ["zercher-walk"])
        #expect(state.exerciseRows.last?.exercise == stored)
    }

    @Test("the form refuses a name that is yours or the catalogue's, says why, and stays open; Esc goes back")
    func createRefused() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.char("a")] + Self.typing("Bench Press (Barbell)") + [.ctrl("o"), .enter], &state)
        #expect(Self.picker(state)?.form != nil)
        #expect(state.message == StatusMessage("name: Bench press has it already", isError: true))
        Fixture.press(Array(repeating: .backspace, count: 30) + Self.typing("Goblet squat") + [.enter], &state)
        #expect(
            state.message
                == StatusMessage("name: Goblet squat is in the catalogue: pick it from the list", isError: true))
        Fixture.press(Array(repeating: .backspace, count: 30) + [.enter], &state)
        #expect(state.message == StatusMessage("name: type the exercise's name", isError: true))
        // Esc: back to the list, the search as it was.
        Fixture.press([.escape], &state)
        let picker = try #require(Self.picker(state))
        #expect(picker.form == nil && picker.query == "Bench Press (Barbell)")
    }

    @Test("nothing found: the only row is New exercise, and Enter on it opens the form")
    func newExerciseRow() throws {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.char("a")] + Self.typing("qqqq"), &state)
        let picker = try #require(Self.picker(state))
        #expect(picker.results.isEmpty && picker.rowCount == 1 && picker.offersCreate)
        Fixture.press([.enter], &state)
        #expect(Self.picker(state)?.form?.name == "qqqq")
    }

    @Test("swap refuses a catalogue exercise of another kind before storing it")
    func swapChecksBeforeStoring() throws {
        let rig = RunnerRig()
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let before = try rig.db.exercises()
        let effects = rig.press([.char("w")] + Self.typing("side plank") + [.enter], &state)
        #expect(state.message?.isError == true && Self.picker(state) != nil)
        #expect(!effects.contains { if case .store(.createExercise) = $0 { return true } else { return false } })
        #expect(try rig.db.exercises() == before)
    }
}
