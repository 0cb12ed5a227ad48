/// A key press (or a terminal report) as the app sees it, decoded from ncurses by the backend.
///
/// ```swift
/// Key.char("j")     // vim down
/// Key.down          // arrow down
/// Key.ctrl("l")     // redraw
/// Key.focusIn       // the terminal reported CSI I (focus reporting)
/// ```
public enum Key: Hashable, Sendable {
    case char(Character)
    case up, down, left, right
    case pageUp, pageDown
    case enter, escape, backspace, tab
    case ctrl(Character)
    case focusIn, focusOut

    /// How the footer and the `?` overlay write the key.
    public func label(_ glyphs: Glyphs) -> String {
        switch self {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .up: return glyphs.up
        case .down: return glyphs.down
        case .left: return glyphs == .ascii ? "Left" : "←"
        case .right: return glyphs == .ascii ? "Right" : "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return glyphs.enter
        case .escape: return "Esc"
        case .backspace: return "Bksp"
        case .tab: return "Tab"
        case .ctrl(let c): return "^\(String(c).uppercased())"
        case .focusIn, .focusOut: return ""
        }
    }
}
