import FoundationEssentials

/// Liftosaur's history CSV ("Export history to CSV file"), as its `History_exportAsCSV` writes it.
///
/// ```text
/// Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,
///   Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,
///   Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,
///   Synergist Muscles,Notes
/// 2026-03-01T10:00:00.000Z,5/3/1,Day 1,"Squat, Barbell",0,5,5,0,,,0,100,kg,100,kg,0,2026-03-01T10:05:00.000Z,…
/// ```
/// The older export has `Weight Value`, `Weight Unit` and `RPE` in place of the required and
/// completed pairs. Times are UTC instants (`…Z`), so no zone is guessed; a workout is its
/// `Workout DateTime`, named by its `Day Name`. `Is Warmup Set?` 1 is a warm-up; a set without
/// `Completed Reps` was planned and not done, and is not a set; `Completed Reps Time` is when it
/// was logged; `Notes` is the exercise's note in that workout.
public enum LiftosaurImporter {
    static let required = ["Workout DateTime", "Exercise", "Is Warmup Set?", "Completed Reps"]

    public static func recognises(_ header: [String]) -> Bool {
        let columns = ImportColumns(header)
        return columns.missing(required).isEmpty
            && (columns.has("Completed Weight Value") || columns.has("Weight Value"))
    }

    public static func read(_ table: CSVTable, calendar: ZonedCalendar) -> ParsedImport {
        let columns = ImportColumns(table.header)
        var c = ImportCollector(source: .liftosaur, layout: "Liftosaur")
        guard recognises(table.header) else {
            c.problem(
                max(table.headerLine, 1),
                "not a Liftosaur export: the header needs \(required.joined(separator: ", ")) and Completed Weight Value or Weight Value"
            )
            return c.parsed
        }
        let newer = columns.has("Completed Weight Value")
        c.readRows(table, columns: columns) { record, c in
            try row(record, columns, newer: newer, calendar: calendar, into: &c)
        }
        return c.parsed
    }

    private static func row(
        _ r: CSVTable.Record, _ col: ImportColumns, newer: Bool, calendar: ZonedCalendar,
        into c: inout ImportCollector
    ) throws {
        let dateText = col.field("Workout DateTime", r).trimmingSpaces
        guard let start = ISOInstant.parse(dateText) else {
            throw SetValueError("Workout DateTime \(QuotedField.text(dateText)) is not like 2026-03-01T10:00:00.000Z")
        }
        let dayName = col.field("Day Name", r).trimmingSpaces
        let program = col.field("Program", r).trimmingSpaces
        let name = try ImportValue.name(
            dayName.isEmpty ? (program.isEmpty ? "Workout" : program) : dayName, field: "Day Name")
        let exercise = try ImportValue.name(col.field("Exercise", r), field: "Exercise")
        let day = calendar.day(of: start)
        try ImportDate.checkYear(day, field: "Workout DateTime", text: dateText)
        let note = try NoteText.imported(col.field("Notes", r), field: "Notes")
        let repsText = col.field("Completed Reps", r).trimmingSpaces
        guard !repsText.isEmpty else {
            c.parsed.emptyRows += 1
            c.add(
                name: name, start: start, end: start, day: day, line: r.line, set: nil, exercise: exercise,
                exerciseNote: note)
            return
        }
        let weightText = newer ? col.field("Completed Weight Value", r) : col.field("Weight Value", r)
        let unitText = (newer ? col.field("Completed Weight Unit", r) : col.field("Weight Unit", r)).trimmingSpaces
        let unit: WeightUnit
        switch unitText {
        case "kg": unit = .kg
        case "lb", "lbs", "": unit = .lb
        default: throw SetValueError("weight unit \(QuotedField.text(unitText)) is not kg or lb")
        }
        let loggedText = col.field("Completed Reps Time", r).trimmingSpaces
        var loggedAt: Date?
        if !loggedText.isEmpty {
            guard let t = ISOInstant.parse(loggedText) else {
                throw SetValueError(
                    "Completed Reps Time \(QuotedField.text(loggedText)) is not like 2026-03-01T10:05:00.000Z")
            }
            loggedAt = max(t, start)
        }
        let set = c.set(
            line: r.line, exercise: exercise,
            type: col.field("Is Warmup Set?", r).trimmingSpaces == "1" ? .warmup : .working,
            weightKg: try ImportValue.weight(weightText, unit: unit),
            reps: try ImportValue.count(repsText, field: "Completed Reps", range: ImportValue.reps),
            seconds: nil,
            rpe: try ImportValue.rpe(newer ? col.field("Completed RPE", r) : col.field("RPE", r)),
            loggedAt: loggedAt)
        c.add(
            name: name, start: start, end: loggedAt ?? start, day: day, line: r.line, set: set, exercise: exercise,
            exerciseNote: note)
    }
}
