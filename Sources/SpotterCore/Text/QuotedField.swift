/// A field of someone's file as a message quotes it: in double quotes, at most 80 characters.
///
/// ```swift
/// QuotedField.text("fifty")                                   // "\"fifty\""
/// QuotedField.text(String(repeating: "x", count: 10_000_000))
/// // "\"xxx…x…\" (10,000,000 bytes)": the first 80 characters, an ellipsis, and its length
/// ```
/// A header with no line break, or a field of ten megabytes, would otherwise come back as an
/// error message of the same size. Every import message that quotes a field quotes it here.
public enum QuotedField {
    /// Characters of a field a message shows.
    public static let limit = 80

    public static func text(_ field: some StringProtocol) -> String {
        // Only the first characters are walked: a long field's length is its bytes, counted at once.
        let shown = field.prefix(limit + 1)
        guard shown.count > limit else { return "\"\(shown)\"" }
        return "\"\(shown.prefix(limit))…\" (\(ImportSummary.grouped(field.utf8.count)) bytes)"
    }
}
