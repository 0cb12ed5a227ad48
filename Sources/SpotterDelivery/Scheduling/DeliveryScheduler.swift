import SpotterStore

/// Who fires the outbox while Spotter is closed.
public enum SchedulerKind: String, Sendable, Codable, CaseIterable {
    /// One transient systemd user timer per notification (`systemd-run --user`).
    case systemd
    /// `spotter agent`: one small process that sleeps until the next due instant.
    case agent
}

/// Turns outbox changes into OS schedules: timers set for what was added or moved, cancelled
/// for what was removed.
///
/// ```swift
/// let diff = try db.replaceOutbox(.plan, with: plan.scheduled, now: now)
/// try scheduler.apply(diff, in: db)
/// ```
public protocol DeliveryScheduler {
    var kind: SchedulerKind { get }
    /// Schedules one entry (replacing any handle it had) and records the handle in the store.
    func schedule(_ entry: OutboxEntry, in db: SpotterDatabase) throws
    /// Cancels what would fire an entry that left the outbox.
    func cancel(_ entry: OutboxEntry) throws
    /// Schedules one run of the daily pass (`spotter fire daily-pass:… --at EPOCH`) and records the handle.
    func schedule(wakeup: PassWakeupEntry, in db: SpotterDatabase) throws
    /// Cancels a run of the daily pass that is no longer planned.
    func cancel(wakeup: PassWakeupEntry) throws
}

extension DeliveryScheduler {
    /// Applies a replace's diff: cancel removed, reschedule changed, schedule added.
    public func apply(_ diff: OutboxDiff, in db: SpotterDatabase) throws {
        for entry in diff.removed { try cancel(entry) }
        for entry in diff.changed + diff.added { try schedule(entry, in: db) }
    }

    /// Applies a replace of the pass wake-ups, the same way.
    public func apply(_ diff: PassWakeupDiff, in db: SpotterDatabase) throws {
        for entry in diff.removed { try cancel(wakeup: entry) }
        for entry in diff.changed + diff.added { try schedule(wakeup: entry, in: db) }
    }

    /// Makes sure every outbox entry has a live handle (transient timers vanish at logout):
    /// what `spotter` runs at every start.
    public func resync(_ db: SpotterDatabase, loaded: Set<String>) throws -> Int {
        var count = 0
        for entry in try db.outbox() where entry.scheduledWith.map({ !loaded.contains($0) }) ?? true {
            try schedule(entry, in: db)
            count += 1
        }
        return count
    }
}

/// The agent needs nothing per entry: it reads the outbox and the pass wake-ups itself, and every
/// write to either touches the file it watches.
public struct AgentScheduler: DeliveryScheduler {
    public init() {}
    public var kind: SchedulerKind { .agent }
    public func schedule(_ entry: OutboxEntry, in db: SpotterDatabase) throws {}
    public func cancel(_ entry: OutboxEntry) throws {}
    public func schedule(wakeup: PassWakeupEntry, in db: SpotterDatabase) throws {}
    public func cancel(wakeup: PassWakeupEntry) throws {}
}
