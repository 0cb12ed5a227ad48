/// The lines of a text file as people wrote them: CRLF or LF, with or without a byte-order mark.
///
/// ```swift
/// SourceText.lines("\u{FEFF}a\r\nb\n")   // ["a", "b", ""]
/// ```
/// Swift reads `"\r\n"` as one character, so splitting on `"\n"` alone sees a CRLF file as one
/// long line; every hand-written file format splits here instead, so line numbers stay right.
public enum SourceText {
    public static func lines(_ text: String) -> [Substring] {
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        return body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }
}
