/// Reads an export file's text: CSV, then Spotter, Strong, Hevy, FitNotes or Liftosaur as its header says (or as the caller insists).
///
/// ```swift
/// let parsed = try ImportReader.read(text, from: nil, unit: .kg, calendar: berlin)
/// parsed.problems.first?.text(file: "strong.csv")  // "strong.csv:7: Reps \"x\" is not a whole number from 1 to 999"
/// ```
/// Throws an `ImportProblem` when the text is not CSV, its header names a column twice or is none
/// of these apps'; every row that cannot be read is a problem in the result, and the readable rows
/// are imported without it (unless the caller is strict).
public enum ImportReader {
    public static func read(_ text: String, from source: ImportSource?, unit: WeightUnit, calendar: ZonedCalendar)
        throws
        -> ParsedImport
    {
        let table: CSVTable
        do {
            table = try CSVTable.parse(text)
        } catch let error as CSVTable.Malformed {
            throw ImportProblem(line: error.line, message: error.message)
        }
        guard table.headerLine > 0 else {
            throw ImportProblem(line: 1, message: "the file is empty; expected a Spotter, Strong or Hevy CSV export")
        }
        // A reader takes a column by its name: of two with one name, one would be read and the other dropped.
        if let (first, second) = ImportColumns(table.header).duplicate {
            throw ImportProblem(
                line: table.headerLine,
                message:
                    "the header names one column twice: column \(first) \(QuotedField.text(table.header[first - 1])) and column \(second) \(QuotedField.text(table.header[second - 1])); rename or remove one"
            )
        }
        let chosen: ImportSource
        if let source {
            chosen = source
        } else if SpotterCSV.recognises(table.header) {
            chosen = .spotter
        } else if StrongImporter.recognises(table.header) {
            chosen = .strong
        } else if HevyImporter.recognises(table.header) {
            chosen = .hevy
        } else if FitNotesImporter.recognises(table.header) {
            chosen = .fitnotes
        } else if LiftosaurImporter.recognises(table.header) {
            chosen = .liftosaur
        } else {
            throw ImportProblem(
                line: table.headerLine,
                message:
                    "the header is not a Spotter, Strong, Hevy, FitNotes or Liftosaur export (it starts with \(table.header.prefix(3).map(QuotedField.text).joined(separator: ", ")))"
            )
        }
        let parsed: ParsedImport
        switch chosen {
        case .strong: parsed = StrongImporter.read(table, unit: unit, calendar: calendar)
        case .hevy: parsed = HevyImporter.read(table, calendar: calendar)
        case .fitnotes: parsed = FitNotesImporter.read(table, calendar: calendar)
        case .liftosaur: parsed = LiftosaurImporter.read(table, calendar: calendar)
        case .spotter: parsed = SpotterCSV.read(table)
        }
        // A header that is not the chosen app's is one problem at the header, not one per row.
        if let first = parsed.problems.first, first.line == table.headerLine { throw first }
        return parsed
    }
}
