import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// What the first frame and the exercise screen read from a long history: only what they show,
/// and the same as what reading the whole history gives.
@Suite("Loading a long history: the first frame and the exercise screen")
struct HistoryLoadTests {
    /// A real file with the progression schedule and `count` finished Pushes, two days apart, before
    /// `Fixture.t0`: bench (a warm-up, then heavier and heavier) and overhead press, and now and then
    /// a session of warm-ups alone, which no rule counts.
    static func rig(count: Int) throws -> RunnerRig {
        let rig = RunnerRig()
        try rig.db.replaceSchedule(with: try ScheduleFile.parse(ProgressionReducerTests.schedule))
        for w in 0..<count {
            let start = Fixture.t0.addingTimeInterval(-Double(count - w) * 2 * 86_400)
            let workout = try rig.db.startWorkout(
                templateId: "push", day: ZonedCalendar(timeZone: Fixture.zone).day(of: start), at: start)
            let onlyWarmups = w % 7 == 3
            for n in 0..<5 {
                try rig.db.logSet(
                    LoggedSet(
                        id: "b\(w)-\(n)", exerciseId: "bench", weight: 40 + Double(w % 13) * 2.5 + Double(n),
                        reps: 3 + (w + n) % 6, loggedAt: start.addingTimeInterval(Double(n) * 120),
                        type: onlyWarmups || n == 0 ? .warmup : .working), in: workout.id)
            }
            try rig.db.logSet(
                LoggedSet(
                    id: "o\(w)", exerciseId: "ohp", weight: 30 + Double(w % 5), reps: 8 + w % 5,
                    loggedAt: start.addingTimeInterval(900)), in: workout.id)
            try rig.db.finishWorkout(id: workout.id, at: start.addingTimeInterval(3600))
        }
        return rig
    }

    @Test("the first frame's records and a rule's sessions equal what the whole history gives")
    func firstFrame() throws {
        let rig = try Self.rig(count: 60)
        let calendar = ZonedCalendar(timeZone: Fixture.zone)
        let snapshot = try Snapshot.load(from: rig.db, now: Fixture.t0, calendar: calendar)
        let all = try rig.db.finishedWorkouts(since: nil, until: nil)
        let full = RecordBook(workouts: all)
        for id in ["bench", "ohp", "plank"] { #expect(snapshot.records[id] == full[id], "records of \(id)") }
        for id in ["bench", "ohp"] {
            let expected = ExerciseSession.recent(of: id, in: all)
            #expect(expected.count == ExerciseSession.lookBack)
            #expect(snapshot.sessions[id] == expected, "sessions of \(id)")
        }
    }

    @Test("the exercise screen reads that exercise's own sets and shows what the whole history gives")
    func exerciseScreen() throws {
        let rig = try Self.rig(count: 30)
        let all = try rig.db.finishedWorkouts(since: nil, until: nil)
        for id in ["bench", "ohp", "plank"] {
            #expect(try LogReader.exercise(id, db: rig.db) == ExerciseProgress(exerciseId: id, workouts: all))
        }
    }

    @Test("past a hundred sessions the exercise screen holds the newest in full and a point for every one")
    func exerciseScreenPastAPage() throws {
        let rig = try Self.rig(count: 130)
        let all = try rig.db.finishedWorkouts(since: nil, until: nil)
        let progress = try LogReader.exercise("bench", db: rig.db)
        #expect(progress == ExerciseProgress(exerciseId: "bench", workouts: all))
        #expect(progress.sessionCount == 130)
        #expect(progress.sessions.count == ExerciseProgress.fullSessions)
        #expect(progress.sessions.map(\.workoutId) == all.suffix(ExerciseProgress.fullSessions).map(\.id))
        #expect(progress.setTotal == 130 * 5)
        #expect(progress.series.points.count == 111)  // 19 sessions of warm-ups alone have no e1RM
    }

    @Test("on a terminal taller than a hundred sessions the list ends with the ones not held in full")
    func tallExerciseScreen() throws {
        let rig = try Self.rig(count: 130)
        var state = LogFixture.on(ChartGoldenTests.bench, width: 80, height: 160)
        state.log.exerciseProgress = try LogReader.exercise("bench", db: rig.db)
        let lines = View.render(state).lines
        #expect(lines.contains { $0.contains("130 sessions") })
        #expect(lines.contains { $0.contains("and 30 earlier sessions") })
        let day = try Regex("^ +[0-9]{4}-[0-9]{2}-[0-9]{2}  ")
        #expect(lines.filter { $0.contains(day) }.count == ExerciseProgress.fullSessions)
    }
}
