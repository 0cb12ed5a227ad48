/// A `tmux capture-pane -e` screen as what each cell shows: its character and its look.
///
/// tmux writes a look's SGR where it serializes one, which depends on how the cells were written
/// (a cell cleared and one overwritten with a plain space look alike, but are told apart), so two
/// captures are compared cell by cell, never as text.
///
/// ```swift
/// SGRCells.rows("\u{1B}[1mab\u{1B}[0m ")  // [["a bold", "b bold"]]: the plain space is trimmed
/// ```
enum SGRCells {
    private struct Look: Equatable, CustomStringConvertible {
        var bold = false, dim = false, underline = false, reverse = false
        var foreground = "", background = ""

        var isBlankAsCleared: Bool { !underline && !reverse && background.isEmpty }
        var description: String {
            [
                bold ? "bold" : "", dim ? "dim" : "", underline ? "underline" : "", reverse ? "reverse" : "",
                foreground.isEmpty ? "" : "fg" + foreground, background.isEmpty ? "" : "bg" + background,
            ]
            .filter { !$0.isEmpty }.joined(separator: ",")
        }

        mutating func select(_ parameters: [String]) {
            var codes = parameters.map { Int($0) ?? 0 }[...]
            if codes.isEmpty { codes = [0] }
            while let code = codes.popFirst() {
                switch code {
                case 0: self = Look()
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

    /// Each row's cells as "character look", trailing cells that look cleared left out.
    static func rows(_ capture: String) -> [[String]] {
        var look = Look()
        return capture.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cells: [(Character, Look)] = []
            var rest = line[...]
            while let character = rest.first {
                rest = rest.dropFirst()
                guard character == "\u{1B}", rest.first == "[" else {
                    cells.append((character, look))
                    continue
                }
                rest = rest.dropFirst()
                let end = rest.firstIndex(where: { $0.isLetter }) ?? rest.endIndex
                if end < rest.endIndex, rest[end] == "m" {
                    look.select(rest[..<end].split(separator: ";", omittingEmptySubsequences: false).map(String.init))
                }
                rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
            }
            while let last = cells.last, last.0 == " ", last.1.isBlankAsCleared { cells.removeLast() }
            return cells.map { "\($0.0) \($0.1)" }
        }
    }
}
