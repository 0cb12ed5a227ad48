import FoundationEssentials
import SpotterCore

/// The live session's notifications as data: ids from `NotificationID`, text through
/// `ActiveWorkoutLine` so lock-screen privacy applies to each of them.
///
/// ```swift
/// LiveNotifications.restAlert(state, rest).fireAt == rest.endsAt  // true
/// ```
public enum LiveNotifications {
    static func nextLine(_ state: AppState) -> String {
        let row = state.selectedRow
        return ActiveWorkoutLine.text(
            exercise: row?.exercise.name, ordinal: row.map(state.setOrdinal), elapsed: state.elapsedSeconds,
            privacy: state.prefs.lockScreen)
    }

    public static func restAlert(_ state: AppState, _ rest: RestTimer) -> PlannedNotification {
        let id = state.live.workout?.id ?? ""
        return PlannedNotification(
            id: NotificationID.restAlert(workoutId: id), kind: .restAlert, fireAt: rest.endsAt,
            validUntil: rest.endsAt.addingTimeInterval(60), title: "Rest over", body: "Next: \(nextLine(state))",
            actions: [.addThirtySeconds, .nextSet], templateId: state.live.workout?.templateId,
            day: state.live.workout?.day)
    }

    public static func restRepeat(_ state: AppState, _ rest: RestTimer) -> PlannedNotification {
        let id = state.live.workout?.id ?? ""
        let at = RestClock.nudgeAt(endsAt: rest.endsAt)
        return PlannedNotification(
            id: NotificationID.restRepeat(workoutId: id), kind: .restRepeat, fireAt: at,
            validUntil: at.addingTimeInterval(60), title: "Still resting?", body: "Next: \(nextLine(state))",
            actions: [.addThirtySeconds, .nextSet], templateId: state.live.workout?.templateId,
            day: state.live.workout?.day)
    }

    public static func workEnd(_ state: AppState, _ work: WorkTimer) -> PlannedNotification {
        let id = state.live.workout?.id ?? ""
        return PlannedNotification(
            id: NotificationID.workEnd(workoutId: id), kind: .workEnd, fireAt: work.endsAt,
            validUntil: work.endsAt.addingTimeInterval(60), title: "Time!",
            body: state.prefs.lockScreen == .hidden ? ActiveWorkoutLine.privateText : "Timed set done: rest starts now",
            actions: [.addThirtySeconds, .nextSet], templateId: state.live.workout?.templateId,
            day: state.live.workout?.day)
    }

    public static func forgotToFinish(_ state: AppState, lastSetAt: Date) -> PlannedNotification {
        let id = state.live.workout?.id ?? ""
        let body =
            state.prefs.lockScreen == .hidden ? ActiveWorkoutLine.privateText : "\(state.workoutName) is still open"
        return PlannedNotification(
            id: NotificationID.forgotToFinish(workoutId: id), kind: .forgotToFinish,
            fireAt: ForgotToFinish.fireInstant(lastSetAt: lastSetAt, prefs: state.prefs, now: state.now),
            title: "Forgot to finish?",
            body: body,
            templateId: state.live.workout?.templateId, day: state.live.workout?.day)
    }
}
