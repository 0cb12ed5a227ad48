import FoundationEssentials

/// Gathers a file's rows into workouts (one per start and name, file order kept) and its problems.
///
/// Both importers read a row into its workout's fields and at most one set, then hand it here, so
/// grouping, the empty-row rule and the limit on problems are stated once.
struct ImportCollector {
    /// Problems kept: enough to fix a file, few enough that a wrong file does not fill the screen.
    static let problemLimit = 100

    var parsed: ParsedImport
    private var index: [ImportKey: Int] = [:]
    /// Dates read so far by their text: every row of a workout repeats its start, and reading a
    /// local time in a zone is the slow part of a row.
    private var dates: [String: (day: LocalDate, instant: Date)] = [:]

    init(source: ImportSource, layout: String) {
        parsed = ParsedImport(source: source, layout: layout)
    }

    var isFull: Bool { parsed.problems.count >= Self.problemLimit }

    /// `read(text)`, remembered for the next row with the same text.
    mutating func date(_ text: String, _ read: (String) -> (day: LocalDate, instant: Date)?) -> (
        day: LocalDate, instant: Date
    )? {
        if let known = dates[text] { return known }
        guard let value = read(text) else { return nil }
        dates[text] = value
        return value
    }

    mutating func problem(_ line: Int, _ message: String) {
        if !isFull { parsed.problems.append(ImportProblem(line: line, message: message)) }
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

    /// The set a row holds; nil (counted as empty) when it holds no weight, reps or seconds.
    mutating func set(
        line: Int, exercise: String, type: SetType, weightKg: Double?, reps: Int?, seconds: Int?, rpe: Double?,
        note: String? = nil, loggedAt: Date? = nil
    ) throws -> ImportedSet? {
        if reps == nil, seconds == nil {
            if let weightKg {
                throw SetValueError("a weight (\(SetValue.weightText(weightKg)) kg) without reps or seconds")
            }
            parsed.emptyRows += 1
            return nil
        }
        return ImportedSet(
            line: line, exercise: exercise, type: type, weightKg: weightKg, reps: reps, seconds: seconds, rpe: rpe,
            note: note, loggedAt: loggedAt)
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
