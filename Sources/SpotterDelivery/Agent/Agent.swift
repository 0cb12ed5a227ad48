import FoundationEssentials
import SpotterStore

/// How the agent waits: until an instant, or until the outbox changes, whichever is first.
public protocol AgentWaiter {
    /// Returns when `deadline` is reached (nil: no deadline) or the outbox changed.
    func wait(until deadline: Date?)
}

/// Something the agent hands off when it is due: an outbox notification or a run of the daily pass.
/// Either way the hand-off is `spotter fire ID --at EPOCH`.
public struct AgentDue: Hashable, Sendable {
    public var id: String
    public var fireAt: Date

    public init(id: String, fireAt: Date) {
        self.id = id
        self.fireAt = fireAt
    }
}

/// Spotter's own scheduler: sleeps until the next due notification or daily-pass wake-up, fires
/// it, and sleeps again.
///
/// ```swift
/// let agent = Agent(db: db, clock: Date.init, waiter: try InotifyWaiter(watching: db.outboxSignalFile, clock: Date.init),
///                   fire: { entry in spawnSpotterFire(entry) })
/// agent.run(while: { !stopRequested })
/// ```
/// No polling: between due instants it wakes only when the outbox changes. Firing is handed off
/// (`spotter fire` in its own process), so one notification waiting for a button never delays the next.
public final class Agent {
    let db: SpotterDatabase
    let clock: () -> Date
    let waiter: AgentWaiter
    let fire: (AgentDue) -> Void
    /// Entries already handed off, by id and instant, so a slow `spotter fire` is not started twice.
    private var handedOff: Set<String> = []
    /// How many times the agent woke up; the benchmark reports it.
    public private(set) var wakeUps = 0

    public init(
        db: SpotterDatabase, clock: @escaping () -> Date, waiter: AgentWaiter, fire: @escaping (AgentDue) -> Void
    ) {
        self.db = db
        self.clock = clock
        self.waiter = waiter
        self.fire = fire
    }

    private func key(_ e: AgentDue) -> String { "\(e.id)@\(e.fireAt.timeIntervalSince1970)" }

    /// Fires everything due now and returns when the next one is due (nil: nothing planned).
    @discardableResult
    public func step() throws -> Date? {
        let now = clock()
        let all =
            try db.outbox().map { AgentDue(id: $0.id, fireAt: $0.notification.fireAt) }
            + db.pendingPassWakeups().map { AgentDue(id: $0.id, fireAt: $0.wakeup.at) }
        // Forget hand-offs whose entry left the outbox (claimed) or moved (a new instant, a new key).
        handedOff.formIntersection(all.map(key))
        let pending = all.filter { !handedOff.contains(key($0)) }
        for entry in pending.sorted(by: { ($0.fireAt, $0.id) < ($1.fireAt, $1.id) }) where entry.fireAt <= now {
            handedOff.insert(key(entry))
            fire(entry)
        }
        return pending.filter { $0.fireAt > now }.map(\.fireAt).min()
    }

    /// Loops: step, then sleep until the next due instant or an outbox change.
    public func run(while keepGoing: () -> Bool) throws {
        while keepGoing() {
            let next = try step()
            guard keepGoing() else { return }
            waiter.wait(until: next)
            wakeUps += 1
        }
    }
}
