import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// History read a page at a time (`Reducer+HistoryList`): the cursor moves over the loaded
/// workouts, the next page is asked for ahead of it, and the state never holds more than
/// `Reducer.windowPages` pages, on a fixed clock (`Fixture.t0`) at 80×24.
@Suite("History: a page at a time")
struct HistoryPagingTests {
    /// Two hundred finished Legs workouts, one a day back from Thursday 26 Nov: `w0` the newest.
    static let long: [HistoryEntry] = (0..<200).map { i in
        let day = LogFixture.thursday.adding(days: -i)
        let w = Workout(
            id: "w\(i)", templateId: "legs", day: day, startedAt: LogFixture.at(day, "18:00"),
            finishedAt: LogFixture.at(day, "18:40"),
            sets: [
                LoggedSet(id: "s\(i)", exerciseId: "squat", weight: 80, reps: 5, loggedAt: LogFixture.at(day, "18:10"))
            ])
        return HistoryEntry(workout: w, names: LogFixture.names)
    }

    static func opened() -> AppState {
        var state = LogFixture.state()
        LogFixture.press([.char("h")], &state, history: long)
        return state
    }

    /// The request among `effects`, if one was made.
    static func request(_ effects: [Effect]) -> HistoryPageRequest? {
        for case .store(.loadHistory(let request)) in effects { return request }
        return nil
    }

    /// The selected workout is the one at the cursor's place in the whole list.
    static func expectConsistent(_ state: AppState, _ note: String = "") {
        let log = state.log
        #expect(log.selectedHistoryEntry?.id == "w\(log.historyCursor)", "\(note)")
        #expect(log.historyKeys.count == log.history?.count, "\(note)")
        #expect((log.history?.count ?? 0) <= Reducer.windowPages * HistoryPageRequest.pageSize, "\(note)")
        if let history = log.history {
            #expect(history.map(\.id) == (0..<history.count).map { "w\(log.historyStart + $0)" }, "\(note)")
        }
    }

    @Test("h asks for the newest page only, and shows the count of all of them")
    func firstPage() {
        var state = LogFixture.state()
        let effects = Reducer.reduce(&state, .keyPressed(.char("h")))
        #expect(Self.request(effects) == HistoryPageRequest(filter: HistoryFilter(), anchor: .newest))
        let opened = Self.opened()
        #expect(opened.log.history?.count == HistoryPageRequest.pageSize && opened.log.historyTotal == 200)
        #expect(View.render(opened).lines[0].contains("200 workouts"))
        Self.expectConsistent(opened)
    }

    @Test("j moves over the loaded page; the next page is asked for before the cursor reaches its end")
    func loadsAhead() {
        var state = Self.opened()
        // Without an answer the cursor still moves, and stops at the last loaded workout.
        var asked: HistoryPageRequest?
        for _ in 0..<80 {
            let effects = Reducer.reduce(&state, .keyPressed(.char("j")))
            if let request = Self.request(effects) { asked = asked ?? request }
        }
        #expect(asked?.anchor == .olderThan(LogFixture.key(Self.long[59])))
        #expect(state.log.historyCursor == 59, "the cursor rests on what is loaded")
        #expect(Self.request(Reducer.reduce(&state, .keyPressed(.char("j")))) == nil, "asked once, not every key")
        // The answer comes: the cursor goes on.
        if let asked { _ = Reducer.reduce(&state, .historyLoaded(LogFixture.page(asked, of: Self.long))) }
        LogFixture.press([.char("j")], &state, history: Self.long)
        #expect(state.log.historyCursor == 60)
        Self.expectConsistent(state)
    }

    @Test("PgDn to the end and PgUp to the top keep at most three pages, the cursor on its workout")
    func pagesBothWays() {
        var state = Self.opened()
        var steps = 0
        while state.log.historyCursor < 199 && steps < 100 {
            LogFixture.press([.pageDown], &state, history: Self.long)
            Self.expectConsistent(state, "down \(steps)")
            steps += 1
        }
        #expect(state.log.historyCursor == 199 && state.log.historyStart > 0)
        #expect(KeyTables.table(for: state).binding(for: .pageDown)?.disabledReason(state) == "at the last workout")
        while state.log.historyCursor > 0 && steps < 200 {
            LogFixture.press([.pageUp], &state, history: Self.long)
            Self.expectConsistent(state, "up \(steps)")
            steps += 1
        }
        #expect(state.log.historyCursor == 0 && state.log.historyStart == 0)
    }

    @Test("G asks for the oldest page and g for the newest; the rows drawn are the loaded ones")
    func ends() {
        var state = Self.opened()
        let effects = LogFixture.press([.char("G")], &state, history: Self.long)
        #expect(Self.request(effects)?.anchor == .oldest)
        #expect(state.log.historyCursor == 199 && state.log.historyStart == 140)
        Self.expectConsistent(state)
        let screen = View.render(state).lines
        #expect(screen.contains { $0.contains(LogFormat.date(Self.long[199].day)) }, "\(screen)")
        LogFixture.press([.char("k")], &state, history: Self.long)
        #expect(state.log.historyCursor == 198)
        LogFixture.press([.char("g")], &state, history: Self.long)
        #expect(state.log.historyCursor == 0 && state.log.historyStart == 0)
        Self.expectConsistent(state)
    }

    @Test("a late answer to an earlier question is dropped; a new filter asks from the top")
    func lateAnswers() {
        var state = Self.opened()
        let stale = HistoryPageRequest(filter: HistoryFilter(), anchor: .oldest)
        let before = state.log
        _ = Reducer.reduce(&state, .historyLoaded(LogFixture.page(stale, of: Self.long)))
        #expect(state.log == before)
        LogFixture.press([.pageDown, .char("/")], &state, history: Self.long)
        let effects = Reducer.reduce(&state, .keyPressed(.char("2")))
        #expect(
            Self.request(effects) == HistoryPageRequest(filter: HistoryFilter(text: "2"), anchor: .newest))
        #expect(state.log.historyCursor == 0)
    }
}
