import Foundation
import Testing

@testable import SpotterCore

@Suite("RestClock: rest as deadlines, paused or running")
struct RestClockTests {
    let t0 = Date(timeIntervalSince1970: 1_780_000_000)

    @Test("paused rest reads at the pause: the time left does not move, however late it is read")
    func pausedHolds() {
        let end = t0.addingTimeInterval(120)
        let paused = t0.addingTimeInterval(30)
        #expect(
            RestClock.secondsLeft(startedAt: t0, endsAt: end, pausedAt: paused, now: t0.addingTimeInterval(9999)) == 90)
        #expect(!RestClock.isOver(endsAt: end, pausedAt: paused, now: t0.addingTimeInterval(9999)))
        #expect(RestClock.secondsLeft(startedAt: t0, endsAt: end, pausedAt: nil, now: t0.addingTimeInterval(30)) == 90)
    }

    @Test("resuming moves the end by the paused time")
    func resume() {
        let end = t0.addingTimeInterval(120)
        let moved = RestClock.resumed(endsAt: end, pausedAt: t0.addingTimeInterval(30), now: t0.addingTimeInterval(330))
        #expect(moved == t0.addingTimeInterval(420))
    }

    @Test("taking seconds off never goes below zero, running or paused")
    func neverBelowZero() {
        let end = t0.addingTimeInterval(20)
        #expect(RestClock.takenOff(30, endsAt: end, pausedAt: nil, now: t0) == t0)
        #expect(RestClock.takenOff(15, endsAt: end, pausedAt: nil, now: t0) == t0.addingTimeInterval(5))
        // A rest already over stays as it ended: taking time off never moves the end later.
        #expect(RestClock.takenOff(30, endsAt: end, pausedAt: nil, now: t0.addingTimeInterval(100)) == end)
        let paused = t0.addingTimeInterval(10)
        #expect(RestClock.takenOff(30, endsAt: end, pausedAt: paused, now: t0.addingTimeInterval(500)) == paused)
    }

    @Test("adding counts from the end, or from now (the pause) once rest is over")
    func add() {
        let end = t0.addingTimeInterval(20)
        #expect(RestClock.added(15, endsAt: end, pausedAt: nil, now: t0) == t0.addingTimeInterval(35))
        #expect(
            RestClock.added(30, endsAt: end, pausedAt: nil, now: t0.addingTimeInterval(100))
                == t0.addingTimeInterval(130))
        #expect(
            RestClock.added(30, endsAt: end, pausedAt: t0, now: t0.addingTimeInterval(100)) == t0.addingTimeInterval(50)
        )
    }

    @Test("a clock stepped back an hour never lengthens a rest, running or paused; one stepped forward ends it")
    func steppedClock() {
        let end = t0.addingTimeInterval(120)
        let hourEarlier = t0.addingTimeInterval(-3600 + 30)
        #expect(RestClock.secondsLeft(startedAt: t0, endsAt: end, pausedAt: nil, now: hourEarlier) == 120)
        #expect(
            RestClock.secondsLeft(startedAt: t0, endsAt: end, pausedAt: t0.addingTimeInterval(30), now: hourEarlier)
                == 120)
        #expect(RestClock.secondsLeft(startedAt: t0, endsAt: end, pausedAt: nil, now: t0.addingTimeInterval(3600)) == 0)
        #expect(RestClock.isOver(endsAt: end, pausedAt: nil, now: t0.addingTimeInterval(3600)))
    }

    @Test("forgot to finish: with the clock stepped back before the last set, the nudge counts from now")
    func forgotFinishSteppedBack() {
        let prefs = NotificationPreferences()
        let earlier = t0.addingTimeInterval(-3600)
        #expect(
            ForgotToFinish.fireInstant(lastSetAt: t0, prefs: prefs, now: earlier) == earlier.addingTimeInterval(45 * 60)
        )
        #expect(
            ForgotToFinish.fireInstant(lastSetAt: t0, prefs: prefs, now: t0.addingTimeInterval(600))
                == t0.addingTimeInterval(45 * 60))
    }

    @Test("forgot to finish: every allowed delay, from the one rule")
    func forgotFinish() {
        var prefs = NotificationPreferences()
        #expect(ForgotToFinish.fireInstant(lastSetAt: t0, prefs: prefs, now: t0) == t0.addingTimeInterval(45 * 60))
        for minutes in NotificationPreferences.allowedForgotFinishMinutes {
            prefs.forgotFinishMinutes = minutes
            #expect(
                ForgotToFinish.fireInstant(lastSetAt: t0, prefs: prefs, now: t0)
                    == t0.addingTimeInterval(Double(minutes) * 60))
        }
    }
}
