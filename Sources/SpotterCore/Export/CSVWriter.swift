/// Writes CSV records by RFC 4180, the way `CSVTable` reads them back.
///
/// ```swift
/// CSVWriter.record(["Push", "wide, paused", "say \"hi\""])  // "Push,\"wide, paused\",\"say \"\"hi\"\"\"\r\n"
/// CSVWriter.record(["a", "b"], quoteAll: true)            // "\"a\",\"b\"\r\n"
/// ```
/// A field is quoted when it holds the separator, a quote, a line break or spaces at either end
/// (or always, with `quoteAll`, as Hevy writes); `"` inside is doubled. Records end in CRLF.
public enum CSVWriter {
    public static func record(_ fields: [String], separator: Character = ",", quoteAll: Bool = false) -> String {
        var out = ""
        for (i, field) in fields.enumerated() {
            if i > 0 { out.append(separator) }
            out += quoted(field, separator: separator, always: quoteAll)
        }
        return out + "\r\n"
    }

    static func quoted(_ field: String, separator: Character, always: Bool) -> String {
        let needs =
            always || field.first == " " || field.last == " "
            || field.contains { $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard needs else { return field }
        var out = "\""
        for c in field {
            if c == "\"" { out += "\"\"" } else { out.append(c) }
        }
        return out + "\""
    }
}
