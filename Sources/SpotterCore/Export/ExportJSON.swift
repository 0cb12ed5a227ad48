import FoundationEssentials

/// `spotter export json`: everything in one document, with the workouts in `history --json`'s shape.
///
/// ```json
/// {"workouts": [ … as spotter history --json … ],
///  "exercises": [{"id": "bench", "name": "Bench press", "kind": "reps"}],
///  "templates": [{"id": "push", "name": "Push", "items": [{"exercise": "bench", "sets": 5, "reps": 5,
///                 "weightKg": 60, "seconds": null, "restSeconds": 120}]}],
///  "schedule": {"weekly": [{"template": "push", "weekdays": ["mon"], "time": "18:00"}],
///               "rotations": [{"id": "wk", "name": "Weekend", "templates": ["push", "legs"], "next": 0,
///                              "weekdays": ["sat"], "time": "10:00"}],
///               "file": "exercise bench \"Bench press\"\n…"},
///  "settings": {"accountability": "structured", …},
///  "bodyWeights": [{"date": "2026-11-30", "kg": 82.4}]}
/// ```
/// `schedule.file` is `spotter schedule export`'s text, which `spotter schedule import` takes back;
/// `settings` has every key of `spotter config list` with its value as `config get` prints it.
/// The workouts are written a page at a time between `opening` and `closing` (`HistoryJSON`'s
/// array, as `history --json` streams it), so the document never holds the whole history.
public enum ExportJSON {
    public struct Plan: Sendable {
        public var exercises: [Exercise]
        public var templates: [WorkoutTemplate]
        public var weekly: [WeeklySchedule]
        public var rotations: [Rotation]

        public init(
            exercises: [Exercise], templates: [WorkoutTemplate], weekly: [WeeklySchedule], rotations: [Rotation]
        ) {
            self.exercises = exercises
            self.templates = templates
            self.weekly = weekly
            self.rotations = rotations
        }
    }

    /// What comes before the workouts' array.
    public static let opening = "{\"workouts\": "

    /// What comes after the workouts' array, to the document's end: the plan, the schedule, the
    /// settings and body weight.
    public static func closing(
        plan: Plan, scheduleFile: String, settings: [(key: String, value: String)], bodyWeights: [BodyWeight] = []
    ) -> String {
        let q: (String) -> String = { JSONText.quoted($0) }
        let exercises = plan.exercises.map { e in
            "{\"id\": \(q(e.id)), \"name\": \(q(e.name)), \"kind\": \(q(e.kind.rawValue))}"
        }
        let templates = plan.templates.map { t in
            let items = t.items.map { i in
                "{\"exercise\": \(q(i.exerciseId)), \"sets\": \(i.sets), \"reps\": \(int(i.reps)), "
                    + "\"weightKg\": \(HistoryJSON.number(i.weight)), \"seconds\": \(int(i.durationSeconds)), "
                    + "\"restSeconds\": \(i.restSeconds)}"
            }
            return "{\"id\": \(q(t.id)), \"name\": \(q(t.name)), \"items\": [\(items.joined(separator: ", "))]}"
        }
        let weekly = plan.weekly.map { w in
            "{\"template\": \(q(w.templateId)), \"weekdays\": \(days(w.weekdays)), \"time\": \(q(w.time.hhmm))}"
        }
        let rotations = plan.rotations.map { r in
            "{\"id\": \(q(r.id)), \"name\": \(q(r.name)), \"templates\": [\(r.templateIds.map(q).joined(separator: ", "))], "
                + "\"next\": \(r.nextIndex), \"weekdays\": \(days(r.weekdays)), \"time\": \(q(r.time.hhmm))}"
        }
        let settings = settings.map { "\(q($0.key)): \(q($0.value))" }
        let weights = bodyWeights.map { "{\"date\": \(q($0.day.iso)), \"kg\": \(HistoryJSON.number($0.kg))}" }
        return ",\n"
            + " \"exercises\": [\(exercises.joined(separator: ",\n  "))],\n"
            + " \"templates\": [\(templates.joined(separator: ",\n  "))],\n"
            + " \"schedule\": {\"weekly\": [\(weekly.joined(separator: ", "))], "
            + "\"rotations\": [\(rotations.joined(separator: ", "))], \"file\": \(q(scheduleFile))},\n"
            + " \"settings\": {\(settings.joined(separator: ", "))},\n"
            + " \"bodyWeights\": [\(weights.joined(separator: ", "))]}"
    }

    static func int(_ value: Int?) -> String { value.map(String.init) ?? "null" }

    static func days(_ weekdays: [Weekday]) -> String {
        "[" + weekdays.map { JSONText.quoted($0.shortName) }.joined(separator: ", ") + "]"
    }
}
