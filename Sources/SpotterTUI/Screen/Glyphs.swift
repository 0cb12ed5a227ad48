import SpotterCore

/// The drawing characters, in Unicode for UTF-8 terminals and in ASCII for everything else.
///
/// ```swift
/// let g = Glyphs.forLocale(codeset: "UTF-8")  // .unicode
/// let a = Glyphs.forLocale(codeset: "ANSI_X3.4-1968")  // .ascii: "-" rules, "#" digits
/// ```
public struct Glyphs: Hashable, Sendable {
    public var rule: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var block: Character
    public var filled: Character
    public var empty: Character
    public var check: Character
    public var marker: Character
    public var dot: String
    public var times: String
    public var ellipsis: String
    public var enter: String
    public var up: String
    public var down: String
    /// The y axis where a label sits: `┤`, `+`.
    public var chartTick: Character = "┤"
    /// How a chart's dots are drawn: braille on UTF-8 terminals known to have it, half blocks on
    /// other UTF-8 ones (`TERM=linux`, `dumb`, unknown), else ASCII.
    public var chartDots: ChartDots = .braille

    public static let unicode = Glyphs(
        rule: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", block: "█",
        filled: "■", empty: "□", check: "✓", marker: "›", dot: "·", times: "×", ellipsis: "…", enter: "↵", up: "↑",
        down: "↓")

    public static let ascii = Glyphs(
        rule: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", block: "#",
        filled: "#", empty: ".", check: "+", marker: ">", dot: "-", times: "x", ellipsis: "~", enter: "Enter",
        up: "Up", down: "Down", chartTick: "+", chartDots: .ascii)

    /// Unicode when the locale's character set is UTF-8, ASCII otherwise; charts in braille only
    /// where `ChartStyle.auto` knows the terminal has it (`xterm-256color`, `tmux-256color`), in
    /// half blocks on the Linux console (`TERM=linux`), `dumb` and any terminal it does not know.
    public static func forLocale(codeset: String, term: String? = nil) -> Glyphs {
        // `filter`, not `replacing`: that is _StringProcessing's code, which a start need not map.
        let c = String(codeset.uppercased().filter { $0 != "-" })
        guard c == "UTF8" else { return .ascii }
        var g = Glyphs.unicode
        if !ChartStyle.auto.drawsBraille(term: term) { g.chartDots = .blocks }
        return g
    }

    /// These glyphs with the `charts` setting applied: `.auto` keeps the terminal's choice; an
    /// ASCII terminal stays ASCII whatever is chosen.
    ///
    /// ```swift
    /// Glyphs.forLocale(codeset: "UTF-8", term: "linux").charting(.braille).chartDots  // .braille
    /// ```
    public func charting(_ style: ChartStyle) -> Glyphs {
        guard chartDots != .ascii, style != .auto else { return self }
        var g = self
        g.chartDots = style == .braille ? .braille : .blocks
        return g
    }
}
