import Foundation
import Testing

@testable import SpotterCore

@Suite("The active-workout line")
struct ActiveWorkoutLineTests {
    let push = DemoPlan.templates[0]  // bench 5 sets, ohp 3, plank 3
    let start = Date(timeIntervalSince1970: 1_780_000_000)

    func workout(_ sets: [String]) -> Workout {
        Workout(
            id: "w", templateId: "push", day: LocalDate(iso: "2026-06-01")!, startedAt: start,
            sets: sets.enumerated().map {
                LoggedSet(
                    id: "s\($0.offset)", exerciseId: $0.element, reps: 5, loggedAt: start + Double($0.offset * 60))
            })
    }

    @Test("privacy hides the exercise and the set, leaving only Workout in progress")
    func privacy() {
        #expect(
            ActiveWorkoutLine.text(
                exercise: "Bench press", ordinal: "set 3 of 5", elapsed: 1453, privacy: .showExercise)
                == "Bench press · set 3 of 5 · 24:13")
        #expect(
            ActiveWorkoutLine.text(exercise: "Bench press", ordinal: "set 3 of 5", elapsed: 1453, privacy: .hidden)
                == "Workout in progress")
    }

    @Test("from outside the screen, the workout is at the last exercise while it has sets left, then the next")
    func current() {
        let ex = DemoPlan.exercises
        #expect(
            ActiveWorkoutLine.current(of: workout([]), template: push, exercises: ex)! == ("Bench press", "set 1 of 5"))
        #expect(
            ActiveWorkoutLine.current(of: workout(["bench", "bench"]), template: push, exercises: ex)! == (
                "Bench press", "set 3 of 5"
            ))
        #expect(
            ActiveWorkoutLine.current(of: workout(Array(repeating: "bench", count: 5)), template: push, exercises: ex)!
                == ("Overhead press", "set 1 of 3"))
        #expect(
            ActiveWorkoutLine.current(of: workout(["ohp"]), template: push, exercises: ex)! == (
                "Overhead press", "set 2 of 3"
            ))
        #expect(
            ActiveWorkoutLine.current(of: workout(["squat"]), template: nil, exercises: ex)! == ("Back squat", "set 2"))
        #expect(ActiveWorkoutLine.current(of: workout([]), template: nil, exercises: ex) == nil)
    }

    @Test("by id, for a reader of one name: the exercise and ordinal current names, unknown ids included")
    func currentExercise() {
        for sets in [[], ["bench", "bench"], Array(repeating: "bench", count: 5), ["ohp"], ["squat"], ["gone"]] {
            let byId = ActiveWorkoutLine.currentExercise(of: workout(sets), template: push)
            let named = ActiveWorkoutLine.current(of: workout(sets), template: push, exercises: DemoPlan.exercises)
            #expect(byId?.ordinal == named?.ordinal, "\(sets)")
            #expect(DemoPlan.exercises.first { $0.id == byId?.exerciseId }?.name ?? byId?.exerciseId == named?.exercise)
        }
        #expect(ActiveWorkoutLine.currentExercise(of: workout(["ohp"]), template: push)! == ("ohp", "set 2 of 3"))
        #expect(ActiveWorkoutLine.currentExercise(of: workout([]), template: nil) == nil)
    }

    @Test("warm-ups count toward no target: four warm-ups leave bench at set 1 of 5, and a working set moves it to 2")
    func warmupsAreNoWorkingSets() {
        let ex = DemoPlan.exercises
        var w = workout(Array(repeating: "bench", count: 4))
        for i in w.sets.indices { w.sets[i].type = .warmup }
        #expect(ActiveWorkoutLine.current(of: w, template: push, exercises: ex)! == ("Bench press", "set 1 of 5"))
        w.sets.append(LoggedSet(id: "s4", exerciseId: "bench", reps: 5, loggedAt: start + 300))
        #expect(ActiveWorkoutLine.current(of: w, template: push, exercises: ex)! == ("Bench press", "set 2 of 5"))
    }

    @Test("the next set counts working, drop and failure sets, never warm-ups, and never reads below its number")
    func nextSet() {
        func set(_ type: SetType) -> LoggedSet {
            LoggedSet(id: UUID().uuidString, exerciseId: "bench", reps: 5, loggedAt: start, type: type)
        }
        let next = NextSet.after([set(.warmup), set(.warmup), set(.working), set(.failure)], target: 5)
        #expect(next == NextSet(done: 2, target: 5))
        #expect(next.ordinal == "set 3 of 5" && next.hasSetsLeft && !next.isDone)
        #expect(NextSet.after(Array(repeating: set(.drop), count: 6), target: 5).ordinal == "set 7 of 7")
        #expect(NextSet.after(Array(repeating: set(.working), count: 5), target: 5).isDone)
        #expect(NextSet.after([set(.warmup)], target: nil).ordinal == "set 1")
        #expect(!NextSet.after([set(.working)], target: nil).isDone)
    }

    @Test("the clock reads mm:ss, and h:mm:ss from an hour on")
    func clock() {
        #expect(ActiveWorkoutLine.clock(73) == "01:13")
        #expect(ActiveWorkoutLine.clock(3723) == "1:02:03")
        #expect(ActiveWorkoutLine.clock(-5) == "00:00")
    }
}

@Suite("Countdown: the default rest and whole seconds left")
struct CountdownTests {
    let end = Date(timeIntervalSince1970: 1_780_329_600)
    var start: Date { end.addingTimeInterval(-90) }

    @Test("seconds left round up, so 00:00 shows only once it is over, and never go negative")
    func secondsLeft() {
        #expect(Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(-90)) == 90)
        #expect(Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(-0.2)) == 1)
        #expect(Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(-59.01)) == 60)
        #expect(Countdown.secondsLeft(from: start, until: end, at: end) == 0)
        #expect(Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(12)) == 0)
    }

    @Test("a countdown is never longer than its length: a clock stepped back reads as its start")
    func neverLongerThanItsLength() {
        #expect(Countdown.secondsLeft(from: start, until: end, at: start.addingTimeInterval(-3600)) == 90)
        #expect(Countdown.secondsLeft(from: start, until: end, at: start.addingTimeInterval(-0.5)) == 90)
        #expect(Countdown.secondsLeft(from: start, until: end, at: start.addingTimeInterval(30)) == 60)
        #expect(Countdown.secondsLeft(from: start, until: end, at: end.addingTimeInterval(3600)) == 0)
    }

    @Test("a step back moves a countdown by the step seen, or back to now when it would begin later")
    func stepBack() {
        let t = end
        // Seen between two readings: by the step, so it counts on from where it was.
        #expect(
            Countdown.stepBack(previous: t, now: t.addingTimeInterval(-3600), anchor: t.addingTimeInterval(-30))
                == -3600)
        // Not seen (opened after the step): back to now.
        #expect(
            Countdown.stepBack(previous: t, now: t.addingTimeInterval(1), anchor: t.addingTimeInterval(3600)) == -3599)
        // A clock that ran on or stepped forward moves nothing.
        #expect(Countdown.stepBack(previous: t, now: t.addingTimeInterval(1), anchor: t.addingTimeInterval(-30)) == 0)
        #expect(Countdown.stepBack(previous: t, now: t.addingTimeInterval(3600), anchor: t) == 0)
    }

    @Test("a schedule line without a rest gets the default rest")
    func defaultRest() throws {
        let file = try ScheduleFile.parse(
            "template t \"T\"\n  squat 5x5", knownExercises: [Exercise(id: "squat", name: "Squat")])
        #expect(file.templates[0].items[0].restSeconds == Countdown.defaultRestSeconds)
        #expect(Countdown.defaultRestSeconds == 90)
    }
}
