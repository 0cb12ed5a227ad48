import FoundationEssentials

/// Gathers a file's rows into workouts (one per start and name, file order kept) and its problems.
///
/// Every importer reads a row into its workout's fields and at most one set, then hands it here,
/// so grouping, the empty-row and failed-attempt rules and the count of rows not taken are stated once.
/// A row that cannot be read is a problem and is left out; reading goes on to the end of the file.
struct ImportCollector {
    /// Problems kept with their text: enough to fix a file; past it they are only counted.
    static let problemLimit = 100

    var parsed: ParsedImport
    private var index: [ImportKey: Int] = [:]
    /// Dates read so far by their text: every row of a workout repeats its start, and reading a
    /// local time in a zone is the slow part of a row.
    private var dates: [String: (day: LocalDate, instant: Date)] = [:]

    init(source: ImportSource, layout: String) {
        parsed = ParsedImport(source: source, layout: layout)
    }

    /// `read(text)`, remembered for the next row with the same text.
    mutating func date(_ text: String, _ read: (String) -> (day: LocalDate, instant: Date)?) -> (
        day: LocalDate, instant: Date
    )? {
        if let known = dates[text] { return known }
        guard let value = read(text) else { return nil }
        dates[text] = value
        return value
    }

    /// Reads each record of `table` with `row`, every importer's loop: a record whose field count
    /// is not the header's, or one `row` throws on, is a problem of its line, and the others go on.
    /// (Whether a problem refuses the file is the caller's choice: `--strict`.)
    mutating func readRows(
        _ table: CSVTable, columns: ImportColumns, _ row: (CSVTable.Record, inout ImportCollector) throws -> Void
    ) {
        for record in table.records {
            guard record.fields.count == columns.names.count else {
                problem(record.line, "\(record.fields.count) fields where the header has \(columns.names.count)")
                continue
            }
            do {
                try row(record, &self)
            } catch {
                problem(record.line, "\(error)")
            }
        }
    }

    mutating func problem(_ line: Int, _ message: String) {
        parsed.problemCount += 1
        if parsed.problems.count < Self.problemLimit {
            parsed.problems.append(ImportProblem(line: line, message: message))
        }
    }

    /// The workout `name` started at `start`, created by its first row. A note (the workout's, or
    /// one on `exercise`) is kept from the first row that carries one: the apps repeat it on every row.
    mutating func add(
        name: String, start: Date, end: Date, day: LocalDate, line: Int, set: ImportedSet?, note: String? = nil,
        exercise: String? = nil, exerciseNote: String? = nil, id: String? = nil, keepsEmpty: Bool = false
    ) {
        let key = ImportKey(source: parsed.source, start: start, name: name)
        let i: Int
        if let found = index[key] {
            i = found
        } else {
            i = parsed.workouts.count
            index[key] = i
            parsed.workouts.append(
                ImportedWorkout(source: parsed.source, name: name, start: start, end: end, day: day, line: line, id: id)
            )
        }
        if let set { parsed.workouts[i].sets.append(set) }
        if keepsEmpty { parsed.workouts[i].keepsEmpty = true }
        if let note, parsed.workouts[i].note == nil { parsed.workouts[i].note = note }
        if let exercise, let exerciseNote, parsed.workouts[i].exerciseNotes[exercise] == nil {
            parsed.workouts[i].exerciseNotes[exercise] = exerciseNote
        }
    }

    /// The set a row holds; nil (counted as empty) when it holds no weight, reps, seconds or distance.
    /// A weight without reps, seconds or distance is a failed attempt: a set of 0 reps (Hevy's
    /// `failure` at `120 kg × 0`). Reps past `SetValue.reps` are kept and named in the summary.
    mutating func set(
        line: Int, exercise: String, type: SetType, weightKg: Double?, reps: Int?, seconds: Int?,
        meters: Double? = nil, rpe: Double?, note: String? = nil, loggedAt: Date? = nil
    ) -> ImportedSet? {
        var reps = reps
        if reps == nil, seconds == nil, meters == nil {
            guard weightKg != nil else {
                parsed.emptyRows += 1
                return nil
            }
            reps = 0
            parsed.failedAttempts += 1
        }
        if let reps, reps > SetValue.reps.upperBound {
            parsed.unusual.append(ImportProblem(line: line, message: "\(ImportSummary.grouped(reps)) reps"))
        }
        return ImportedSet(
            line: line, exercise: exercise, type: type, weightKg: weightKg, reps: reps, seconds: seconds,
            meters: meters, rpe: rpe, note: note, loggedAt: loggedAt)
    }
}

/// A header's columns by name, and a record's field by column.
struct ImportColumns {
    let names: [String]
    private let index: [String: Int]

    init(_ header: [String]) {
        names = header.map(\.trimmingSpaces)
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
        self.index = index
    }

    func has(_ name: String) -> Bool { index[name] != nil }

    /// The positions (from 1) of the first two columns with one name, or nil when each name is
    /// given once. Empty names are never looked up, so two of them cannot be confused.
    var duplicate: (first: Int, second: Int)? {
        var seen: [String: Int] = [:]
        for (i, name) in names.enumerated() where !name.isEmpty {
            if let first = seen[name] { return (first + 1, i + 1) }
            seen[name] = i
        }
        return nil
    }

    /// The names in `required` that the header lacks.
    func missing(_ required: [String]) -> [String] { required.filter { !has($0) } }

    /// The field under `name` ("" when the header has no such column).
    func field(_ name: String, _ record: CSVTable.Record) -> String {
        guard let i = index[name], i < record.fields.count else { return "" }
        return record.fields[i]
    }
}
