import FoundationEssentials
import SpotterCore
import SpotterStore
import SpotterSystem

/// The one object the command line and the TUI use to get notifications out: it owns the
/// outbox writes, the active scheduler and the hand-off to `spotter fire`.
///
/// ```swift
/// let delivery = DeliveryService(db: db, paths: paths, environment: env, zone: .current)
/// try delivery.replace(.plan, with: planNotifications(input).scheduled)   // every re-plan
/// try delivery.schedule(restAlert, group: .live)                          // rest started
/// try delivery.alertNow(restAlert)                                        // not looking: show it now
/// ```
public final class DeliveryService {
    public let db: SpotterDatabase
    public let paths: SpotterPaths
    public let environment: [String: String]
    public let zone: Zone
    public let clock: () -> Date
    public let schedulerKind: SchedulerKind
    public let scheduler: DeliveryScheduler
    /// This executable, which hand-offs run as `spotter fire`.
    public let spotterExecutable: String
    /// What timers and autostart entries record: the installed binary when this one is in a build
    /// folder (`InstalledExecutable`), so they still run after the next build or clean.
    public let recordedExecutable: String

    public init(
        db: SpotterDatabase, paths: SpotterPaths, environment: [String: String], zone: Zone,
        clock: @escaping () -> Date = Date.init, executable: String? = nil
    ) {
        self.db = db
        self.paths = paths
        self.environment = environment
        self.zone = zone
        self.clock = clock
        spotterExecutable = executable ?? Self.currentExecutable()
        recordedExecutable =
            executable ?? InstalledExecutable.choose(current: spotterExecutable, environment: environment).path
        schedulerKind = SchedulerChoice.choose(environment: environment, stored: try? db.meta(SchedulerChoice.metaKey))
        switch schedulerKind {
        case .systemd: scheduler = SystemdUserScheduler(spotter: recordedExecutable, environment: environment)
        case .agent: scheduler = AgentScheduler()
        }
    }

    public var agentLockFile: String { paths.runtimeDirectory + "/agent.lock" }

    /// Replaces one group of the outbox and schedules the difference.
    @discardableResult
    public func replace(_ group: OutboxGroup, with notifications: [PlannedNotification]) throws -> OutboxDiff {
        let diff = try db.replaceOutbox(group, with: notifications, now: clock())
        try scheduler.apply(diff, in: db)
        return diff
    }

    /// Puts one notification in the outbox (replacing its id) and schedules it.
    public func schedule(_ n: PlannedNotification, group: OutboxGroup) throws {
        let old = try db.upsertOutbox(n, group: group, now: clock())
        if old?.notification == n, old?.scheduledWith != nil || schedulerKind == .agent { return }
        if let entry = try db.outboxEntry(id: n.id) {
            var e = entry
            e.scheduledWith = old?.scheduledWith
            try scheduler.schedule(e, in: db)
        }
    }

    public func cancel(id: String) throws {
        if let gone = try db.removeFromOutbox(id: id) { try scheduler.cancel(gone) }
    }

    /// Shows a notification now from a separate `spotter fire` process, which keeps the bus
    /// connection open for its buttons while the caller carries on.
    ///
    /// The same notification is usually also scheduled (the TUI schedules the rest alert when rest
    /// starts, in case it closes): whichever of the two claims it first delivers it, and one that
    /// was already claimed is not put back, so it reaches the user once.
    public func alertNow(_ n: PlannedNotification, group: OutboxGroup = .live) throws {
        if let scheduled = try db.outboxEntry(id: n.id) {
            try spawnFire(n.id, at: scheduled.notification.fireAt)
            return
        }
        guard try !db.wasClaimed(id: n.id, fireAt: n.fireAt) else { return }
        try db.upsertOutbox(n, group: group, now: clock())
        try spawnFire(n.id, at: n.fireAt)
    }

    private func spawnFire(_ id: String, at fireAt: Date) throws {
        let epoch = String(InstantRange.epochSeconds(fireAt, rounding: .toNearestOrAwayFromZero))
        try Subprocess.spawnDetached(
            [spotterExecutable, "fire", id, "--at", epoch, "--wait", "600"], environment: environment)
    }

    /// Plans the next runs of the daily pass from the report-time preferences and hands them to
    /// the scheduler, so `spotter dispatch` runs by itself at each report window (no crontab).
    ///
    /// ```swift
    /// try delivery.replanPassWakeups(prefs: db.preferences())   // every re-plan, and after each pass
    /// ```
    /// Idempotent by id. A wake-up whose instant has passed while its window is still open (the
    /// machine was off, or logged out, at 07:00) is caught up: the agent fires it as soon as it sees
    /// it, and under systemd, which cannot set a timer in the past, it is started here.
    @discardableResult
    public func replanPassWakeups(prefs: NotificationPreferences) throws -> PassWakeupDiff {
        let now = clock()
        let diff = try db.replacePassWakeups(with: PassWakeups.plan(prefs: prefs, zone: zone, now: now), now: now)
        for entry in diff.removed { try scheduler.cancel(wakeup: entry) }
        for entry in diff.changed + diff.added where entry.wakeup.at > now {
            try scheduler.schedule(wakeup: entry, in: db)
        }
        if schedulerKind == .systemd {
            // Due and not yet run (planned just now inside its window, or its timer vanished at a
            // logout): run it now. The claim makes a second start of the same one do nothing.
            for entry in try db.pendingPassWakeups() where entry.wakeup.at <= now {
                try spawnFire(entry.id, at: entry.wakeup.at)
            }
        }
        return diff
    }

    /// Gives every outbox entry and future pass wake-up a live handle again (transient timers
    /// vanish at logout).
    @discardableResult
    public func resync() throws -> Int {
        guard let systemd = scheduler as? SystemdUserScheduler else { return 0 }
        let loaded = try systemd.loadedUnits()
        var count = try systemd.resync(db, loaded: loaded)
        let now = clock()
        for entry in try db.pendingPassWakeups()
        where entry.wakeup.at > now && entry.scheduledWith.map({ !loaded.contains($0) }) ?? true {
            try systemd.schedule(wakeup: entry, in: db)
            count += 1
        }
        return count
    }

    public func dispatcher() -> Dispatcher {
        let env = environment
        return Dispatcher(
            db: db, zone: zone, clock: clock, connect: { try FreedesktopNotificationServer(environment: env) },
            scheduler: scheduler)
    }

    public func check() -> DeliveryReport {
        DeliveryCheck.run(
            db: db, environment: environment, zone: zone, now: clock(), scheduler: schedulerKind,
            agentRunning: AgentLock.isHeld(at: agentLockFile))
    }

    /// This program's path: the kernel's name for it, else `argv`'s, else `spotter` on the search
    /// path (no `/proc`, and a runtime that found no arguments).
    public static func currentExecutable() -> String {
        ProgramFile.path ?? CommandLine.arguments.first ?? "spotter"
    }
}

/// Which scheduler this machine uses: `SPOTTER_SCHEDULER` if set, else what `spotter agent install`
/// recorded, else systemd timers when a user manager runs, else the agent.
public enum SchedulerChoice {
    public static let metaKey = "delivery-scheduler"

    public static func choose(environment: [String: String], stored: String?) -> SchedulerKind {
        if let forced = environment["SPOTTER_SCHEDULER"].flatMap(SchedulerKind.init(rawValue:)) { return forced }
        if let stored = stored.flatMap(SchedulerKind.init(rawValue:)) { return stored }
        return SystemdUserScheduler.isAvailable(environment: environment) ? .systemd : .agent
    }
}
