import FoundationEssentials
import SpotterCore

/// A planned run of the daily pass, with the OS handle that will start it.
public struct PassWakeupEntry: Hashable, Sendable {
    public var wakeup: PassWakeup
    /// The systemd timer unit set to fire it; nil when none is.
    public var scheduledWith: String?

    public init(wakeup: PassWakeup, scheduledWith: String? = nil) {
        self.wakeup = wakeup
        self.scheduledWith = scheduledWith
    }

    public var id: String { wakeup.id }
}

/// What a replace of the wake-ups changed, as `OutboxDiff` does for the outbox.
public struct PassWakeupDiff: Sendable, Equatable {
    public var added: [PassWakeupEntry] = []
    /// Same id, new instant or window: the old handle (in `scheduledWith`) must be cancelled.
    public var changed: [PassWakeupEntry] = []
    public var removed: [PassWakeupEntry] = []
    public var unchanged: [PassWakeupEntry] = []

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}

extension SpotterDatabase {
    /// Replaces the planned wake-ups of the daily pass by id, in one transaction.
    ///
    /// ```swift
    /// let diff = try db.replacePassWakeups(with: PassWakeups.plan(prefs: prefs, zone: zone, now: now), now: now)
    /// // schedule diff.added + diff.changed, cancel diff.removed
    /// ```
    /// Idempotent: the same list twice gives an empty diff. A wake-up that already fired stays
    /// fired (it is not planned again while its window is open), and rows whose window has closed
    /// are dropped; a pending one among them is in `removed`, so its timer is stopped.
    @discardableResult
    public func replacePassWakeups(with wakeups: [PassWakeup], now: Date) throws -> PassWakeupDiff {
        let diff = try connection.transaction { () -> PassWakeupDiff in
            var diff = PassWakeupDiff()
            let rows = try passWakeupRows(where: "1", [])
            var pending: [String: PassWakeupEntry] = [:]
            var fired = Set<String>()
            for (entry, claimed) in rows {
                if entry.wakeup.validUntil <= now {
                    try connection.run("DELETE FROM pass_wakeups WHERE id = ?", entry.id)
                    if !claimed { diff.removed.append(entry) }
                } else if claimed {
                    fired.insert(entry.id)
                } else {
                    pending[entry.id] = entry
                }
            }
            var seen = Set<String>()
            for w in wakeups where w.validUntil > now && seen.insert(w.id).inserted && !fired.contains(w.id) {
                if let old = pending.removeValue(forKey: w.id) {
                    if old.wakeup == w {
                        diff.unchanged.append(old)
                    } else {
                        try write(w, now)
                        diff.changed.append(PassWakeupEntry(wakeup: w, scheduledWith: old.scheduledWith))
                    }
                } else {
                    try write(w, now)
                    diff.added.append(PassWakeupEntry(wakeup: w))
                }
            }
            for gone in pending.values.sorted(by: { $0.id < $1.id }) {
                try connection.run("DELETE FROM pass_wakeups WHERE id = ?", gone.id)
                diff.removed.append(gone)
            }
            return diff
        }
        // The agent watches the outbox's signal file; wake-ups are part of what it waits for.
        if !diff.isEmpty { touchOutboxSignal() }
        return diff
    }

    /// Marks a due wake-up as fired: only one caller ever gets it, and only if it is still
    /// planned for `fireAt` (a timer set for an older plan finds nothing).
    public func claimPassWakeup(id: String, fireAt: Date? = nil, now: Date) throws -> PassWakeup? {
        try connection.transaction { () -> PassWakeup? in
            guard let (entry, claimed) = try passWakeupRows(where: "id = ?", [id]).first, !claimed else { return nil }
            if let fireAt, abs(entry.wakeup.at.timeIntervalSince(fireAt)) >= 1 { return nil }
            try connection.run("UPDATE pass_wakeups SET claimed_at = ? WHERE id = ?", now, id)
            return entry.wakeup
        }
    }

    /// Wake-ups not yet fired, soonest first.
    public func pendingPassWakeups() throws -> [PassWakeupEntry] {
        try passWakeupRows(where: "claimed_at IS NULL", []).map(\.0)
    }

    public func setPassWakeupHandle(id: String, handle: String?) throws {
        try connection.run("UPDATE pass_wakeups SET scheduled_with = ? WHERE id = ?", handle, id)
    }

    private func write(_ w: PassWakeup, _ now: Date) throws {
        try connection.run(
            """
            INSERT INTO pass_wakeups(id, fire_at, valid_until, updated_at) VALUES (?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET fire_at = excluded.fire_at, valid_until = excluded.valid_until,
                updated_at = excluded.updated_at
            """, w.id, w.at, w.validUntil, now)
    }

    private func passWakeupRows(where clause: String, _ params: [SQLiteBindable]) throws -> [(PassWakeupEntry, Bool)] {
        try connection.query(
            "SELECT id, fire_at, valid_until, scheduled_with, claimed_at FROM pass_wakeups WHERE \(clause) ORDER BY fire_at, id",
            params
        ) { row in
            (
                PassWakeupEntry(
                    wakeup: PassWakeup(id: row.string(0), at: row.date(1), validUntil: row.date(2)),
                    scheduledWith: row.optionalString(3)),
                row.optionalDate(4) != nil
            )
        }
    }
}
