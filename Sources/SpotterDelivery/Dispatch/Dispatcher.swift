import FoundationEssentials
import Glibc
import SpotterCore
import SpotterStore

/// What happened when a notification's time came.
public enum FireOutcome: Sendable, Equatable {
    /// Nothing to do: cancelled, moved (a timer for an older plan), or already delivered.
    case notPlanned
    case dropped(DropReason)
    case shown(serverId: UInt32)
    case actionPressed(NotificationAction)
    case failed(String)
}

/// Delivers one due notification: claim it, re-check it, show it, and wait for a button.
///
/// ```swift
/// let d = Dispatcher(db: db, zone: .current, clock: Date.init,
///                    connect: { try FreedesktopNotificationServer(environment: env) }, scheduler: AgentScheduler())
/// d.fire(id: "rest-alert:w1", plannedFor: deadline, waitForAction: 600)
/// ```
/// Both schedulers end here (`spotter fire`), so the systemd timer and the agent behave the same.
/// The server connection stays open until a button, a close or the wait ends: dunst sends
/// `ActionInvoked` only to the connection that sent the notification.
public final class Dispatcher {
    let db: SpotterDatabase
    let zone: Zone
    let clock: () -> Date
    let connect: () throws -> NotificationServer
    let scheduler: DeliveryScheduler
    /// Whether a process id is alive (a TUI that died is not looking at anything).
    let isAlive: (Int) -> Bool

    public init(
        db: SpotterDatabase, zone: Zone, clock: @escaping () -> Date,
        connect: @escaping () throws -> NotificationServer,
        scheduler: DeliveryScheduler, isAlive: @escaping (Int) -> Bool = { kill(pid_t($0), 0) == 0 }
    ) {
        self.db = db
        self.zone = zone
        self.clock = clock
        self.connect = connect
        self.scheduler = scheduler
        self.isAlive = isAlive
    }

    /// Reads the facts the fire-time check needs.
    public func context() throws -> FireContext {
        let open = try db.openWorkout()
        let live = try open.flatMap { try db.liveSession(workoutId: $0.id) }
        let looking = (live?.viewerLooking ?? false) && (live?.viewerPid.map(isAlive) ?? false)
        return FireContext(
            now: clock(), zone: zone, prefs: try db.preferences(),
            consentAllowed: try db.restAlertConsent()?.answer == .allowed, openWorkoutId: open?.id,
            // A paused rest has no deadline: an alert for it that got away is dropped.
            restEndsAt: live?.restPausedAt == nil ? live?.restEndsAt : nil, workEndsAt: live?.workEndsAt,
            viewerLooking: looking)
    }

    @discardableResult
    public func fire(id: String, plannedFor: Date? = nil, waitForAction: Double = 0) -> FireOutcome {
        do {
            guard let entry = try db.claimOutbox(id: id, fireAt: plannedFor, now: clock()) else { return .notPlanned }
            return try deliver(entry.notification, waitForAction: waitForAction)
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Re-checks and shows a notification that is already out of the outbox (claimed, or a test).
    public func deliver(_ n: PlannedNotification, waitForAction: Double, check: Bool = true) throws -> FireOutcome {
        let ctx = try context()
        if check, let drop = FireCheck.check(n, ctx) {
            try log(n, "dropped", drop.detail + lateness(n))
            return .dropped(drop.reason)
        }
        let server: NotificationServer
        let serverId: UInt32
        do {
            server = try connect()
            serverId = try server.notify(DesktopPresenter.notification(for: n, prefs: ctx.prefs))
        } catch {
            try log(n, "failed", String(describing: error))
            return .failed(String(describing: error))
        }
        try log(n, "shown", lateness(n))
        guard !n.actions.isEmpty, waitForAction > 0 else { return .shown(serverId: serverId) }
        switch try server.waitForEvent(id: serverId, timeout: waitForAction) {
        case .actionInvoked(let key)?:
            guard let action = NotificationAction(rawValue: key) else {
                try log(n, "clicked", key)
                return .shown(serverId: serverId)
            }
            let follow = try ActionHandler.apply(action, to: n, db: db, now: clock(), zone: zone)
            for e in follow.cancel { try scheduler.cancel(e) }
            for e in follow.schedule { try scheduler.schedule(e, in: db) }
            try log(n, "action:\(key)")
            return .actionPressed(action)
        case .closed(let reason)?:
            try log(n, "closed", ["", "expired", "dismissed", "closed by Spotter", "other"][Int(min(reason, 4))])
            return .shown(serverId: serverId)
        case nil:
            return .shown(serverId: serverId)
        }
    }

    private func lateness(_ n: PlannedNotification) -> String {
        let late = clock().timeIntervalSince(n.fireAt)
        return " (\(FixedPoint.text(late, decimals: 3, signed: true)) s after its time)"
    }

    private func log(_ n: PlannedNotification, _ outcome: String, _ detail: String = "") throws {
        try db.logDelivery(
            DeliveryRecord(
                notificationId: n.id, kind: n.kind.rawValue, at: clock(), channel: "desktop", outcome: outcome,
                detail: detail.trimmingWhitespace()))
    }
}
