/// A line of text typed into a row (an address, a path, a command), starting from its value.
///
/// ```swift
/// var entry = TextEntry(row: .mailTo, text: "")
/// for c in "ana@example.org" { entry.type(c) }
/// entry.text   // "ana@example.org": the catalogue checks it on Enter
/// entry.clear()  // Ctrl-U: empty, which saves as "off" where off is allowed
/// ```
public struct TextEntry: Hashable, Sendable {
    public static let maximumLength = 240

    public var row: SettingRow
    public private(set) var text: String

    public init(row: SettingRow, text: String) {
        self.row = row
        self.text = String(text.prefix(Self.maximumLength))
    }

    /// Whether `c` can be typed: printable; control characters never enter a setting.
    public static func takes(_ c: Character) -> Bool {
        !c.isNewline && c.unicodeScalars.allSatisfy { $0.value >= 32 && $0.value != 127 }
    }

    /// Appends a printable character.
    public mutating func type(_ c: Character) {
        guard text.count < Self.maximumLength, Self.takes(c) else { return }
        text.append(c)
    }

    public mutating func erase() {
        if !text.isEmpty { text.removeLast() }
    }

    public mutating func clear() { text = "" }

    /// The end of the text with a cursor, as much as fits in `width`: `[…/spotter/mail▏]`.
    public func display(width: Int, glyphs: Glyphs) -> String {
        let room = max(1, width - 3)
        let ellipsis = glyphs.ellipsis
        let shown = text.count <= room ? text : ellipsis + String(text.suffix(max(0, room - ellipsis.count)))
        return "[\(shown)\(glyphs == .ascii ? "_" : "▏")]"
    }
}
