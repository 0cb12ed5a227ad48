import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// The live workout's prefill with a progression rule: a real SQLite file holds the schedule (read
/// from the file format) and last session, the real loader reads it, the real runner opens the form.
@Suite("Progression in the live workout")
struct ProgressionReducerTests {
    static let schedule = """
        exercise bench "Bench press"
        exercise ohp "Overhead press"
        exercise plank "Plank" timed
        template push "Push"
          bench 5x5 @60 rest 120 progress +2.5 deload 3 10%
          ohp 3x8-12 @35 rest 90 progress double +2.5
          plank 3x45s rest 60
        weekly push mon,thu 18:00
        """

    /// A rig whose file holds the schedule and one finished Push: bench 5×5 at 60 (after a warm-up),
    /// overhead press 9, 9, 8 at 35 kg; then a state in today's Push, loaded from that file.
    static func world(
        width: Int = 80, height: Int = 24, prefs: NotificationPreferences? = nil, schedule: String = schedule
    ) throws -> (RunnerRig, AppState) {
        let rig = RunnerRig()
        if let prefs { try rig.db.savePreferences(prefs) }
        try rig.db.replaceSchedule(with: try ScheduleFile.parse(schedule))
        let before = Fixture.t0.addingTimeInterval(-86400 * 3)
        let last = try rig.db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-27")!, at: before)
        var sets = [LoggedSet(id: "wu", exerciseId: "bench", weight: 40, reps: 5, loggedAt: before, type: .warmup)]
        for n in 0..<5 {
            sets.append(
                LoggedSet(
                    id: "b\(n)", exerciseId: "bench", weight: 60, reps: 5,
                    loggedAt: before.addingTimeInterval(Double(n + 1) * 180)))
        }
        for (n, reps) in [9, 9, 8].enumerated() {
            sets.append(
                LoggedSet(
                    id: "o\(n)", exerciseId: "ohp", weight: 35, reps: reps,
                    loggedAt: before.addingTimeInterval(Double(n + 6) * 180)))
        }
        for set in sets { _ = try rig.db.logSet(set, in: last.id) }
        try rig.db.finishWorkout(id: last.id, at: before.addingTimeInterval(3600))
        var state = AppState(now: Fixture.t0, zone: Fixture.zone)
        state.width = width
        state.height = height
        _ = Reducer.reduce(
            &state,
            .loaded(try Snapshot.load(from: rig.db, now: Fixture.t0, calendar: ZonedCalendar(timeZone: Fixture.zone))))
        let today = try rig.db.startWorkout(templateId: "push", day: LocalDate(iso: "2026-11-30")!, at: Fixture.t0)
        _ = Reducer.reduce(&state, .workoutStarted(today))
        state.consent = .declined(at: Fixture.t0)
        return (rig, state)
    }

    @Test("the form opens at 62.5×5 after 5×5 at 60 was done, and says why")
    func prefillWithReason() throws {
        var (rig, state) = try Self.world()
        #expect(
            WorkoutView.nextText(state) == "Next: Bench press · set 1 of 5 · 62.5×5 (+2.5 kg, all 5×5 done last time)")
        rig.press([.enter], &state)
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no set form")
            return
        }
        #expect(form.weight == "62.5")
        #expect(form.reps == "5")
        #expect(form.source == "+2.5 kg, all 5×5 done last time")
    }

    @Test("in lb the Next line and the form read pounds; a bare progress steps by the plates' smallest pair")
    func poundsAndPlates() throws {
        var prefs = NotificationPreferences()
        prefs.units = .lb
        var (rig, state) = try Self.world(prefs: prefs)
        #expect(
            WorkoutView.nextText(state)
                == "Next: Bench press · set 1 of 5 · 137.79×5 (+5.51 lb, all 5×5 done last time)")
        rig.press([.enter], &state)
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no set form")
            return
        }
        #expect(form.weight == "137.79" && form.source == "+5.51 lb, all 5×5 done last time")
        // Without 1.25 kg plates the smallest pair is 5 kg: a bare `progress` (no step of its own)
        // adds that after 5×5 at 60.
        prefs.units = .kg
        prefs.plates = PlateSet([25, 20, 10, 5, 2.5], .kg)
        (_, state) = try Self.world(prefs: prefs)
        var bench = try #require(state.selectedRow)
        bench.target?.progression = ProgressionRule()
        #expect(state.prescription(for: bench)?.line() == "65×5: +5 kg, all 5×5 done last time")
    }

    @Test("a double-progression item opens one rep up from its weakest set; a warm-up keeps the prescription")
    func doubleAndWarmups() throws {
        var (rig, state) = try Self.world()
        rig.press([.down], &state)
        #expect(
            WorkoutView.nextText(state) == "Next: Overhead press · set 1 of 3 · 35×9 (+1 rep, all 3×8 done last time)")
        // A warm-up logged today is not where the working sets start.
        rig.run(
            .setSaved(LoggedSet(id: "wu2", exerciseId: "ohp", weight: 20, reps: 8, loggedAt: state.now, type: .warmup)),
            &state)
        #expect(state.prefill(for: state.selectedRow!).source == "+1 rep, all 3×8 done last time")
        // The first working set logged: the rule still prescribes the next.
        rig.run(.setSaved(LoggedSet(id: "w1", exerciseId: "ohp", weight: 35, reps: 9, loggedAt: state.now)), &state)
        let next = state.prefill(for: state.selectedRow!)
        #expect(next.weight == 35 && next.reps == 9 && next.source == "+1 rep, all 3×8 done last time")
    }

    @Test("without a rule, set N opens on last time's set N and says so; past last time's sets, on the last one")
    func prefillFromLastTime() throws {
        // The same Push with no progression: last time was 60×5 five times, then 9, 9, 8 at 35.
        let plain = Self.schedule.replacingOccurrences(of: " progress +2.5 deload 3 10%", with: "")
            .replacingOccurrences(of: "3x8-12 @35 rest 90 progress double +2.5", with: "3x8 @35 rest 90")
        var (rig, state) = try Self.world(schedule: plain)
        rig.run(.workoutStarted(state.live.workout!), &state)
        rig.press([.down], &state)
        #expect(WorkoutView.nextText(state) == "Next: Overhead press · set 1 of 3 · 35×9 (last time set 1)")
        rig.press([.enter], &state)
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no set form")
            return
        }
        #expect(form.weight == "35" && form.reps == "9" && form.source == "last time set 1")
        rig.press([.enter, .enter, .tab, .char("8"), .enter], &state)
        #expect(state.live.workout?.sets.map(\.reps) == [9, 8])
        // Set 3 opens on last time's set 3 (8 reps), not on today's set 2.
        let third = state.prefill(for: state.selectedRow!)
        #expect(third.weight == 35 && third.reps == 8 && third.source == "last time set 3")
        rig.press([.enter, .tab, .char("1"), .char("0"), .enter], &state)
        // A fourth set, past last time's three: today's last set.
        let fourth = state.prefill(for: state.exerciseRows[1])
        #expect(fourth.reps == 10 && fourth.source == "as the last set")
    }

    @Test("with a rule, every working set opens on the rule's prescription, not on the set before")
    func prefillFromTheRule() throws {
        var (rig, state) = try Self.world()
        rig.press([.enter, .tab, .char("3"), .enter], &state)
        #expect(state.live.workout?.sets.last?.reps == 3)
        let next = state.prefill(for: state.selectedRow!)
        #expect(next.weight == 62.5 && next.reps == 5 && next.source == "+2.5 kg, all 5×5 done last time")
    }

    @Test("the workout shows today's target with its reason", arguments: GoldenScreenTests.sizes)
    func golden(_ w: Int, _ h: Int) throws {
        let (_, state) = try Self.world(width: w, height: h)
        assertSnapshot(View.render(state), named: "workout-progression-\(w)x\(h)")
    }

    @Test("the set form with the prescription and its reason", arguments: GoldenScreenTests.sizes)
    func goldenForm(_ w: Int, _ h: Int) throws {
        var (rig, state) = try Self.world(width: w, height: h)
        rig.press([.enter], &state)
        assertSnapshot(View.render(state), named: "set-form-progression-\(w)x\(h)")
    }
}
