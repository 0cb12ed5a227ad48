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
        .importedWorkouts,
        .benchAndNotes,
        .setDistance,
        .catalogue,
        .cardioAndBodyWeight,
        .aggregates,
        .workoutRecords,
        .exerciseMeasure,
        .exerciseSessions,
        .sessionsByStart,
        .openWorkoutIndex,
    ]

    /// The schema version this build of Spotter writes.
    public static var latestVersion: Int { all.count }
}

extension Migrations {
    /// The tables the migrations up to `version` create, read from their SQL: a file without
    /// all of them is not a Spotter database of that version.
    static func tables(upTo version: Int) -> Set<String> {
        var names = Set<String>()
        for migration in all where migration.version <= version {
            for line in migration.sql.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 3, words[0] == "CREATE", words[1] == "TABLE" else { continue }
                let name = words[2] == "IF" && words.count >= 6 ? words[5] : words[2]
                names.insert(String(name.prefix { $0 != "(" }))
            }
        }
        return names
    }
}
