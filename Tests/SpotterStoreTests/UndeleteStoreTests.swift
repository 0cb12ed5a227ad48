import Foundation
import SpotterTestSupport
import Testing

@testable import SpotterCore
@testable import SpotterStore

/// A deleted workout put back (the TUI's `u` after `D`), and the one rule that turns a typed day,
/// start and end into a workout edit, on a real SQLite file.
@Suite("Deleting a workout and putting it back; the edit of its day and times")
struct UndeleteStoreTests {
    @Test("delete returns the workout as stored; restore puts back its sets, notes, import and records")
    func deleteThenRestore() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try PastWorkoutStoreTests.logged(db)
        try db.setWorkoutNote("slept badly", workoutId: w.id)
        try db.setExerciseNote("wide grip", workoutId: w.id, exerciseId: "bench")
        try db.connection.run("UPDATE workouts SET import_source = 'strong', name = 'Push' WHERE id = ?", w.id)
        let before = try #require(try db.workout(id: w.id))
        let records = try db.recordBook()
        #expect(records["bench"].heaviestWeight == 62.5)

        let gone = try db.deleteWorkout(id: w.id)
        #expect(gone.workout == before && gone.importSource == "strong")
        #expect(try db.workout(id: w.id) == nil)
        #expect(try db.recordBook()["bench"].heaviestWeight == nil, "its records went with it")

        try db.restoreWorkout(gone)
        let reopened = try SpotterDatabase.open(path: scratch.database)
        #expect(try reopened.workout(id: w.id) == before)
        #expect(try reopened.recordBook() == records)
        #expect(try reopened.workoutTotals(w.id) == WorkoutTotals(sets: before.sets))
        let source = try reopened.connection.query("SELECT import_source FROM workouts WHERE id = ?", w.id) {
            $0.optionalString(0)
        }
        #expect(source == ["strong"])
        try AggregateStoreTests.expectMatchesRecomputation(reopened, step: "restored")
    }

    @Test("restoring a workout that is there already changes nothing")
    func restoreTwice() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try PastWorkoutStoreTests.logged(db)
        let gone = try db.deleteWorkout(id: w.id)
        try db.restoreWorkout(gone)
        #expect(throws: WorkoutEditError.self) { try db.restoreWorkout(gone) }
        #expect(try db.workout(id: w.id) == w)
    }

    @Test("a new day keeps the times; a new start keeps the length; an end before the start is the next day")
    func editTimes() throws {
        let calendar = ZonedCalendar(timeZone: Zone.named("Europe/Berlin"))
        let day = LocalDate(iso: "2026-11-30")!
        func at(_ d: LocalDate, _ hhmm: String) -> Date { calendar.instant(d, LocalTime(hhmm: hhmm)!) }
        let w = Workout(
            id: "w", templateId: nil, day: day, startedAt: at(day, "18:00"), finishedAt: at(day, "19:00"))
        let tuesday = day.adding(days: 1)
        let moved = WorkoutEdit(of: w, name: nil, day: tuesday, start: nil, end: nil, calendar: calendar)
        #expect(moved == WorkoutEdit(day: tuesday, startedAt: at(tuesday, "18:00"), finishedAt: at(tuesday, "19:00")))
        let earlier = WorkoutEdit(
            of: w, name: "Push", day: nil, start: LocalTime(hhmm: "07:00"), end: nil, calendar: calendar)
        #expect(earlier == WorkoutEdit(name: "Push", startedAt: at(day, "07:00"), finishedAt: at(day, "08:00")))
        let late = WorkoutEdit(
            of: w, name: nil, day: nil, start: LocalTime(hhmm: "23:30"), end: LocalTime(hhmm: "00:40"),
            calendar: calendar)
        #expect(late == WorkoutEdit(startedAt: at(day, "23:30"), finishedAt: at(tuesday, "00:40")))
        #expect(WorkoutEdit(of: w, name: nil, day: nil, start: nil, end: nil, calendar: calendar) == WorkoutEdit())
    }
}

/// A run's set edited from the set form in the live workout: the same id saved again.
@Suite("A cardio set saved again from the form")
struct CardioFormStoreTests {
    @Test("saveFormSet on a run's id changes its distance, time and heart rate too")
    func resaveRun() throws {
        let scratch = ScratchFolder()
        let db = try SpotterDatabase.open(path: scratch.database)
        let w = try db.startWorkout(templateId: nil, day: PastWorkoutStoreTests.day, at: PastWorkoutStoreTests.start)
        var run = LoggedSet(
            id: "r1", exerciseId: "bench", durationSeconds: 2050, loggedAt: PastWorkoutStoreTests.start,
            meters: 6500, heartRate: 150)
        try db.saveFormSet(run, in: w.id)
        run.meters = 7000
        run.durationSeconds = 2100
        run.heartRate = nil
        try db.saveFormSet(run, in: w.id)
        let back = try #require(try SpotterDatabase.open(path: scratch.database).workout(id: w.id)?.sets.first)
        #expect(back.meters == 7000 && back.durationSeconds == 2100 && back.heartRate == nil)
    }
}
