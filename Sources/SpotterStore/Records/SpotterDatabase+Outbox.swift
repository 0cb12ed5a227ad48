import FoundationEssentials
import SpotterCore

/// Which re-plan owns an outbox row: replacing one group never touches the other.
public enum OutboxGroup: String, Sendable, CaseIterable {
    /// Reminders and reports, from the planner.
    case plan
    /// The live session: rest alert, its repeat, the end of a timed set.
    case live
    /// One-offs from a "Snooze 1h" press: the planner does not know them, so its re-plans leave them alone.
    case snoozed
}

/// One planned notification waiting in the outbox, with the OS handle that will fire it.
public struct OutboxEntry: Hashable, Sendable {
    public var notification: PlannedNotification
    public var group: OutboxGroup
    /// The systemd timer unit (or other handle) set to fire it; nil when none is.
    public var scheduledWith: String?

    public init(notification: PlannedNotification, group: OutboxGroup, scheduledWith: String? = nil) {
        self.notification = notification
        self.group = group
        self.scheduledWith = scheduledWith
    }

    public var id: String { notification.id }
}

/// What a replace changed: what to schedule, what to cancel, and what was left alone.
public struct OutboxDiff: Sendable, Equatable {
    public var added: [OutboxEntry] = []
    /// Same id, new content or time: the old handle (in `scheduledWith`) must be cancelled.
    public var changed: [OutboxEntry] = []
    public var removed: [OutboxEntry] = []
    public var unchanged: [OutboxEntry] = []

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}

extension SpotterDatabase {
    /// A file next to the database that every outbox write touches, so `spotter agent` can wait
    /// for outbox changes with inotify instead of polling (and is not woken by other writes).
    public var outboxSignalFile: String { path + "-outbox" }

    /// Replaces one group of the outbox with `notifications`, by id, in one transaction.
    ///
    /// ```swift
    /// let diff = try db.replaceOutbox(.plan, with: plan.scheduled, now: now)
    /// // schedule diff.added + diff.changed, cancel diff.removed (+ diff.changed's old handles)
    /// ```
    /// Idempotent: the same list twice gives an empty diff the second time. Two re-plans at once
    /// queue on `BEGIN IMMEDIATE`, so the second sees the first's rows and cannot add them again.
    @discardableResult
    public func replaceOutbox(_ group: OutboxGroup, with notifications: [PlannedNotification], now: Date) throws
        -> OutboxDiff
    {
        let diff = try connection.transaction { () -> OutboxDiff in
            let current = try outboxEntries(where: "grp = ?", [group.rawValue])
            var byId = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            var diff = OutboxDiff()
            var seen = Set<String>()
            for n in notifications where seen.insert(n.id).inserted {
                if let old = byId.removeValue(forKey: n.id) {
                    if old.notification == n {
                        diff.unchanged.append(old)
                    } else {
                        try write(n, group, now)
                        diff.changed.append(
                            OutboxEntry(notification: n, group: group, scheduledWith: old.scheduledWith))
                    }
                } else {
                    try write(n, group, now)
                    diff.added.append(OutboxEntry(notification: n, group: group))
                }
            }
            for gone in byId.values.sorted(by: { $0.id < $1.id }) {
                try connection.run("DELETE FROM outbox WHERE id = ?", gone.id)
                diff.removed.append(gone)
            }
            return diff
        }
        if !diff.isEmpty { touchOutboxSignal() }
        return diff
    }

    /// Puts one notification in the outbox, replacing the one with its id; returns the previous row.
    @discardableResult
    public func upsertOutbox(_ notification: PlannedNotification, group: OutboxGroup, now: Date) throws -> OutboxEntry?
    {
        let old = try connection.transaction { () -> OutboxEntry? in
            let old = try outboxEntry(id: notification.id)
            if old?.notification != notification { try write(notification, group, now) }
            return old
        }
        touchOutboxSignal()
        return old
    }

    /// Removes a notification from the outbox (cancelled); returns it if it was there.
    @discardableResult
    public func removeFromOutbox(id: String) throws -> OutboxEntry? {
        let old = try connection.transaction { () -> OutboxEntry? in
            let old = try outboxEntry(id: id)
            try connection.run("DELETE FROM outbox WHERE id = ?", id)
            return old
        }
        if old != nil { touchOutboxSignal() }
        return old
    }

    /// Takes a notification out of the outbox to deliver it: only one caller ever gets it.
    ///
    /// With `fireAt`, the row is claimed only if it is still planned for that instant (a timer set
    /// for an older plan finds nothing). Returns nil when there is nothing to deliver. The claim is
    /// logged at `now`, the caller's clock.
    public func claimOutbox(id: String, fireAt: Date? = nil, now: Date) throws -> OutboxEntry? {
        let claimed = try connection.transaction { () -> OutboxEntry? in
            guard let entry = try outboxEntry(id: id) else { return nil }
            if let fireAt, abs(entry.notification.fireAt.timeIntervalSince(fireAt)) >= 1 { return nil }
            try connection.run("DELETE FROM outbox WHERE id = ?", id)
            // Remembered in the same transaction, so "was it already taken?" has no gap (`wasClaimed`).
            try connection.run(
                "INSERT INTO delivery_log(notification_id, kind, at, channel, outcome, detail) VALUES (?, ?, ?, 'outbox', 'claimed', ?)",
                id, entry.notification.kind.rawValue, now, Self.claimKey(entry.notification.fireAt))
            return entry
        }
        if claimed != nil { touchOutboxSignal() }
        return claimed
    }

    /// Whether the notification `id` planned for `fireAt` was already taken out to be delivered.
    ///
    /// A rest alert's id is reused for every rest of a workout, so the instant tells them apart.
    public func wasClaimed(id: String, fireAt: Date) throws -> Bool {
        try connection.scalarInt(
            "SELECT COUNT(*) FROM delivery_log WHERE notification_id = ? AND outcome = 'claimed' AND detail = ?", id,
            Self.claimKey(fireAt)) ?? 0 > 0
    }

    private static func claimKey(_ fireAt: Date) -> String {
        "fire-at \(InstantRange.epochSeconds(fireAt, rounding: .toNearestOrAwayFromZero))"
    }

    /// Records which OS handle will fire a notification.
    public func setOutboxHandle(id: String, handle: String?) throws {
        try connection.run("UPDATE outbox SET scheduled_with = ? WHERE id = ?", handle, id)
    }

    public func outboxEntry(id: String) throws -> OutboxEntry? {
        try outboxEntries(where: "id = ?", [id]).first
    }

    /// Everything still to deliver, soonest first.
    public func outbox() throws -> [OutboxEntry] { try outboxEntries(where: "1", []) }

    /// Entries due at or before `now`, soonest first.
    public func dueOutbox(at now: Date) throws -> [OutboxEntry] { try outboxEntries(where: "fire_at <= ?", [now]) }

    /// When the next notification is due, if any.
    public func nextOutboxFireAt() throws -> Date? {
        try connection.query("SELECT MIN(fire_at) FROM outbox") { $0.optionalDate(0) }.first ?? nil
    }

    // MARK: delivery log

    public func logDelivery(_ record: DeliveryRecord) throws {
        try connection.run(
            "INSERT INTO delivery_log(notification_id, kind, at, channel, outcome, detail) VALUES (?, ?, ?, ?, ?, ?)",
            record.notificationId, record.kind, record.at, record.channel, record.outcome, record.detail)
        // Keep the log small: the delivery check shows the latest few.
        try connection.run("DELETE FROM delivery_log WHERE seq <= (SELECT MAX(seq) FROM delivery_log) - 500")
    }

    /// The newest deliveries first.
    public func recentDeliveries(limit: Int = 10) throws -> [DeliveryRecord] {
        try connection.query(
            """
            SELECT notification_id, kind, at, channel, outcome, detail FROM delivery_log WHERE outcome != 'claimed'
            ORDER BY seq DESC LIMIT ?
            """, limit
        ) {
            DeliveryRecord(
                notificationId: $0.string(0), kind: $0.string(1), at: $0.date(2), channel: $0.string(3),
                outcome: $0.string(4), detail: $0.string(5))
        }
    }

    // MARK: rows

    private func write(_ n: PlannedNotification, _ group: OutboxGroup, _ now: Date) throws {
        try connection.run(
            """
            INSERT INTO outbox(id, grp, kind, fire_at, valid_until, title, body, route, actions, template_id, day, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET grp = excluded.grp, kind = excluded.kind, fire_at = excluded.fire_at,
                valid_until = excluded.valid_until, title = excluded.title, body = excluded.body, route = excluded.route,
                actions = excluded.actions, template_id = excluded.template_id, day = excluded.day,
                updated_at = excluded.updated_at
            """, n.id, group.rawValue, n.kind.rawValue, n.fireAt, n.validUntil, n.title, n.body, n.route.path,
            n.actions.map(\.rawValue).joined(separator: ","), n.templateId, n.day?.iso, now)
    }

    func outboxEntries(where clause: String, _ params: [SQLiteBindable]) throws -> [OutboxEntry] {
        try connection.query(
            """
            SELECT id, grp, kind, fire_at, valid_until, title, body, route, actions, template_id, day, scheduled_with
            FROM outbox WHERE \(clause) ORDER BY fire_at, id
            """, params
        ) { row -> OutboxEntry? in
            guard let kind = NotificationKind(rawValue: row.string(2)), let group = OutboxGroup(rawValue: row.string(1))
            else { return nil }
            let n = PlannedNotification(
                id: row.string(0), kind: kind, fireAt: row.date(3), validUntil: row.optionalDate(4),
                title: row.string(5),
                body: row.string(6), route: Route(parsing: row.string(7)),
                actions: row.string(8).split(separator: ",").compactMap { NotificationAction(rawValue: String($0)) },
                templateId: row.optionalString(9), day: row.optionalString(10).flatMap(LocalDate.init(iso:)))
            return OutboxEntry(notification: n, group: group, scheduledWith: row.optionalString(11))
        }.compactMap { $0 }
    }

    /// Wakes `spotter agent`: any close-after-write wakes an inotify watcher; failure only costs a wake-up.
    func touchOutboxSignal() {
        PrivateFiles.touch(outboxSignalFile)
    }
}
