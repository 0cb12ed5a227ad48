import FoundationEssentials

/// Hevy's CSV export: every field quoted, one row a set, kg or lb named in the header.
///
/// ```text
/// "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes",
/// "set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
/// "Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Bench Press (Barbell)","","","0","warmup","40","10","","",""
/// ```
/// `weight_lbs` / `distance_miles` replace the metric columns when the user's unit was imperial;
/// `set_type` is `normal`, `warmup`, `dropset` or `failure`; `set_index` counts from 0. A run or a
/// row is a set of `distance_km` and `duration_seconds`; a weight with 0 reps is a failed attempt.
/// Times are day first (`15 Sep 2024, 18:02`) or, in en-US, month first (`Jun 11, 2026, 1:01 PM`),
/// in the languages Hevy ships (`ImportDate.hevy`).
/// Supersets keep their rows' order; Spotter does not store the pairing. `description` is the
/// workout's note and `exercise_notes` the note on that exercise in it (both repeated on every row).
public enum HevyImporter {
    static let required = ["title", "start_time", "end_time", "exercise_title", "set_index", "set_type", "reps"]

    /// The weight unit a header is in, or nil when it is not Hevy's.
    static func unit(_ columns: ImportColumns) -> WeightUnit? {
        guard columns.missing(required).isEmpty else { return nil }
        if columns.has("weight_kg") { return .kg }
        if columns.has("weight_lbs") { return .lb }
        return nil
    }

    public static func recognises(_ header: [String]) -> Bool { unit(ImportColumns(header)) != nil }

    public static func read(_ table: CSVTable, calendar: ZonedCalendar) -> ParsedImport {
        let columns = ImportColumns(table.header)
        guard let unit = unit(columns) else {
            var c = ImportCollector(source: .hevy, layout: "Hevy")
            c.problem(
                max(table.headerLine, 1),
                "not a Hevy export: the header needs \(required.joined(separator: ", ")) and weight_kg or weight_lbs")
            return c.parsed
        }
        var c = ImportCollector(source: .hevy, layout: "Hevy (\(unit == .kg ? "weight_kg" : "weight_lbs"))")
        c.readRows(table, columns: columns) { record, c in
            try row(record, columns, unit: unit, calendar: calendar, into: &c)
        }
        return c.parsed
    }

    private static func row(
        _ r: CSVTable.Record, _ col: ImportColumns, unit: WeightUnit, calendar: ZonedCalendar,
        into c: inout ImportCollector
    ) throws {
        let startText = col.field("start_time", r)
        guard let (day, start) = c.date(startText, { ImportDate.hevy($0, in: calendar) }) else {
            throw SetValueError(
                "start_time \(QuotedField.text(startText)) is not like 15 Sep 2024, 18:02 or Jun 11, 2026, 1:01 PM")
        }
        try ImportDate.checkYear(day, field: "start_time", text: startText)
        let endText = col.field("end_time", r)
        var end = start
        if !endText.trimmingSpaces.isEmpty {
            guard let (endDay, e) = c.date(endText, { ImportDate.hevy($0, in: calendar) }) else {
                throw SetValueError("end_time \(QuotedField.text(endText)) is not like 15 Sep 2024, 19:10")
            }
            try ImportDate.checkYear(endDay, field: "end_time", text: endText)
            // An end before the start (a clock or zone change while it ran) is Hevy's to write:
            // the workout is kept, ending where it started.
            end = max(e, start)
        }
        let workout = try ImportValue.name(col.field("title", r), field: "title")
        let exercise = try ImportValue.name(col.field("exercise_title", r), field: "exercise_title")
        let index = col.field("set_index", r).trimmingSpaces
        guard DecimalNumber.whole(index) != nil else {
            throw SetValueError("set_index \(QuotedField.text(index)) is not a whole number counting from 0")
        }
        let type: SetType
        switch col.field("set_type", r).trimmingSpaces {
        case "normal", "": type = .working
        case "warmup": type = .warmup
        case "dropset": type = .drop
        case "failure": type = .failure
        case let other:
            throw SetValueError("set_type \(QuotedField.text(other)) is not normal, warmup, dropset or failure")
        }
        let meters =
            col.has("distance_km")
            ? try ImportValue.distance(col.field("distance_km", r), unit: "km", field: "distance_km")
            : try ImportValue.distance(col.field("distance_miles", r), unit: "mi", field: "distance_miles")
        let set = c.set(
            line: r.line, exercise: exercise, type: type,
            weightKg: try ImportValue.weight(col.field(unit == .kg ? "weight_kg" : "weight_lbs", r), unit: unit),
            reps: try ImportValue.count(col.field("reps", r), field: "reps", range: ImportValue.reps),
            seconds: try ImportValue.count(
                col.field("duration_seconds", r), field: "duration_seconds", range: ImportValue.seconds),
            meters: meters, rpe: try ImportValue.rpe(col.field("rpe", r)))
        c.add(
            name: workout, start: start, end: end, day: day, line: r.line, set: set,
            note: try NoteText.imported(col.field("description", r), field: "description"), exercise: exercise,
            exerciseNote: try NoteText.imported(col.field("exercise_notes", r), field: "exercise_notes"))
    }
}
