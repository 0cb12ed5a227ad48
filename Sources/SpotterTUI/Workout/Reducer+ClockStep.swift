import FoundationEssentials
import SpotterCore

/// A wall clock stepped back (an NTP correction, a manual change; not a zone change, which moves
/// no instant): the running countdowns and the "Forgot to finish?" nudge move back with it, so
/// each counts on from where it was and none is ever longer than its own length.
///
/// ```swift
/// // resting until t0 + 120, read at t0 + 30; the clock then reads t0 - 3570
/// Reducer.reduce(&state, .clockTicked(t0 - 3570))   // rest until t0 - 3480: still 90 s left
/// ```
/// How far each moves is `Countdown.stepBack`'s answer; a clock stepped forward moves nothing
/// (past the end, it simply ends the rest).
extension Reducer {
    static func clockSteppedBack(_ state: inout AppState, from previous: Date) -> [Effect] {
        var effects: [Effect] = []
        let now = state.now
        let moved = clockSteppedBack(&state.live, from: previous, state.liveContext)
        if moved.rest { effects += rescheduleRest(state) }
        if let work = moved.work, mayLeaveTerminal(state, .workEnd) {
            effects.append(.scheduleNotification(LiveNotifications.workEnd(state, work)))
        }
        if state.prefs.forgotToFinish, let lastSetAt = state.live.workout?.sets.map(\.loggedAt).max() {
            // Only the step seen here: a last set still later than now already counts from now
            // (`ForgotToFinish.fireInstant`), and moving its nudge on every tick would rewrite it each second.
            let shift = Countdown.stepBack(previous: previous, now: now, anchor: min(lastSetAt, previous))
            if shift < 0 {
                effects.append(
                    .scheduleNotification(
                        LiveNotifications.forgotToFinish(state, lastSetAt: lastSetAt.addingTimeInterval(shift))))
            }
        }
        return effects
    }

    /// The slice's part: the rest and the work timer moved back with the clock, each by the step
    /// `Countdown.stepBack` sees; says whether rest moved, and the work timer if it did.
    static func clockSteppedBack(
        _ live: inout LiveWorkoutState, from previous: Date, _ context: LiveContext
    ) -> (rest: Bool, work: WorkTimer?) {
        var moved: (rest: Bool, work: WorkTimer?) = (false, nil)
        if var rest = live.rest {
            let shift = Countdown.stepBack(
                previous: previous, now: context.now, anchor: rest.pausedAt ?? rest.startedAt)
            if shift < 0 {
                rest.startedAt.addTimeInterval(shift)
                rest.endsAt.addTimeInterval(shift)
                rest.pausedAt?.addTimeInterval(shift)
                live.rest = rest
                moved.rest = true
            }
        }
        if var work = live.work {
            let shift = Countdown.stepBack(previous: previous, now: context.now, anchor: work.startedAt)
            if shift < 0 {
                work.startedAt.addTimeInterval(shift)
                work.endsAt.addTimeInterval(shift)
                live.work = work
                moved.work = work
            }
        }
        return moved
    }
}
