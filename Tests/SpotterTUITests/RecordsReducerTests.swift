import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Records in the live workout: the status line of a saved set and the finish summary.
@Suite("Records: a saved set's status line and the finish summary")
struct RecordsReducerTests {
    /// Last Monday's Push: bench 57.5×5 (e1RM 67.1, session volume 287.5).
    static let lastWeek = Workout(
        id: "w0", templateId: "push", day: LocalDate(iso: "2026-11-23")!,
        startedAt: Fixture.t0.addingTimeInterval(-7 * 86_400),
        finishedAt: Fixture.t0.addingTimeInterval(-7 * 86_400 + 3600),
        sets: [
            LoggedSet(
                id: "old1", exerciseId: "bench", weight: 57.5, reps: 5,
                loggedAt: Fixture.t0.addingTimeInterval(-7 * 86_400)),
            LoggedSet(
                id: "old2", exerciseId: "bench", weight: 120, reps: 1,
                loggedAt: Fixture.t0.addingTimeInterval(-7 * 86_400),
                type: .warmup),
        ])

    /// In the Push workout with `history` loaded as the store's records.
    static func inWorkout(history: [Workout]) -> AppState {
        var state = AppState(now: Fixture.t0, zone: Fixture.zone)
        var snapshot = Fixture.snapshot(consent: Fixture.declined)
        snapshot.records = RecordBook(workouts: history)
        _ = Reducer.reduce(&state, .loaded(snapshot))
        _ = Reducer.reduce(&state, .workoutStarted(Fixture.pushWorkout))
        return state
    }

    @Test("a saved set that beats records says New record at once (the 120 warm-up is none to beat)")
    func newRecord() {
        var state = Self.inWorkout(history: [Self.lastWeek])
        Fixture.press([.enter, .enter], &state)  // the target's 60×5
        #expect(state.live.workout?.sets.map(\.weight) == [60])
        #expect(
            state.message
                == StatusMessage(
                    "New record: Bench press e1RM 70 kg, heaviest 60 kg, 3RM 60 kg, 5RM 60 kg, session volume 300 kg"))
        #expect(state.live.rest != nil, "a record starts rest as any set does")
    }

    @Test("a saved set that beats nothing says Saved; so does the first set of an exercise ever")
    func noRecord() {
        var heavier = Self.lastWeek
        heavier.sets.append(
            LoggedSet(id: "old3", exerciseId: "bench", weight: 65, reps: 5, loggedAt: heavier.startedAt))
        var state = Self.inWorkout(history: [heavier])
        Fixture.press([.enter, .enter], &state)
        #expect(state.message?.text.hasPrefix("Saved: Bench press 60") == true, "\(String(describing: state.message))")
        var first = Self.inWorkout(history: [])
        Fixture.press([.enter, .enter], &first)
        #expect(first.message?.text.hasPrefix("Saved: Bench press 60") == true, "\(String(describing: first.message))")
    }

    @Test("the finish summary lists the records the workout set, each once at its best, and draws them")
    func summary() {
        var state = Self.inWorkout(history: [Self.lastWeek])
        Fixture.press([.enter, .enter], &state)
        Fixture.press([.enter, .enter], &state)
        var finished = state.live.workout!
        finished.finishedAt = Fixture.t0.addingTimeInterval(1800)
        _ = Reducer.reduce(&state, .workoutFinished(finished, Fixture.snapshot()))
        let records = [
            "Bench press e1RM 70 kg", "Bench press heaviest 60 kg", "Bench press 3RM 60 kg", "Bench press 5RM 60 kg",
            "Bench press session volume 600 kg",
        ]
        #expect(state.summary?.records == records)
        let screen = View.render(state).lines
        #expect(
            screen.contains { $0.contains("  Records         Bench press e1RM 70 kg") },
            "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("                  Bench press session volume 600 kg") })
    }

    @Test("WorkoutSummary: records against those before it; none without history, none from a warm-up")
    func workoutSummary() {
        var today = Fixture.pushWorkout
        today.sets = [
            LoggedSet(id: "s1", exerciseId: "bench", weight: 57.5, reps: 6, loggedAt: Fixture.t0),
            LoggedSet(id: "s2", exerciseId: "bench", weight: 130, reps: 1, loggedAt: Fixture.t0, type: .warmup),
        ]
        let names = ["bench": "Bench press"]
        let summary = WorkoutSummary(
            workout: today, name: "Push", names: names, previousBest: [:],
            records: RecordBook(workouts: [Self.lastWeek]))
        // 57.5×6 is e1RM 69 (was 67.1), 6 reps at 57.5 (was 5), volume 345 (was 287.5).
        #expect(
            summary.records == [
                "Bench press e1RM 69 kg", "Bench press 6 reps at 57.5 kg", "Bench press session volume 345 kg",
            ])
        #expect(WorkoutSummary(workout: today, name: "Push", names: names, previousBest: [:]).records.isEmpty)
    }

    @Test("the snapshot carries the records of the finished workouts from a real store, not the open one's")
    func snapshotFromStore() throws {
        // A folder of its own: the store refuses a data folder others can write to, such as /tmp.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spotter-records-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let db = try SpotterDatabase.open(path: folder + "/spotter.sqlite")
        let calendar = ZonedCalendar(timeZone: Fixture.zone)
        let before = Fixture.t0.addingTimeInterval(-7 * 86_400)
        let last = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-23")!, at: before)
        try db.logSet(LoggedSet(id: "a", exerciseId: "bench", weight: 57.5, reps: 5, loggedAt: before), in: last.id)
        try db.finishWorkout(id: last.id, at: before.addingTimeInterval(3600))
        let open = try db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-30")!, at: Fixture.t0)
        try db.logSet(LoggedSet(id: "b", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0), in: open.id)
        let snapshot = try Snapshot.load(from: db, now: Fixture.t0.addingTimeInterval(60), calendar: calendar)
        #expect(snapshot.records["bench"].heaviestWeight == 57.5)
        #expect(snapshot.records["bench"].bestSessionVolume == 287.5)
    }
}
