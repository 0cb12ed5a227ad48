import Foundation
import Testing

@testable import SpotterCore

/// Progression rules stepped through sessions on a fixed clock: each session is finished, then the
/// next one is asked what to lift.
@Suite("Progression: what to lift today")
struct ProgressionTests {
    /// Monday 2026-11-30 17:30 UTC; sessions are two days apart before it.
    static let t0 = Date(timeIntervalSince1970: 1_796_059_800)

    static let bench = WorkoutTemplate.Item(
        exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120,
        progression: ProgressionRule(step: 2.5, deload: .init(afterSessions: 3, percent: 10)))
    static let row = WorkoutTemplate.Item(
        exerciseId: "row", sets: 3, reps: 8, weight: 50, restSeconds: 90,
        progression: ProgressionRule(scheme: .double(topReps: 12), step: 2.5))

    /// The `plates` setting's default: the smallest pair is 2.5 kg.
    static let kgPlates = PlateSet([25, 20, 15, 10, 5, 2.5, 1.25], .kg)
    /// A US gym without change plates smaller than 5 lb: the smallest pair is 10 lb.
    static let lbPlates = PlateSet([45, 35, 25, 10, 5], .lb)
    /// 5×5 with a bare `progress`: the step is the plates', not a number of its own.
    static let squat = WorkoutTemplate.Item(
        exerciseId: "squat", sets: 5, reps: 5, weight: 80, restSeconds: 180, progression: ProgressionRule())

    /// A clock of finished sessions: each `lift` is one workout, the sets logged a minute apart.
    struct Diary {
        var workouts: [Workout] = []
        var at = ProgressionTests.t0.addingTimeInterval(-86400 * 60)

        mutating func lift(
            _ exercise: String, _ weight: Double, _ reps: [Int], warmups: [(Double, Int)] = []
        ) {
            let id = "w\(workouts.count + 1)"
            var sets: [LoggedSet] = []
            for (w, r) in warmups {
                sets.append(
                    LoggedSet(
                        id: "\(id)-\(sets.count)", exerciseId: exercise, weight: w, reps: r,
                        loggedAt: at.addingTimeInterval(Double(sets.count) * 60), type: .warmup))
            }
            for r in reps {
                sets.append(
                    LoggedSet(
                        id: "\(id)-\(sets.count)", exerciseId: exercise, weight: weight, reps: r,
                        loggedAt: at.addingTimeInterval(Double(sets.count) * 60)))
            }
            workouts.append(
                Workout(
                    id: id, templateId: "t", day: LocalDate(year: 2026, month: 10, day: 1)!, startedAt: at,
                    finishedAt: at.addingTimeInterval(3600), sets: sets))
            at = at.addingTimeInterval(86400 * 2)
        }

        func today(
            _ item: WorkoutTemplate.Item, barbell: Bool = true, bar: UnitWeight = UnitWeight(20, .kg),
            plates: PlateSet = ProgressionTests.kgPlates, unit: WeightUnit = .kg
        ) -> Prescription? {
            Progression.prescription(
                for: item, after: ExerciseSession.recent(of: item.exerciseId, in: workouts), barbell: barbell,
                bar: bar, plates: plates, unit: unit)
        }
    }

    @Test("before any session the plan's weight and reps, said so")
    func fromThePlan() throws {
        let p = try #require(Diary().today(Self.bench))
        #expect(p.line() == "60×5: from the plan, no session yet")
    }

    @Test("before any session in lb: a barbell's kg weight at the nearest loadable one, a dumbbell's as written")
    func fromThePlanInPounds() throws {
        let lb = PlateMath.standard(.lb)
        let diary = Diary()
        // 80 kg is 176.37 lb; a 45 lb bar with 2.5 lb plates holds 175.
        let squat = try #require(diary.today(Self.squat, bar: lb.bar, plates: lb.plates, unit: .lb))
        #expect(squat.line() == "175×5: from the plan, no session yet")
        let dumbbell = try #require(diary.today(Self.squat, barbell: false, bar: lb.bar, plates: lb.plates, unit: .lb))
        #expect(dumbbell.line() == "176.37×5: from the plan, no session yet")
    }

    @Test("5×5 at 60 kg done: the next session opens at 62.5 with its reason")
    func linearAddsWeight() throws {
        var diary = Diary()
        diary.lift("bench", 60, [5, 5, 5, 5, 5])
        let p = try #require(diary.today(Self.bench))
        #expect(p.weight == 62.5)
        #expect(p.reps == 5)
        #expect(p.line() == "62.5×5: +2.5 kg, all 5×5 done last time")
        diary.lift("bench", 62.5, [5, 5, 5, 5, 5])
        #expect(diary.today(Self.bench)?.line() == "65×5: +2.5 kg, all 5×5 done last time")
    }

    @Test("a session short of reps keeps the weight, and says how short")
    func shortKeepsWeight() throws {
        var diary = Diary()
        diary.lift("bench", 60, [5, 5, 5, 5, 5])
        diary.lift("bench", 62.5, [5, 5, 5, 4, 3])
        let p = try #require(diary.today(Self.bench))
        #expect(p.weight == 62.5)
        #expect(p.line() == "62.5×5: same weight, 3 of 5 sets reached 5 last time (deload after 3 short, 1 so far)")
        // Fewer sets than planned is short too, however many reps they had.
        diary.lift("bench", 62.5, [5, 5, 5, 5])
        #expect(diary.today(Self.bench)?.weight == 62.5)
    }

    @Test("three short sessions in a row deload by the rule's percentage, rounded to a loadable weight")
    func threeShortDeload() throws {
        var diary = Diary()
        diary.lift("bench", 62.5, [5, 5, 5, 5, 5])
        for _ in 0..<2 { diary.lift("bench", 65, [5, 5, 4, 4, 4]) }
        #expect(diary.today(Self.bench)?.weight == 65)
        diary.lift("bench", 65, [5, 5, 4, 4, 3])
        let p = try #require(diary.today(Self.bench))
        // 65 - 10% = 58.5: the nearest weight on 2.5 kg steps is 57.5.
        #expect(p.weight == 57.5)
        #expect(p.line() == "57.5×5: -10% deload, 3 sessions short of 5×5")
        // After the deload the count starts again: one short session keeps 57.5.
        diary.lift("bench", 57.5, [5, 5, 5, 5, 4])
        #expect(diary.today(Self.bench)?.weight == 57.5)
        diary.lift("bench", 57.5, [5, 5, 5, 5, 5])
        #expect(diary.today(Self.bench)?.weight == 60)
    }

    @Test("a session that met the target in between restarts the count of short ones")
    func shortCountIsInARow() {
        var diary = Diary()
        diary.lift("bench", 60, [5, 5, 5, 4, 4])
        diary.lift("bench", 60, [5, 5, 5, 4, 4])
        diary.lift("bench", 60, [5, 5, 5, 5, 5])
        diary.lift("bench", 62.5, [5, 5, 5, 4, 4])
        diary.lift("bench", 62.5, [5, 5, 5, 4, 4])
        #expect(diary.today(Self.bench)?.weight == 62.5)
    }

    @Test("a double-progression item walks 8 to 12 reps, then adds weight and drops to 8")
    func doubleProgression() throws {
        var diary = Diary()
        #expect(diary.today(Self.row)?.line() == "50×8: from the plan, no session yet")
        var seen: [String] = []
        for reps in 8...12 {
            diary.lift("row", 50, [reps, reps, reps])
            seen.append(try #require(diary.today(Self.row)).line())
        }
        #expect(
            seen == [
                "50×9: +1 rep, all 3×8 done last time",
                "50×10: +1 rep, all 3×9 done last time",
                "50×11: +1 rep, all 3×10 done last time",
                "50×12: +1 rep, all 3×11 done last time",
                "52.5×8: +2.5 kg and back to 8 reps, all 3×12 done last time",
            ])
        // Short of the target (10) on one set: the same weight and the same target.
        diary.lift("row", 52.5, [8, 8, 8])
        diary.lift("row", 52.5, [9, 9, 9])
        diary.lift("row", 52.5, [10, 10, 9])
        #expect(diary.today(Self.row)?.line() == "52.5×10: same weight, 2 of 3 sets reached 10 last time")
    }

    @Test("warm-ups never count: a heavy warm-up is not the session's weight, a light one is not a short set")
    func warmupsNeverCount() {
        var diary = Diary()
        diary.lift("bench", 60, [5, 5, 5, 5, 5], warmups: [(20, 10), (40, 5), (70, 1)])
        #expect(diary.today(Self.bench)?.weight == 62.5)
        // A session of warm-ups only is no session.
        diary.lift("bench", 0, [], warmups: [(20, 10)])
        #expect(diary.today(Self.bench)?.line() == "62.5×5: +2.5 kg, all 5×5 done last time")
    }

    @Test("the next weight follows what was really lifted, not what the plan said")
    func followsWhatWasLifted() {
        var diary = Diary()
        diary.lift("bench", 70, [5, 5, 5, 5, 5])
        #expect(diary.today(Self.bench)?.weight == 72.5)
        // A heavier single on top does not move the working weight: 5×5 at 72.5 was done.
        diary.lift("bench", 72.5, [5, 5, 5, 5, 5])
        diary.workouts[diary.workouts.count - 1].sets.append(
            LoggedSet(id: "top", exerciseId: "bench", weight: 80, reps: 1, loggedAt: diary.at))
        #expect(diary.today(Self.bench)?.weight == 75)
        // The last set dropped to 55: four of five sets at 75 reached 5, which is short.
        diary.lift("bench", 75, [5, 5, 5, 5])
        diary.workouts[diary.workouts.count - 1].sets.append(
            LoggedSet(id: "drop", exerciseId: "bench", weight: 55, reps: 5, loggedAt: diary.at, type: .drop))
        #expect(diary.today(Self.bench)?.line().hasPrefix("75×5: same weight, 4 of 5 sets") == true)
    }

    @Test(
        "weights are rounded to the smallest loadable step (a pair of the smallest plate), or the rule's smaller step",
        arguments: [
            (60.0, 2.5, 1.25, 62.5), (61.0, 2.5, 1.25, 62.5), (62.4, 2.5, 1.25, 65.0), (60.0, 1.0, 1.25, 61.0),
            (60.0, 5.0, 1.25, 65.0), (60.0, 2.5, 0.625, 62.5), (60.0, 2.5, 2.5, 62.5),
        ])
    func rounding(_ lifted: Double, _ step: Double, _ smallestPlate: Double, _ expected: Double) {
        let item = WorkoutTemplate.Item(
            exerciseId: "bench", sets: 1, reps: 5, weight: 60, restSeconds: 60,
            progression: ProgressionRule(step: step))
        let done = ExerciseSession(
            startedAt: Self.t0,
            sets: [LoggedSet(id: "s", exerciseId: "bench", weight: lifted, reps: 5, loggedAt: Self.t0)])
        let plates = PlateSet([20, 10, 5, smallestPlate], .kg)
        #expect(
            Progression.prescription(
                for: item, after: [done], barbell: true, bar: UnitWeight(20, .kg), plates: plates, unit: .kg)?
                .weight == expected)
    }

    @Test("a bare progress steps by a pair of the smallest plate, the step + and - take in the set form")
    func stepFromPlates() throws {
        var diary = Diary()
        diary.lift("squat", 80, [5, 5, 5, 5, 5])
        #expect(diary.today(Self.squat)?.line() == "82.5×5: +2.5 kg, all 5×5 done last time")
        let noChange = PlateSet([25, 20, 10, 5], .kg)
        #expect(diary.today(Self.squat, plates: noChange)?.line() == "90×5: +10 kg, all 5×5 done last time")
        #expect(PlateMath.step(noChange, in: .kg) == 10, "the one step the form's + adds as well")
        // A rule that names its step keeps it, whatever the plates.
        var named = Self.squat
        named.progression = ProgressionRule(step: 5)
        #expect(diary.today(named, plates: noChange)?.line() == "85×5: +5 kg, all 5×5 done last time")
    }

    @Test("pounds: the weight and the step read in lb, converted as the rest of the screens show weights")
    func reasonsInPounds() throws {
        var diary = Diary()
        diary.lift("bench", 60, [5, 5, 5, 5, 5])
        // 62.5 kg is 137.79 lb, and its 2.5 kg step 5.51 lb: the kg plates are what can be loaded.
        let p = try #require(diary.today(Self.bench, unit: .lb))
        #expect(p.weight == 62.5)
        #expect(p.line() == "137.79×5: +5.51 lb, all 5×5 done last time")
        #expect(WeightUnit.lb.text(62.5) == "137.79" && WeightUnit.lb.text(2.5) == "5.51")
        // Pound plates on a 45 lb bar, typed in pounds: 135 lb done, 145 lb (a pair of 5s) today,
        // exactly: the bar and whole pairs, not multiples of 10 lb (150 cannot be loaded).
        var pounds = Diary()
        let item = WorkoutTemplate.Item(
            exerciseId: "row", sets: 3, reps: 8, weight: WeightUnit.lb.kilograms(135), restSeconds: 90,
            progression: ProgressionRule(scheme: .double(topReps: 10)))
        pounds.lift("row", WeightUnit.lb.kilograms(135), [10, 10, 10])
        let row = try #require(pounds.today(item, bar: UnitWeight(45, .lb), plates: Self.lbPlates, unit: .lb))
        #expect(row.line() == "145×8: +10 lb and back to 8 reps, all 3×10 done last time")
        #expect(WeightUnit.lb.text(row.weight) == "145" && row.weight == WeightUnit.lb.kilograms(145))
    }

    @Test("an item without a rule, or a timed one, has no prescription")
    func noRule() {
        let (bar, plates) = (UnitWeight(20, .kg), Self.kgPlates)
        #expect(
            Progression.prescription(
                for: .init(exerciseId: "b", sets: 5, reps: 5, weight: 60, restSeconds: 90), after: [], barbell: true,
                bar: bar, plates: plates, unit: .kg) == nil)
        #expect(
            Progression.prescription(
                for: .init(exerciseId: "p", sets: 3, restSeconds: 60, durationSeconds: 45), after: [], barbell: true,
                bar: bar, plates: plates, unit: .kg) == nil)
    }

    @Test("open workouts are not sessions yet; sessions come oldest first")
    func recentSessions() {
        var diary = Diary()
        diary.lift("bench", 60, [5])
        diary.lift("bench", 62.5, [5])
        var open = diary.workouts[1]
        open.id = "open"
        open.finishedAt = nil
        open.startedAt = diary.at
        let sessions = ExerciseSession.recent(of: "bench", in: [open] + diary.workouts.reversed())
        #expect(sessions.map { $0.sets.map(\.weight) } == [[60], [62.5]])
        #expect(ExerciseSession.recent(of: "bench", in: diary.workouts, limit: 1).count == 1)
    }
}

@Suite("Progression in the schedule file")
struct ProgressionScheduleTests {
    static let head =
        "exercise bench \"Bench press\"\nexercise row \"Row\"\nexercise plank \"Plank\" timed\ntemplate t \"T\"\n"

    @Test("linear, double and deload clauses are read; old lines stay as they were")
    func reading() throws {
        let file = try ScheduleFile.parse(
            Self.head + """
                  bench 5x5 @60 rest 120 progress +2.5 deload 3 10%
                  row 3x8-12 @50 rest 90 progress double +2.5
                  bench 3x5 @40 progress
                  bench 3x5 @40 rest 60 progress linear +1kg
                  bench 5x5 @60 rest 120
                """)
        let items = file.templates[0].items
        #expect(
            items[0].progression
                == ProgressionRule(scheme: .linear, step: 2.5, deload: .init(afterSessions: 3, percent: 10)))
        #expect(items[1].reps == 8)
        #expect(items[1].progression == ProgressionRule(scheme: .double(topReps: 12), step: 2.5))
        #expect(items[2].progression == ProgressionRule())
        #expect(items[2].progression?.step == nil, "a bare progress: the plates' step")
        #expect(items[3].progression?.step == 1)
        #expect(items[4] == .init(exerciseId: "bench", sets: 5, reps: 5, weight: 60, restSeconds: 120))
    }

    @Test("the progression example of docs/PLANS.md reads as the rules it describes")
    func readmeExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/PLANS.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### Progression: what to lift today"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let file = try ScheduleFile.parse(
            String(rest[open.upperBound..<close.lowerBound]), knownExercises: DemoPlan.exercises)
        #expect(
            file.templates[0].items.map(\.progression) == [
                ProgressionRule(step: 2.5, deload: .init(afterSessions: 3, percent: 10)),
                ProgressionRule(scheme: .double(topReps: 12), step: 2.5), ProgressionRule(),
            ])
    }

    @Test("export writes the rules back, and the written file reads as the same schedule")
    func roundTrip() throws {
        let text =
            Self.head
            + "  bench 5x5 @60 rest 120 progress +2.5 deload 3 10%\n  row 3x8-12 @50 rest 90 progress double +5\n"
        let file = try ScheduleFile.parse(text)
        let rendered = ScheduleFile.render(file)
        #expect(rendered.contains("  bench 5x5 @60 rest 120 progress +2.5 deload 3 10%\n"))
        #expect(rendered.contains("  row 3x8-12 @50 rest 90 progress double +5\n"))
        #expect(try ScheduleFile.parse(rendered) == file)
    }

    @Test("the stored column reads back what was written, and unknown text drops the rule only")
    func storedText() {
        let rules = [
            ProgressionRule(),
            ProgressionRule(scheme: .double(topReps: 12), step: 1.25, deload: .init(afterSessions: 2, percent: 15)),
        ]
        for rule in rules { #expect(ProgressionRule(storedText: rule.storedText) == rule) }
        #expect(rules[0].storedText == "progress", "no step written: it stays the plates' step")
        #expect(ProgressionRule(scheme: .double(topReps: 12)).storedText == "progress double 12")
        #expect(rules[1].storedText == "progress double 12 +1.25 deload 2 15%")
        #expect(ProgressionRule(storedText: "progress sideways") == nil)
        #expect(ProgressionRule(storedText: "") == nil)
    }

    @Test(
        "a bad clause is refused with its line and what to write",
        arguments: [
            ("  bench 5x5 @60 progress +x", "step \"+x\" is not a weight"),
            ("  bench 5x5 @60 progress +0", "above 0"),
            ("  bench 5x5 @60 progress double", "needs a rep range, e.g. 3x8-12"),
            ("  row 3x8-12 @50", "a rep range (8-12) goes with double progression"),
            ("  row 3x8-12 @50 progress +2.5", "goes with double progression"),
            ("  row 3x12-8 @50 progress double", "from fewer to more reps"),
            ("  row 3x8-z @50 progress double", "reps \"z\""),
            ("  bench 5x5 progress +2.5", "needs a starting weight: add @KG"),
            ("  plank 3x45s progress", "a timed set cannot progress"),
            ("  bench 5x5 @60 deload 3 10%", "deload goes with a progress clause"),
            ("  bench 5x5 @60 progress deload 3", "expected: deload SESSIONS PERCENT%"),
            ("  bench 5x5 @60 progress deload 0 10%", "\"0\" is not a number of sessions from 1 to 20"),
            ("  bench 5x5 @60 progress deload 3 10", "\"10\" is not a percentage from 1% to 50%"),
            ("  bench 5x5 @60 progress deload 3 90%", "\"90%\" is not a percentage"),
            ("  bench 5x5 @60 progress progress", "progress is written twice"),
            ("  bench 5x5 @60 progress sideways", "unexpected \"sideways\""),
        ])
    func mistakes(_ line: String, _ message: String) {
        #expect {
            _ = try ScheduleFile.parse(Self.head + line + "\n")
        } throws: { error in
            guard let e = error as? ScheduleFile.ParseError else { return false }
            return e.line == 5 && e.message.contains(message)
        }
    }
}
