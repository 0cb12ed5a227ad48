import FoundationEssentials
import SpotterCore
import SpotterStore

/// Keeps the ongoing "workout in progress" notification: one notification replaced in place at the
/// user's refresh interval, its clock running even with the TUI closed, closed when the workout ends.
///
/// ```swift
/// let keeper = ActiveWorkoutKeeper(db: db, server: server, clock: Date.init, sleep: { Sleep.seconds($0) })
/// try keeper.run()   // returns once the workout is finished or discarded
/// ```
/// Low urgency and resident (see `DesktopPresenter`), so an update never pops a new banner.
public final class ActiveWorkoutKeeper {
    let db: SpotterDatabase
    let server: NotificationServer
    let clock: () -> Date
    let sleep: (Double) -> Void
    /// How many times the notification was sent (the first show plus updates).
    public private(set) var updates = 0

    public init(
        db: SpotterDatabase, server: NotificationServer, clock: @escaping () -> Date, sleep: @escaping (Double) -> Void
    ) {
        self.db = db
        self.server = server
        self.clock = clock
        self.sleep = sleep
    }

    public func run() throws {
        var serverId: UInt32 = 0
        while true {
            let line = try LiveStatusLine.read(db: db, now: clock())
            let prefs = try db.preferences()
            guard let workoutId = line.workoutId, try db.restAlertConsent()?.answer == .allowed else {
                if serverId != 0 { try server.close(id: serverId) }
                return
            }
            let n = PlannedNotification(
                id: NotificationID.activeWorkout(workoutId: workoutId), kind: .activeWorkout, fireAt: clock(),
                title: line.title, body: line.detail.isEmpty ? line.title : line.detail)
            serverId = try server.notify(DesktopPresenter.notification(for: n, prefs: prefs, replacing: serverId))
            updates += 1
            sleep(Double(prefs.refreshSeconds))
        }
    }
}
