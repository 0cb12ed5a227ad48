import FoundationEssentials
import SpotterCore

/// Everything the user planned: the input to the day resolver and the planner.
public struct StoredPlan: Sendable, Equatable {
    public var exercises: [Exercise]
    public var templates: [WorkoutTemplate]
    public var weekly: [WeeklySchedule]
    public var rotations: [Rotation]

    public func template(_ id: String) -> WorkoutTemplate? { templates.first { $0.id == id } }
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// The demo plan a new database is given.
    static var demo: StoredPlan {
        StoredPlan(
            exercises: DemoPlan.exercises, templates: DemoPlan.templates, weekly: DemoPlan.weekly,
            rotations: DemoPlan.rotations)
    }
}

extension SpotterDatabase {
    /// Writes exercises, templates, schedules and rotations (replacing same ids) in one transaction.
    public func savePlan(
        exercises: [Exercise], templates: [WorkoutTemplate], weekly: [WeeklySchedule], rotations: [Rotation]
    ) throws {
        try connection.transaction {
            try writePlan(exercises: exercises, templates: templates, weekly: weekly, rotations: rotations)
        }
    }

    /// The writes of `savePlan`, inside the caller's transaction.
    private func writePlan(
        exercises: [Exercise], templates: [WorkoutTemplate], weekly: [WeeklySchedule], rotations: [Rotation]
    ) throws {
        for e in exercises {
            try connection.run(
                """
                INSERT INTO exercises(id, name, kind, equipment, catalogue_id, measure) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET name = excluded.name, kind = excluded.kind, equipment = excluded.equipment,
                catalogue_id = COALESCE(excluded.catalogue_id, exercises.catalogue_id),
                measure = COALESCE(excluded.measure, exercises.measure)
                """, e.id, e.name, e.kind.rawValue, e.equipment?.rawValue, e.catalogueId, e.measure?.rawValue)
        }
        for t in templates {
            try connection.run(
                "INSERT INTO templates(id, name) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name",
                t.id, t.name)
            try connection.run("DELETE FROM template_items WHERE template_id = ?", t.id)
            for (i, item) in t.items.enumerated() {
                try connection.run(
                    """
                    INSERT INTO template_items(template_id, position, exercise_id, sets, reps, weight, rest_seconds, duration_seconds, progression)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, t.id, i, item.exerciseId, item.sets, item.reps, item.weight, item.restSeconds,
                    item.durationSeconds, item.progression?.storedText)
            }
        }
        try writeSupersets(templates)
        // A template may have several weekly lines (Mon 07:00, Thu 18:00): clear it once, then add all.
        for templateId in Set(weekly.map(\.templateId)) {
            try connection.run("DELETE FROM weekly_schedule WHERE template_id = ?", templateId)
        }
        for s in weekly {
            for day in s.weekdays {
                try connection.run(
                    "INSERT INTO weekly_schedule(template_id, weekday, time) VALUES (?, ?, ?)", s.templateId,
                    day.rawValue, s.time.hhmm)
            }
        }
        for r in rotations {
            try connection.run(
                """
                INSERT INTO rotations(id, name, next_index, weekdays, time) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET name = excluded.name, next_index = excluded.next_index,
                    weekdays = excluded.weekdays, time = excluded.time
                """, r.id, r.name, r.nextIndex, r.weekdays.map(\.shortName).joined(separator: ","), r.time.hhmm)
            try connection.run("DELETE FROM rotation_templates WHERE rotation_id = ?", r.id)
            for (i, t) in r.templateIds.enumerated() {
                try connection.run(
                    "INSERT INTO rotation_templates(rotation_id, position, template_id) VALUES (?, ?, ?)", r.id, i, t)
            }
        }
    }

    /// Gives the database the demo plan and notes that it did so, in one transaction.
    public func installDemoPlan() throws {
        try connection.transaction { try writeSeed(.demo) }
    }

    /// Writes the plan a new database starts with, and the note that it is the demo's, inside the
    /// caller's transaction.
    func writeSeed(_ seed: StoredPlan) throws {
        try writePlan(
            exercises: seed.exercises, templates: seed.templates, weekly: seed.weekly, rotations: seed.rotations)
        try setMeta("demo-plan", "installed")
    }

    /// Reads the whole plan.
    public func plan() throws -> StoredPlan {
        let exercises = try exercises()
        let templates = try templates()
        let scheduleRows = try connection.query(
            "SELECT s.template_id, s.weekday, s.time FROM weekly_schedule s JOIN templates t ON t.id = s.template_id ORDER BY t.rowid, s.weekday"
        ) { ($0.string(0), Weekday(rawValue: $0.int(1)), LocalTime(hhmm: $0.string(2))) }
        var weekly: [WeeklySchedule] = []
        for (templateId, day, time) in scheduleRows {
            guard let day, let time else { continue }
            if let i = weekly.firstIndex(where: { $0.templateId == templateId && $0.time == time }) {
                weekly[i].weekdays.append(day)
            } else {
                weekly.append(WeeklySchedule(templateId: templateId, weekdays: [day], time: time))
            }
        }
        let rotationTemplates = try connection.query(
            "SELECT rotation_id, template_id FROM rotation_templates ORDER BY rotation_id, position"
        ) { ($0.string(0), $0.string(1)) }
        let rotations = try connection.query("SELECT id, name, next_index, weekdays, time FROM rotations ORDER BY id") {
            row in
            let id = row.string(0)
            return Rotation(
                id: id, name: row.string(1), templateIds: rotationTemplates.filter { $0.0 == id }.map(\.1),
                nextIndex: row.int(2), weekdays: Weekday.parseList(row.string(3)) ?? [],
                time: LocalTime(hhmm: row.string(4)) ?? LocalTime(hour: 18, minute: 0)!)
        }
        return StoredPlan(exercises: exercises, templates: templates, weekly: weekly, rotations: rotations)
    }

    /// One exercise's name, read alone: `spotter status` shows one name, and reading every
    /// exercise with its aliases cost it more than the rest of its reads together.
    public func exerciseName(id: String) throws -> String? {
        try connection.scalarString("SELECT name FROM exercises WHERE id = ?", id)
    }

    /// Every exercise, by id, with its aliases.
    public func exercises() throws -> [Exercise] {
        var aliases: [String: [String]] = [:]
        for (id, name) in try connection.query(
            "SELECT exercise_id, name FROM exercise_aliases ORDER BY rowid",
            map: {
                ($0.string(0), $0.string(1))
            })
        {
            aliases[id, default: []].append(name)
        }
        return try connection.query(
            "SELECT id, name, kind, equipment, catalogue_id, measure FROM exercises ORDER BY id"
        ) {
            var e = Exercise(
                id: $0.string(0), name: $0.string(1), kind: Exercise.Kind(rawValue: $0.string(2)) ?? .reps,
                equipment: $0.optionalString(3).flatMap(Exercise.Equipment.init(rawValue:)),
                catalogueId: $0.optionalString(4),
                measure: $0.optionalString(5).flatMap(ExerciseCatalogue.Kind.init(rawValue:)))
            e.aliases = aliases[e.id] ?? []
            return e
        }
    }

    /// The templates with their items and supersets, in the plan's order; with `id`, that one only
    /// (what `spotter status` reads, instead of the whole plan, and with `supersets` false: its
    /// line needs the items only).
    public func templates(id: String? = nil, supersets: Bool = true) throws -> [WorkoutTemplate] {
        let items = try connection.query(
            "SELECT template_id, exercise_id, sets, reps, weight, rest_seconds, duration_seconds, progression FROM template_items"
                + (id == nil ? "" : " WHERE template_id = ?") + " ORDER BY template_id, position", id.map { [$0] } ?? []
        ) {
            (
                $0.string(0),
                WorkoutTemplate.Item(
                    exerciseId: $0.string(1), sets: $0.int(2), reps: $0.optionalInt(3), weight: $0.optionalDouble(4),
                    restSeconds: $0.int(5), durationSeconds: $0.optionalInt(6),
                    // A rule the reader cannot read is dropped: the item still trains as written.
                    progression: $0.optionalString(7).flatMap(ProgressionRule.init(storedText:))
                ).withinBounds()
            )
        }
        let plainTemplates = try connection.query(
            "SELECT id, name FROM templates" + (id == nil ? "" : " WHERE id = ?") + " ORDER BY rowid",
            id.map { [$0] } ?? []
        ) { row in
            let id = row.string(0)
            return WorkoutTemplate(id: id, name: row.string(1), items: items.filter { $0.0 == id }.map(\.1))
        }
        return supersets ? try withSupersets(plainTemplates) : plainTemplates
    }
}

extension SpotterDatabase {
    /// Replaces templates, weekly days and rotations with a schedule file's, in one transaction.
    ///
    /// Exercises are added or renamed but never removed, because logged sets refer to them;
    /// past workouts keep their sets when their template goes away.
    public func replaceSchedule(with file: ScheduleFile) throws {
        // One transaction: a crash half-way leaves the old schedule, never an empty one.
        try connection.transaction { try writeSchedule(file) }
    }

    /// The writes of `replaceSchedule`, inside the caller's transaction. `linking` false skips the
    /// catalogue links, for a file that writes no exercise (an edit's): they cannot change.
    func writeSchedule(_ file: ScheduleFile, linking: Bool = true) throws {
        // A rotation that comes back with the same templates keeps its place in the cycle.
        let before = try plan().rotations
        var file = file
        for i in file.rotations.indices {
            if let old = before.first(where: { $0.id == file.rotations[i].id }),
                old.templateIds == file.rotations[i].templateIds
            {
                file.rotations[i].nextIndex = old.nextIndex
            }
        }
        try connection.execute("DELETE FROM rotation_templates; DELETE FROM rotations; DELETE FROM weekly_schedule")
        let keep = Set(file.templates.map(\.id))
        for id in try connection.query("SELECT id FROM templates", map: { $0.string(0) }) where !keep.contains(id) {
            try connection.run("DELETE FROM templates WHERE id = ?", id)
        }
        try setMeta("demo-plan", nil)
        try writePlan(
            exercises: file.exercises, templates: file.templates, weekly: file.weekly, rotations: file.rotations)
        // The file does not say which catalogue entry an exercise is: its name does.
        if linking { try linkToCatalogue() }
    }

    /// The stored schedule as a file value (every stored exercise, template, weekly entry and rotation).
    public func scheduleFile() throws -> ScheduleFile {
        let p = try plan()
        return ScheduleFile(exercises: p.exercises, templates: p.templates, weekly: p.weekly, rotations: p.rotations)
    }
}
