import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Values no reader lets in, written straight into a real SQLite file, as an old build or a
/// hand edit could have: every screen must show them as invalid, never trap.
@Suite("Stored values the TUI cannot show")
struct StoredValuesTests {
    @Test("formatting an infinite, NaN or huge weight or volume shows ?, and a weight of 0 still reads")
    func formatting() {
        for bad in [Double.infinity, -.infinity, .nan, 1e19, 1e300] {
            #expect(Format.weight(bad) == "?")
            #expect(Format.volume(bad) == "?")
            #expect(Format.set(weight: bad, reps: 5, seconds: nil, times: "×", unit: .kg) == "?×5")
            #expect(Format.set(weight: bad, reps: 5, seconds: nil, times: "×", unit: .lb) == "?×5")
        }
        #expect(Format.weight(0) == "0")
        #expect(Format.volume(2450) == "2,450")
        let summary = WorkoutSummary(
            workout: Workout(
                id: "w", templateId: nil, day: LocalDate(iso: "2026-11-30")!, startedAt: Fixture.t0,
                finishedAt: Date(timeIntervalSince1970: .infinity),
                sets: [LoggedSet(id: "s", exerciseId: "bench", weight: .infinity, reps: 5, loggedAt: Fixture.t0)]),
            name: "W", names: [:], previousBest: ["bench": .nan])
        #expect(summary.durationSeconds == Int(WholeSeconds.limit))
        #expect(Format.volume(summary.volume) == "?")
    }

    @Test(
        "an infinite template weight, a 1e19 logged set and an endless rest in a real database: start, log, rest, finish"
    )
    func wholeWorkout() throws {
        // A folder of its own: the store refuses a data folder others can write to, such as /tmp.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spotter-stored-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/spotter.sqlite"
        let db = try SpotterDatabase.open(path: path)
        let calendar = ZonedCalendar(timeZone: Fixture.zone)
        let workout = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-30")!, at: Fixture.t0)
        try db.logSet(
            LoggedSet(id: "s1", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0), in: workout.id)
        try db.logSet(LoggedSet(id: "s2", exerciseId: "ohp", weight: 35, reps: 8, loggedAt: Fixture.t0), in: workout.id)
        // 9e999 is SQLite's infinity; NaN cannot be stored as REAL (it becomes NULL).
        try db.connection.run(
            "UPDATE template_items SET weight = 9e999, rest_seconds = 9223372036854775807 WHERE exercise_id = 'bench'")
        try db.connection.run("UPDATE template_items SET weight = -9e999 WHERE exercise_id = 'ohp'")
        try db.connection.run("UPDATE sets SET weight = 1e19 WHERE id = 's1'")
        try db.connection.run("UPDATE sets SET weight = 9e999 WHERE id = 's2'")

        var state = AppState(now: Fixture.t0.addingTimeInterval(60), zone: Fixture.zone)
        _ = Reducer.reduce(&state, .loaded(try Snapshot.load(from: db, now: state.now, calendar: calendar)))
        #expect(state.screen == .workout)
        #expect(View.render(state).lines.joined().contains("?"))
        // The form opens with the stored weight shown as invalid, and saving it is refused in words.
        Fixture.press([.enter], &state)
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no form")
            return
        }
        #expect(form.weight == "?")
        _ = View.render(state)
        let saved = Fixture.press([.enter], &state)
        #expect(!saved.contains { if case .store(.saveSet) = $0 { return true } else { return false } })
        #expect(state.message?.text.contains("weight") == true)
        // A body-weight set starts the bench rest of Int.max seconds: the countdown must not trap.
        Fixture.press([.backspace, .enter], &state)
        _ = Fixture.tick(1, &state)
        _ = View.render(state)

        try db.finishWorkout(id: workout.id, at: state.now)
        let finished = try #require(try db.workout(id: workout.id))
        _ = Reducer.reduce(
            &state, .workoutFinished(finished, try Snapshot.load(from: db, now: state.now, calendar: calendar)))
        let screen = View.render(state).lines.joined(separator: "\n")
        #expect(screen.contains("? kg"), "\(screen)")
    }
}
