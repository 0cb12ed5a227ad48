import Foundation
import Testing

@testable import SpotterCore

/// Estimated 1RM and per-exercise records with worked numbers.
@Suite("Progress: estimated 1RM and records")
struct RecordsTests {
    static let t0 = Date(timeIntervalSince1970: 1_796_059_800)

    static func set(
        _ weight: Double?, _ reps: Int?, _ exercise: String = "bench", type: SetType = .working, seconds: Int? = nil
    ) -> LoggedSet {
        LoggedSet(
            id: UUID().uuidString, exerciseId: exercise, weight: weight, reps: reps, durationSeconds: seconds,
            loggedAt: t0, type: type)
    }

    static func workout(_ id: String, day: Int, _ sets: [LoggedSet]) -> Workout {
        Workout(
            id: id, templateId: "push", day: LocalDate(year: 2026, month: 11, day: day)!,
            startedAt: t0.addingTimeInterval(Double(day) * 86_400),
            finishedAt: t0.addingTimeInterval(Double(day) * 86_400 + 3600),
            sets: sets)
    }

    @Test("Epley: 60×5 is 70.0, 100×1 is 100, 50×15 counts toward no e1RM, a warm-up neither")
    func epley() {
        #expect(EstimatedOneRepMax.of(weight: 60, reps: 5) == 70.0)
        #expect(EstimatedOneRepMax.of(weight: 100, reps: 1) == 100)
        #expect(EstimatedOneRepMax.of(Self.set(60, 5)) == 70.0)
        #expect(EstimatedOneRepMax.of(Self.set(100, 1)) == 100)
        #expect(EstimatedOneRepMax.of(Self.set(50, 12)) == 70.0)
        #expect(EstimatedOneRepMax.of(Self.set(50, 15)) == nil)
        #expect(EstimatedOneRepMax.of(Self.set(120, 1, type: .warmup)) == nil)
        #expect(EstimatedOneRepMax.of(Self.set(nil, 10)) == nil)
        #expect(EstimatedOneRepMax.of(Self.set(nil, nil, seconds: 60)) == nil)
        #expect(EstimatedOneRepMax.text(70 * 35 / 30) == "81.7")
        #expect(EstimatedOneRepMax.text(70) == "70")
        #expect(EstimatedOneRepMax.formula.contains("weight × (1 + reps / 30)"))
    }

    @Test(
        "records of a session: heaviest, e1RM, rep maxima (at least that many reps), most reps at each weight, volume")
    func recordsOfSets() {
        let r = ExerciseRecords(
            sets: [
                Self.set(60, 5), Self.set(80, 1), Self.set(70, 3), Self.set(50, 15), Self.set(60, 8),
                Self.set(99, 99, "squat"),
            ],
            exerciseId: "bench")
        #expect(r.heaviestWeight == 80)
        // 60×8 is 76, 70×3 is 77, 80×1 is 80; 50×15 would be 75 but counts toward no e1RM.
        #expect(r.bestEstimatedOneRepMax == 80)
        #expect(r.repMaxima == [1: 80, 3: 70, 5: 60, 10: 50])
        #expect(r.mostReps == [60: 8, 80: 1, 70: 3, 50: 15])
        #expect(r.bestSessionVolume == 1820)  // 300 + 80 + 210 + 750 + 480
    }

    @Test("a warm-up at 120 sets no record; drop and failure sets do; body weight only most reps; timed none")
    func whatCounts() {
        let book = RecordBook(workouts: [Self.workout("w1", day: 1, [Self.set(100, 1), Self.set(nil, 10, "pullup")])])
        #expect(book.beaten(by: Self.set(120, 1, type: .warmup), after: []).isEmpty)
        #expect(
            book.beaten(by: Self.set(105, 1, type: .failure), after: []).map(\.kind) == [
                .estimatedOneRepMax, .heaviestWeight, .sessionVolume,
            ])
        #expect(book.beaten(by: Self.set(nil, 12, "pullup"), after: []).map(\.kind) == [.mostReps(atWeight: 0)])
        #expect(book.beaten(by: Self.set(nil, nil, "pullup", seconds: 90), after: []).isEmpty)
        #expect(book["pullup"].heaviestWeight == nil && book["pullup"].bestSessionVolume == nil)
        let warm = RecordBook(workouts: [Self.workout("w", day: 1, [Self.set(120, 1, type: .warmup)])])
        #expect(warm["bench"] == ExerciseRecords())
    }

    @Test("a set beats e1RM as the status line says it: Bench press e1RM 81.7 kg; an equal e1RM is no record")
    func beatsE1RM() {
        let book = RecordBook(workouts: [Self.workout("w1", day: 1, [Self.set(75, 2), Self.set(70, 5)])])
        let beaten = book.beaten(by: Self.set(70, 5), after: [])
        #expect(beaten.isEmpty, "70×5 again is no record")
        let better = book.beaten(by: Self.set(70, 5), after: [Self.set(70, 5)])
        // Within the session: 70×5 after 70×5 adds session volume (700 > 350 + 150 = 500).
        #expect(better.map(\.kind) == [.sessionVolume])
        let e1rm = RecordBook(workouts: [Self.workout("w1", day: 1, [Self.set(75, 2)])]).beaten(
            by: Self.set(70, 5), after: [])
        // 75×2 is 80; 70×5 is 81.67. 60×10 is 80 too: equal, no record.
        #expect(RecordBreak.line(e1rm, exercise: "Bench press").hasPrefix("Bench press e1RM 81.7 kg"))
        #expect(
            RecordBook(workouts: [Self.workout("w1", day: 1, [Self.set(75, 2)])]).beaten(
                by: Self.set(60, 10), after: []
            )
            .allSatisfy { $0.kind != .estimatedOneRepMax })
    }

    @Test("rep maxima: the heaviest weight for at least 1, 3, 5 and 10 reps; 1RM said once with the heaviest")
    func repMaxima() {
        let book = RecordBook(workouts: [
            Self.workout("w1", day: 1, [Self.set(100, 1), Self.set(90, 3), Self.set(80, 5), Self.set(60, 10)])
        ])
        // 82.5×6 is e1RM 99, under 100×1's 100: only the 5 rep max.
        let fives = book.beaten(by: Self.set(82.5, 6), after: [])
        #expect(fives.map(\.kind) == [.repMax(5)])
        #expect(fives.map { $0.label() } == ["5RM 82.5 kg"])
        #expect(fives.first?.previous == 80)
        let tens = book.beaten(by: Self.set(65, 12), after: [])
        #expect(tens.map(\.kind) == [.repMax(10)])
        let top = book.beaten(by: Self.set(102.5, 1), after: [])
        #expect(top.map { $0.label() } == ["e1RM 102.5 kg", "heaviest 102.5 kg"])
        #expect(book["bench"].repMaxima[1] == 100)
    }

    @Test("most reps at a weight: 8 at 60 beats 5 at 60; a first weight sets none")
    func mostRepsAtWeight() {
        let book = RecordBook(workouts: [Self.workout("w1", day: 1, [Self.set(60, 5), Self.set(nil, 10, "pullup")])])
        let eight = book.beaten(by: Self.set(60, 8), after: [])
        #expect(eight.contains(RecordBreak(exerciseId: "bench", kind: .mostReps(atWeight: 60), value: 8, previous: 5)))
        #expect(eight.map { $0.label() }.contains("8 reps at 60 kg"))
        #expect(book.beaten(by: Self.set(62.5, 5), after: []).allSatisfy { $0.kind != .mostReps(atWeight: 62.5) })
        #expect(
            book.beaten(by: Self.set(nil, 11, "pullup"), after: []).map { $0.label() } == ["11 reps at body weight"])
    }

    @Test("best session volume: one workout's sum of an exercise, warm-ups left out")
    func sessionVolume() {
        let history = [
            Self.workout("w1", day: 1, [Self.set(60, 5), Self.set(60, 5), Self.set(100, 5, type: .warmup)]),  // 600
            Self.workout("w2", day: 2, [Self.set(60, 5), Self.set(60, 5), Self.set(60, 4)]),  // 840
            Self.workout("w3", day: 3, [Self.set(50, 5), Self.set(50, 5), Self.set(50, 5)]),  // 750
        ]
        #expect(RecordBook(workouts: history)["bench"].bestSessionVolume == 840)
        let byEach = RecordBook.recordsSet(byEach: history)
        #expect(byEach["w1"] == [], "the first workout sets records silently")
        #expect(byEach["w2"].map { $0.map { $0.label() } } == ["session volume 840 kg"])
        #expect(byEach["w3"] == [])
        // The status line: the third 60×5 of a session at 600 makes 900, above 840.
        let book = RecordBook(workouts: history)
        #expect(book.beaten(by: Self.set(60, 5), after: [Self.set(60, 5)]).isEmpty)
        #expect(
            book.beaten(by: Self.set(60, 5), after: [Self.set(60, 5), Self.set(60, 5)]).map { $0.label() } == [
                "session volume 900 kg"
            ])
    }

    @Test("what a finished workout set: each record once at its best, exercises in logged order, with names")
    func workoutRecords() {
        let book = RecordBook(workouts: [Self.workout("w1", day: 1, [Self.set(60, 5), Self.set(100, 5, "squat")])])
        let today = Self.workout(
            "w2", day: 2,
            [Self.set(110, 5, "squat"), Self.set(62.5, 5), Self.set(65, 5), Self.set(120, 1, "squat", type: .warmup)])
        let texts = book.recordsSet(by: today).texts(LogNames(exercises: ["bench": "Bench press", "squat": "Squat"]))
        #expect(
            texts == [
                "Squat e1RM 128.3 kg", "Squat heaviest 110 kg", "Squat 3RM 110 kg", "Squat 5RM 110 kg",
                "Squat session volume 550 kg",
                "Bench press e1RM 75.8 kg", "Bench press heaviest 65 kg", "Bench press 3RM 65 kg",
                "Bench press 5RM 65 kg",
                "Bench press session volume 637.5 kg",
            ])
    }

    @Test("a stored weight no reader lets in sets no record and does not trap")
    func badStoredWeights() {
        let book = RecordBook(workouts: [
            Self.workout("w1", day: 1, [Self.set(.nan, 5), Self.set(.infinity, 1), Self.set(60, 5)])
        ])
        #expect(book["bench"].heaviestWeight == 60)
        #expect(book.beaten(by: Self.set(.infinity, 1), after: []).isEmpty)
    }
}
