import Foundation
import SpotterCore
import SpotterStore
import Testing

/// `spotter export json` over a history longer than a page: written a page of workouts at a
/// time, byte for byte the document the writer that read the history whole gave (kept below).
@Suite("spotter export json streams a long history")
struct ExportJSONStreamTests {
    @Test("450 workouts (three pages), body weight and a note: the same bytes as the whole-history writer")
    func sameBytes() throws {
        let home = try HistoryStreamTests.home(count: 450)
        do {
            let db = try SpotterDatabase.open(path: home.databaseFile)
            let last = try #require(try db.finishedWorkouts(since: nil, until: nil).last)
            try db.setWorkoutNote("a \"quoted\" note\twith a tab", workoutId: last.id)
            for (i, kg) in [82.4, 81.95, 82.0].enumerated() {
                try db.weigh(kg, on: LocalDate(iso: "2026-11-2\(i)")!, at: Date(timeIntervalSince1970: 1_795_000_000))
            }
        }
        let text = try ExportCommandTests.ok(home, ["export", "json"])
        let db = try SpotterDatabase.open(path: home.databaseFile)
        let plan = try db.plan()
        let names = LogNames(templates: plan.templates, exercises: plan.exercises)
        let zone = Zone.named("Europe/Berlin")
        let prefs = try db.preferences()
        let expected =
            Self.wholeHistoryWriter(
                try db.finishedWorkouts(since: nil, until: nil).map { HistoryEntry(workout: $0, names: names) },
                plan: plan, scheduleFile: ScheduleFile.render(try db.scheduleFile()),
                settings: PreferenceCatalog.all.map { (key: $0.name, value: $0.get(prefs, zone)) }, zone: zone,
                bodyWeights: try db.bodyWeights()) + "\n"
        #expect(text == expected)
        #expect(text.contains("a \\\"quoted\\\" note\\twith a tab") && text.contains("81.95"))
        let doc = try #require(try HistoryCommandTests.json(text) as? [String: Any])
        #expect((doc["workouts"] as? [Any])?.count == 450)
    }

    /// `ExportJSON.render` as it was before the export streamed: the whole history in one string.
    static func wholeHistoryWriter(
        _ entries: [HistoryEntry], plan: StoredPlan, scheduleFile: String, settings: [(key: String, value: String)],
        zone: Zone, bodyWeights: [BodyWeight]
    ) -> String {
        let q: (String) -> String = { JSONText.quoted($0) }
        func int(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        func days(_ weekdays: [Weekday]) -> String {
            "[" + weekdays.map { JSONText.quoted($0.shortName) }.joined(separator: ", ") + "]"
        }
        let exercises = plan.exercises.map { e in
            "{\"id\": \(q(e.id)), \"name\": \(q(e.name)), \"kind\": \(q(e.kind.rawValue))}"
        }
        let templates = plan.templates.map { t in
            let items = t.items.map { i in
                "{\"exercise\": \(q(i.exerciseId)), \"sets\": \(i.sets), \"reps\": \(int(i.reps)), "
                    + "\"weightKg\": \(JSONText.number(i.weight)), \"seconds\": \(int(i.durationSeconds)), "
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
        let weights = bodyWeights.map { "{\"date\": \(q($0.day.iso)), \"kg\": \(JSONText.number($0.kg))}" }
        return "{\"workouts\": \(HistoryJSON.render(entries, zone: zone)),\n"
            + " \"exercises\": [\(exercises.joined(separator: ",\n  "))],\n"
            + " \"templates\": [\(templates.joined(separator: ",\n  "))],\n"
            + " \"schedule\": {\"weekly\": [\(weekly.joined(separator: ", "))], "
            + "\"rotations\": [\(rotations.joined(separator: ", "))], \"file\": \(q(scheduleFile))},\n"
            + " \"settings\": {\(settings.joined(separator: ", "))},\n"
            + " \"bodyWeights\": [\(weights.joined(separator: ", "))]}"
    }
}
