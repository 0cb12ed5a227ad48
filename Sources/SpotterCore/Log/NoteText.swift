/// The one rule for a note on a workout, an exercise within a workout, or a set.
///
/// ```swift
/// try NoteText.clean("  paused at\r\nthe chest ")  // "paused at the chest"
/// try NoteText.clean("   ")                          // nil: an empty note is no note
/// try NoteText.clean("x\u{1B}[2J", field: "note")   // throws: note contains a control character (U+001B) …
/// ```
/// Line breaks and tabs (Strong and Hevy keep multi-line notes) become one space each run, spaces
/// around it are dropped; any other control character is refused by `UserText`, and so is a note
/// longer than `UserText.Limit.note`. Typed notes, `spotter note`, the set form and every import
/// go through here.
public enum NoteText {
    public static func clean(_ text: String, field: String = "note") throws -> String? {
        guard let out = collapsed(text) else { return nil }
        try UserText.validate(out, field: field, limit: UserText.Limit.note)
        return out
    }

    /// The same rule for a note another app let its user write: one longer than the limit is cut
    /// to it, ending in `…`, rather than refused (an import must not lose the row it is on).
    public static func imported(_ text: String, field: String) throws -> String? {
        guard var out = collapsed(text) else { return nil }
        if out.unicodeScalars.count > UserText.Limit.note {
            var cut = String.UnicodeScalarView(out.unicodeScalars.prefix(UserText.Limit.note - 1))
            cut.append("…")
            out = String(cut)
        }
        try UserText.validate(out, field: field, limit: UserText.Limit.note)
        return out
    }

    /// Runs of line breaks, tabs and spaces made one space, none around; nil when nothing is left.
    private static func collapsed(_ text: String) -> String? {
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == " " {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.unicodeScalars.append(" ") }
            pendingSpace = false
            out.unicodeScalars.append(scalar)
        }
        return out.isEmpty ? nil : out
    }
}
