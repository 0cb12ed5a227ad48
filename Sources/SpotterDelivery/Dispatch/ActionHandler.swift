import FoundationEssentials
import SpotterCore
import SpotterStore

/// What a button pressed on a notification does to the store: +30s and Next set change the
/// live session (the rest button by the `rest-step` setting), Snooze 1h plans a one-off an hour from now.
///
/// ```swift
/// let follow = try ActionHandler.apply(.addThirtySeconds, to: restAlert, db: db, now: now, zone: zone)
/// // the rest deadline moved by the rest step (30 s unless set to 15); `follow.schedule` holds the moved rest alert
/// ```
/// A running TUI sees the change within a second (it watches `PRAGMA data_version`).
public enum ActionHandler {
    /// Outbox entries that the action added or removed, for the scheduler.
    public struct FollowUp: Sendable, Equatable {
        public var schedule: [OutboxEntry] = []
        public var cancel: [OutboxEntry] = []
    }

    public static func apply(
        _ action: NotificationAction, to n: PlannedNotification, db: SpotterDatabase, now: Date, zone: Zone
    ) throws -> FollowUp {
        var follow = FollowUp()
        switch action {
        case .addThirtySeconds:
            guard let workoutId = NotificationID(parsing: n.id)?.workoutId else { return follow }
            // The rest and its alert move together: no reader sees a moved rest with the old alert.
            let entry = try db.connection.transaction { () -> OutboxEntry? in
                // The button adds the `rest-step` the user chose (its label says so: +15s or +30s).
                let step = try db.preferences().restStepSeconds
                guard let newEnd = try db.extendRest(workoutId: workoutId, bySeconds: step, now: now) else {
                    return nil
                }
                var moved = PlannedNotification(
                    id: NotificationID.restAlert(workoutId: workoutId), kind: .restAlert, fireAt: newEnd,
                    validUntil: newEnd.addingTimeInterval(60), title: n.kind == .restAlert ? n.title : "Rest over",
                    body: n.body, actions: [.addThirtySeconds, .nextSet], templateId: n.templateId, day: n.day)
                moved.route = .workout
                try db.upsertOutbox(moved, group: .live, now: now)
                return try db.outboxEntry(id: moved.id)
            }
            if let entry { follow.schedule.append(entry) }
        case .nextSet:
            guard let workoutId = NotificationID(parsing: n.id)?.workoutId else { return follow }
            try db.endRest(workoutId: workoutId, now: now)
            for id in [NotificationID.restAlert(workoutId: workoutId), NotificationID.restRepeat(workoutId: workoutId)]
            {
                if let gone = try db.removeFromOutbox(id: id) { follow.cancel.append(gone) }
            }
        case .snoozeHour:
            // The planner's own rule: nothing when now + 1 h is quiet or paused.
            guard let snoozed = Snooze.snoozed(n, now: now, prefs: try db.preferences(), timeZone: zone) else {
                return follow
            }
            try db.upsertOutbox(snoozed, group: .snoozed, now: now)
            if let entry = try db.outboxEntry(id: snoozed.id) { follow.schedule.append(entry) }
        }
        return follow
    }
}
