import FoundationEssentials

/// Strong's CSV export in each of its layouts, recognised by the header.
///
/// ```text
/// Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
/// Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
/// "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";…
/// ```
/// The first layout carries no unit (the caller's `unit`, kg by default; its `Distance` is in km,
/// or miles with `--unit lb`); the second a unit per row (`kg`, `lbs`; `km`, `mi.`, `m`); the third
/// names them in the header (`Weight (kg)` or `Weight (lbs)`, `Distance (meters)`). Columns may be
/// missing (older and newer exports drop `Duration`, the notes or `RPE`). `Set Order` is a number
/// (a working set), `W`/`WARM_UP`, `D`/`DROP_SET`, `F`/`FAILURE`, `Note` (its `Notes` is the
/// exercise's note in that workout, not a set) or `Rest Timer`: the rest Strong timed between two
/// sets, which is not a set and is counted in the summary only. Rows of one workout share its
/// `Date` (its start, 24-hour or `5:30:00 pm`) and `Workout Name`. `Notes` is the set's note and
/// `Workout Notes` the workout's (repeated on its rows; the first one written is kept).
public enum StrongImporter {
    enum Layout {
        case unitless
        case unitPerRow
        case numbered(WeightUnit)
    }

    /// The layout a header is, or nil when it is none of Strong's.
    static func layout(_ columns: ImportColumns) -> Layout? {
        guard columns.missing(["Date", "Workout Name", "Exercise Name", "Set Order", "Reps"]).isEmpty else {
            return nil
        }
        if columns.has("Weight (kg)") { return .numbered(.kg) }
        if columns.has("Weight (lbs)") { return .numbered(.lb) }
        if columns.has("Weight Unit"), columns.has("Weight") { return .unitPerRow }
        if columns.has("Weight") { return .unitless }
        return nil
    }

    public static func recognises(_ header: [String]) -> Bool { layout(ImportColumns(header)) != nil }

    /// Reads every record; a header that is not Strong's is a problem at the header's line.
    public static func read(_ table: CSVTable, unit: WeightUnit, calendar: ZonedCalendar) -> ParsedImport {
        let columns = ImportColumns(table.header)
        guard let layout = layout(columns) else {
            var c = ImportCollector(source: .strong, layout: "Strong")
            c.problem(
                max(table.headerLine, 1),
                "not a Strong export: the header needs Date, Workout Name, Exercise Name, Set Order, Weight (or Weight (kg) / Weight (lbs)) and Reps"
            )
            return c.parsed
        }
        let name: String
        switch layout {
        case .unitless: name = "Strong (weights in \(unit.rawValue), --unit)"
        case .unitPerRow: name = "Strong (a Weight Unit per row)"
        case .numbered(let u): name = "Strong (Weight (\(u == .kg ? "kg" : "lbs")))"
        }
        var c = ImportCollector(source: .strong, layout: name)
        c.readRows(table, columns: columns) { record, c in
            try row(record, columns, layout, unit: unit, calendar: calendar, into: &c)
        }
        return c.parsed
    }

    /// The distance column and the metres in one of its units: `Distance (meters)`, `Distance` with
    /// `Distance Unit`, or a unitless `Distance` in km (miles when the weights are in pounds).
    static func meters(_ r: CSVTable.Record, _ col: ImportColumns, unit: WeightUnit) throws -> Double? {
        if col.has("Distance (meters)") {
            return try ImportValue.distance(col.field("Distance (meters)", r), unit: "m", field: "Distance (meters)")
        }
        if col.has("Distance (km)") {
            return try ImportValue.distance(col.field("Distance (km)", r), unit: "km", field: "Distance (km)")
        }
        if col.has("Distance (miles)") {
            return try ImportValue.distance(col.field("Distance (miles)", r), unit: "mi", field: "Distance (miles)")
        }
        let text = col.field("Distance", r)
        if col.has("Distance Unit") {
            let u = col.field("Distance Unit", r).trimmingSpaces
            return try ImportValue.distance(text, unit: u.isEmpty ? "km" : u, field: "Distance")
        }
        return try ImportValue.distance(text, unit: unit == .lb ? "mi" : "km", field: "Distance")
    }

    private static func row(
        _ r: CSVTable.Record, _ col: ImportColumns, _ layout: Layout, unit: WeightUnit, calendar: ZonedCalendar,
        into c: inout ImportCollector
    ) throws {
        let dateText = col.field("Date", r)
        guard let (day, start) = c.date(dateText, { ImportDate.strong($0, in: calendar) }) else {
            throw SetValueError("Date \(QuotedField.text(dateText)) is not YYYY-MM-DD HH:MM:SS")
        }
        try ImportDate.checkYear(day, field: "Date", text: dateText)
        let workout = try ImportValue.name(col.field("Workout Name", r), field: "Workout Name")
        var seconds: Int?
        if col.has("Duration (sec)") {
            seconds = try ImportValue.count(
                col.field("Duration (sec)", r), field: "Duration (sec)", range: ImportValue.seconds)
        } else if col.has("Duration") {
            seconds = try ImportValue.duration(col.field("Duration", r))
        } else if col.has("Workout Duration") {
            seconds = try ImportValue.duration(col.field("Workout Duration", r))
        }
        let end = start.addingTimeInterval(TimeInterval(seconds ?? 0))
        let workoutNote = try NoteText.imported(col.field("Workout Notes", r), field: "Workout Notes")

        let order = col.field("Set Order", r).trimmingSpaces
        let type: SetType
        switch order {
        case "Rest Timer":
            c.parsed.restRows += 1
            c.add(name: workout, start: start, end: end, day: day, line: r.line, set: nil, note: workoutNote)
            return
        case "Note":
            let exercise = try ImportValue.name(col.field("Exercise Name", r), field: "Exercise Name")
            c.add(
                name: workout, start: start, end: end, day: day, line: r.line, set: nil, note: workoutNote,
                exercise: exercise, exerciseNote: try NoteText.imported(col.field("Notes", r), field: "Notes"))
            return
        case "W", "WARM_UP": type = .warmup
        case "D", "DROP_SET": type = .drop
        case "F", "FAILURE": type = .failure
        default:
            guard DecimalNumber.whole(order) != nil else {
                throw SetValueError(
                    "Set Order \(QuotedField.text(order)) is not a number, W, D, F, WARM_UP, DROP_SET, FAILURE, Note or Rest Timer"
                )
            }
            type = .working
        }
        let exercise = try ImportValue.name(col.field("Exercise Name", r), field: "Exercise Name")
        let weightUnit: WeightUnit
        let weightColumn: String
        switch layout {
        case .unitless:
            weightUnit = unit
            weightColumn = "Weight"
        case .unitPerRow:
            let u = col.field("Weight Unit", r).trimmingSpaces.lowercased()
            switch u {
            case "kg", "kgs", "": weightUnit = .kg
            case "lb", "lbs": weightUnit = .lb
            default: throw SetValueError("Weight Unit \(QuotedField.text(u)) is not kg or lbs")
            }
            weightColumn = "Weight"
        case .numbered(let u):
            weightUnit = u
            weightColumn = u == .kg ? "Weight (kg)" : "Weight (lbs)"
        }
        let set = c.set(
            line: r.line, exercise: exercise, type: type,
            weightKg: try ImportValue.weight(col.field(weightColumn, r), unit: weightUnit),
            reps: try ImportValue.count(col.field("Reps", r), field: "Reps", range: ImportValue.reps),
            seconds: try ImportValue.count(col.field("Seconds", r), field: "Seconds", range: ImportValue.seconds),
            meters: try meters(r, col, unit: unit),
            rpe: try ImportValue.rpe(col.field("RPE", r)),
            note: try NoteText.imported(col.field("Notes", r), field: "Notes"))
        c.add(name: workout, start: start, end: end, day: day, line: r.line, set: set, note: workoutNote)
    }
}
