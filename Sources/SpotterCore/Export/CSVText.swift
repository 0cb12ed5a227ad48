/// A text cell of an exported CSV file, safe to open in a spreadsheet: no live formula, no control character.
///
/// ```swift
/// CSVText.cell("=HYPERLINK(\"http://x\")")  // "'=HYPERLINK(\"http://x\")": text, not a formula
/// CSVText.cell("-5 kg plates")              // "'-5 kg plates"
/// CSVText.cell("'=x")                       // "''=x": so that `original` gives "'=x" back
/// CSVText.cell("Bench\u{1B}]2;x\u{07}")     // "Bench^[]2;x^G"
/// CSVText.original("'=HYPERLINK(1)")        // "=HYPERLINK(1)"
/// ```
/// A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to a
/// spreadsheet; OWASP's advice is a leading `'`, which spreadsheets show as text. Only the text
/// cells (names, notes, titles, ids) go through here, never a number or time Spotter writes, so a
/// negative number stays a number. Control characters (C0 but line breaks and tabs, DEL, C1) are
/// written as `TerminalText` shows them: the database may hold them from an older version or
/// another tool, and no name or note may be imported with one (`UserText`), so caret notation is
/// what keeps such a row importable. Spotter's own importer takes the prefix back off with
/// `original`: a cell that already begins with `'` and then a formula character gets one more,
/// so the round trip is exact.
public enum CSVText {
    public static func cell(_ text: String) -> String {
        let plain = TerminalText.escaped(text)
        return needsPrefix(plain.unicodeScalars.drop { $0 == "'" }.first) ? "'" + plain : plain
    }

    /// An optional name or note as a cell; empty for none.
    public static func cell(_ text: String?) -> String { text.map(cell) ?? "" }

    /// The text `cell` was given, from what Spotter's own export wrote (a cell without the prefix is kept).
    public static func original(_ cell: String) -> String {
        guard cell.unicodeScalars.first == "'", needsPrefix(cell.unicodeScalars.drop { $0 == "'" }.first) else {
            return cell
        }
        return String(cell.unicodeScalars.dropFirst())
    }

    /// Whether a cell whose first scalar after any `'` is `first` would start a formula.
    private static func needsPrefix(_ first: Unicode.Scalar?) -> Bool {
        guard let first else { return false }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first)
    }
}
