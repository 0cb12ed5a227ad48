import Foundation
import SpotterCore
import SpotterStore
import Testing

@testable import SpotterTUI

/// Rest on a fixed clock: `-`, pause and resume, the rest step, and an exercise's rest changed
/// from the workout. Bench rests 120 s in the demo plan's Push; the first set is saved at t0.
@Suite("Reducer: rest step, pause and an exercise's rest, on a fixed clock")
struct RestReducerTests {
    /// Push with one bench set saved at t0: resting until t0 + 120 s, alerts allowed.
    static func resting(prefs: NotificationPreferences = NotificationPreferences()) -> AppState {
        var state = Fixture.inWorkout(consent: Fixture.allowed, prefs: prefs)
        Fixture.press([.enter, .enter], &state)
        return state
    }

    static func savedLive(_ effects: [Effect]) -> LiveSessionRecord? {
        effects.compactMap { if case .store(.saveLiveSession(let r, _)) = $0 { return r } else { return nil } }.last
    }

    static let restAlertId = NotificationID.restAlert(workoutId: "w1")

    @Test("the rest keys' slice functions change the live workout alone, on the clock and step they are given")
    func sliceFunctions() {
        var live = Self.resting().live
        var prefs = NotificationPreferences()
        prefs.restStepSeconds = 15
        let at30 = LiveContext(now: Fixture.t0.addingTimeInterval(30), prefs: prefs)
        #expect(Reducer.addRestStep(&live, at30)?.text == "+15s: 01:45 left")
        #expect(live.rest?.endsAt == Fixture.t0.addingTimeInterval(135))
        #expect(Reducer.togglePause(&live, at30)?.text == "Rest paused at 01:45: p resumes")
        #expect(Reducer.takeOffRestStep(&live, at30)?.text == "-15s: 01:30 left (paused)")
        var none = LiveWorkoutState()
        #expect(Reducer.addRestStep(&none, at30) == nil && none.rest == nil)
    }

    @Test("p pauses: the time left holds, the planned alerts are retired, and no alert comes while paused")
    func pauseHolds() {
        var state = Self.resting()
        _ = Fixture.tick(30, &state)
        let effects = Fixture.press([.char("p")], &state)
        #expect(state.live.rest?.pausedAt == Fixture.t0.addingTimeInterval(30))
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(120), "the end instant stays stored")
        #expect(effects.contains(.cancelNotification(id: Self.restAlertId)))
        #expect(effects.contains(.cancelNotification(id: NotificationID.restRepeat(workoutId: "w1"))))
        #expect(effects.scheduled.isEmpty)
        #expect(Self.savedLive(effects)?.restPausedAt == Fixture.t0.addingTimeInterval(30))
        #expect(state.message?.text == "Rest paused at 01:30: p resumes")
        // Five minutes later, past the old end: still 90 s left, no alert of any kind.
        var later: [Effect] = []
        for _ in 0..<300 { later += Fixture.tick(1, &state) }
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90)
        #expect(later.terminalAlerts.isEmpty && later.desktopAlerts.isEmpty)
        #expect(state.live.rest?.alerted == false)
    }

    @Test("p again resumes: the end moves by the paused time and the rest alert is planned at the new end")
    func resumeMovesTheEnd() {
        var state = Self.resting()
        _ = Fixture.tick(30, &state)
        Fixture.press([.char("p")], &state)
        _ = Fixture.tick(300, &state)
        let effects = Fixture.press([.char("p")], &state)
        #expect(state.live.rest?.pausedAt == nil)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(420))
        #expect(state.live.rest?.secondsLeft(at: state.now) == 90)
        #expect(effects.scheduled.first { $0.id == Self.restAlertId }?.fireAt == Fixture.t0.addingTimeInterval(420))
        #expect(Self.savedLive(effects)?.restPausedAt == nil)
        #expect(state.message?.text == "Rest resumed: 01:30 left")
        // And it ends there: one alert at t0 + 420, none before.
        #expect(Fixture.tick(89, &state).terminalAlerts.isEmpty)
        #expect(Fixture.tick(1, &state).terminalAlerts == [true])
    }

    @Test("- takes 30 s off, and never below zero: the rest alert is retired and the alert comes at once")
    func minusNeverBelowZero() {
        var state = Self.resting()
        _ = Fixture.tick(30, &state)
        var effects = Fixture.press([.char("-")], &state)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(90))
        #expect(state.live.rest?.secondsLeft(at: state.now) == 60)
        #expect(state.message?.text == "-30s: 01:00 left")
        #expect(effects.scheduled.first { $0.id == Self.restAlertId }?.fireAt == Fixture.t0.addingTimeInterval(90))
        Fixture.press([.char("-")], &state)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 30)
        // 20 s left: another 30 s off stops at zero.
        _ = Fixture.tick(10, &state)
        effects = Fixture.press([.char("-")], &state)
        #expect(state.live.rest?.endsAt == state.now, "never before now")
        #expect(state.live.rest?.secondsLeft(at: state.now) == 0)
        #expect(state.message?.text == "-30s: 00:00 left")
        #expect(effects.contains(.cancelNotification(id: Self.restAlertId)))
        #expect(effects.scheduled.isEmpty)
        #expect(Fixture.tick(1, &state).terminalAlerts == [true])
        // Over now: - says so and leaves the end where it was.
        let ended = state.live.rest?.endsAt
        #expect(Fixture.press([.char("-")], &state).isEmpty)
        #expect(state.message?.text == "-30s: rest is already over")
        #expect(state.live.rest?.endsAt == ended)
    }

    @Test("- on a paused rest takes off what is left (never below zero) and it stays paused")
    func minusWhilePaused() {
        var state = Self.resting()
        _ = Fixture.tick(100, &state)
        Fixture.press([.char("p")], &state)
        _ = Fixture.tick(50, &state)
        let effects = Fixture.press([.char("-")], &state)
        #expect(state.live.rest?.isPaused == true)
        #expect(state.live.rest?.secondsLeft(at: state.now) == 0)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(100))
        #expect(effects.scheduled.isEmpty)
        #expect(Fixture.tick(5, &state).terminalAlerts.isEmpty, "no alert while paused")
    }

    @Test("rest-step 15: + adds 15 s and - takes 15 s off, and they say so")
    func stepFifteen() {
        var prefs = NotificationPreferences()
        prefs.restStepSeconds = 15
        var state = Self.resting(prefs: prefs)
        _ = Fixture.tick(30, &state)
        Fixture.press([.char("+")], &state)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(135))
        #expect(state.message?.text == "+15s: 01:45 left")
        Fixture.press([.char("-"), .char("-")], &state)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(105))
        #expect(state.message?.text == "-15s: 01:15 left")
    }

    @Test("the footer and a refused key name the rest step: + +30s, or + +15s with rest-step 15")
    func footerNamesTheStep() {
        let footer = { (state: AppState) in View.render(state).lines.last ?? "" }
        #expect(footer(Self.resting()).contains("+ +30s  p pause"), "\(footer(Self.resting()))")
        var prefs = NotificationPreferences()
        prefs.restStepSeconds = 15
        var state = Self.resting(prefs: prefs)
        #expect(footer(state).contains("+ +15s  p pause"), "\(footer(state))")
        #expect(!footer(state).contains("rest"), "the footer says what + does, not what it is about")
        _ = Fixture.tick(121, &state)
        Fixture.press([.char("-")], &state)
        #expect(state.message?.text == "-15s: rest is already over")
        Fixture.press([.char("n"), .char("+")], &state)
        #expect(state.message?.text == "+15s: no rest is running")
    }

    @Test("p with no rest running, or with rest over, says why and does nothing")
    func pauseRefused() {
        var state = Fixture.inWorkout(consent: Fixture.declined)
        #expect(Fixture.press([.char("p")], &state).isEmpty)
        #expect(state.message?.text == "pause: no rest is running")
        Fixture.press([.enter, .enter], &state)
        _ = Fixture.tick(121, &state)
        #expect(Fixture.press([.char("p")], &state).isEmpty)
        #expect(state.message?.text == "pause: rest is already over")
        #expect(state.live.rest?.isPaused == false)
    }

    @Test("a paused rest read back from the store is still paused with the same time left, however late")
    func pausedSurvivesAReload() throws {
        var state = Self.resting()
        _ = Fixture.tick(30, &state)
        let effects = Fixture.press([.char("p")], &state)
        let live = try #require(Self.savedLive(effects))
        var restarted = AppState(now: Fixture.t0.addingTimeInterval(3600), zone: Fixture.zone)
        _ = Reducer.reduce(&restarted, .loaded(Fixture.snapshot(open: state.live.workout, live: live)))
        #expect(restarted.live.rest?.isPaused == true)
        #expect(restarted.live.rest?.secondsLeft(at: restarted.now) == 90)
        #expect(restarted.live.rest?.alerted == false)
        #expect(ActiveWorkoutLine.title(restarted).hasPrefix("Rest 01:30 paused · "))
        Fixture.press([.char("p")], &restarted)
        #expect(restarted.live.rest?.endsAt == Fixture.t0.addingTimeInterval(120 + 3600 - 30))
    }

    @Test("t changes the rest after the selected exercise for this workout; the running rest follows it")
    func changeRestThisWorkout() {
        var state = Self.resting()
        _ = Fixture.tick(10, &state)
        Fixture.press([.char("t")], &state)
        #expect(state.restEntry?.text == "120")
        let effects = Fixture.press([.char("1"), .char("5"), .char("0"), .enter], &state)
        #expect(state.live.restOverrides == ["bench": 150])
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(150))
        #expect(effects.scheduled.first { $0.id == Self.restAlertId }?.fireAt == Fixture.t0.addingTimeInterval(150))
        #expect(Self.savedLive(effects)?.restOverrides == ["bench": 150])
        #expect(state.restEntry?.asking == true, "Push has bench at 120 s: it asks whether the template keeps 150")
        Fixture.press([.char("n")], &state)
        #expect(state.overlay == nil)
        #expect(state.plan.template("push")?.items.first?.restSeconds == 120)
        // The next bench set rests 150 s.
        _ = Fixture.tick(200, &state)
        Fixture.press([.char("n"), .enter, .enter], &state)
        #expect(state.live.rest?.endsAt == state.now.addingTimeInterval(150))
    }

    @Test("t then y: the template keeps the new rest, in the store, and the plan on screen shows it")
    func changeRestInTemplate() throws {
        var state = Self.resting()
        Fixture.press([.char("t"), .char("9"), .char("0"), .enter], &state)
        let effects = Fixture.press([.char("y")], &state)
        #expect(effects.contains(.saveTemplateRest(templateId: "push", exerciseId: "bench", seconds: 90)))
        #expect(state.plan.template("push")?.items.first { $0.exerciseId == "bench" }?.restSeconds == 90)
        #expect(state.message?.text == "Bench press rests 01:30 in Push from now on")
        #expect(state.overlay == nil)
    }

    @Test("t refuses a rest that is not whole seconds up to an hour, and keeps the old one")
    func changeRestRefused() {
        var state = Self.resting()
        Fixture.press([.char("t"), .char("9"), .char("9"), .char("9"), .char("9"), .enter], &state)
        #expect(state.message?.isError == true)
        #expect(state.live.restOverrides.isEmpty)
        Fixture.press([.backspace, .backspace, .backspace, .backspace, .enter], &state)
        #expect(state.message?.isError == true)
        Fixture.press([.escape], &state)
        #expect(state.overlay == nil)
        #expect(state.live.rest?.endsAt == Fixture.t0.addingTimeInterval(120))
    }

    @Test("forgot to finish is planned at the forgot-finish delay after the set")
    func forgotFinishDelay() {
        var prefs = NotificationPreferences()
        prefs.forgotFinishMinutes = 90
        var state = Fixture.inWorkout(consent: Fixture.allowed, prefs: prefs)
        let effects = Fixture.press([.enter, .enter], &state)
        let nudge = effects.scheduled.first { $0.kind == .forgotToFinish }
        #expect(nudge?.fireAt == Fixture.t0.addingTimeInterval(90 * 60))
    }
}
