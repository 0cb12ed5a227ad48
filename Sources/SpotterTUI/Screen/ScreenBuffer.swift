import SpotterCore

/// One character cell of the screen and what it means.
///
/// A cell holds one Unicode scalar, what the terminal is sent for it: a character of several
/// scalars (an `e` and a combining accent) keeps its first. So a cell is plain data, eight bytes
/// copied and compared without reference counting, and a frame of 1,920 of them is cheap to
/// build once a second.
public struct Cell: Hashable, Sendable {
    public var scalar: Unicode.Scalar
    public var role: Role

    public init(_ scalar: Unicode.Scalar = " ", _ role: Role = .normal) {
        self.scalar = scalar
        self.role = role
    }

}

/// A whole frame as plain cells: views draw into it, tests compare it as text, the backend paints it.
///
/// ```swift
/// var screen = ScreenBuffer(width: 20, height: 2)
/// screen.put("Rest 01:12", x: 1, y: 0, role: .timerRunning)
/// screen.lines  // [" Rest 01:12         ", "                    "]
/// ```
/// Each character takes one cell: views only use single-width glyphs, and text from the user is
/// clipped to its box, so a line can never spill into the next (a wide character from a name,
/// an emoji, still takes two columns on the terminal).
public struct ScreenBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Sets one cell; nothing outside the screen.
    public mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        cells[y * width + x] = cell
    }

    /// Writes text at a position, clipped to `maxWidth` and the screen; returns the columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, role: Role = .normal, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, x + (maxWidth ?? width))
        var column = x
        if text.unicodeScalars.allSatisfy(Self.standsAlone) {
            for scalar in text.unicodeScalars {
                guard column < limit else { break }
                if column >= 0 { self[column, y] = Cell(scalar, role) }
                column += 1
            }
            return max(0, column - x)
        }
        // A control character in a name shows as `^[`, one cell per character, never reaching the terminal raw.
        for character in TerminalText.escaped(text, keepingLineBreaks: false) {
            guard column < limit else { break }
            if column >= 0, let first = character.unicodeScalars.first { self[column, y] = Cell(first, role) }
            column += 1
        }
        return max(0, column - x)
    }

    /// Whether a scalar is a character on its own wherever it stands: printable, and of a block
    /// with no combining, joining or paired scalars (ASCII, Latin, punctuation, arrows, box
    /// drawing, blocks, symbols, braille). Text of such scalars only, which is all the views'
    /// own, needs no escaping and no search for character boundaries: one scalar is one character.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF, 0x2500...0x27BF,
            0x2800...0x28FF:
            true
        default: false
        }
    }

    /// Whether a scalar surely takes one column on the terminal: it stands alone, and it is not
    /// in Miscellaneous Technical (⌚ ⏰) or among the later geometric shapes, symbols and
    /// dingbats (◽ ⚡ ✅ ❌), blocks where some scalars are drawn two columns wide.
    static func takesOneColumn(_ scalar: Unicode.Scalar) -> Bool {
        standsAlone(scalar) && !(0x2300...0x23FF).contains(scalar.value) && !(0x25FD...0x27BF).contains(scalar.value)
    }

    /// Fills a span of a row with one character (a rule).
    public mutating func fill(y: Int, from x: Int = 0, width w: Int? = nil, with character: Character, role: Role) {
        guard y >= 0, y < height, let scalar = character.unicodeScalars.first else { return }
        let end = min(width, x + (w ?? width))
        for column in max(0, x)..<max(max(0, x), end) { self[column, y] = Cell(scalar, role) }
    }

    /// Gives a span of cells one role (a selection bar, a banner) without changing their text.
    public mutating func paint(y: Int, from x: Int = 0, width w: Int? = nil, role: Role) {
        guard y >= 0, y < height else { return }
        let end = min(width, x + (w ?? width))
        for column in max(0, x)..<max(max(0, x), end) { self[column, y].role = role }
    }

    /// Fills a rectangle with spaces of one role (the inside of a modal).
    public mutating func clear(x: Int, y: Int, width w: Int, height h: Int, role: Role = .normal) {
        for row in max(0, y)..<min(height, y + h) { fill(y: row, from: x, width: w, with: " ", role: role) }
    }

    /// The columns of row `y` to send again so the terminal shows this frame where it showed
    /// `shown`, or nil when the row is unchanged.
    ///
    /// ```swift
    /// // A rest ticks from 01:12 to 01:11: only the last digit's column goes out again.
    /// frame.changedColumns(ofRow: 3, since: shown)  // 9..<10
    /// ```
    /// The span runs from the first cell that differs to the last. It is the whole row when a cell
    /// before or inside it may not take exactly one column on the terminal (`takesOneColumn`: a
    /// CJK letter or an emoji from a name, ⚡ or ✅): the terminal would place the span's cells
    /// elsewhere than the buffer does.
    public func changedColumns(ofRow y: Int, since shown: ScreenBuffer) -> Range<Int>? {
        guard shown.width == width, shown.height == height, y >= 0, y < height else { return 0..<width }
        let start = y * width
        return cells.withUnsafeBufferPointer { new in
            shown.cells.withUnsafeBufferPointer { old in
                var first = start
                let end = start + width
                while first < end, new[first] == old[first] { first += 1 }
                guard first < end else { return nil }
                var last = end - 1
                while new[last] == old[last] { last -= 1 }
                for i in start...last where !Self.takesOneColumn(new[i].scalar) { return 0..<width }
                for i in first...last where !Self.takesOneColumn(old[i].scalar) { return 0..<width }
                return (first - start)..<(last - start + 1)
            }
        }
    }

    /// The screen as text, one string per row: what golden tests compare.
    public var lines: [String] { (0..<height).map(line) }

    /// The text of one row.
    public func line(_ y: Int) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: cells[(y * width)..<((y + 1) * width)].lazy.map(\.scalar))
        return String(text)
    }
}

extension String {
    /// Pads with spaces or clips with an ellipsis to exactly `width` characters.
    func fitted(_ width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if count <= width { return self + String(repeating: " ", count: width - count) }
        return String(prefix(max(0, width - ellipsis.count))) + ellipsis.prefix(width)
    }

    /// Clips with an ellipsis to at most `width` characters (no padding).
    func clipped(_ width: Int, ellipsis: String = "…") -> String {
        guard count > width else { return self }
        guard width > 0 else { return "" }
        return String(prefix(max(0, width - ellipsis.count))) + ellipsis.prefix(width)
    }
}
