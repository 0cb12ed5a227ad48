import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// Long lists: a page at a time (PgDn/PgUp, Ctrl-D/Ctrl-U) and their ends (`g`/`G`), from the key
/// tables, so the help lists them; and History's columns stay lined up whatever the volume.
@Suite("Lists: page keys and columns")
struct ListPageKeysTests {
    /// Forty finished Legs workouts, one a day, volumes from 80 kg to 12,480 kg.
    static var longHistory: [HistoryEntry] {
        (0..<40).map { i in
            let day = LogFixture.thursday.adding(days: -i)
            let sets = (0...(i % 4)).map { n in
                LoggedSet(
                    id: "s\(i)-\(n)", exerciseId: "squat", weight: 16 * Double(1 + i * i), reps: 5,
                    loggedAt: LogFixture.at(day, "18:1\(n)"))
            }
            let w = Workout(
                id: "w\(i)", templateId: "legs", day: day, startedAt: LogFixture.at(day, "18:00"),
                finishedAt: LogFixture.at(day, "18:4\(i % 10)"), sets: sets)
            return HistoryEntry(workout: w, names: LogFixture.names)
        }
    }

    @Test("PgDn, Ctrl-D, PgUp, Ctrl-U, g and G move the History cursor a page or to an end")
    func pageKeys() {
        var state = LogFixture.state(width: 80, height: 24)
        LogFixture.press([.char("h")], &state, history: Self.longHistory)
        let page = View.Body.of(state).height - 1
        LogFixture.press([.pageDown], &state, history: Self.longHistory)
        #expect(state.log.historyCursor == page)
        LogFixture.press([.ctrl("d")], &state, history: Self.longHistory)
        #expect(state.log.historyCursor == 2 * page)
        LogFixture.press([.char("G")], &state, history: Self.longHistory)
        #expect(state.log.historyCursor == 39)
        #expect(KeyTables.table(for: state).binding(for: .pageDown)?.disabledReason(state) == "at the last workout")
        LogFixture.press([.pageUp], &state, history: Self.longHistory)
        #expect(state.log.historyCursor == 39 - page)
        LogFixture.press([.ctrl("u"), .char("g")], &state, history: Self.longHistory)
        #expect(state.log.historyCursor == 0)
        let help = KeyTables.table(for: state).bindings.map { $0.keyLabel(.unicode) }
        #expect(help.contains("PgDn/^D") && help.contains("PgUp/^U") && help.contains("g") && help.contains("G"))
    }

    @Test("Week, Plan and an opened workout take the page keys too")
    func everyList() {
        for keys: [Key] in [[.char("w")], [.char("p")], [.char("h"), .enter]] {
            var state = LogFixture.on(keys)
            LogFixture.press([.char("G")], &state)
            let moved = [state.log.weekCursor, state.log.planCursor, state.log.setCursor].contains { $0 > 0 }
            #expect(moved, "\(keys)")
        }
    }

    @Test("History's columns line up, whatever the width of the volume", arguments: [(80, 24), (40, 12)])
    func columns(_ w: Int, _ h: Int) {
        var state = LogFixture.state(width: w, height: h)
        LogFixture.press([.char("h")], &state, history: Self.longHistory)
        state.message = nil
        let rows = View.render(state).lines.filter { $0.contains(" sets") || $0.contains(" set ") }
        #expect(rows.count >= 5)
        // Where each column starts: the set count, and (at 80) the duration's colon and the volume's unit.
        func at(_ pattern: String) -> Set<Int> {
            Set(rows.map { $0.range(of: pattern, options: .regularExpression)!.lowerBound.utf16Offset(in: $0) })
        }
        #expect(at("[0-9]+ sets?").count == 1, "\(rows.joined(separator: "\n"))")
        if w >= 60 {
            #expect(at(":[0-9][0-9] ").count == 1, "\(rows.joined(separator: "\n"))")
            #expect(at(" kg").count == 1, "\(rows.joined(separator: "\n"))")
        }
        assertSnapshot(View.render(state), named: "history-long-\(w)x\(h)")
    }
}

/// An opened workout that set many records: one line says how many, `r` lists them.
@Suite("History workout: records folded")
struct FoldedRecordsTests {
    @Test("fourteen records fold into one line, so the sets show at 80×24 and 40×12", arguments: [(80, 24), (40, 12)])
    func folded(_ w: Int, _ h: Int) {
        let records = (1...14).map { "Bench press \($0)RM 60 kg" }
        let entry = HistoryEntry(workout: LogFixture.push, names: LogFixture.names, records: records)
        var state = LogFixture.state(width: w, height: h)
        LogFixture.press([.char("h"), .enter], &state, history: [entry])
        state.message = nil
        let screen = View.render(state)
        assertSnapshot(screen, named: "history-workout-records-\(w)x\(h)")
        let text = screen.lines.joined(separator: "\n")
        #expect(text.contains("14 new records"), "\(text)")
        #expect(text.contains("07:40"), "every set of Push shows: \(text)")
        LogFixture.press([.char("r")], &state, history: [entry])
        #expect(View.render(state).lines.joined().contains("New record: Bench press 1RM"))
    }

    @Test(
        "an opened workout lists its sets by exercise, a superset's together, each one's records on its own line",
        arguments: [(80, 24), (40, 12)])
    func groupedByExercise(_ w: Int, _ h: Int) throws {
        let t = LogFixture.push.startedAt
        func set(_ id: String, _ exercise: String, _ kg: Double, _ minute: Double) -> LoggedSet {
            LoggedSet(id: id, exerciseId: exercise, weight: kg, reps: 5, loggedAt: t.addingTimeInterval(minute * 60))
        }
        var workout = LogFixture.push
        // Bench press and overhead press as a superset, then a last bench set.
        workout.sets = [
            set("a", "bench", 60, 3), set("b", "ohp", 40, 5), set("c", "bench", 60, 7), set("d", "ohp", 40, 9),
            set("e", "bench", 62.5, 11),
        ]
        let records = ["Bench press e1RM 72.9 kg", "Overhead press e1RM 46.7 kg", "Overhead press heaviest 40 kg"]
        let entry = HistoryEntry(workout: workout, names: LogFixture.names, records: records)
        var state = LogFixture.state(width: w, height: h)
        LogFixture.press([.char("h"), .enter], &state, history: [entry])
        state.message = nil
        let screen = View.render(state)
        assertSnapshot(screen, named: "history-workout-grouped-\(w)x\(h)")
        let lines = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let rows = lines.filter { $0.contains("Bench press") || $0.contains("Overhead press") || $0.contains("record") }
        // Bench's three sets, then its record; then the overhead press's two, then its records folded.
        #expect(rows.count >= 5, "\(lines)")
        #expect(rows.prefix(3).allSatisfy { $0.contains("Bench press") && $0.contains("×5") }, "\(lines)")
        #expect(rows.dropFirst(3).first?.hasPrefix("New record: Bench press e1RM") == true, "\(lines)")
        if h >= 24 {
            #expect(rows.dropFirst(4).prefix(2).allSatisfy { $0.contains("Overhead press") }, "\(lines)")
            #expect(rows.dropFirst(6).first?.hasPrefix("2 new records") == true, "\(lines)")
        }
        // The cursor walks the sets in the order shown: the fourth is the overhead press's first.
        LogFixture.press([.char("j"), .char("j"), .char("j")], &state, history: [entry])
        #expect(state.log.selectedSet?.logged.id == "b")
        #expect(View.render(state).lines.contains { $0.contains("Overhead press") })
    }
}
