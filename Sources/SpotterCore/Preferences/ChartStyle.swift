/// How charts are drawn: the `charts` setting, and which terminals are known to have braille.
///
/// ```swift
/// ChartStyle.auto.drawsBraille(term: "xterm-256color")  // true: terminal emulators' fonts have it
/// ChartStyle.auto.drawsBraille(term: "linux")           // false: the console's font has no braille
/// ChartStyle.auto.drawsBraille(term: nil)               // false: unknown, so blocks
/// ChartStyle.braille.drawsBraille(term: "linux")        // true: the user said so
/// ```
/// Braille draws 2×4 dots a cell; where a font lacks it every dot is a box or a blank, so the
/// chart is lost. Blocks (`▀▄█`, 1×2 a cell) are in every console font, so they are the choice
/// wherever braille is not known to be there.
public enum ChartStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case auto
    case braille
    case blocks

    /// The `TERM` names (and their `-…` variants, such as `xterm-256color`) of terminal emulators
    /// that draw with the desktop's fonts, which carry braille. The Linux console (`linux`), a
    /// serial line (`vt100`, `vt220`) and `dumb` are not here.
    public static let brailleTerminals = [
        "xterm", "tmux", "screen", "foot", "kitty", "alacritty", "wezterm", "rxvt-unicode", "st", "contour",
        "ghostty", "konsole", "gnome", "vte", "mintty", "iterm", "iterm2",
    ]

    /// Whether a chart uses braille on a terminal named `term` (`TERM`).
    public func drawsBraille(term: String?) -> Bool {
        switch self {
        case .braille: return true
        case .blocks: return false
        case .auto:
            guard let term else { return false }
            return Self.brailleTerminals.contains { term == $0 || term.hasPrefix($0 + "-") }
        }
    }
}
