import Foundation
import Testing

@testable import SpotterCore

/// The `units` setting: kg or lb shown and typed, kilograms at full precision in between.
@Suite("Units: pounds in and out, kilograms stored")
struct WeightUnitTests {
    @Test("135 lb typed is stored at full precision and reads 135 lb again, never 134.99")
    func poundsRoundTrip() throws {
        let kg = try WeightUnit.lb.weight("135")
        #expect(kg == 135 * WeightUnit.kilogramsPerPound)
        #expect(WeightUnit.lb.text(kg) == "135")
        #expect(WeightUnit.lb.withUnit(kg) == "135 lb")
        // Every quarter pound from 1 to 1,000 lb comes back as typed.
        for quarter in 4...4000 {
            let typed = SetValue.weightText(Double(quarter) / 4)
            #expect(WeightUnit.lb.text(try WeightUnit.lb.weight(typed)) == typed, "\(typed) lb")
        }
    }

    @Test("kg is the identity; 62.5 kg reads 137.79 lb")
    func kilograms() throws {
        #expect(try WeightUnit.kg.weight("62.5") == 62.5)
        #expect(WeightUnit.kg.text(62.5) == "62.5")
        #expect(WeightUnit.lb.text(62.5) == "137.79")
        #expect(WeightUnit.lb.tenths(81.666) == "180")
    }

    @Test("a pound weight over 1,000 kg or not a number is refused, naming lb")
    func bounds() {
        #expect(throws: SetValueError.self) { try WeightUnit.lb.weight("2205") }
        #expect((try? WeightUnit.lb.weight("2204")) != nil)
        do {
            _ = try WeightUnit.lb.weight("12,5")
            Issue.record("12,5 was read")
        } catch {
            #expect("\(error)".contains("lb"))
        }
        #expect((try? WeightUnit.lb.weight("0")) == nil)
    }

    @Test("records read in the unit: heaviest 135 lb, 8 reps at 135 lb, e1RM to a tenth of a pound")
    func recordLabels() {
        let kg = 135 * WeightUnit.kilogramsPerPound
        #expect(
            RecordBreak(exerciseId: "b", kind: .heaviestWeight, value: kg, previous: 0).label(.lb) == "heaviest 135 lb")
        #expect(
            RecordBreak(exerciseId: "b", kind: .mostReps(atWeight: kg), value: 8, previous: 7).label(.lb)
                == "8 reps at 135 lb")
        let e1rm = EstimatedOneRepMax.of(weight: kg, reps: 5)
        #expect(
            RecordBreak(exerciseId: "b", kind: .estimatedOneRepMax, value: e1rm, previous: 0).label(.lb)
                == "e1RM 157.5 lb")
    }

    @Test("the schedule file is kg; @135lb is pounds, kept at full precision and written back as 135lb")
    func scheduleFile() throws {
        let text = """
            exercise bench "Bench press"
            template push "Push"
              bench 5x5 @135lb
              bench 3x5 @62.5
            """
        let file = try ScheduleFile.parse(text)
        #expect(file.templates[0].items.map(\.weight) == [135 * WeightUnit.kilogramsPerPound, 62.5])
        let rendered = ScheduleFile.render(file)
        #expect(rendered.contains("@135lb") && rendered.contains("@62.5"))
        #expect(try ScheduleFile.parse(rendered) == file)
        #expect(throws: Error.self) { try ScheduleFile.parse(text.replacingOccurrences(of: "@135lb", with: "@3000lb")) }
    }

    @Test("the units setting takes kg and lb, and is kg by default")
    func setting() throws {
        var prefs = NotificationPreferences()
        #expect(try PreferenceCatalog.get("units", from: prefs, zone: .utc) == "kg")
        try PreferenceCatalog.set("units", to: "lb", in: &prefs, zone: .utc)
        #expect(prefs.units == .lb)
        #expect(throws: PreferenceError.self) {
            try PreferenceCatalog.set("units", to: "stone", in: &prefs, zone: .utc)
        }
        #expect(
            PreferenceCatalog.decode(
                PreferenceCatalog.encode(prefs, zone: .utc).reduce(into: [:]) { $0[$1.0] = $1.1 }, zone: .utc
            ).units == .lb)
    }

    @Test("an exercise's sessions: the best set by e1RM, sets, volume; warm-ups set no e1RM")
    func progress() {
        let day = LocalDate(iso: "2026-11-30")!
        let t = Date(timeIntervalSince1970: 1_800_000_000)
        func workout(_ id: String, _ d: Int, _ sets: [(Double, Int, SetType)]) -> Workout {
            Workout(
                id: id, templateId: nil, day: day.adding(days: d), startedAt: t + Double(d * 86_400),
                finishedAt: t + Double(d * 86_400 + 3600),
                sets: sets.enumerated().map { i, s in
                    LoggedSet(
                        id: "\(id)-\(i)", exerciseId: "bench", weight: s.0, reps: s.1,
                        loggedAt: t + Double(d * 86_400 + i),
                        type: s.2)
                })
        }
        let workouts = [
            workout("b", 7, [(100, 1, .warmup), (80, 5, .working), (85, 1, .working)]),
            workout("a", 0, [(60, 15, .working), (70, 3, .working)]),
        ]
        let p = ExerciseProgress(exerciseId: "bench", workouts: workouts)
        // The same records the record book keeps from the same workouts.
        #expect(p.records == RecordBook(workouts: workouts)["bench"])
        #expect(p.sessions.map(\.workoutId) == ["a", "b"])
        #expect(p.sessions[1].bestSet?.weight == 80)  // 80×5 is e1RM 93.3; 85×1 is 85; the warm-up none
        #expect(p.sessions[1].setCount.all == 3)
        #expect(p.sessions[1].volume == 485)
        #expect(p.sessions[0].estimatedOneRepMax == 77)  // 60×15 is over 12 reps: 70×3 it is
        #expect(p.series.kind == .estimatedOneRepMax)
        #expect(p.series.points.map(\.kg) == [77, EstimatedOneRepMax.of(weight: 80, reps: 5)])
        #expect(p.records.heaviestWeight == 85)
    }

    @Test("weekly volume: twelve weeks ending with the one asked, zero where nothing was logged")
    func weeklyVolume() {
        let monday = LocalDate(iso: "2026-11-30")!
        let t = Date(timeIntervalSince1970: 1_800_000_000)
        let w = Workout(
            id: "w", templateId: nil, day: monday.adding(days: -14), startedAt: t, finishedAt: t + 60,
            sets: [LoggedSet(id: "s", exerciseId: "bench", weight: 100, reps: 5, loggedAt: t)])
        let series = WeeklyVolume.series([w], through: monday.isoWeek, weeks: 12)
        #expect(series.count == 12)
        #expect(series.last?.week == monday.isoWeek)
        #expect(series.map(\.kg) == Array(repeating: 0, count: 9) + [500, 0, 0])
    }
}
