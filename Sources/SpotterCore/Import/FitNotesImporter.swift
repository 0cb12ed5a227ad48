import FoundationEssentials

/// FitNotes' CSV export (Android): one row a set, a day and no time of day.
///
/// ```text
/// Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time
/// 2019-04-05,Flat Barbell Bench Press,Chest,60.0,10,,,
/// 2019-04-06,Running (Outdoor),Cardio,,,2.29,mi,0:31:00
/// ```
/// The weight column is `Weight (kgs)` or `Weight (lbs)` (also `Weight (kg)`, `Weight (lb)`; kg
/// wins when a file has both); `Distance Unit` is `km`, `m`, `mi`, `ft` or `yd`; `Time` is
/// `H:MM:SS` (or `MM:SS`); `Notes` or `Comment`, when there, is the set's note. FitNotes writes
/// no time of day, so each day is one workout at noon local time, named `FitNotes`: the summary says so.
public enum FitNotesImporter {
    static let required = ["Date", "Exercise", "Reps"]

    /// Noon: the time each FitNotes day's workout is put at.
    public static let noon = LocalTime(hour: 12, minute: 0)!

    /// What the summary says about how the days were read.
    public static let readingNote = "FitNotes writes no time of day: each day is one workout at noon"

    /// The weight column a header has and its unit, or nil when it is not FitNotes'.
    static func weightColumn(_ columns: ImportColumns) -> (name: String, unit: WeightUnit)? {
        guard columns.missing(required).isEmpty else { return nil }
        for (name, unit) in [
            ("Weight (kgs)", WeightUnit.kg), ("Weight (kg)", .kg), ("Weight (lbs)", .lb), ("Weight (lb)", .lb),
        ] where columns.has(name) {
            return (name, unit)
        }
        return nil
    }

    public static func recognises(_ header: [String]) -> Bool { weightColumn(ImportColumns(header)) != nil }

    public static func read(_ table: CSVTable, calendar: ZonedCalendar) -> ParsedImport {
        let columns = ImportColumns(table.header)
        guard let weight = weightColumn(columns) else {
            var c = ImportCollector(source: .fitnotes, layout: "FitNotes")
            c.problem(
                max(table.headerLine, 1),
                "not a FitNotes export: the header needs Date, Exercise, Weight (kgs) or Weight (lbs), and Reps")
            return c.parsed
        }
        var c = ImportCollector(source: .fitnotes, layout: "FitNotes (\(weight.name))")
        c.parsed.readingNote = readingNote
        c.readRows(table, columns: columns) { record, c in
            try row(record, columns, weight: weight, calendar: calendar, into: &c)
        }
        return c.parsed
    }

    private static func row(
        _ r: CSVTable.Record, _ col: ImportColumns, weight: (name: String, unit: WeightUnit), calendar: ZonedCalendar,
        into c: inout ImportCollector
    ) throws {
        let dateText = col.field("Date", r)
        guard let (day, start) = c.date(dateText, { ImportDate.day($0, at: noon, in: calendar) }) else {
            throw SetValueError("Date \(QuotedField.text(dateText)) is not YYYY-MM-DD")
        }
        try ImportDate.checkYear(day, field: "Date", text: dateText)
        let exercise = try ImportValue.name(col.field("Exercise", r), field: "Exercise")
        let unit = col.field("Distance Unit", r).trimmingSpaces
        let set = c.set(
            line: r.line, exercise: exercise, type: .working,
            weightKg: try ImportValue.weight(col.field(weight.name, r), unit: weight.unit),
            reps: try ImportValue.count(col.field("Reps", r), field: "Reps", range: ImportValue.reps),
            seconds: try clock(col.field("Time", r)),
            meters: try ImportValue.distance(
                col.field("Distance", r), unit: unit.isEmpty ? "km" : unit, field: "Distance"),
            rpe: nil,
            note: try NoteText.imported(
                col.has("Notes") ? col.field("Notes", r) : col.field("Comment", r), field: "Notes")
        )
        c.add(name: "FitNotes", start: start, end: start, day: day, line: r.line, set: set)
    }

    /// Seconds from `H:MM:SS`, `MM:SS` or whole seconds; nil when empty or 0.
    static func clock(_ text: String) throws -> Int? {
        let t = text.trimmingSpaces
        if t.isEmpty { return nil }
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 3, let values = Optional(parts.compactMap { DecimalNumber.whole($0) }),
            values.count == parts.count, values.dropFirst().allSatisfy({ $0 < 60 })
        else { throw SetValueError("Time \(QuotedField.text(text)) is not like 0:31:00") }
        let total = values.reduce(0) { $0 * 60 + $1 }
        return total == 0 ? nil : total
    }
}
