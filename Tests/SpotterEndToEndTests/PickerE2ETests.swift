import Foundation
import SpotterCore
import SpotterStore
import Testing

/// The exercise picker in tmux, through the real binary and its SQLite file.
@Suite("The exercise picker through the real binary", .serialized)
struct PickerE2ETests {
    /// Types text one character at a time, as a person does.
    static func type(_ text: String, into tmux: TmuxSession) {
        for c in text { tmux.send(c == " " ? "Space" : String(c)) }
    }

    @Test("a, type to find a catalogue exercise, Enter adds it; Ctrl-O makes a new one and adds it; both stored")
    func addByTyping() throws {
        let tmux = try TmuxSession()
        tmux.type("\(TmuxSession.binary) start push; clear")
        try tmux.waitForPrompt()
        tmux.startSpotter()
        try tmux.waitFor("Bench press")
        tmux.send("a")
        try tmux.waitFor("Search: _")
        Self.type("kettle sw", into: tmux)
        // The first picker's rows come when its index is folded (an errand): the best match is
        // highlighted then.
        var screen = try tmux.waitUntil("the best match highlighted") {
            $0.contains("Search: kettle sw_") && $0.contains("› Kettlebell swing")
        }
        tmux.send("Enter")
        screen = try tmux.waitFor("Added Kettlebell swing")
        let db = try SpotterDatabase.open(path: tmux.databaseFile)
        let swing = try #require(try db.exercises().first { $0.catalogueId == "kettlebell-swing" })
        #expect(swing.equipment == .kettlebell)
        let open = try #require(try db.openWorkout())
        #expect(try db.liveSession(workoutId: open.id)?.addedExerciseIds == [swing.id])

        tmux.send("a")
        try tmux.waitFor("Search: _")
        Self.type("zercher walk", into: tmux)
        try tmux.waitFor("+ New exercise \"zercher walk\"")
        tmux.send("C-o")
        try tmux.waitFor("New exercise")
        tmux.send("Tab", "Right", "Right")
        try tmux.waitFor("< timed")
        tmux.send("Enter")
        try tmux.waitFor("Added zercher walk")
        let made = try #require(try db.exercises().first { $0.name == "zercher walk" })
        #expect(made.kind == .timed && made.measure == .timed && made.catalogueId == nil)
        #expect(try db.liveSession(workoutId: open.id)?.addedExerciseIds == [swing.id, made.id])
        // It is in the list now: a search finds it as yours, once the new list's index is folded.
        tmux.send("a")
        Self.type("zerch", into: tmux)
        screen = try tmux.waitUntil("zercher walk found as yours") {
            $0.contains("Search: zerch_") && $0.contains("› zercher walk")
        }
        #expect(!screen.contains("Indexing"), "\(screen)")
        tmux.send("Escape")
        try tmux.waitUntil("the picker to close") { !$0.contains("Search:") }
        tmux.send("q")
        try tmux.waitFor("Start a workout")
        tmux.send("q")
        try tmux.waitForPrompt()
    }
}
