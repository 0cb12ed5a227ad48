import FoundationEssentials

/// Spotter's own CSV: one row a set, every column of `spotter history --json` and the ids, so an
/// export imported into an empty Spotter gives the same history.
///
/// ```text
/// workout_id,day,workout,start,end,workout_note,exercise,exercise_note,type,weight_kg,reps,seconds,rpe,logged_at,set_note,meters,heart_rate
/// 4f1c…,2026-11-30,Push,2026-11-30T18:02:11+01:00,2026-11-30T19:01:40+01:00,slept badly,Bench press,wide grip,working,62.5,5,,8.5,2026-11-30T18:10:02+01:00,,,
/// ```
/// Times are instants with their offset; `weight_kg` is kilograms and `meters` a distance, both at
/// full precision (empty for body weight, or a set with no distance); `type` is `working`,
/// `warmup`, `drop` or `failure`; a `body-weight` row holds only a day and its `weight_kg` (`spotter weigh`). `meters` came last and later, `heart_rate` (beats per minute) after it: a file without them still reads. The text cells (ids, names,
/// notes) go through `CSVText`, and `read` takes its formula prefix back off. The workout's columns and its
/// note repeat on each of its rows, an exercise's note on each row of that exercise. A row whose
/// `type` is empty holds no set: it carries a workout without sets, or an exercise's note without one.
public enum SpotterCSV {
    public static let columns = [
        "workout_id", "day", "workout", "start", "end", "workout_note", "exercise", "exercise_note", "type",
        "weight_kg", "reps", "seconds", "rpe", "logged_at", "set_note", "meters", "heart_rate",
    ]
    /// The `type` of a body-weight row: no workout, the day and `weight_kg` only.
    public static let bodyWeightType = "body-weight"
    /// The columns a file must have: an export written before `meters` (and `heart_rate`) has all but those.
    static let required = Array(columns.dropLast(2))

    /// The file for `entries` (finished workouts), oldest first.
    public static func render(_ entries: [HistoryEntry], zone: Zone, bodyWeights: [BodyWeight] = []) -> String {
        var out = CSVWriter.record(columns)
        for e in entries.sorted(by: { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }) {
            let workout = [
                CSVText.cell(e.id), e.day.iso, CSVText.cell(e.name), ISOInstant.format(e.startedAt, in: zone),
                e.finishedAt.map { ISOInstant.format($0, in: zone) } ?? "", CSVText.cell(e.note),
            ]
            let notes = Dictionary(e.exerciseNotes.map { ($0.exerciseId, $0.note) }, uniquingKeysWith: { a, _ in a })
            var logged = Set<String>()
            for s in e.sets {
                logged.insert(s.logged.exerciseId)
                let l = s.logged
                out += CSVWriter.record(
                    workout + [
                        CSVText.cell(s.exercise), CSVText.cell(notes[l.exerciseId]), l.type.rawValue,
                        l.weight.map(exact) ?? "",
                        l.reps.map(String.init) ?? "", l.durationSeconds.map(String.init) ?? "", l.rpe.map(exact) ?? "",
                        ISOInstant.format(l.loggedAt, in: zone), CSVText.cell(l.note), l.meters.map(exact) ?? "",
                        l.heartRate.map(String.init) ?? "",
                    ])
            }
            for n in e.exerciseNotes where !logged.contains(n.exerciseId) {
                out += CSVWriter.record(
                    workout + [CSVText.cell(n.exercise), CSVText.cell(n.note)] + Array(repeating: "", count: 9))
            }
            if e.sets.isEmpty && e.exerciseNotes.isEmpty {
                out += CSVWriter.record(workout + Array(repeating: "", count: 11))
            }
        }
        // Body weight after the workouts: one row a day, its day and kilograms, every other cell empty.
        for w in bodyWeights.sorted(by: { $0.day < $1.day }) {
            var cells = Array(repeating: "", count: columns.count)
            cells[1] = w.day.iso
            cells[8] = bodyWeightType
            cells[9] = exact(w.kg)
            out += CSVWriter.record(cells)
        }
        return out
    }

    /// Swift's shortest text that reads back as the same number: `62.5`, `60`, `61.234969950000004`.
    static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    public static func recognises(_ header: [String]) -> Bool {
        ImportColumns(header).missing(required).isEmpty
    }

    /// Reads an export back; times carry their offsets, so no zone is guessed.
    public static func read(_ table: CSVTable) -> ParsedImport {
        let col = ImportColumns(table.header)
        var c = ImportCollector(source: .spotter, layout: "Spotter")
        let missing = col.missing(required)
        guard missing.isEmpty else {
            c.problem(
                max(table.headerLine, 1),
                "not a Spotter export: the header lacks \(missing.joined(separator: ", ")) (spotter export csv writes it)"
            )
            return c.parsed
        }
        // The first row of each workout id: every later row of it must agree.
        var seen: [String: (key: ImportKey, line: Int)] = [:]
        var ids: [ImportKey: String] = [:]
        c.readRows(table, columns: col) { record, c in try row(record, col, seen: &seen, ids: &ids, into: &c) }
        return c.parsed
    }

    /// An instant with its offset, in `ImportDate.years` as written (the local date it starts with).
    private static func instant(_ text: String, field: String) throws -> Date {
        let t = text.trimmingSpaces
        guard let d = ISOInstant.parse(t), let day = LocalDate(iso: String(t.prefix(10))) else {
            throw SetValueError("\(field) \(QuotedField.text(text)) is not \(ISOInstant.shape)")
        }
        try ImportDate.checkYear(day, field: field, text: t)
        return d
    }

    /// A `body-weight` row: the day and `weight_kg`, every other cell empty.
    private static func bodyWeight(_ r: CSVTable.Record, _ col: ImportColumns, into c: inout ImportCollector) throws {
        let dayText = col.field("day", r).trimmingSpaces
        guard let day = LocalDate(iso: dayText) else {
            throw SetValueError("day \(QuotedField.text(dayText)) is not YYYY-MM-DD")
        }
        try ImportDate.checkYear(day, field: "day", text: dayText)
        guard let kg = try ImportValue.exactKilograms(col.field("weight_kg", r), field: "weight_kg") else {
            throw SetValueError("weight_kg is empty in a body-weight row")
        }
        let others = columns.filter { !["day", "type", "weight_kg"].contains($0) }
        if let filled = others.first(where: { !col.field($0, r).trimmingSpaces.isEmpty }) {
            throw SetValueError("\(filled) is filled in a body-weight row (it holds a day and weight_kg only)")
        }
        c.parsed.bodyWeights.append(BodyWeight(day: day, kg: kg))
    }

    private static func row(
        _ r: CSVTable.Record, _ col: ImportColumns, seen: inout [String: (key: ImportKey, line: Int)],
        ids: inout [ImportKey: String], into c: inout ImportCollector
    ) throws {
        // The text cells as written before `CSVText.cell` kept a spreadsheet off them.
        func text(_ name: String) -> String { CSVText.original(col.field(name, r)) }
        if col.field("type", r).trimmingSpaces == bodyWeightType {
            try bodyWeight(r, col, into: &c)
            return
        }
        let id = text("workout_id").trimmingSpaces
        guard !id.isEmpty else { throw SetValueError("workout_id is empty") }
        try UserText.validate(id, field: "workout_id", limit: UserText.Limit.name)
        let dayText = col.field("day", r).trimmingSpaces
        guard let day = LocalDate(iso: dayText) else {
            throw SetValueError("day \(QuotedField.text(dayText)) is not YYYY-MM-DD")
        }
        try ImportDate.checkYear(day, field: "day", text: dayText)
        let name = try ImportValue.name(text("workout"), field: "workout")
        let start = try instant(col.field("start", r), field: "start")
        let end = try instant(col.field("end", r), field: "end")
        guard end >= start else { throw SetValueError("end \(QuotedField.text(col.field("end", r))) is before start") }
        let key = ImportKey(source: .spotter, start: start, name: name)
        if let first = seen[id] {
            guard first.key == key else {
                throw SetValueError(
                    "workout_id \(QuotedField.text(id)) has another start or name on line \(first.line)")
            }
        } else {
            if let other = ids[key], let line = seen[other]?.line {
                throw SetValueError(
                    "workout_id \(QuotedField.text(id)) has the start and name of workout_id \(other) on line \(line)")
            }
            seen[id] = (key, r.line)
            ids[key] = id
        }
        let note = try NoteText.clean(text("workout_note"), field: "workout_note")
        let exerciseText = text("exercise")
        let typeText = col.field("type", r).trimmingSpaces
        let setFields = ["weight_kg", "reps", "seconds", "rpe", "logged_at", "set_note", "meters", "heart_rate"]
        guard !typeText.isEmpty else {
            if let filled = setFields.first(where: { !col.field($0, r).trimmingSpaces.isEmpty }) {
                throw SetValueError("\(filled) is filled but type is empty (a row without a type holds no set)")
            }
            var exercise: String?
            var exerciseNote: String?
            if !exerciseText.trimmingSpaces.isEmpty {
                exercise = try ImportValue.name(exerciseText, field: "exercise")
                exerciseNote = try NoteText.clean(text("exercise_note"), field: "exercise_note")
            }
            c.add(
                name: name, start: start, end: end, day: day, line: r.line, set: nil, note: note, exercise: exercise,
                exerciseNote: exerciseNote, id: id, keepsEmpty: true)
            return
        }
        guard let type = SetType(rawValue: typeText) else {
            throw SetValueError("type \(QuotedField.text(typeText)) is not working, warmup, drop or failure")
        }
        let exercise = try ImportValue.name(exerciseText, field: "exercise")
        var set = c.set(
            line: r.line, exercise: exercise, type: type,
            weightKg: try ImportValue.exactKilograms(col.field("weight_kg", r), field: "weight_kg"),
            reps: try ImportValue.count(col.field("reps", r), field: "reps", range: SetValue.reps),
            seconds: try ImportValue.count(col.field("seconds", r), field: "seconds", range: SetValue.seconds),
            meters: try ImportValue.exactMeters(col.field("meters", r), field: "meters"),
            rpe: try ImportValue.rpe(col.field("rpe", r)),
            note: try NoteText.clean(text("set_note"), field: "set_note"),
            loggedAt: try instant(col.field("logged_at", r), field: "logged_at"))
        set?.heartRate = try ImportValue.count(
            col.field("heart_rate", r), field: "heart_rate", range: CardioMeasure.heartRates)
        c.add(
            name: name, start: start, end: end, day: day, line: r.line, set: set, note: note, exercise: exercise,
            exerciseNote: try NoteText.clean(text("exercise_note"), field: "exercise_note"), id: id)
    }
}
