/// What SGR (`ESC [ … m`) leaves a terminal drawing in: attributes and colours, as the tests'
/// terminals read a frame's bytes (`TerminalModel`) or a `tmux capture-pane -e` (`SGRCells`) back.
///
/// ```swift
/// var look = SGRRendition()
/// look.select([1, 32])  // bold, green: look.description == "bold,fg32"
/// look.select([0])      // all off again
/// ```
public struct SGRRendition: Equatable, Sendable, CustomStringConvertible {
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false
    /// The colour's own parameters ("32", "38;5;245"); empty for the terminal's default.
    public var foreground = ""
    public var background = ""

    public init() {}

    /// Whether a space in this look shows as a cleared cell does.
    public var isBlankAsCleared: Bool { !underline && !reverse && background.isEmpty }

    public var description: String {
        [
            bold ? "bold" : "", dim ? "dim" : "", underline ? "underline" : "", reverse ? "reverse" : "",
            foreground.isEmpty ? "" : "fg" + foreground, background.isEmpty ? "" : "bg" + background,
        ]
        .filter { !$0.isEmpty }.joined(separator: ",")
    }

    /// Applies one SGR's parameters (none is a reset), in order.
    public mutating func select(_ parameters: [Int]) {
        var codes = parameters.isEmpty ? [0] : parameters[...]
        while let code = codes.popFirst() {
            switch code {
            case 0: self = SGRRendition()
            case 1: bold = true
            case 2: dim = true
            case 4: underline = true
            case 7: reverse = true
            case 22: (bold, dim) = (false, false)
            case 24: underline = false
            case 27: reverse = false
            case 30...37, 90...97: foreground = "\(code)"
            case 39: foreground = ""
            case 40...47, 100...107: background = "\(code)"
            case 49: background = ""
            case 38, 48:
                let colour = codes.prefix(2).map(String.init).joined(separator: ";")
                codes = codes.dropFirst(2)
                if code == 38 { foreground = "38;" + colour } else { background = "48;" + colour }
            default: break
            }
        }
    }
}
