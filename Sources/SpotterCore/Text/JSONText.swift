/// JSON string literals for the outputs Spotter writes by hand (`plan --json`, `history --json`).
///
/// ```swift
/// JSONText.quoted("Bench \"press\"\n")   // "\"Bench \\\"press\\\"\\n\""
/// ```
/// Quotes, backslashes and every control character (C0, DEL and C1) are escaped, so no stored
/// text can reach a terminal raw through JSON either.
public enum JSONText {
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
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
}
