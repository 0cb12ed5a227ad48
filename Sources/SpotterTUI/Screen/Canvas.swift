/// Drawing helpers on a screen buffer: rules, boxes, word wrap, right alignment.
extension ScreenBuffer {
    /// A horizontal rule across the row, with an optional label near its start: `─ Rest ─────`.
    mutating func rule(y: Int, glyphs: Glyphs, label: String? = nil, labelRole: Role = .title) {
        fill(y: y, with: glyphs.rule, role: .border)
        if let label, !label.isEmpty {
            put(" \(label) ", x: 1, y: y, role: labelRole, maxWidth: width - 2)
        }
    }

    /// A framed box with a title in its top border; its inside is cleared to `role`.
    mutating func box(x: Int, y: Int, width w: Int, height h: Int, title: String, glyphs g: Glyphs, role: Role = .modal)
    {
        guard w >= 4, h >= 2 else { return }
        clear(x: x, y: y, width: w, height: h, role: role)
        let inner = String(repeating: g.rule, count: w - 2)
        put("\(g.topLeft)\(inner)\(g.topRight)", x: x, y: y, role: .border)
        put("\(g.bottomLeft)\(inner)\(g.bottomRight)", x: x, y: y + h - 1, role: .border)
        for row in (y + 1)..<(y + h - 1) {
            put(String(g.vertical), x: x, y: row, role: .border)
            put(String(g.vertical), x: x + w - 1, y: row, role: .border)
        }
        put(" \(title) ", x: x + 1, y: y, role: .title, maxWidth: w - 2)
    }

    /// Writes text so that it ends at the right edge minus `margin`; returns its start column.
    @discardableResult
    mutating func putRight(_ text: String, y: Int, margin: Int = 1, role: Role = .normal) -> Int {
        let x = max(0, width - margin - text.count)
        put(text, x: x, y: y, role: role)
        return x
    }

    /// Writes text centred in the row.
    mutating func putCentered(_ text: String, y: Int, role: Role = .normal) {
        put(text, x: max(0, (width - text.count) / 2), y: y, role: role)
    }
}

/// Breaks text into lines of at most `width` characters at spaces (long words are cut).
func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
        var word = word
        while word.count > width {
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            lines.append(String(word.prefix(width)))
            word = String(word.dropFirst(width))
        }
        if line.isEmpty {
            line = word
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = word
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

extension ScreenBuffer {
    /// One line of a log screen: its text from column 2, its note right-aligned when both fit
    /// (else the note alone is cut), the whole row painted when selected.
    mutating func logLine(_ line: LogLine, y: Int, glyphs: Glyphs, selected: Bool = false) {
        let marker = selected ? String(glyphs.marker) : " "
        let text = "\(marker) \(line.text)"
        let role: Role = selected ? .selection : line.role
        if let right = line.right {
            let room = width - 3 - right.count - 1
            put(text.clipped(max(1, room), ellipsis: glyphs.ellipsis), x: 1, y: y, role: role)
            putRight(
                right.clipped(max(1, width - 4), ellipsis: glyphs.ellipsis), y: y, margin: 2,
                role: selected ? .selection : .muted)
        } else {
            put(text.clipped(width - 2, ellipsis: glyphs.ellipsis), x: 1, y: y, role: role)
        }
        if selected { paint(y: y, from: 1, width: width - 2, role: .selection) }
    }
}
