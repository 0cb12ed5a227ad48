import SpotterCore

/// A mistake in a theme file, naming the file and the line.
///
/// Never the text of the line: a theme path may be a symlink to some other file, whose content
/// must not end up on the screen.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
}

extension Theme {
    static let colourNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Parses the theme format: `ROLE = [COLOUR] [on COLOUR] [bold] [reverse] [underline] [dim]`.
    ///
    /// ```swift
    /// try Theme.parse("timer-done = black on yellow bold", file: "x.theme")
    /// try Theme.parse("titel = cyan", file: "x.theme")  // throws "x.theme:1: unknown role; roles: …"
    /// ```
    public static func parse(_ text: String, file: String, name: String? = nil) throws(ThemeError) -> Theme {
        var styles: [Role: Style] = [:]
        // "\r\n" is one Character, so CRLF files split on it too and read as their LF twins.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, raw) in lines.enumerated() {
            let lineNumber = index + 1
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) -> ThemeError { ThemeError(file: file, line: lineNumber, message: message) }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
            guard parts.count == 2 else { throw fail("expected ROLE = STYLE") }
            guard let role = Role(rawValue: parts[0]) else {
                throw fail("unknown role; roles: \(Role.allCases.map(\.rawValue).joined(separator: " "))")
            }
            var style = Style()
            var words = parts[1].split(separator: " ").map { $0.lowercased() }[...]
            var sawForeground = false
            while let word = words.popFirst() {
                switch word {
                case "bold": style.bold = true
                case "reverse": style.reverse = true
                case "underline": style.underline = true
                case "dim": style.dim = true
                case "on":
                    guard let next = words.popFirst(), let colour = colour(next) else {
                        throw fail("\"on\" needs a colour (a name or 0-255)")
                    }
                    style.background = colour
                default:
                    guard !sawForeground, let colour = colour(word) else {
                        throw fail("unknown word; expected a colour, on COLOUR, bold, reverse, underline or dim")
                    }
                    style.foreground = colour
                    sawForeground = true
                }
            }
            styles[role] = style
        }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return Theme(name: name ?? (base.hasSuffix(".theme") ? String(base.dropLast(6)) : base), styles: styles)
    }

    static func colour(_ word: String) -> Int? {
        if word == "default" { return -1 }
        if let i = colourNames.firstIndex(of: word) { return i }
        if let n = DecimalNumber.whole(word), (0...255).contains(n) { return n }  // digits only: not "+5"
        return nil
    }
}
