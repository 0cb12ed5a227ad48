/// The bytes a frame is written with, read once from the terminal's description (terminfo).
///
/// ```swift
/// let codes = TerminalCodes.ansi(looks: [.title: Look(attributes: Array("\u{1B}[1m".utf8))])
/// codes.moveTo(2, 9)                  // "\e[3;10H": rows and columns count from 0
/// codes.look(.title, inverted: false) // bold
/// ```
/// `NcursesTerminal` builds them from terminfo (`TerminfoCodes`); `FrameWriter` uses them and
/// never asks the terminal anything, so a frame's bytes are a pure function tests can read.
public struct TerminalCodes {
    /// Attributes and colours off: the state every frame starts from and is left in.
    var reset: [UInt8]
    /// Each role's look; a role missing here looks as `reset` leaves the terminal.
    var looks: [Role: Look]
    /// The same in reverse video (the visual alert).
    var invertedLooks: [Role: Look]
    /// The cursor to a row and a column, both counted from 0 (`cup`).
    var moveTo: (_ row: Int, _ column: Int) -> [UInt8]
    /// Shorter moves where the terminal has them: to a column of the same row (`hpa`), to a row of
    /// the same column (`vpa`), right by a number of columns (`cuf`).
    var moveToColumn: ((Int) -> [UInt8])?
    var moveToRow: ((Int) -> [UInt8])?
    var moveRight: ((Int) -> [UInt8])?
    /// False where the terminal scrolls when the last cell of the last row is written (`am`
    /// without `xenl`): that cell is then put in place through `insertCharacter`, or, on a
    /// terminal without it, never written.
    var writesLastCell = true
    /// What puts a character in front of the cursor's, pushing the rest of the row right: insert
    /// mode around it (`smir`, `rmir`), or `ich1` (or `ich` 1) before it; nil where the terminal has
    /// neither. Only the last cell of the last row is written this way.
    var insertCharacter: (before: [UInt8], after: [UInt8])?
    /// Whether the terminal takes UTF-8; elsewhere a scalar beyond ASCII goes out in the locale's
    /// own encoding (`localBytes`, Latin-1's `é` as one byte), or as `?` where it has none.
    var utf8 = true
    var localBytes: (Unicode.Scalar) -> [UInt8]? = { _ in nil }
    /// How many columns the terminal gives a scalar (`wcwidth`): 0 for a combining mark, 2 for a
    /// wide letter, -1 for one it cannot print. Asked only for rows where a cell may not take one.
    var columns: (Unicode.Scalar) -> Int = { _ in 1 }

    /// The look of `role`, or nil where it is the plain one `reset` leaves.
    func look(_ role: Role, inverted: Bool) -> Look? {
        inverted ? invertedLooks[role] : looks[role]
    }

    /// ANSI codes as xterm, tmux and the Linux console take them: the tests' terminal.
    public static func ansi(looks: [Role: Look] = [:], invertedLooks: [Role: Look] = [:]) -> TerminalCodes {
        TerminalCodes(
            reset: Array("\u{1B}[0m".utf8), looks: looks, invertedLooks: invertedLooks,
            moveTo: { ANSIMove.cursorAddress(row: $0, column: $1) },
            moveToColumn: { ANSIMove.sequence($0 + 1, "G") }, moveToRow: { ANSIMove.sequence($0 + 1, "d") },
            moveRight: { ANSIMove.sequence($0, "C") })
    }
}

/// A role's look as the terminal is told it: its attributes from `reset` (bold, reverse…), then
/// its colours, each sent alone when only it changes.
public struct Look: Equatable {
    var attributes: [UInt8] = []
    var foreground: [UInt8]?
    var background: [UInt8]?

    /// The bytes that turn the terminal from `current` (nil: the plain look) to this look.
    func change(from current: Look?, reset: [UInt8], into out: inout [UInt8]) {
        let from = current ?? Look()
        guard from != self else { return }
        // Same attributes, and no colour to take back to the default: the colours alone.
        if from.attributes == attributes, foreground != nil || from.foreground == nil,
            background != nil || from.background == nil
        {
            if let foreground, foreground != from.foreground { out += foreground }
            if let background, background != from.background { out += background }
            return
        }
        if current != nil { out += reset }
        out += attributes
        if let foreground { out += foreground }
        if let background { out += background }
    }
}

/// The cursor movement nearly every terminal's `cup` is (`\E[%i%p1%d;%p2%dH`), written without
/// terminfo's interpreter: a frame moves the cursor a few times a second.
enum ANSIMove {
    /// terminfo's `cup` for xterm, tmux, screen, rxvt and the Linux console.
    static let terminfoCursorAddress = "\u{1B}[%i%p1%d;%p2%dH"

    /// terminfo's `hpa`, `vpa` and `cuf` for the same terminals.
    static let terminfoColumn = "\u{1B}[%i%p1%dG"
    static let terminfoRow = "\u{1B}[%i%p1%dd"
    static let terminfoRight = "\u{1B}[%p1%dC"

    /// `ESC [ row+1 ; column+1 H`.
    static func cursorAddress(row: Int, column: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
        appendDecimal(row + 1, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(column + 1, to: &bytes)
        bytes.append(UInt8(ascii: "H"))
        return bytes
    }

    /// `ESC [ value final`: `G` a column, `d` a row, `C` columns to the right.
    static func sequence(_ value: Int, _ final: Unicode.Scalar) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
        appendDecimal(value, to: &bytes)
        bytes.append(UInt8(final.value))
        return bytes
    }

    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
