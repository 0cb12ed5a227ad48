/// The one JSON writer: every `--json` output, whether built as a `JSONValue` or written field by
/// field (`plan --json`, `history --json`, `status --format json`), is written here.
///
/// ```swift
/// JSONText.quoted("Bench \"press\"\n")   // "\"Bench \\\"press\\\"\\n\""
/// JSONText.number(102.5)                 // "102.5"; 5.0 is "5", nil and NaN are "null"
/// JSONText.write(["reps": JSONValue(5), "name": JSONValue("a/b")])   // {"name":"a/b","reps":5}
/// JSONText.write(value, indent: true)    // spotter doctor --json: two spaces a level, "key" : value
/// ```
/// Quotes, backslashes and every control character (C0, DEL and C1) are escaped, so no stored
/// text can reach a terminal raw through JSON either. Objects are written with their keys sorted by
/// code point; numbers as `JSONEncoder` writes them (a whole number without `.0`, `1e+16`), and a
/// number that is not finite, which JSON cannot hold, as `null`.
public enum JSONText {
    public static func quoted(_ text: String, escapingSlashes: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where escapingSlashes: out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where UserText.isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A JSON number without a needless `.0`; `null` for nil or a value JSON cannot hold.
    public static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A whole JSON value: on one line, or with `indent` two spaces a level as `spotter doctor --json`.
    public static func write(_ value: JSONValue, escapingSlashes: Bool = false, indent: Bool = false) -> String {
        var out = ""
        write(value, escapingSlashes: escapingSlashes, indent: indent ? "\n" : nil, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, escapingSlashes: Bool, indent: String?, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += number(d)
        case .string(let s): out += quoted(s, escapingSlashes: escapingSlashes)
        case .array(let items):
            list("[", "]", items, indent: indent, into: &out) { item, inner, out in
                write(item, escapingSlashes: escapingSlashes, indent: inner, into: &out)
            }
        case .object(let fields):
            let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            list("{", "}", sorted, indent: indent, into: &out) { field, inner, out in
                out += quoted(field.key, escapingSlashes: escapingSlashes) + (indent == nil ? ":" : " : ")
                write(field.value, escapingSlashes: escapingSlashes, indent: inner, into: &out)
            }
        }
    }

    /// `open`, the items separated by commas (each on its own line when indenting), `close`.
    private static func list<Item>(
        _ open: String, _ close: String, _ items: [Item], indent: String?, into out: inout String,
        item: (Item, String?, inout String) -> Void
    ) {
        out += open
        guard !items.isEmpty else {
            out += close
            return
        }
        let inner = indent.map { $0 + "  " }
        for (i, element) in items.enumerated() {
            if i > 0 { out += "," }
            if let inner { out += inner }
            item(element, inner, &out)
        }
        out += (indent ?? "") + close
    }
}
