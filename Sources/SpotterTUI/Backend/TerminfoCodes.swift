import CNcursesw
import Glibc

/// `TerminalCodes` read from the terminfo description ncurses loaded (`newterm` comes first).
///
/// ```swift
/// let codes = TerminfoCodes.read(theme: theme, utf8: true)
/// codes.moveTo(0, 0)  // tmux-256color: "\e[1;1H"
/// ```
enum TerminfoCodes {
    static func read(theme: Theme, utf8: Bool) -> TerminalCodes {
        let reset = string("sgr0") ?? Array("\u{1B}[m".utf8)
        let colours = has_colors() && theme != .monochrome ? Int(tigetnum("colors")) : 0
        var looks: [Role: Look] = [:]
        var inverted: [Role: Look] = [:]
        for role in Role.allCases {
            looks[role] = look(theme.style(role), reverse: false, colours: colours)
            inverted[role] = look(theme.style(role), reverse: true, colours: colours)
        }
        return TerminalCodes(
            reset: reset, looks: looks, invertedLooks: inverted, moveTo: cursorAddress(),
            moveToColumn: ansi("hpa", ANSIMove.terminfoColumn) { ANSIMove.sequence($0 + 1, "G") },
            moveToRow: ansi("vpa", ANSIMove.terminfoRow) { ANSIMove.sequence($0 + 1, "d") },
            moveRight: ansi("cuf", ANSIMove.terminfoRight) { ANSIMove.sequence($0, "C") },
            writesLastCell: writesLastCell, insertCharacter: writesLastCell ? nil : insertCharacter(), utf8: utf8,
            localBytes: localBytes, columns: { Int(spotter_wcwidth($0.value)) })
    }

    /// False where writing the last cell of the last row scrolls the screen: `am` without `xenl`.
    private static var writesLastCell: Bool { tigetflag("am") != 1 || tigetflag("xenl") == 1 }

    /// Insert mode (`smir`, `rmir`), else a character inserted before each one (`ich1`, `ich` 1).
    private static func insertCharacter() -> (before: [UInt8], after: [UInt8])? {
        if let enter = string("smir"), let exit = string("rmir") { return (enter, exit) }
        if let one = string("ich1") ?? string("ich", 1) { return (one, []) }
        return nil
    }

    /// A scalar in the locale's own encoding (`wcrtomb`), nil where it has none.
    private static func localBytes(_ scalar: Unicode.Scalar) -> [UInt8]? {
        var state = mbstate_t()
        var bytes = [CChar](repeating: 0, count: 16)
        let count = wcrtomb(&bytes, wchar_t(bitPattern: scalar.value), &state)
        guard count != -1, count > 0 else { return nil }
        return bytes[..<count].map { UInt8(bitPattern: $0) }
    }

    /// A style as terminfo's strings; nil for the plain look. `reverse` turns reverse video over
    /// (the visual alert).
    private static func look(_ style: Style, reverse: Bool, colours: Int) -> Look? {
        var look = Look()
        if style.bold, let bold = string("bold") { look.attributes += bold }
        if style.dim, let dim = string("dim") { look.attributes += dim }
        if style.reverse != reverse, let rev = string("rev") { look.attributes += rev }
        if style.underline, let smul = string("smul") { look.attributes += smul }
        if let c = fit(style.foreground, colours) { look.foreground = string("setaf", c) }
        if let c = fit(style.background, colours) { look.background = string("setab", c) }
        return look == Look() ? nil : look
    }

    /// A one-parameter move, where the terminal's is the ANSI one; nil elsewhere (`cup` serves).
    private static func ansi(_ name: String, _ ansi: String, _ move: @escaping (Int) -> [UInt8]) -> ((Int) -> [UInt8])?
    {
        guard let cap = tigetstr(name), Int(bitPattern: cap) != -1, String(cString: cap) == ansi else { return nil }
        return move
    }

    /// A theme's colour on a terminal of `colours`: the bright eight fall back to the first eight
    /// on an eight-colour terminal; nil for the default colour and for what the terminal lacks.
    static func fit(_ colour: Int, _ colours: Int) -> Int32? {
        if colour < 0 { return nil }
        if colour < colours { return Int32(colour) }
        return colour >= 8 && colour < 16 && colours >= 8 ? Int32(colour - 8) : nil
    }

    /// `cup`: written directly where it is the ANSI one, through terminfo's interpreter elsewhere.
    private static func cursorAddress() -> (Int, Int) -> [UInt8] {
        guard let cup = tigetstr("cup"), Int(bitPattern: cup) != -1,
            String(cString: cup) != ANSIMove.terminfoCursorAddress
        else { return { ANSIMove.cursorAddress(row: $0, column: $1) } }
        return { row, column in
            guard let bytes = spotter_tiparm2(cup, Int32(row), Int32(column)) else {
                return ANSIMove.cursorAddress(row: row, column: column)
            }
            return withoutPadding(Array(String(cString: bytes).utf8))
        }
    }

    /// A capability's string, its padding removed; nil where the terminal has none.
    private static func string(_ name: String, _ parameter: Int32? = nil) -> [UInt8]? {
        guard let cap = tigetstr(name), Int(bitPattern: cap) != -1 else { return nil }
        if let parameter {
            guard let filled = spotter_tiparm1(cap, parameter) else { return nil }
            return withoutPadding(Array(String(cString: filled).utf8))
        }
        return withoutPadding(Array(String(cString: cap).utf8))
    }

    /// terminfo's delays (`$<5>`, `$<2*/>`) taken out: a pseudo-terminal needs none, and ncurses
    /// sends none to a terminal with flow control.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
                let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">"))
            {
                i = close + 1
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}
