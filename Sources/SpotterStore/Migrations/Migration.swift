/// One step of the schema, applied once and recorded in `PRAGMA user_version`.
///
/// Migrations are append-only: a released step is never edited, a change is a new step.
/// Each concern owns its own file (`Migration+Core.swift`, …) and the list below orders them.
public struct Migration: Sendable {
    public let version: Int
    public let summary: String
    public let sql: String
}

public enum Migrations {
    /// Every migration, in order; `version` must equal its position + 1.
    public static let all: [Migration] = [
        .core,
        .liveSession,
        .outbox,
        .plansAndClaims,
        .passWakeups,
        .setTypes,
    ]

    /// The schema version this build of Spotter writes.
    public static var latestVersion: Int { all.count }
}
