/// How one role looks: colours (or the terminal's default) and attributes.
public struct Style: Hashable, Sendable {
    /// -1 is the terminal's default colour; 0–255 are palette indices.
    public var foreground: Int = -1
    public var background: Int = -1
    public var bold = false
    public var reverse = false
    public var underline = false
    public var dim = false

    public init(
        foreground: Int = -1, background: Int = -1, bold: Bool = false, reverse: Bool = false, underline: Bool = false,
        dim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
    }
}

/// A theme: a style per role. Only the ncurses backend reads it.
///
/// ```swift
/// let theme = try Theme.parse("title = cyan bold\nselection = reverse", file: "mine.theme")
/// theme.style(.title)  // Style(foreground: 6, bold: true)
/// ```
public struct Theme: Hashable, Sendable {
    public var name: String
    public var styles: [Role: Style]

    public init(name: String, styles: [Role: Style]) {
        self.name = name
        self.styles = styles
    }

    public func style(_ role: Role) -> Style { styles[role] ?? Style() }

    /// For NO_COLOR and `TERM=dumb`: no colours, and every role that matters keeps a bold, reverse
    /// or underline, so the meaning survives.
    public static let monochrome = Theme(
        name: "monochrome",
        styles: [
            .title: Style(bold: true), .timerRunning: Style(bold: true), .timerDone: Style(bold: true, reverse: true),
            .work: Style(bold: true, underline: true), .selection: Style(reverse: true), .muted: Style(dim: true),
            .keyHint: Style(bold: true), .error: Style(bold: true, underline: true), .pending: Style(dim: true),
            .buttonFocused: Style(bold: true, reverse: true), .button: Style(),
        ])

    /// The theme compiled in, used when no file can be read.
    public static var fallback: Theme {
        (try? Theme.parse(BuiltinThemes.text["default"] ?? "", file: "default.theme", name: "default")) ?? .monochrome
    }
}
