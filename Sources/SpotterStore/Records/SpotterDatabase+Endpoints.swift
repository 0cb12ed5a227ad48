import FoundationEssentials
import SpotterCore

/// A place push goes besides mail: this machine's desktop, or an ntfy topic URL.
public struct Endpoint: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable { case desktop, ntfy }
    public enum State: String, Sendable {
        /// Receives push.
        case active
        /// Removed by the user, or reminders were turned off: kept for history, sent nothing.
        case retired
        /// Reported dead (HTTP 404/410): kept, sent nothing, re-enabled by registering it again.
        case disabled
    }

    public var id: Int
    public var kind: Kind
    /// The ntfy URL, or the desktop's installation id.
    public var address: String
    public var state: State
    public var registeredAt: Date
    public var refreshedAt: Date
    public var lastOutcome: String?
    public var lastOutcomeAt: Date?

    /// The claims channel of this endpoint: `push:3`.
    public var channel: String { "push:\(id)" }
}

extension SpotterDatabase {
    /// Registers an endpoint, or refreshes the existing record for the same address: safe to
    /// repeat, never a duplicate. A retired or disabled endpoint becomes active again.
    @discardableResult
    public func registerEndpoint(kind: Endpoint.Kind, address: String, now: Date) throws -> Endpoint {
        try connection.run(
            """
            INSERT INTO endpoints(kind, address, state, registered_at, refreshed_at) VALUES (?, ?, 'active', ?, ?)
            ON CONFLICT(kind, address) DO UPDATE SET state = 'active', refreshed_at = excluded.refreshed_at
            """, kind.rawValue, address, now, now)
        return try endpoints().first { $0.kind == kind && $0.address == address }!
    }

    /// Registers this machine's desktop under its stable installation id (created once, kept in `meta`).
    @discardableResult
    public func registerDesktopEndpoint(now: Date) throws -> Endpoint {
        try registerEndpoint(kind: .desktop, address: try installationId(), now: now)
    }

    /// What every start does: registers this desktop if it never was, otherwise only notes the
    /// refresh. Safe to repeat; a desktop the user removed (retired) or that was disabled stays so
    /// until they add it again with `spotter endpoint add desktop`.
    @discardableResult
    public func refreshDesktopEndpoint(now: Date) throws -> Endpoint {
        let id = try installationId()
        try connection.run(
            """
            INSERT INTO endpoints(kind, address, state, registered_at, refreshed_at) VALUES ('desktop', ?, 'active', ?, ?)
            ON CONFLICT(kind, address) DO UPDATE SET refreshed_at = excluded.refreshed_at
            """, id, now, now)
        return try endpoints().first { $0.kind == .desktop && $0.address == id }!
    }

    /// This installation's stable id.
    public func installationId() throws -> String {
        if let id = try meta("installation-id") { return id }
        let id = UUID().uuidString.lowercased()
        // Two first starts at once: the first insert wins and both read the same id back.
        try connection.run("INSERT INTO meta(key, value) VALUES ('installation-id', ?) ON CONFLICT(key) DO NOTHING", id)
        return try meta("installation-id") ?? id
    }

    public func endpoints() throws -> [Endpoint] {
        try connection.query(
            "SELECT id, kind, address, state, registered_at, refreshed_at, last_outcome, last_outcome_at FROM endpoints ORDER BY id"
        ) {
            Endpoint(
                id: $0.int(0), kind: Endpoint.Kind(rawValue: $0.string(1)) ?? .ntfy, address: $0.string(2),
                state: Endpoint.State(rawValue: $0.string(3)) ?? .retired, registeredAt: $0.date(4),
                refreshedAt: $0.date(5), lastOutcome: $0.optionalString(6), lastOutcomeAt: $0.optionalDate(7))
        }
    }

    /// Retires one endpoint (the user removed it); `false` when there is no such endpoint.
    @discardableResult
    public func retireEndpoint(id: Int) throws -> Bool {
        try connection.run("UPDATE endpoints SET state = 'retired' WHERE id = ?", id) == 1
    }

    /// Retires every endpoint: what turning reminders off does, so the switch means what it says.
    public func retireAllEndpoints() throws {
        try connection.run("UPDATE endpoints SET state = 'retired' WHERE state = 'active'")
    }

    /// Disables an endpoint reported dead; the record is kept.
    public func disableEndpoint(id: Int, outcome: String, now: Date) throws {
        try connection.run(
            "UPDATE endpoints SET state = 'disabled', last_outcome = ?, last_outcome_at = ? WHERE id = ?", outcome, now,
            id)
    }

    /// Notes how the last send to an endpoint went.
    public func noteEndpointOutcome(id: Int, outcome: String, now: Date) throws {
        try connection.run("UPDATE endpoints SET last_outcome = ?, last_outcome_at = ? WHERE id = ?", outcome, now, id)
    }
}
