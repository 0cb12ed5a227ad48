import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// History's pages on a real SQLite file: keyset paging over the finished workouts, newest
/// first, with the records each set read from the store, against the whole history read at once.
@Suite("History pages: keyset paging and stored records")
struct HistoryPageStoreTests {
    /// Forty imported workouts (seed 41) and one still open, on a fresh database.
    static func database(_ scratch: borrowing ScratchFolder) throws -> SpotterDatabase {
        let db = try SpotterDatabase.open(path: scratch.database)
        var g = SplitMix64(seed: 41)
        for i in 0..<40 {
            try AggregateStoreTests.importWorkout(
                into: db, day: LocalDate(iso: "2025-01-01")!.adding(days: 2 * i), g: &g,
                weights: [40, 60, 62.5, 80, 100, 102.5])
        }
        _ = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-06-01")!, at: AggregateStoreTests.t0)
        return db
    }

    static func names(_ db: SpotterDatabase) throws -> LogNames {
        let plan = try db.plan()
        return LogNames(templates: plan.templates, exercises: plan.exercises)
    }

    @Test("paging down by olderThan, up by newerThan and from the oldest gives the whole history, newest first")
    func pagesCoverTheHistory() throws {
        let scratch = ScratchFolder()
        let db = try Self.database(scratch)
        let names = try Self.names(db)
        let all = try db.finishedWorkouts(since: nil, until: nil)
        let expected = HistoryEntry.list(all.reversed(), history: all, names: names)
        var request = HistoryPageRequest(filter: HistoryFilter(), anchor: .newest, limit: 7)
        var ids: [String] = []
        var records: [[String]] = []
        while true {
            let page = try db.historyPage(request, names: names)
            #expect(page.total == 40 && page.all == 40)
            let kept = try db.workoutRecords(page.workouts)
            ids += page.workouts.map(\.id)
            records += page.workouts.map { (kept[$0.id] ?? []).texts(names) }
            guard let last = page.keys.last, page.keys.count == 7 else { break }
            request.anchor = .olderThan(last)
        }
        #expect(ids == expected.map(\.id))
        #expect(records == expected.map(\.records), "the stored records are the ones judged against all history")
        #expect(records.contains { !$0.isEmpty })
        // Up from the oldest page.
        var up = try db.historyPage(
            HistoryPageRequest(filter: HistoryFilter(), anchor: .oldest, limit: 7), names: names)
        var upIds = up.workouts.map(\.id)
        while let first = up.keys.first {
            up = try db.historyPage(
                HistoryPageRequest(filter: HistoryFilter(), anchor: .newerThan(first), limit: 7), names: names)
            upIds = up.workouts.map(\.id) + upIds
        }
        #expect(upIds == expected.map(\.id))
    }

    @Test("the filters page as the list in memory filters: an exercise, a text (name, date or exercise)")
    func filteredPages() throws {
        let scratch = ScratchFolder()
        let db = try Self.database(scratch)
        let names = try Self.names(db)
        let all = try db.finishedWorkouts(since: nil, until: nil)
        let entries = HistoryEntry.list(all.reversed(), history: all, names: names)
        for filter in [
            HistoryFilter(exerciseId: "deadlift"), HistoryFilter(text: "2025-02"), HistoryFilter(text: "SQUAT"),
            HistoryFilter(exerciseId: "bench", text: "2025-0"), HistoryFilter(text: "nothing like it"),
        ] {
            let kept = entries.filtered(
                exercise: filter.exerciseId, text: filter.text.isEmpty ? nil : filter.text)
            var request = HistoryPageRequest(filter: filter, anchor: .newest, limit: 5)
            var ids: [String] = []
            while true {
                let page = try db.historyPage(request, names: names)
                #expect(page.total == kept.count, "\(filter)")
                ids += page.workouts.map(\.id)
                guard let last = page.keys.last, page.keys.count == 5 else { break }
                request.anchor = .olderThan(last)
            }
            #expect(ids == kept.map(\.id), "\(filter)")
            let from = try db.historyPage(
                HistoryPageRequest(filter: filter, anchor: .oldest, limit: 3), names: names)
            #expect(from.workouts.map(\.id) == kept.suffix(3).map(\.id), "\(filter)")
        }
    }

    @Test("a page read again from its first workout keeps it, with a set deleted and a workout gone")
    func readAgainAfterChanges() throws {
        let scratch = ScratchFolder()
        let db = try Self.database(scratch)
        let names = try Self.names(db)
        let first = try db.historyPage(
            HistoryPageRequest(filter: HistoryFilter(), anchor: .newest, limit: 10), names: names)
        let second = try db.historyPage(
            HistoryPageRequest(filter: HistoryFilter(), anchor: .olderThan(first.keys.last!), limit: 10), names: names)
        try db.deleteWorkout(id: second.workouts[0].id)
        try db.deletePastSet(id: second.workouts[1].sets[0].id)
        let again = try db.historyPage(
            HistoryPageRequest(filter: HistoryFilter(), anchor: .from(second.keys[0]), limit: 10), names: names)
        #expect(again.total == 39)
        #expect(again.workouts.map(\.id) == Array(second.workouts.dropFirst().map(\.id)) + [again.workouts.last!.id])
        #expect(again.workouts[0].sets.count == second.workouts[1].sets.count - 1)
    }
}
