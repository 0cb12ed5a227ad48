import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Notes in the TUI: `N` and `W` on the workout screen, `n` on a History workout; the line, the
/// effect that writes it, and History showing what the store holds.
@Suite("Notes: typed on the workout and History screens, shown in History")
struct NotesTests {
    static func workout() -> AppState {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        state.message = nil
        return state
    }

    static func type(_ text: String) -> [Key] { text.map { Key.char($0) } }

    @Test("N opens the line for the selected exercise's note; Enter writes it through NoteText, durably, as an effect")
    func exerciseNote() throws {
        var state = Self.workout()
        let workoutId = try #require(state.live.workout?.id)
        let exercise = state.exerciseRows[state.live.workoutCursor].exercise
        Fixture.press([.char("N")], &state)
        guard case .dayEntry(let entry)? = state.overlay else {
            Issue.record("N opens no line")
            return
        }
        #expect(entry.purpose == .exerciseNote(workoutId: workoutId, exerciseId: exercise.id, title: exercise.name))
        #expect(KeyTables.table(for: state).name == "Note")
        #expect(View.render(state).lines.contains { $0.contains("Note on the exercise") })
        Fixture.press(Self.type("  wide grip "), &state)
        let effects = Reducer.reduce(&state, .keyPressed(.enter))
        #expect(effects.contains(.saveNote(workoutId: workoutId, exerciseId: exercise.id, note: "wide grip")))
        #expect(state.overlay == nil)
    }

    @Test("W opens the workout's note with the stored one; an emptied line removes it; Esc keeps it")
    func workoutNote() throws {
        var state = Self.workout()
        state.live.workout?.note = "slept badly"
        let workoutId = try #require(state.live.workout?.id)
        Fixture.press([.char("W")], &state)
        guard case .dayEntry(let entry)? = state.overlay else {
            Issue.record("W opens no line")
            return
        }
        #expect(entry.text == "slept badly")
        var cancelled = state
        let escaped = Reducer.reduce(&cancelled, .keyPressed(.escape))
        #expect(
            cancelled.overlay == nil && !escaped.contains { if case .store(.saveNote) = $0 { true } else { false } })
        Fixture.press(Array(repeating: .backspace, count: 11), &state)
        #expect(
            Reducer.reduce(&state, .keyPressed(.enter)).contains(
                .saveNote(workoutId: workoutId, exerciseId: nil, note: nil)))
    }

    @Test(
        "a note the store holds shows on History: a mark in the list, the notes under the summary, a set's on its row")
    func historyShowsNotes() {
        var push = LogFixture.push
        push.note = "slept badly"
        push.exerciseNotes = ["bench": "wide grip"]
        push.sets[1].note = "paused"
        let history = [push, LogFixture.legs].map { HistoryEntry(workout: $0, names: LogFixture.names) }
        var state = LogFixture.state()
        LogFixture.press([.char("h")], &state, history: history)
        let list = View.render(state).lines
        #expect(list.contains { $0.contains("Push") && $0.contains("note") })
        #expect(!list.contains { $0.contains("Legs") && $0.contains("note") })
        LogFixture.press([.enter], &state, history: history)
        let lines = View.render(state).lines
        #expect(lines.contains { $0.contains("Note: slept badly") })
        #expect(lines.contains { $0.contains("Bench press: wide grip") })
        #expect(lines.contains { $0.contains("Bench press  paused") && $0.contains("60×5") })
        // n writes the workout's note from here.
        let effects = LogFixture.press([.char("n")] + Self.type("!") + [.enter], &state, history: history)
        #expect(effects.contains(.saveNote(workoutId: "w-push", exerciseId: nil, note: "slept badly!")))
    }

    @Test("the store writes and removes both kinds of note, and reads them back with the workout")
    func storeNotes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = try SpotterDatabase.open(path: dir.path + "/spotter.sqlite")
        let w = try db.startWorkout(templateId: "push", day: LogFixture.monday, at: Fixture.t0)
        try db.setWorkoutNote("slept badly", workoutId: w.id)
        try db.setExerciseNote("wide grip", workoutId: w.id, exerciseId: "bench")
        try db.setExerciseNote("chalk", workoutId: w.id, exerciseId: "bench")
        #expect(try db.openWorkout()?.note == "slept badly")
        #expect(try db.openWorkout()?.exerciseNotes == ["bench": "chalk"])
        try db.finishWorkout(id: w.id, at: Fixture.t0.addingTimeInterval(600))
        #expect(try db.finishedWorkouts(since: nil, until: nil).first?.exerciseNotes == ["bench": "chalk"])
        try db.setExerciseNote(nil, workoutId: w.id, exerciseId: "bench")
        try db.setWorkoutNote(nil, workoutId: w.id)
        #expect(try db.workout(id: w.id)?.note == nil && db.workout(id: w.id)?.exerciseNotes == [:])
        #expect(throws: StoreError.self) { try db.setWorkoutNote("x", workoutId: "nope") }
        #expect(throws: StoreError.self) { try db.setExerciseNote("x", workoutId: w.id, exerciseId: "nope") }
        try db.setExerciseNote("gone with it", workoutId: w.id, exerciseId: "bench")
        try db.deleteWorkout(id: w.id)
        #expect(try db.exerciseNotes(workoutId: w.id).isEmpty)
    }
}

/// The History workout with notes, and the note line over it, at 80×24 and 40×12.
@Suite("Golden screens: notes")
struct NotesGoldenTests {
    static let sizes = [(80, 24), (40, 12)]

    static func withNotes(width: Int, height: Int) -> (AppState, [HistoryEntry]) {
        var push = LogFixture.push
        push.note = "slept badly, felt strong anyway"
        push.exerciseNotes = ["bench": "wide grip"]
        push.sets[1].note = "paused"
        let history = [push, LogFixture.legs].map { HistoryEntry(workout: $0, names: LogFixture.names) }
        var state = LogFixture.state(width: width, height: height)
        LogFixture.press([.char("h"), .enter], &state, history: history)
        state.message = nil
        return (state, history)
    }

    @Test("History: a workout with its notes under the summary and a set's on its row", arguments: sizes)
    func historyWorkout(_ w: Int, _ h: Int) {
        assertSnapshot(View.render(Self.withNotes(width: w, height: h).0), named: "history-notes-\(w)x\(h)")
    }

    @Test("History: typing the workout's note", arguments: sizes)
    func noteLine(_ w: Int, _ h: Int) {
        var (state, history) = Self.withNotes(width: w, height: h)
        LogFixture.press([.char("n")] + Array("!").map { Key.char($0) }, &state, history: history)
        assertSnapshot(View.render(state), named: "history-note-entry-\(w)x\(h)")
    }
}
