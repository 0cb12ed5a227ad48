import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

@Suite("Reducer: the live workout, stepped on a fixed clock")
struct ReducerTests {
    @Test("Enter on Today starts today's planned workout through the store")
    func startsPlannedWorkout() {
        var state = Fixture.state()
        #expect(
            TodayOverview(state).entries.first == .template(id: "push", rotationId: nil, note: "planned today 18:00"))
        let effects = Reducer.reduce(&state, .keyPressed(.enter))
        #expect(
            effects.contains(.startWorkout(templateId: "push", rotationId: nil, day: LocalDate(iso: "2026-11-30")!)))
        #expect(state.screen == .today)
        _ = Reducer.reduce(&state, .workoutStarted(Fixture.pushWorkout))
        #expect(state.screen == .workout)
        #expect(state.exerciseRows.map(\.exercise.id) == ["bench", "ohp", "plank"])
    }

    @Test("a logged set is shown saving until the store confirms it, then rest starts with the exercise's rest")
    func setIsDurableBeforeSaved() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        _ = Reducer.reduce(&state, .keyPressed(.enter))
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no form")
            return
        }
        #expect(form.weight == "60" && form.reps == "5" && form.source == "target")
        let effects = Reducer.reduce(&state, .keyPressed(.enter))
        guard case .store(.saveSet(let set, "w1"))? = effects.first else {
            Issue.record("no save: \(effects)")
            return
        }
        #expect(state.live.workout?.sets.isEmpty == true)
        #expect(state.live.pendingSet == set)
        #expect(state.live.rest == nil)
        _ = Reducer.reduce(&state, .setSaved(set))
        #expect(state.live.workout?.sets == [set])
        #expect(state.live.pendingSet == nil)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(120))
    }

    @Test("a set the store refuses is not shown saved and rest does not start")
    func failedSave() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter], &state)
        let effects = Reducer.reduce(&state, .keyPressed(.enter))
        guard case .store(.saveSet(let set, _))? = effects.first else {
            Issue.record("no save: \(effects)")
            return
        }
        _ = Reducer.reduce(&state, .setSaveFailed(set, "disk full"))
        #expect(state.live.workout?.sets.isEmpty == true)
        #expect(state.live.rest == nil)
        #expect(state.message == StatusMessage("Not saved: disk full", isError: true))
    }

    @Test("typing replaces the prefill, Tab switches to reps, and bad input is refused with a message")
    func formEditing() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .char("6"), .char("2"), .char("."), .char("5"), .tab, .char("8")], &state)
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no form")
            return
        }
        #expect(form.reps == "8")
        #expect(form.weight == "62.5")
        Fixture.press([.backspace], &state)
        let effects = Fixture.press([.enter], &state)
        #expect(effects.isEmpty)
        #expect(state.message?.isError == true)
        Fixture.press([.char("6"), .enter], &state)
        #expect(state.live.workout?.sets.last?.reps == 6)
        #expect(state.live.workout?.sets.last?.weight == 62.5)
    }

    @Test("+30s after 30 s of a 120 s rest moves the end instant to t0 + 150 s")
    func plusThirty() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(30, &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90)
        Fixture.press([.char("+")], &state)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(150))
        #expect(state.live.rest?.secondsLeft(at: state.now) == 120)
    }

    @Test("+30s when rest is already over counts from now")
    func plusThirtyAfterOver() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(200, &state)
        Fixture.press([.char("=")], &state)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(230))
        #expect(state.live.rest?.alerted == false)
    }

    @Test("Next set ends rest and cancels its notifications")
    func nextSet() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &state)
        let effects = Fixture.press([.char("n")], &state)
        #expect(state.live.rest == nil)
        #expect(effects.contains(.cancelNotification(id: NotificationID.restAlert(workoutId: "w1"))))
        #expect(
            effects.contains {
                if case .store(.saveLiveSession(let r, _)) = $0 { return r.restEndsAt == nil } else { return false }
            })
    }

    @Test("a key that does nothing now says why")
    func disabledKey() {
        var state = Fixture.inWorkout()
        let effects = Fixture.press([.char("+")], &state)
        #expect(effects.isEmpty)
        #expect(state.message?.text == "+30s: no rest is running")
    }

    @Test("rest over while looking: a flash and the bell here, no banner elsewhere; once only")
    func restOverWhileLooking() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &state)
        #expect(Fixture.tick(119, &state).terminalAlerts.isEmpty)
        let effects = Fixture.tick(1, &state)
        #expect(effects.terminalAlerts == [true])
        #expect(effects.desktopAlerts.isEmpty)
        #expect(Fixture.tick(1, &state).terminalAlerts.isEmpty)
    }

    @Test("rest over without focus asks for a real alert with +30s and Next set")
    func restOverNotLooking() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &state)
        Fixture.press([.focusOut], &state)
        let alerts = Fixture.tick(120, &state).desktopAlerts
        #expect(alerts.map(\.id) == [NotificationID.restAlert(workoutId: "w1")])
        #expect(alerts.first?.actions == [.addThirtySeconds, .nextSet])
    }

    @Test("rest over on another screen asks for a real alert; without consent it never does")
    func restOverElsewhere() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter, .char("q")], &state)
        #expect(state.screen == .today)
        #expect(Fixture.tick(120, &state).desktopAlerts.count == 1)

        var declined = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter, .char("q")], &declined)
        let effects = Fixture.tick(120, &declined)
        #expect(effects.desktopAlerts.isEmpty)
        #expect(effects.terminalAlerts == [true])
    }

    @Test("the bell follows the rest-bell preference; the flash stays")
    func noBell() {
        var prefs = NotificationPreferences()
        prefs.restBell = false
        var state = Fixture.inWorkout(consent: Fixture.declined, prefs: prefs)
        Fixture.press([.enter, .enter], &state)
        #expect(Fixture.tick(120, &state).terminalAlerts == [false])
    }

    @Test("the repeat nudge comes a minute after rest ends, only when enabled and the next set has not started")
    func repeatNudge() {
        var prefs = NotificationPreferences()
        prefs.restRepeat = true
        var state = Fixture.inWorkout(consent: Fixture.allowed, prefs: prefs)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(120, &state)
        #expect(Fixture.tick(59, &state).terminalAlerts.isEmpty)
        #expect(Fixture.tick(1, &state).terminalAlerts == [true])
        #expect(Fixture.tick(60, &state).terminalAlerts.isEmpty)

        var off = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &off)
        _ = Fixture.tick(120, &off)
        #expect(Fixture.tick(60, &off).terminalAlerts.isEmpty)
    }

    @Test("the consent prompt comes after the first set while rest counts; Not now is stored and never asks again")
    func consentNotNow() {
        var state = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &state)
        #expect(state.overlay == .consent(allowFocused: true))
        #expect(state.live.rest != nil)
        let effects = Fixture.press([.char("n")], &state)
        #expect(effects.contains(.saveConsent(.declined, at: Fixture.t0)))
        #expect(state.overlay == nil)
        #expect(state.live.rest != nil)
        Fixture.press([.char("n"), .enter, .enter], &state)
        #expect(state.live.workout?.sets.count == 2)
        #expect(state.overlay == nil)
    }

    @Test("Allow stores the answer and schedules the rest alert for the deadline")
    func consentAllow() {
        var state = Fixture.inWorkout()
        Fixture.press([.enter, .enter], &state)
        let effects = Fixture.press([.enter], &state)
        #expect(effects.contains(.saveConsent(.allowed, at: Fixture.t0)))
        #expect(effects.scheduled.map(\.fireAt) == [Fixture.t0.addingTimeInterval(120)])
    }

    @Test("a rest that ran out while Spotter was closed shows as over, without ringing at start")
    func resumeAfterDeadline() {
        var state = AppState(now: Fixture.t0.addingTimeInterval(600), zone: Fixture.zone)
        var workout = Fixture.pushWorkout
        workout.sets = [LoggedSet(id: "s1", exerciseId: "bench", weight: 60, reps: 5, loggedAt: Fixture.t0)]
        let live = LiveSessionRecord(
            workoutId: "w1", restExerciseId: "bench", restStartedAt: Fixture.t0,
            restEndsAt: Fixture.t0.addingTimeInterval(120))
        _ = Reducer.reduce(&state, .loaded(Fixture.snapshot(open: workout, live: live, consent: Fixture.allowed)))
        #expect(state.screen == .workout)
        #expect(state.live.rest?.isOver(at: state.now) == true)
        #expect(Fixture.tick(1, &state).terminalAlerts.isEmpty)
    }

    @Test("restarting mid-rest shows the time really left")
    func resumeMidRest() {
        var state = AppState(now: Fixture.t0.addingTimeInterval(47), zone: Fixture.zone)
        let live = LiveSessionRecord(
            workoutId: "w1", restExerciseId: "bench", restStartedAt: Fixture.t0,
            restEndsAt: Fixture.t0.addingTimeInterval(120))
        _ = Reducer.reduce(&state, .loaded(Fixture.snapshot(open: Fixture.pushWorkout, live: live)))
        #expect(state.live.rest?.secondsLeft(at: state.now) == 73)
        #expect(ActiveWorkoutLine.title(state).hasPrefix("Rest 01:13"))
    }

    @Test("a +30s pressed on a desktop notification (another process) moves the countdown here")
    func changedElsewhere() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &state)
        guard var record = state.live.persistedLive else {
            Issue.record("nothing persisted")
            return
        }
        record.restEndsAt = Fixture.t0.addingTimeInterval(150)
        record.revision = 7
        let effects = Reducer.reduce(&state, .liveSessionChangedElsewhere(record))
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(150))
        #expect(!effects.contains { if case .store(.saveLiveSession) = $0 { return true } else { return false } })
        record.restEndsAt = nil
        _ = Reducer.reduce(&state, .liveSessionChangedElsewhere(record))
        #expect(state.live.rest == nil)
    }

    @Test("our own row read back with instants off in the last bits is no change")
    func ownRowReadBack() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.enter, .enter], &state)
        state.message = nil
        guard var record = state.live.persistedLive, let ends = record.restEndsAt else {
            Issue.record("nothing persisted")
            return
        }
        record.restEndsAt = Date(timeIntervalSince1970: ends.timeIntervalSince1970 + 0.0000001)
        record.viewerPid = 99
        let effects = Reducer.reduce(&state, .liveSessionChangedElsewhere(record))
        #expect(state.message == nil)
        #expect(state.live.rest?.endsAt == ends)
        #expect(effects.isEmpty)
    }

    @Test("a timed set runs its own work countdown, alerts at the end, logs its duration, then rest starts")
    func timedSet() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.down, .down], &state)
        #expect(state.selectedRow?.exercise.id == "plank")
        Fixture.press([.enter], &state)
        #expect(state.live.work?.endsAt == Fixture.t0.addingTimeInterval(45))
        #expect(state.live.rest == nil)
        #expect(Fixture.tick(44, &state).terminalAlerts.isEmpty)
        let effects = Fixture.tick(1, &state)
        #expect(effects.terminalAlerts == [true])
        #expect(state.live.work == nil)
        #expect(state.live.workout?.sets.last?.durationSeconds == 45)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(45 + 60))
    }

    @Test("a timed set ending while the user looks away asks for the work-end alert at its deadline")
    func timedSetNotLooking() {
        var state = Fixture.inWorkout(consent: Fixture.allowed)
        Fixture.press([.down, .down, .enter, .focusOut], &state)
        let alerts = Fixture.tick(45, &state).desktopAlerts
        #expect(alerts.map(\.id) == [NotificationID.workEnd(workoutId: "w1")])
        #expect(alerts.first?.fireAt == Fixture.t0.addingTimeInterval(45))
    }

    @Test("Enter during a timed set stops it early and logs what was held")
    func timedSetStoppedEarly() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.down, .down, .enter], &state)
        _ = Fixture.tick(30, &state)
        Fixture.press([.enter], &state)
        #expect(state.live.workout?.sets.last?.durationSeconds == 30)
        #expect(state.live.work == nil)
        #expect(state.live.rest != nil)
    }

    @Test("undo deletes the last set and stops the rest it started")
    func undo() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        Fixture.press([.char("u")], &state)
        #expect(state.live.workout?.sets.isEmpty == true)
        #expect(state.live.rest == nil)
    }

    @Test("undo of two sets logged in the same instant deletes the one logged after")
    func undoSameInstant() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter, .char("j"), .enter, .enter], &state)
        #expect(state.live.workout?.sets.map(\.exerciseId) == ["bench", "ohp"])
        Fixture.press([.char("u")], &state)
        #expect(state.live.workout?.sets.map(\.exerciseId) == ["bench"])
    }

    @Test("edit rewrites the same set without restarting rest")
    func edit() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        let id = state.live.workout?.sets.first?.id
        _ = Fixture.tick(10, &state)
        Fixture.press([.char("e"), .char("6"), .char("5"), .enter], &state)
        #expect(state.live.workout?.sets.count == 1)
        #expect(state.live.workout?.sets.first?.id == id)
        #expect(state.live.workout?.sets.first?.weight == 65)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(120))
    }

    @Test("a heavy warm-up is no personal best in the summary: the working sets are")
    func warmupIsNoBest() {
        var workout = Fixture.pushWorkout
        workout.sets = [
            LoggedSet(id: "w1", exerciseId: "bench", weight: 100, reps: 1, loggedAt: Fixture.t0, type: .warmup),
            LoggedSet(id: "s1", exerciseId: "bench", weight: 62.5, reps: 5, loggedAt: Fixture.t0),
        ]
        let summary = WorkoutSummary(workout: workout, name: "Push", names: [:], previousBest: ["bench": 60])
        #expect(summary.personalBests.map(\.weight) == [62.5])
    }

    @Test("an edit keeps the set's RPE and type, and a timed set is not turned into reps")
    func editKeepsWhatTheFormDoesNotShow() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        let t = Fixture.t0.addingTimeInterval(30)
        var workout = Fixture.pushWorkout
        workout.sets = [
            LoggedSet(id: "s1", exerciseId: "bench", weight: 60, reps: 5, rpe: 8.5, loggedAt: t, type: .drop)
        ]
        _ = Reducer.reduce(&state, .workoutStarted(workout))
        let effects = Fixture.press([.char("e"), .char("6"), .char("5"), .enter], &state)
        let saved = effects.compactMap { effect -> LoggedSet? in
            if case .store(.saveSet(let set, _)) = effect { return set } else { return nil }
        }
        #expect(saved.map(\.rpe) == [8.5])
        #expect(saved.map(\.type) == [.drop])
        #expect(saved.map(\.weight) == [65])

        var timed = Fixture.pushWorkout
        timed.sets = [LoggedSet(id: "p1", exerciseId: "plank", durationSeconds: 45, loggedAt: t)]
        var planking = Fixture.inWorkout(consent: Fixture.declined)
        _ = Reducer.reduce(&planking, .workoutStarted(timed))
        planking.live.workoutCursor = 2
        // A held set opens on its time, and stays a held set.
        Fixture.press([.char("e")], &planking)
        guard case .setForm(let held)? = planking.overlay else {
            Issue.record("e opened no form on a plank")
            return
        }
        #expect(held.fields == [.time, .rpe, .type, .note] && held.time == "00:45")
        let heldEffects = Fixture.press([.char("1"), .char(":"), .char("0"), .char("5"), .enter], &planking)
        let heldSaved = heldEffects.compactMap { effect -> LoggedSet? in
            if case .store(.saveSet(let set, _)) = effect { return set } else { return nil }
        }
        #expect(heldSaved.map(\.durationSeconds) == [65] && heldSaved.map(\.reps) == [nil])
    }

    @Test("prefill comes from the target, then this workout's last set, else last time")
    func prefill() {
        var state = Fixture.state()
        let empty = Workout(id: "w2", templateId: nil, day: LocalDate(iso: "2026-11-30")!, startedAt: Fixture.t0)
        _ = Reducer.reduce(&state, .workoutStarted(empty))
        #expect(state.exerciseRows.isEmpty)
        // Overhead press, logged four days ago, leads the picker.
        Fixture.press([.char("a"), .enter], &state)
        #expect(state.exerciseRows.map(\.exercise.id) == ["ohp"])
        Fixture.press([.enter], &state)
        guard case .setForm(let form) = state.overlay else {
            Issue.record("no form")
            return
        }
        #expect(form.weight == "37.5" && form.reps == "8" && form.source == "last time")
    }

    @Test("q on the workout goes back to Today and keeps the workout open")
    func backKeepsOpen() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        let effects = Fixture.press([.char("q")], &state)
        #expect(state.screen == .today)
        #expect(state.live.workout != nil)
        #expect(!effects.contains(.quit))
        #expect(TodayOverview(state).entries.first == .resume)
        Fixture.press([.char("r")], &state)
        #expect(state.screen == .workout)
        #expect(Fixture.press([.char("q"), .char("q")], &state).contains(.quit))
    }

    @Test("finishing asks the store, then shows the summary with personal bests and re-plans")
    func finish() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .char("6"), .char("2"), .char("."), .char("5"), .tab, .char("6"), .enter], &state)
        _ = Fixture.tick(1800, &state)
        // Sets are left: f asks, Enter finishes.
        let effects = Fixture.press([.char("f"), .enter], &state)
        #expect(effects.contains(.finishWorkout(workoutId: "w1")))
        let after = effects.drop { $0 != .finishWorkout(workoutId: "w1") }
        #expect(after.contains(.replan))
        #expect(after.contains(.cancelNotification(id: NotificationID.forgotToFinish(workoutId: "w1"))))
        #expect(state.screen == .summary)
        #expect(state.live.workout == nil)
        #expect(state.summary?.durationSeconds == 1800)
        #expect(state.summary?.volume == 375)
        #expect(state.summary?.personalBests.map(\.weight) == [62.5])
    }

    @Test("the title shows the countdown and the line; lock-screen privacy hides the exercise")
    func title() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(47, &state)
        #expect(state.title == "Rest 01:13 · Bench press · set 2 of 5 · 00:47")
        state.prefs.lockScreen = .hidden
        let effects = Fixture.tick(1, &state)
        #expect(effects.contains(.setTitle("Rest 01:12 · Workout in progress")))
    }

    @Test("the live session row records whether the countdown is being looked at")
    func lookingIsPersisted() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        #expect(state.live.persistedLive?.viewerLooking == true)
        let effects = Fixture.press([.focusOut], &state)
        #expect(
            effects.contains {
                if case .store(.saveLiveSession(let r, _)) = $0 { return !r.viewerLooking } else { return false }
            })
    }
}
