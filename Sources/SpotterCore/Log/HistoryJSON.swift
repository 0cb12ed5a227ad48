import FoundationEssentials

/// `spotter history --json`: workouts oldest first, in the one documented shape other tools read.
///
/// ```json
/// [{"id": "…", "name": "Push", "start": "2026-11-30T18:02:11+01:00", "end": "2026-11-30T19:01:40+01:00",
///   "note": "slept badly", "exerciseNotes": [{"exercise": "Bench press", "note": "wide grip"}],
///   "sets": [{"exercise": "Bench press", "type": "working", "weightKg": 62.5, "reps": 5, "seconds": null,
///             "meters": null, "heartRate": null, "rpe": 8.5, "loggedAt": "2026-11-30T18:10:02+01:00", "note": null}]}]
/// ```
/// Every key is always there (`null` when empty: `weightKg` for body weight, `seconds` unless
/// timed, `meters` unless a distance was logged, `heartRate` unless one was given, `reps` 0 for a failed attempt, `end` while open, `note` when none was written; `exerciseNotes` is `[]` then); times carry the zone's offset at that instant, whole seconds; a
/// stored number that is not finite prints as `null` rather than breaking the JSON.
public enum HistoryJSON {
    public static func render(_ entries: [HistoryEntry], zone: Zone) -> String {
        let workouts = entries.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }.map { object($0, zone: zone) }
        return "[" + workouts.joined(separator: separator) + "]"
    }

    /// What stands between two workouts of the array.
    public static let separator = ",\n "

    /// One workout of the array, for a writer that streams it (`render` is `[`, these joined by
    /// `separator`, `]`).
    public static func object(_ entry: HistoryEntry, zone: Zone) -> String {
        let sets = entry.sets.map { s in
            "{\"exercise\": \(string(s.exercise)), \"type\": \(string(s.logged.type.rawValue)), "
                + "\"weightKg\": \(number(s.logged.weight)), \"reps\": \(s.logged.reps.map(String.init) ?? "null"), "
                + "\"seconds\": \(s.logged.durationSeconds.map(String.init) ?? "null"), "
                + "\"meters\": \(number(s.logged.meters)), \"heartRate\": \(s.logged.heartRate.map(String.init) ?? "null"), \"rpe\": \(number(s.logged.rpe)), "
                + "\"loggedAt\": \(string(ISOInstant.format(s.logged.loggedAt, in: zone))), "
                + "\"note\": \(optional(s.logged.note))}"
        }
        let notes = entry.exerciseNotes.map { n in
            "{\"exercise\": \(string(n.exercise)), \"note\": \(string(n.note))}"
        }
        return "{\"id\": \(string(entry.id)), \"name\": \(string(entry.name)), "
            + "\"start\": \(string(ISOInstant.format(entry.startedAt, in: zone))), "
            + "\"end\": \(entry.finishedAt.map { string(ISOInstant.format($0, in: zone)) } ?? "null"), "
            + "\"note\": \(optional(entry.note)), \"exerciseNotes\": [\(notes.joined(separator: ", "))], "
            + "\"sets\": [\(sets.joined(separator: ", "))]}"
    }

    static func number(_ value: Double?) -> String { JSONText.number(value) }

    static func string(_ text: String) -> String { JSONText.quoted(text) }

    static func optional(_ text: String?) -> String { text.map(string) ?? "null" }
}
