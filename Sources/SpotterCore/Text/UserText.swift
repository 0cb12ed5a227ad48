/// The one rule for text that people type or files carry: names, activities, text settings.
///
/// ```swift
/// try UserText.validate("Bench press", field: "exercise name", limit: UserText.Limit.name)  // "Bench press"
/// try UserText.validate("x\u{1B}[2J", field: "activity", limit: UserText.Limit.activity)
/// // throws: activity contains a control character (U+001B) at character 2; it must be plain text
/// ```
/// Control characters (C0, DEL, C1) are refused because a terminal acts on them: a name that
/// carries `ESC ] 2 ;` retitles the window every time it is printed. Every text has a length
/// limit so one field cannot fill the screen or the database.
public enum UserText {
    /// How many characters (Unicode scalars) each kind of text may have.
    public enum Limit {
        /// An exercise, template, rotation, plan or phase name.
        public static let name = 100
        /// A cross-training activity.
        public static let activity = 200
        /// A note on a workout, an exercise within one, or a set (`NoteText`).
        public static let note = 500
        /// A text setting: an address, a path, a command.
        public static let setting = 1000
        /// An endpoint URL.
        public static let url = 2000
    }

    /// A text that breaks the rule, naming its field: `activity is 100000 characters long; at most 200`.
    public struct Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        public let field: String
        public let problem: String
        public var description: String { "\(field) \(problem)" }
    }

    /// Returns the text if it is plain and within `limit`; otherwise throws naming `field`.
    @discardableResult
    public static func validate(_ text: String, field: String, limit: Int) throws -> String {
        if let problem = problem(in: text, limit: limit) { throw Invalid(field: field, problem: problem) }
        return text
    }

    /// What is wrong with the text, as the end of a sentence that starts with the field's name, or nil.
    public static func problem(in text: String, limit: Int) -> String? {
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if isControl(scalar) {
                let code = String(scalar.value, radix: 16, uppercase: true)
                let hex = String(repeating: "0", count: max(0, 4 - code.count)) + code
                return "contains a control character (U+\(hex)) at character \(count); it must be plain text"
            }
        }
        if count > limit { return "is \(count) characters long; at most \(limit)" }
        return nil
    }

    /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F): what a terminal may act on.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
