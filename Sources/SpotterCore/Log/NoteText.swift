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
        if out.isEmpty { return nil }
        try UserText.validate(out, field: field, limit: UserText.Limit.note)
        return out
    }
}
