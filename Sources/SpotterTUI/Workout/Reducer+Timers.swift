import FoundationEssentials
import SpotterCore

extension Reducer {
    /// The clock moved: end a timed set's work, end rest, give the repeat nudge.
    static func clockTicked(_ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        if let work = state.live.work, state.now >= work.endsAt, let workout = state.live.workout,
            state.live.pendingSet == nil
        {
            effects += alert(state, .workEnd)
            state.live.work = nil
            let seconds = WholeSeconds.of(
                work.endsAt.timeIntervalSince(work.startedAt), rounding: .toNearestOrAwayFromZero)
            let set = LoggedSet(
                id:
                    "\(workout.id)-\(WholeSeconds.of(work.endsAt.timeIntervalSince1970 * 1000, rounding: .toNearestOrAwayFromZero))",
                exerciseId: work.exerciseId, durationSeconds: seconds, loggedAt: work.endsAt)
            effects += save(&state, set, workout)
        }
        // A paused rest never ends, and never alerts, until it is resumed.
        if var rest = state.live.rest, !rest.isPaused {
            if !rest.alerted && rest.isOver(at: state.now) {
                rest.alerted = true
                effects += alert(state, .restAlert)
            } else if rest.alerted && !rest.nudged && state.now >= RestClock.nudgeAt(endsAt: rest.endsAt) {
                rest.nudged = true
                if state.prefs.restRepeat { effects += alert(state, .restRepeat) }
            }
            state.live.rest = rest
        }
        return effects
    }

    /// Whether a live alert of `kind` may leave the terminal: `NotificationGate`'s switches and consent.
    static func mayLeaveTerminal(_ state: AppState, _ kind: NotificationKind) -> Bool {
        NotificationGate.kindRefusal(kind, prefs: state.prefs, consentAllowed: state.consent.isAllowed) == nil
    }

    /// The end-of-timer alert: a flash (and the bell if wanted) here; a real alert elsewhere only
    /// when the user is not looking at the countdown and agreed to alerts.
    static func alert(_ state: AppState, _ kind: NotificationKind) -> [Effect] {
        guard kind.isEnabled(state.prefs) else { return [] }
        var effects: [Effect] = [.alertInTerminal(bell: state.prefs.restBell)]
        if !isLooking(state) && mayLeaveTerminal(state, kind) {
            switch kind {
            case .workEnd:
                if let work = state.live.work {
                    effects.append(.requestDesktopAlert(LiveNotifications.workEnd(state, work)))
                }
            case .restRepeat:
                if let rest = state.live.rest {
                    effects.append(.requestDesktopAlert(LiveNotifications.restRepeat(state, rest)))
                }
            default:
                if let rest = state.live.rest {
                    effects.append(.requestDesktopAlert(LiveNotifications.restAlert(state, rest)))
                }
            }
        }
        return effects
    }

    static func nextSet(_ state: inout AppState) -> [Effect] {
        guard state.live.rest != nil else { return [] }
        let effects = cancelRestNotifications(state)
        state.live.rest = nil
        if let row = state.selectedRow {
            state.message = StatusMessage("Next: \(row.exercise.name) \(state.glyphs.dot) \(state.setOrdinal(row))")
        }
        return effects
    }

    /// The rest alert (and the repeat nudge) in the outbox, so they fire even if Spotter is closed;
    /// none for a paused rest (they are planned again at resume).
    static func restNotifications(_ state: AppState) -> [Effect] {
        guard let rest = state.live.rest, !rest.isOver(at: state.now), !rest.isPaused else { return [] }
        var effects: [Effect] = []
        if mayLeaveTerminal(state, .restAlert) {
            effects.append(.scheduleNotification(LiveNotifications.restAlert(state, rest)))
        }
        if mayLeaveTerminal(state, .restRepeat) {
            effects.append(.scheduleNotification(LiveNotifications.restRepeat(state, rest)))
        }
        return effects
    }

    static func cancelRestNotifications(_ state: AppState) -> [Effect] {
        guard let workout = state.live.workout, state.live.rest != nil else { return [] }
        return [
            .cancelNotification(id: NotificationID.restAlert(workoutId: workout.id)),
            .cancelNotification(id: NotificationID.restRepeat(workoutId: workout.id)),
        ]
    }
}
