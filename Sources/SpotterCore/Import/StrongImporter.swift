import FoundationEssentials

/// Strong's CSV export in each of its three layouts, recognised by the header.
///
/// ```text
/// Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
/// Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes
/// "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";…
/// ```
/// The first layout carries no unit (the caller's `unit`, kg by default); the second a unit per row
/// (`kg`, `lbs`); the third names it in the header (`Weight (kg)` or `Weight (lbs)`). `Set Order`
/// is a number (a working set), `W`, `D`, `F`, or `Rest Timer` (a rest, not a set). Rows of one
/// workout share its `Date` (its start) and `Workout Name`. `Notes` is the set's note and
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
        if columns.has("Workout #") || columns.has("Duration (sec)") {
            if columns.has("Weight (kg)") { return .numbered(.kg) }
            if columns.has("Weight (lbs)") { return .numbered(.lb) }
            return nil
        }
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
        for record in table.records {
            if c.isFull { break }
            guard record.fields.count == columns.names.count else {
                c.problem(record.line, "\(record.fields.count) fields where the header has \(columns.names.count)")
                continue
            }
            do {
                try row(record, columns, layout, unit: unit, calendar: calendar, into: &c)
            } catch {
                c.problem(record.line, "\(error)")
            }
        }
        return c.parsed
    }

    private static func row(
        _ r: CSVTable.Record, _ col: ImportColumns, _ layout: Layout, unit: WeightUnit, calendar: ZonedCalendar,
        into c: inout ImportCollector
    ) throws {
        let dateText = col.field("Date", r)
        guard let (day, start) = c.date(dateText, { ImportDate.strong($0, in: calendar) }) else {
            throw SetValueError("Date \(QuotedField.text(dateText)) is not YYYY-MM-DD HH:MM:SS")
        }
        let workout = try ImportValue.name(col.field("Workout Name", r), field: "Workout Name")
        var seconds: Int?
        switch layout {
        case .numbered:
            seconds = try ImportValue.count(col.field("Duration (sec)", r), field: "Duration (sec)", range: 0...604_800)
        case .unitless: seconds = try ImportValue.duration(col.field("Duration", r))
        case .unitPerRow: seconds = nil
        }
        let end = start.addingTimeInterval(TimeInterval(seconds ?? 0))
        let workoutNote = try NoteText.clean(col.field("Workout Notes", r), field: "Workout Notes")

        let order = col.field("Set Order", r).trimmingSpaces
        let type: SetType
        switch order {
        case "Rest Timer":
            c.parsed.restRows += 1
            c.add(name: workout, start: start, end: end, day: day, line: r.line, set: nil, note: workoutNote)
            return
        case "W": type = .warmup
        case "D": type = .drop
        case "F": type = .failure
        default:
            guard DecimalNumber.whole(order) != nil else {
                throw SetValueError("Set Order \(QuotedField.text(order)) is not a number, W, D, F or Rest Timer")
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
        let set = try c.set(
            line: r.line, exercise: exercise, type: type,
            weightKg: try ImportValue.weight(col.field(weightColumn, r), unit: weightUnit),
            reps: try ImportValue.count(col.field("Reps", r), field: "Reps", range: SetValue.reps),
            seconds: try ImportValue.count(col.field("Seconds", r), field: "Seconds", range: SetValue.seconds),
            rpe: try ImportValue.rpe(col.field("RPE", r)),
            note: try NoteText.clean(col.field("Notes", r), field: "Notes"))
        c.add(name: workout, start: start, end: end, day: day, line: r.line, set: set, note: workoutNote)
    }
}
