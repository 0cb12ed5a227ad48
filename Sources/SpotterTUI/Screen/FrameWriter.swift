import SpotterCore

/// Writes the bytes that turn the terminal from one frame into the next: only the cells that
/// changed, one cursor move where a run of unchanged cells would cost more to send again.
///
/// ```swift
/// var bytes: [UInt8] = []
/// FrameWriter.write(frame, over: shown, codes: codes, into: &bytes)  // a rest's tick: "\e[16;35H█ █"
/// FrameWriter.write(frame, over: nil, codes: codes, into: &bytes)    // every cell (Ctrl-L, a resize)
/// ```
/// Every frame leaves attributes off (`codes.reset`), so the next is written from that state, and
/// a suspend, a crash or the shell after `q` never inherits a colour. A row with a cell that may
/// not take one column (a CJK letter or an emoji from a name) goes out whole, laid out by the
/// terminal's own widths (`codes.columns`) and cut at the edge, so it never wraps into the next row.
public enum FrameWriter {
    /// Appends to `out` what turns a terminal showing `shown` into one showing `frame`; with
    /// `shown` nil (or of another size), every cell.
    public static func write(
        _ frame: ScreenBuffer, over shown: ScreenBuffer?, inverted: Bool = false, codes: TerminalCodes,
        into out: inout [UInt8]
    ) {
        var pen = Pen(codes: codes, inverted: inverted)
        let shown = shown.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        for y in 0..<frame.height {
            let columns: Range<Int>
            if let shown {
                guard let changed = frame.changedColumns(ofRow: y, since: shown) else { continue }
                columns = changed
            } else {
                columns = 0..<frame.width
            }
            // A span short of the row has only cells of one column in it, new and old alike
            // (`changedColumns`); a whole row is looked at here.
            if columns.count < frame.width {
                pen.write(row: y, columns: columns, of: frame, over: shown, into: &out)
            } else if !oneColumnEach(frame, y) {
                pen.writeLaidOut(row: y, of: frame, into: &out)
            } else {
                // Where the row shown had a wide character, its cells are not where the buffer has them.
                let trusted = shown.flatMap { oneColumnEach($0, y) ? $0 : nil }
                pen.write(row: y, columns: columns, of: frame, over: trusted, into: &out)
            }
        }
        pen.finish(into: &out)
    }

    private static func oneColumnEach(_ frame: ScreenBuffer, _ y: Int) -> Bool {
        (0..<frame.width).allSatisfy { ScreenBuffer.takesOneColumn(frame[$0, y].scalar) }
    }
}

/// The terminal's state while a frame is written: where the cursor is, and in which look.
private struct Pen {
    let codes: TerminalCodes
    let inverted: Bool
    /// Where the next character lands; nil when unknown (after the last column, or a wide character).
    var cursor: (row: Int, column: Int)?
    var role: Role?
    /// The look on; nil for the plain one (`reset` is owed at the end otherwise).
    var look: Look?

    init(codes: TerminalCodes, inverted: Bool) {
        self.codes = codes
        self.inverted = inverted
    }

    /// Cells `columns` of a row whose every cell takes one column, skipping a run left unchanged
    /// from `shown` when moving over it is shorter than sending it again.
    mutating func write(
        row y: Int, columns: Range<Int>, of frame: ScreenBuffer, over shown: ScreenBuffer?, into out: inout [UInt8]
    ) {
        let lastCell = y == frame.height - 1 && !codes.writesLastCell ? frame.width - 1 : -1
        var x = columns.lowerBound
        while x < columns.upperBound {
            if let shown, frame[x, y] == shown[x, y], cursor.map({ $0 == (y, x) }) == true {
                // A run the terminal already shows, with the cursor at its start: send it again
                // only when that is shorter than a move past it (and keeps the same look).
                var end = x
                var cost = 0
                var sameLook = true
                while end < columns.upperBound, frame[end, y] == shown[end, y] {
                    cost += UTF8.width(frame[end, y].scalar)
                    sameLook = sameLook && frame[end, y].role == role
                    end += 1
                }
                if !sameLook || cost > 3, !sameLook || shortestMove(row: y, column: end).count < cost {
                    x = end
                    continue
                }
                for column in x..<end { put(frame[column, y], row: y, column: column, width: frame.width, into: &out) }
                x = end
                continue
            }
            if x != lastCell {
                put(frame[x, y], row: y, column: x, width: frame.width, into: &out)
            } else if let insert = codes.insertCharacter, x > 0 {
                putLastCell(of: frame, row: y, insert: insert, into: &out)
            }
            x += 1
        }
    }

    /// A whole row laid out by the terminal's widths: cut before a character that would cross the
    /// right edge, the rest of the row blank.
    mutating func writeLaidOut(row y: Int, of frame: ScreenBuffer, into out: inout [UInt8]) {
        moveTo(row: y, column: 0, into: &out)
        var used = 0
        for x in 0..<frame.width {
            let cell = frame[x, y]
            let width = codes.columns(cell.scalar)
            let sendable = cell.scalar.isASCII || codes.utf8 || codes.localBytes(cell.scalar) != nil
            let printable = width >= 0 && !UserText.isControl(cell.scalar) && sendable
            let columns = printable ? width : 1
            guard used + columns <= frame.width else { break }
            // Where writing the corner scrolls, a laid-out row stops short of it: what stands in
            // front of it is a character of the terminal's widths, not a cell to insert.
            if used + columns == frame.width, y == frame.height - 1, !codes.writesLastCell { break }
            setLook(cell.role, into: &out)
            if printable { append(cell.scalar, to: &out) } else { out.append(UInt8(ascii: "?")) }
            used += columns
        }
        let lastColumn = y == frame.height - 1 && !codes.writesLastCell ? frame.width - 1 : frame.width
        if used < lastColumn { setLook(frame[frame.width - 1, y].role, into: &out) }
        while used < lastColumn {
            out.append(UInt8(ascii: " "))
            used += 1
        }
        cursor = nil
    }

    mutating func finish(into out: inout [UInt8]) {
        if look != nil { out += codes.reset }
        look = nil
        role = nil
    }

    private mutating func put(_ cell: Cell, row y: Int, column x: Int, width: Int, into out: inout [UInt8]) {
        if cursor.map({ $0 != (y, x) }) ?? true { moveTo(row: y, column: x, into: &out) }
        setLook(cell.role, into: &out)
        glyph(cell.scalar, into: &out)
        cursor = x + 1 < width ? (y, x + 1) : nil
    }

    /// The last cell of the last row, on a terminal that scrolls when it is written there: it goes
    /// one cell to the left, and the cell that belongs there is inserted in front of it, which
    /// pushes it into the corner (as ncurses does).
    private mutating func putLastCell(
        of frame: ScreenBuffer, row y: Int, insert: (before: [UInt8], after: [UInt8]), into out: inout [UInt8]
    ) {
        let x = frame.width - 1
        put(frame[x, y], row: y, column: x - 1, width: frame.width, into: &out)
        moveTo(row: y, column: x - 1, into: &out)
        setLook(frame[x - 1, y].role, into: &out)
        out += insert.before
        glyph(frame[x - 1, y].scalar, into: &out)
        out += insert.after
        cursor = nil
    }

    private func glyph(_ scalar: Unicode.Scalar, into out: inout [UInt8]) {
        if UserText.isControl(scalar) { out.append(UInt8(ascii: "?")) } else { append(scalar, to: &out) }
    }

    /// The shortest move the terminal has from where the cursor is: along the row, down the
    /// column, or to the cell.
    private mutating func moveTo(row y: Int, column x: Int, into out: inout [UInt8]) {
        out += shortestMove(row: y, column: x)
        cursor = (y, x)
    }

    private func shortestMove(row y: Int, column x: Int) -> [UInt8] {
        var move = codes.moveTo(y, x)
        if let (row, column) = cursor {
            func consider(_ candidate: [UInt8]?) {
                if let candidate, candidate.count < move.count { move = candidate }
            }
            if row == y {
                consider(codes.moveToColumn?(x))
                if x > column { consider(codes.moveRight?(x - column)) }
            } else if column == x {
                consider(codes.moveToRow?(y))
            }
        }
        return move
    }

    private mutating func setLook(_ next: Role, into out: inout [UInt8]) {
        guard next != role else { return }
        let nextLook = codes.look(next, inverted: inverted)
        if nextLook != look { (nextLook ?? Look()).change(from: look, reset: codes.reset, into: &out) }
        look = nextLook
        role = next
    }

    private func append(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        if scalar.isASCII {
            out.append(UInt8(scalar.value))
        } else if codes.utf8 {
            UTF8.encode(scalar) { out.append($0) }
        } else if let bytes = codes.localBytes(scalar) {
            out += bytes
        } else {
            out.append(UInt8(ascii: "?"))
        }
    }
}
